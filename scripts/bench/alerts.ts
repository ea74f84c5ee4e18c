import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '#src/server/db/client.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { weekAlerts } from '#src/server/modules/alerts/service.ts';
import { openFloor } from './floor';
import { run, type Server } from './processes';
import { signIn } from './users';

/**
 * Listing a week with 100,000 stored week requests (alerts): the owner's POST must answer as fast
 * as without them, because matching runs in the job queue after the response; and matching one
 * week against the 100,000 must itself stay cheap (the partial index on destination and dates).
 */
export const ALERT_REQUESTS = 100_000;
export const ALERT_TARGETS = {
  /** The POST's p99 with the alerts stored may exceed the p99 without them by at most this. */
  postP99SlackMs: 25,
  /** Matching one new week against every stored request (the job's SQL, mails queued). */
  matchP99Ms: 250,
};
/** The active owner the alert and pool benches list weeks as. */
export const OWNER = { username: 'bench-owner', password: 'bench-owner-password' };
const POSTS = 60;

type Target = { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };

export interface AlertsResult {
  without: { p50: number; p99: number; errors: number };
  with: { p50: number; p99: number; errors: number };
  match: { p50: number; p99: number; matchesPerWeek: number };
}

interface WeekTemplate {
  resortId: number;
  locationId: number;
  unitTypeId: number;
}

/** The databases the bench owner was created in by this run (the sections that need it share one). */
const ownersCreated = new Set<string>();

/** Creates the bench owner (OWNER) with the admin CLI, once per database. */
export async function prepareAlertOwner(root: string, serverDir: string, env: NodeJS.ProcessEnv) {
  const database = env.DATABASE_URL ?? env.DATA_DIR ?? '';
  if (ownersCreated.has(database)) return;
  await run(
    process.execPath,
    [
      path.join(serverDir, 'admin.js'),
      'create-user',
      ...['--username', OWNER.username, '--password', OWNER.password, '--email', 'bench-owner@example.test'],
      ...['--first-name', 'Bench', '--last-name', 'Owner', '--role', 'user', '--active'],
    ],
    env,
    root,
  );
  ownersCreated.add(database);
}

/** 100,000 live requests over the destinations, each for one to three weeks within the next three years. */
export async function storeAlertRequests(target: Target) {
  const floor = await openFloor(target, 1);
  try {
    await floor.exec(`
      insert into week_requests (name, email, preferred_location, start_date, end_date, created_at)
      select 'Alert ' || g, 'alert' || g || '@example.test',
             (select name from locations order by id limit 1 offset g % (select count(*) from locations)),
             current_date + 1 + g % 1000, current_date + 8 + g % 1000 + (g % 3) * 7,
             now() - (g % 43200) * interval '1 minute'
        from generate_series(1, ${ALERT_REQUESTS}) g`);
    await floor.exec('vacuum analyze week_requests');
  } finally {
    await floor.close();
  }
}

async function weekTemplate(target: Target): Promise<WeekTemplate> {
  const floor = await openFloor(target, 1);
  try {
    const { rows } = await floor.exec(`
      select u.resort_id, rl.location_id, u.id from unit_types u
      join resort_locations rl on rl.resort_id = u.resort_id order by u.id limit 1`);
    const [resortId, locationId, unitTypeId] = rows[0] as number[];
    return { resortId, locationId, unitTypeId };
  } finally {
    await floor.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** POSTs weeks one after another, four callers at once, and times each answer. */
export async function timeWeekPosts(server: Server, template: WeekTemplate, offset: number) {
  const cookie = await signIn(server, OWNER);
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const caller = async () => {
    while (next < POSTS) {
      const i = next++;
      const from = new Date(Date.now() + (30 + ((offset + i) % 900)) * 86_400_000);
      const to = new Date(from.getTime() + 6 * 86_400_000);
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/weeks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
        body: JSON.stringify({
          ...template,
          fromDate: from.toISOString().slice(0, 10),
          toDate: to.toISOString().slice(0, 10),
          price: 1000 + i,
          reservationCode: `BENCH-${offset + i}`,
        }),
      });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 201) errors++;
    }
  };
  await Promise.all([caller(), caller(), caller(), caller()]);
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)), errors };
}

/**
 * The job's own work, timed on the database with the server stopped: match fresh weeks against the
 * stored requests. The queue and mailer here only count (the bench measures the SQL, not SMTP).
 */
export async function timeMatching(target: Target, template: WeekTemplate): Promise<AlertsResult['match']> {
  let db: Db;
  let close: () => Promise<void>;
  if (target.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    db = drizzlePg(pool) as unknown as Db;
    close = () => pool.end();
  } else {
    // The app's own opening: the same extensions and settings as the server's.
    const database = await openDatabase({ dataDir: target.dataDir });
    db = database.db;
    close = () => database.close();
  }
  let queued = 0;
  const counting: JobQueue = {
    start: async () => {},
    stop: async () => {},
    work: async () => {},
    send: async () => {
      queued++;
      return null;
    },
  };
  const alerts = weekAlerts(
    db,
    counting,
    { queue: async () => void queued++ },
    {
      operator: { name: 'Bench', address: 'Bench', email: 'bench@example.test' },
      publicUrl: 'http://localhost',
    },
    'bench-secret',
  );
  const times: number[] = [];
  let matches = 0;
  try {
    for (let i = 0; i < 20; i++) {
      const from = new Date(Date.now() + (40 + i * 37) * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.parse(from) + 6 * 86_400_000).toISOString().slice(0, 10);
      const inserted = (await db.execute(
        sql`insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
         select id, ${template.locationId}::int, ${template.unitTypeId}::int, ${from}::date, ${to}::date, 1500, ${`MATCH-${i}`}::text
           from users where username = ${OWNER.username} returning id`,
      )) as unknown as { rows: { id: number }[] };
      const [row] = inserted.rows;
      const started = performance.now();
      matches += await alerts.matchWeek(row.id);
      times.push(performance.now() - started);
    }
  } finally {
    await close();
  }
  times.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    matchesPerWeek: Math.round(matches / times.length),
  };
}

export async function measureAlerts(opts: {
  target: Target;
  startServer: () => Promise<Server>;
}): Promise<AlertsResult> {
  const template = await weekTemplate(opts.target);
  let server = await opts.startServer();
  const without = await timeWeekPosts(server, template, 0);
  await server.stop();
  await storeAlertRequests(opts.target);
  server = await opts.startServer();
  const withAlerts = await timeWeekPosts(server, template, 1000);
  await server.stop();
  const match = await timeMatching(opts.target, template);
  return { without, with: withAlerts, match };
}

export function alertsChecks(r: AlertsResult) {
  return [
    {
      label: 'POST /api/weeks p99 with 100,000 alerts',
      pass: r.with.errors === 0 && r.with.p99 <= r.without.p99 + ALERT_TARGETS.postP99SlackMs,
    },
    { label: 'matching one week', pass: r.match.p99 <= ALERT_TARGETS.matchP99Ms },
  ];
}

export function renderAlerts(r: AlertsResult, context: string): string {
  const [post, match] = alertsChecks(r);
  return [
    `Listing a week with ${ALERT_REQUESTS.toLocaleString('en-US')} stored week requests (alerts). ${context}`,
    '',
    '| measure | p50 | p99 | target |',
    '| ------- | --- | --- | ------ |',
    `| POST /api/weeks, no alerts stored (${POSTS} posts, 4 callers) | ${r.without.p50} ms | ${r.without.p99} ms | – |`,
    `| POST /api/weeks, ${ALERT_REQUESTS.toLocaleString('en-US')} alerts stored${r.with.errors ? ` (${r.with.errors} not 201)` : ''} | ${r.with.p50} ms | ${r.with.p99} ms | ≤ ${r.without.p99 + ALERT_TARGETS.postP99SlackMs} ms ${post.pass ? '✓' : '✗'} |`,
    `| matching one new week in the job (~${r.match.matchesPerWeek} matches each, mails queued) | ${r.match.p50} ms | ${r.match.p99} ms | ≤ ${ALERT_TARGETS.matchP99Ms} ms ${match.pass ? '✓' : '✗'} |`,
  ].join('\n');
}
