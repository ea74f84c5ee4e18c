// Price guidance under load (docs/decisions/068): GET /api/weeks/price-guidance from 32 connections
// with 1,000,000 weeks of history (the seeded catalogue grown with weeks of the last 26 months and
// the next 12 on every unit type, a twentieth of the past ones booked and paid), for a season inside
// a year and one across new year. The plan of the asked prices' query is printed too.
import autocannon from 'autocannon';
import { OWNER, prepareAlertOwner } from './alerts';
import type { PrepareOptions } from './dashboards';
import { openFloor } from './floor';
import { table } from './markdown';
import { run, type Server } from './processes';
import { poll, signIn } from './users';

export const GUIDANCE_TARGETS = { weeks: 1_000_000, p99Ms: 50 };

export interface GuidanceFixture {
  weeks: number;
  bookings: number;
  unitTypeId: number;
  /** The 50 unit types with the most weeks: the uncached row asks about them at random. */
  unitTypeIds: number[];
  /** The weeks of the measured unit type (the comparables are its season's share). */
  unitWeeks: number;
  /** EXPLAIN ANALYZE of the asked prices' query, as PostgreSQL printed it. */
  plan: string;
  /** The unit types whose 365 days were computed ahead (admin insights:guidance), and how long it took. */
  kept: { unitTypes: number; seconds: number };
}

/** Grows the catalogue to 1,000,000 weeks of history, books a twentieth of the past ones, signs an owner up. */
export async function prepareGuidance(opts: PrepareOptions): Promise<GuidanceFixture> {
  const { root, serverDir, env, log } = opts;
  await prepareAlertOwner(root, serverDir, env);
  const floor = await openFloor(opts.database, 1);
  const one = async (q: string) => Number(((await floor.exec(q)).rows as unknown[][])[0][0]);
  try {
    const missing = GUIDANCE_TARGETS.weeks - (await one('select count(*) from weeks'));
    log(
      `guidance: ${missing.toLocaleString('en-US')} weeks of history added (to 1,000,000), a twentieth of the past booked`,
    );
    if (missing > 0)
      await floor.exec(
        `insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code, created_at)
         select (select id from users where username = $1), p.location_id, p.unit_type_id,
                current_date - 790 + g % 1155, current_date - 784 + g % 1155,
                500 + (hashint4(g) & 4095), 'HIST-' || g, now() - (g % 700) * interval '1 day'
           from generate_series(1, $2::int) g
           join (select rl.location_id, ut.id as unit_type_id,
                        row_number() over (order by ut.id, rl.location_id) - 1 as n, count(*) over () as pairs
                   from unit_types ut join resort_locations rl on rl.resort_id = ut.resort_id) p
             on p.n = (g / 7) % p.pairs`,
        [OWNER.username, missing],
      );
    await floor.exec(
      `insert into bookings (reference, week_id, owner_id, location_id, resort_id, unit_type_id, from_date, to_date,
         time_zone, check_in_at, check_out_at, full_refund_until, status, total_cents, provider,
         agreement_version, agreement_accepted_at, paid_at)
       select 'SEM-H' || lpad(w.id::text, 7, '0'), w.id, w.user_id, w.location_id, u.resort_id, w.unit_type_id,
              w.from_date, w.to_date, 'America/Mexico_City', w.from_date::timestamptz, w.to_date::timestamptz,
              w.from_date::timestamptz, 'completed', (w.price * 100)::int - 5000, 'test', 'v1', now(), now()
         from weeks w join unit_types u on u.id = w.unit_type_id
        where w.from_date < current_date and w.id % 20 = 0
          and not exists (select 1 from bookings b where b.week_id = w.id and b.status <> 'cancelled')`,
    );
    await floor.exec('vacuum analyze weeks');
    await floor.exec('vacuum analyze bookings');
    // The figures kept ahead (guidance-days.ts), computed at once as the server's refresh would
    // within its next minutes: the admin command, timed.
    const started = performance.now();
    await run(process.execPath, [`${serverDir}/admin.js`, 'insights:guidance'], env, root);
    const kept = {
      unitTypes: await one('select count(distinct unit_type_id) from price_guidance_days'),
      seconds: (performance.now() - started) / 1000,
    };
    // Those 39,000 rows written, flushed before measuring (as the seed's tables are analysed above):
    // the first case would otherwise run beside the checkpoint that writes them out.
    await floor.exec('vacuum analyze price_guidance_days');
    // Refused to a role without the right to (PostgreSQL 15+: pg_checkpoint): then left to the server.
    await floor.exec('checkpoint').catch(() => undefined);
    log(`guidance: ${kept.unitTypes} unit types computed ahead in ${kept.seconds.toFixed(1)} s`);
    const unitTypeId = await one(
      'select unit_type_id from weeks group by unit_type_id order by count(*) desc, unit_type_id limit 1',
    );
    // The asked prices of a June week's season, as the service sends them (guidance.ts).
    const explained = await floor.exec(
      `explain (analyze, buffers, costs off)
       select count(*)::int, percentile_cont(0.25) within group (order by p), percentile_cont(0.5) within group (order by p)
         from (select w.price::float8 as p from weeks w
                where w.unit_type_id = ${unitTypeId} and w.hidden_at is null
                  and w.season_day between 144 and 186 and w.from_date >= (current_date - '24 months'::interval)::date) prices`,
    );
    const busiest = await floor.exec(
      'select unit_type_id from weeks group by unit_type_id order by count(*) desc, unit_type_id limit 50',
    );
    return {
      unitTypeIds: (busiest.rows as unknown[][]).map((r) => Number(r[0])),
      weeks: await one('select count(*) from weeks'),
      bookings: await one('select count(*) from bookings'),
      unitTypeId,
      unitWeeks: await one(`select count(*) from weeks where unit_type_id = ${unitTypeId}`),
      plan: (explained.rows as unknown[][]).map((r) => String(r[0])).join('\n'),
      kept,
    };
  } finally {
    await floor.close();
  }
}

export interface GuidanceRow {
  label: string;
  path: string;
  asked: number;
  booked: number;
  requests: number;
  non2xx: number;
  p50: number;
  p99: number;
}

/** A path of the uncached row: one of the busiest unit types, any week of next year. */
function randomPath(fixture: GuidanceFixture, year: number): string {
  const unitTypeId = fixture.unitTypeIds[Math.floor(Math.random() * fixture.unitTypeIds.length)];
  const day = new Date(Date.UTC(year, 0, 1 + Math.floor(Math.random() * 365))).toISOString().slice(0, 10);
  return `/api/weeks/price-guidance?unitTypeId=${unitTypeId}&fromDate=${day}`;
}

/**
 * From `connections` owners: the busiest unit type's June week asked again and again (the server
 * keeps an answer a minute), the same across new year, and a different unit type and week each
 * request (50 unit types × 365 days: nearly every answer computed by the database).
 */
export async function measureGuidance(
  server: Server,
  fixture: GuidanceFixture,
  opts: { connections: number; durationS: number },
): Promise<GuidanceRow[]> {
  const cookie = await signIn(server, OWNER);
  const year = new Date().getUTCFullYear() + 1;
  const at = (fromDate: string) =>
    `/api/weeks/price-guidance?unitTypeId=${fixture.unitTypeId}&fromDate=${fromDate}`;
  const cases = [
    { label: 'a week in June, asked again', path: at(`${year}-06-14`) },
    { label: 'a week across new year, asked again (two ranges)', path: at(`${year}-01-02`) },
  ];
  const rows: GuidanceRow[] = [];
  for (const c of cases) {
    const answer = (await (await fetch(`${server.baseUrl}${c.path}`, { headers: { cookie } })).json()) as {
      asked: { count: number };
      booked: { count: number };
    };
    // A second unmeasured first, as for the random row below: the process's first answers of a path.
    await poll(server, cookie, c.path, { conditional: false, connections: opts.connections, durationS: 1 });
    const r = await poll(server, cookie, c.path, {
      conditional: false,
      connections: opts.connections,
      durationS: opts.durationS,
    });
    rows.push({
      label: c.label,
      path: c.path,
      asked: answer.asked.count,
      booked: answer.booked.count,
      requests: r.requests.total,
      non2xx: r.non2xx,
      p50: r.latency.p50,
      p99: r.latency.p99,
    });
  }
  const headers = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, br' };
  const random = {
    url: `${server.baseUrl}${randomPath(fixture, year)}`,
    connections: opts.connections,
    pipelining: 1,
    timeout: 10,
    headers,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({ ...req, path: randomPath(fixture, year) }),
      },
    ],
  };
  await autocannon({ ...random, duration: 1 });
  const r = await autocannon({ ...random, duration: opts.durationS });
  rows.push({
    label: 'a different unit type and week each request (50 × 365)',
    path: '/api/weeks/price-guidance?unitTypeId=…&fromDate=…',
    asked: Number.NaN,
    booked: Number.NaN,
    requests: r.requests.total,
    non2xx: r.non2xx,
    p50: r.latency.p50,
    p99: r.latency.p99,
  });
  // The machine's ceiling at the same moment: the cheapest signed-in read (the session and the user).
  const ceiling = await poll(server, cookie, '/api/user', {
    conditional: false,
    connections: opts.connections,
    durationS: opts.durationS,
  });
  rows.push({
    label: 'for comparison: GET /api/user (no target)',
    path: '/api/user',
    asked: Number.NaN,
    booked: Number.NaN,
    requests: ceiling.requests.total,
    non2xx: ceiling.non2xx,
    p50: ceiling.latency.p50,
    p99: ceiling.latency.p99,
  });
  return rows;
}

const isComparison = (r: GuidanceRow) => r.path === '/api/user';

export const guidancePassed = (rows: GuidanceRow[]) =>
  rows.filter((r) => !isComparison(r)).every((r) => r.non2xx === 0 && r.p99 < GUIDANCE_TARGETS.p99Ms);

export function renderGuidance(rows: GuidanceRow[], fixture: GuidanceFixture, context: string): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    `Price guidance (GET /api/weeks/price-guidance) with ${n(fixture.weeks)} weeks of history and ${n(fixture.bookings)} paid bookings; the busiest unit type (${n(fixture.unitWeeks)} weeks). ${context}`,
    '',
    `The figures of ${n(fixture.kept.unitTypes)} unit types × 365 days were computed ahead (\`npm run admin -- insights:guidance\`, what the server's refresh does after writes) in ${fixture.kept.seconds.toFixed(1)} s; a process reads a unit type's 365 days at once and keeps them a minute, while the unit type has had no write since.`,
    '',
    table(
      [
        'request',
        'comparables asked / booked',
        'answers',
        'p50',
        `p99 (target < ${GUIDANCE_TARGETS.p99Ms} ms)`,
      ],
      rows.map((r) => [
        r.label,
        isComparison(r)
          ? '—'
          : Number.isNaN(r.asked)
            ? 'hundreds to thousands'
            : `${n(r.asked)} / ${n(r.booked)}`,
        `${n(r.requests)}${r.non2xx ? ` (${r.non2xx} not 2xx)` : ''}`,
        `${r.p50} ms`,
        isComparison(r)
          ? `${r.p99} ms`
          : `${r.p99} ms ${r.non2xx === 0 && r.p99 < GUIDANCE_TARGETS.p99Ms ? '✓' : '✗'}`,
      ]),
    ),
    '',
    'The asked prices of a season, as PostgreSQL runs them (EXPLAIN ANALYZE, the same unit type):',
    '',
    '```',
    fixture.plan,
    '```',
  ].join('\n');
}
