import path from 'node:path';
import { OWNER, prepareAlertOwner } from './alerts';
import { openFloor } from './floor';
import { run, type Server } from './processes';
import { poll, signIn } from './users';

/**
 * The first requests of the Dev and Manager Dashboards, on the seeded catalogue plus 10,000 leads:
 * the summary with its bells, the inbox, the week requests, the moderation lists of weeks and
 * listings, every contract, the users by name. Each is one screen's first page.
 */
export const DASHBOARD_LEADS = 10_000;
export const DASHBOARD_P99_TARGET_MS = 50;
const DEV = { username: 'bench-dev', password: 'bench-dev-password' };

export interface DashboardRow {
  label: string;
  path: string;
  requests: number;
  non2xx: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
}

export interface PrepareOptions {
  root: string;
  serverDir: string;
  env: NodeJS.ProcessEnv;
  database: { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };
  log: (message: string) => void;
}

/** A developer to sign in with, and 10,000 leads (4,000 requests, 4,000 week and 2,000 property interests). */
export async function prepareDashboards(opts: PrepareOptions): Promise<void> {
  const { root, serverDir, env, log } = opts;
  log(`dashboards: a developer and ${DASHBOARD_LEADS.toLocaleString('en-US')} leads`);
  await run(
    process.execPath,
    [
      path.join(serverDir, 'admin.js'),
      'create-user',
      ...['--username', DEV.username, '--password', DEV.password, '--email', 'bench-dev@example.test'],
      ...['--first-name', 'Bench', '--last-name', 'Developer', '--role', 'dev', '--active'],
    ],
    env,
    root,
  );
  const requests = DASHBOARD_LEADS * 0.4;
  const weekInterests = DASHBOARD_LEADS * 0.4;
  const propertyInterests = DASHBOARD_LEADS - requests - weekInterests;
  const floor = await openFloor(opts.database, 1);
  try {
    // Half of them read, spread over the last 90 days, like an inbox a team works through.
    await floor.exec(`
      insert into week_requests (name, email, preferred_location, start_date, end_date, additional_details, is_read, created_at)
      select 'Lead ' || g, 'lead' || g || '@example.test', (select name from locations order by id limit 1 offset g % 8),
             current_date + 30 + g % 300, current_date + 36 + g % 300, case when g % 3 = 0 then 'Ocean view please' end,
             g % 2 = 0, now() - (g % 129600) * interval '1 minute'
        from generate_series(1, ${requests}) g`);
    await floor.exec(`
      insert into week_interests (week_id, email, message, is_read, created_at)
      select w.id, 'interest' || w.n || '@example.test', 'Is this week still available?', w.n % 2 = 0,
             now() - (w.n % 129600) * interval '1 minute'
        from (select id, row_number() over () as n from weeks limit ${weekInterests}) w`);
    await floor.exec(`
      insert into property_listing_interests (property_listing_id, email, message, is_read, created_at)
      select p.id, 'buyer' || g || '@example.test', 'I would like to visit the unit.', g % 2 = 0,
             now() - (g % 129600) * interval '1 minute'
        from generate_series(1, ${propertyInterests}) g
        join lateral (select id from property_listings order by id limit 1 offset g % greatest(1, (select count(*) from property_listings))) p on true`);
    await floor.exec('vacuum analyze week_requests, week_interests, property_listing_interests');
  } finally {
    await floor.close();
  }
}

/** An owner with this many weeks opens My Dashboard (issue's scale: thousands of weeks of their own). */
export const OWNER_DASHBOARD = { weeks: 5_000, bytesTarget: 200 * 1024, p50TargetMs: 300 } as const;
/** The requests My Dashboard sends on open, with the page sizes its sections ask for. */
const OWNER_DASHBOARD_PATHS = [
  '/api/user',
  '/api/my/interests?page=1&pageSize=10&sort=newest',
  '/api/contracts/user?page=1&pageSize=10&sort=newest',
  '/api/weeks/my-weeks?page=1&pageSize=12&sort=newest',
  '/api/property-listings/my-listings?page=1&pageSize=12&sort=newest',
  '/api/contract-types',
];

/** An active owner with 5,000 weeks of their own (on the seeded catalogue's places, past ones too). */
export async function prepareOwnerDashboard(opts: PrepareOptions): Promise<void> {
  const { root, serverDir, env, log } = opts;
  log(`dashboards: an owner with ${OWNER_DASHBOARD.weeks.toLocaleString('en-US')} weeks`);
  await prepareAlertOwner(root, serverDir, env);
  const floor = await openFloor(opts.database, 1);
  try {
    await floor.exec(`
      insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
      select (select id from users where username = '${OWNER.username}'), p.location_id, p.unit_type_id,
             current_date - 200 + g % 700, current_date - 194 + g % 700, 400 + (g * 37) % 3000, 'OWN-' || g
        from generate_series(1, ${OWNER_DASHBOARD.weeks}) g
        join (select rl.location_id, ut.id as unit_type_id, row_number() over (order by ut.id, rl.location_id) - 1 as n,
                     count(*) over () as pairs
                from unit_types ut join resort_locations rl on rl.resort_id = ut.resort_id) p on p.n = g % p.pairs`);
    await floor.exec('vacuum analyze weeks');
  } finally {
    await floor.close();
  }
}

export interface OwnerDashboardResult {
  /** The API bytes of one opening (bodies as sent, uncompressed). */
  bytes: number;
  p50: number;
  max: number;
  opens: number;
}

/** Opens My Dashboard `opens` times, its requests together as the browser sends them; times each opening. */
export async function measureOwnerDashboard(server: Server, opens = 30): Promise<OwnerDashboardResult> {
  const cookie = await signIn(server, OWNER);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < opens; i++) {
    const started = performance.now();
    const sizes = await Promise.all(
      OWNER_DASHBOARD_PATHS.map(async (p) => {
        const res = await fetch(`${server.baseUrl}${p}`, { headers: { cookie } });
        if (!res.ok) throw new Error(`${p}: ${res.status}`);
        return (await res.arrayBuffer()).byteLength;
      }),
    );
    times.push(performance.now() - started);
    bytes = sizes.reduce((sum, n) => sum + n, 0);
  }
  times.sort((a, b) => a - b);
  return { bytes, p50: Math.round(times[Math.floor(opens / 2)]), max: Math.round(times.at(-1) ?? 0), opens };
}

export const ownerDashboardPassed = (r: OwnerDashboardResult) =>
  r.bytes <= OWNER_DASHBOARD.bytesTarget && r.p50 <= OWNER_DASHBOARD.p50TargetMs;

export function renderOwnerDashboard(r: OwnerDashboardResult): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const okBytes = r.bytes <= OWNER_DASHBOARD.bytesTarget ? '✓' : '✗';
  const okTime = r.p50 <= OWNER_DASHBOARD.p50TargetMs ? '✓' : '✗';
  return [
    `My Dashboard of an owner with ${OWNER_DASHBOARD.weeks.toLocaleString('en-US')} weeks: its ${OWNER_DASHBOARD_PATHS.length} requests on open, together, ${r.opens} openings one after another.`,
    '',
    `| opening | API bytes (target ≤ ${kb(OWNER_DASHBOARD.bytesTarget)}) | p50 (target ≤ ${OWNER_DASHBOARD.p50TargetMs} ms) | slowest |`,
    '| ------- | ------------------------------ | ------------------------ | ------- |',
    `| owner dashboard, first pages | ${kb(r.bytes)} ${okBytes} | ${r.p50} ms ${okTime} | ${r.max} ms |`,
  ].join('\n');
}

export async function measureDashboards(
  server: Server,
  opts: { connections: number; durationS: number },
): Promise<DashboardRow[]> {
  const cookie = await signIn(server, DEV);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const cases = [
    {
      label: 'summary and bells',
      path: `/api/dev/summary?contractsSince=${yesterday}&listingsSince=${yesterday}`,
    },
    { label: 'interests inbox, page 1', path: '/api/dev/interests?page=1&pageSize=20' },
    { label: 'unread week requests (bell)', path: '/api/week-requests?unread=true&page=1&pageSize=20' },
    { label: 'week requests, page 1', path: '/api/week-requests?page=1&pageSize=20' },
    { label: 'all listed weeks, newest', path: '/api/dev/weeks?page=1&pageSize=20' },
    { label: 'all listed weeks, by price', path: '/api/dev/weeks?sort=price_desc&page=1&pageSize=20' },
    { label: 'property listings, newest', path: '/api/dev/property-listings?page=1&pageSize=20' },
    { label: 'new listings bell', path: `/api/dev/new-listings?since=${yesterday}&pageSize=20` },
    { label: 'all contracts, page 1', path: '/api/manager/contracts?page=1&pageSize=20' },
    { label: 'users by name (manager)', path: '/api/users?sort=name&page=1&pageSize=20' },
  ];
  const rows: DashboardRow[] = [];
  for (const c of cases) {
    const r = await poll(server, cookie, c.path, {
      conditional: false,
      connections: opts.connections,
      durationS: opts.durationS,
    });
    rows.push({
      ...c,
      requests: r.requests.total,
      non2xx: r.non2xx,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytesPerAnswer: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    });
  }
  return rows;
}

export const dashboardsPassed = (rows: DashboardRow[]) =>
  rows.every((r) => r.non2xx === 0 && r.p99 <= DASHBOARD_P99_TARGET_MS);

export function renderDashboards(rows: DashboardRow[], context: string): string {
  const lines = [
    `Dashboards' first requests, ${DASHBOARD_LEADS.toLocaleString('en-US')} leads. ${context}`,
    '',
    '| request | answers | p50 | p99 (target ≤ 50 ms) | bytes per answer |',
    '| ------- | ------- | --- | -------------------- | ---------------- |',
  ];
  for (const r of rows) {
    const ok = r.non2xx === 0 && r.p99 <= DASHBOARD_P99_TARGET_MS;
    const errors = r.non2xx ? ` (${r.non2xx} not 2xx)` : '';
    lines.push(
      `| ${r.label} | ${r.requests}${errors} | ${r.p50} ms | ${r.p99} ms ${ok ? '✓' : '✗'} | ${r.bytesPerAnswer.toLocaleString('en-US')} B |`,
    );
  }
  return lines.join('\n');
}
