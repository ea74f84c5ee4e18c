// Bookings under load (decision 056): the booking request itself from 32 connections, each request a
// real booking (a renter of its own, a week of its own), and the public lists' first requests again
// once a tenth of the weeks are booked (a booked week leaves every list through `weeks.on_offer`,
// which the bookings' trigger keeps).
import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { SESSION_COOKIE } from '#src/server/plugins/auth.ts';
import { type CpuUse, withCpu } from './cpu';
import { openFloor } from './floor';
import { percentile } from './loop';
import { table } from './markdown';
import { measureAll } from './measure';
import { benchRequests, type Fixture, TARGETS } from './pages';
import type { Server } from './processes';
import type { RequestResult } from './report';

export const BOOKINGS_TARGETS = {
  /** POST /api/bookings: a write of two transactions and a provider call, like listing a week (docs/performance.md). */
  postP99Ms: 150,
  /** The share of all weeks booked while the public lists are measured again. */
  bookedShare: 0.1,
};
/** Renters (and weeks) made ready for the booking requests: more than 32 connections send in the run's time on this machine. */
const BOOKING_PAIRS = 8_000;
/**
 * This section's servers sign cookies with a secret it knows, so that its renters' sessions are
 * written in SQL (sessions.ts keeps the SHA-256 of the token) rather than by thousands of logins.
 */
const SESSION_SECRET = 'bench-bookings-session-secret-'.padEnd(48, 'x');
export const BOOKINGS_SERVER_ENV = { SESSION_SECRET, PAYMENTS_TEST_MODE: 'true' };

type Target = { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };

interface Pair {
  cookie: string;
  weekId: number;
}

export interface BookingPosts {
  pairs: number;
  /** Requests answered in the measured time (after the warm-up), and their times. */
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  /** Every request of the run, warm-up included. */
  sent: number;
  created: number;
  /** Live bookings of a week beyond its first, anywhere in the database: must be 0. */
  doubled: number;
  exhausted: boolean;
  cpu?: CpuUse;
}

/** The same requests from a few connections (as the week-listing row sends them): the cost of one without a queue. */
const FEW_CONNECTIONS = 4;

export interface BookingsResult {
  connections: number;
  posts: BookingPosts;
  fewer: Omit<BookingPosts, 'doubled'>;
  weeks: number;
  booked: number;
  before: RequestResult[];
  after: RequestResult[];
  /** The landing page's counts of weeks on offer, summed over the destinations, before and after. */
  offered: { before: number; after: number };
}

const rowsOf = (r: { rows: unknown[] }) => r.rows as unknown[][];

/** `count` renters, each with a session, and as many distinct weeks on offer that start in three days or later. */
async function prepareBookingPairs(target: Target, count: number): Promise<Pair[]> {
  const floor = await openFloor(target, 1);
  try {
    const nonce = randomBytes(12).toString('base64url');
    await floor.exec(`
      insert into users (username, password_hash, first_name, last_name, email, active)
      select 'bench-renter-' || g, '!', 'Bench', 'Renter', 'bench-renter-' || g || '@example.test', true
        from generate_series(1, ${count}) g`);
    const renters = rowsOf(
      await floor.exec(`select id from users where username like 'bench-renter-%' order by id`),
    ).map((r) => Number(r[0]));
    await floor.exec(
      `insert into sessions (id, user_id, expires_at)
       select encode(sha256(convert_to($1 || '-' || id, 'UTF8')), 'hex'), id, now() + interval '1 day'
         from users where username like 'bench-renter-%'`,
      [nonce],
    );
    const weeks = rowsOf(
      await floor.exec(
        `select id from weeks where on_offer and from_date >= current_date + 3 and price >= 1
          order by md5(id::text) limit $1`,
        [count],
      ),
    ).map((r) => Number(r[0]));
    if (weeks.length < count) throw new Error(`only ${weeks.length} weeks to book, ${count} wanted`);
    return renters.map((id, i) => ({
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(`${nonce}-${id}`, SESSION_SECRET))}`,
      weekId: weeks[i],
    }));
  } finally {
    await floor.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `connections` callers post bookings back to back, each the next renter for the next week, for a
 * warm-up and then the measured time; a request is counted in the measure when it started in it.
 */
async function postBookings(
  server: Server,
  pairs: Pair[],
  opts: { connections: number; durationS: number; warmupS: number },
) {
  let next = 0;
  let from = Number.POSITIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  let lastEnd = 0;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let created = 0;
  const caller = async () => {
    while (next < pairs.length && performance.now() < until) {
      const pair = pairs[next++];
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${server.baseUrl}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: pair.cookie },
          body: JSON.stringify({
            weekId: pair.weekId,
            leadGuest: { firstName: 'Ana', lastName: 'Ruiz' },
            guests: [],
            acceptAgreement: true,
          }),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0;
      }
      const ended = performance.now();
      sent++;
      if (status === 201) created++;
      if (started >= from && started < until) {
        times.push(ended - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
        lastEnd = ended;
      }
    }
  };
  const [, cpu] = await withCpu(server.pid, async () => {
    const callers = Array.from({ length: opts.connections }, caller);
    await sleep(opts.warmupS * 1000);
    from = performance.now();
    until = from + opts.durationS * 1000;
    await Promise.all(callers);
  });
  const sorted = Float64Array.from(times).sort();
  const seconds = Math.max(1e-3, (Math.min(lastEnd, until) - from) / 1000);
  return {
    pairs: pairs.length,
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses,
    sent,
    created,
    exhausted: next >= pairs.length,
    cpu,
  };
}

/** Books weeks in SQL until `share` of all weeks are booked (the trigger takes them off offer); answers the counts. */
async function bookShare(target: Target, share: number): Promise<{ weeks: number; booked: number }> {
  const floor = await openFloor(target, 1);
  try {
    const count = async (q: string) => Number(rowsOf(await floor.exec(q))[0][0]);
    const weeks = await count('select count(*) from weeks');
    const wanted = Math.round(weeks * share);
    const missing = wanted - (await count('select count(*) from weeks where not on_offer'));
    if (missing > 0) {
      await floor.exec(`
        insert into users (username, password_hash, first_name, last_name, email, active)
        values ('bench-guest', '!', 'Bench', 'Guest', 'bench-guest@example.test', true)
        on conflict do nothing`);
      // Weeks still to come, spread over every destination; booked, accepted or confirmed (no deadline
      // due: the clock leaves them alone). The instants are the resort's 3 PM and 11 AM.
      await floor.exec(
        `insert into bookings (reference, week_id, guest_id, owner_id, location_id, resort_id, unit_type_id,
           from_date, to_date, time_zone, check_in_at, check_out_at, full_refund_until, status, total_cents,
           usage_fee_cents, provider, agreement_version, agreement_accepted_at, paid_at)
         select 'SEM-B' || lpad(w.id::text, 7, '0'), w.id, (select id from users where username = 'bench-guest'),
                w.user_id, w.location_id, ut.resort_id, w.unit_type_id, w.from_date, w.to_date, l.time_zone,
                (w.from_date + time '15:00') at time zone l.time_zone,
                (w.to_date + 1 + time '11:00') at time zone l.time_zone,
                (w.from_date - 31 + time '15:00') at time zone l.time_zone,
                (array['awaiting_owner', 'accepted', 'confirmed'])[1 + w.id % 3],
                round(w.price * 100)::int, least(round(coalesce(w.usage_fee, 0) * 100)::int, round(w.price * 100)::int),
                'test', 'bench', now(), now()
           from weeks w
           join unit_types ut on ut.id = w.unit_type_id
           join resorts r on r.id = ut.resort_id
           join locations l on l.id = r.location_id
          where w.on_offer and w.from_date >= current_date and w.price >= 1
          order by md5(w.id::text)
          limit $1`,
        [missing],
      );
    }
    await floor.exec('vacuum analyze weeks');
    await floor.exec('vacuum analyze bookings');
    return { weeks, booked: await count('select count(*) from weeks where not on_offer') };
  } finally {
    await floor.close();
  }
}

/** Live bookings of one week beyond the first: the partial unique index makes this 0. */
async function doubledWeeks(target: Target): Promise<number> {
  const floor = await openFloor(target, 1);
  try {
    return Number(
      rowsOf(
        await floor.exec(`select count(*) from (select week_id from bookings where status <> 'cancelled'
          group by week_id having count(*) > 1) d`),
      )[0][0],
    );
  } finally {
    await floor.close();
  }
}

export async function measureBookings(opts: {
  target: Target;
  fixture: Fixture;
  startServer: () => Promise<Server>;
  connections: number;
  durationS: number;
  warmupS: number;
  log: (message: string) => void;
}): Promise<BookingsResult> {
  const { target, connections, durationS, warmupS, log } = opts;
  // The public pages' first requests that read weeks (the landing page's counts per destination,
  // a destination's weeks, all weeks), before anything is booked and again with a tenth booked.
  const requests = benchRequests(opts.fixture).filter((r) => r.first && r.page !== 'all-properties');
  const lists = async () => {
    const floor = await openFloor(target, connections);
    let offered = 0;
    // The counts the landing page shows, read once from the server the rows are measured on.
    const startServer = async () => {
      const server = await opts.startServer();
      const res = await fetch(`${server.baseUrl}/api/vidanta/locations/availability`);
      offered = ((await res.json()) as { availableWeeks: number }[]).reduce(
        (n, l) => n + l.availableWeeks,
        0,
      );
      return server;
    };
    try {
      const rows = await measureAll({ floor, requests, connections, durationS, warmupS, log, startServer });
      return { rows, offered };
    } finally {
      await floor.close();
    }
  };
  log('bookings: the public lists with no week booked');
  const before = await lists();

  log(`bookings: ${BOOKING_PAIRS.toLocaleString('en-US')} renters with a session, each with a week to book`);
  const pairs = await prepareBookingPairs(target, BOOKING_PAIRS);
  const server = await opts.startServer();
  log(`bookings: POST /api/bookings from ${connections} connections, ${durationS} s after ${warmupS} s`);
  const posted = await postBookings(server, pairs, { connections, durationS, warmupS });
  log(`bookings: POST /api/bookings from ${FEW_CONNECTIONS} connections, ${durationS} s`);
  const fewer = await postBookings(server, pairs.slice(posted.sent), {
    connections: FEW_CONNECTIONS,
    durationS,
    warmupS: 1,
  });
  await server.stop();
  const posts = { ...posted, doubled: await doubledWeeks(target) };

  log(`bookings: ${BOOKINGS_TARGETS.bookedShare * 100} % of the weeks booked in SQL`);
  const { weeks, booked } = await bookShare(target, BOOKINGS_TARGETS.bookedShare);
  log(
    `bookings: ${booked.toLocaleString('en-US')} of ${weeks.toLocaleString('en-US')} weeks booked; the public lists again`,
  );
  const after = await lists();
  return {
    connections,
    posts,
    fewer,
    weeks,
    booked,
    before: before.rows,
    after: after.rows,
    offered: { before: before.offered, after: after.offered },
  };
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)} ms` : '–');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const failedLoad = (r: RequestResult) => r.server.errors > 0 || r.server.non2xx > 0;

export function bookingsChecks(r: BookingsResult) {
  const p = r.posts;
  const others = Object.entries(p.statuses).filter(([s]) => s !== '201');
  const share = `${Math.round((r.booked / r.weeks) * 100)} % of ${int(r.weeks)} weeks booked`;
  return [
    {
      label: `POST /api/bookings p99 ≤ ${BOOKINGS_TARGETS.postP99Ms} ms at ${r.connections} connections, every request a new booking (201)`,
      measured: `${ms(p.p99)} (${int(p.requests)} × 201${others.map(([s, c]) => `, ${c} × ${s === '0' ? 'no answer' : s}`).join('')})`,
      pass: p.requests > 0 && others.length === 0 && p.p99 <= BOOKINGS_TARGETS.postP99Ms,
    },
    {
      label: 'no week with two live bookings after the run',
      measured: `${p.doubled} (${int(p.created)} bookings made)`,
      pass: p.doubled === 0,
    },
    ...r.after.map((a) => ({
      label: `${a.request.page}: first data request (${a.request.label}) p99 < ${TARGETS.firstRequestP99Ms} ms at ${r.connections} connections, ${share}`,
      measured: `${ms(a.server.p99)}${failedLoad(a) ? ` (${a.server.errors} errors, ${a.server.non2xx} non-2xx)` : ''}`,
      pass: a.server.p99 < TARGETS.firstRequestP99Ms && !failedLoad(a),
    })),
  ];
}

export function renderBookings(r: BookingsResult, context: string): string {
  const p = r.posts;
  const checks = bookingsChecks(r);
  const lists = table(
    [
      'page',
      'request',
      'weeks booked',
      'total answered',
      'server req/s',
      'p50 ms',
      'p99 ms',
      'floor req/s',
      'server/floor',
    ],
    [...r.before.map((x) => ['0', x] as const), ...r.after.map((x) => [int(r.booked), x] as const)].map(
      ([booked, x]) => [
        x.request.page,
        x.request.label,
        booked,
        x.size.total !== undefined
          ? int(x.size.total)
          : x.request.label === 'availability'
            ? `${int(booked === '0' ? r.offered.before : r.offered.after)} (sum of the counts)`
            : '–',
        `${int(x.server.rps)}${failedLoad(x) ? ` (${x.server.errors} err, ${x.server.non2xx} non-2xx)` : ''}`,
        ms(x.server.p50),
        ms(x.server.p99),
        x.floor ? int(x.floor.rps) : '–',
        x.floor ? (x.server.rps / x.floor.rps).toFixed(2) : '–',
      ],
    ),
  );
  return [
    '#### Bookings under load',
    '',
    `${context} \`POST /api/bookings\` from ${r.connections} keep-alive connections, one request in flight on each, for the measured time after a warm-up: each request a renter of its own (${int(p.pairs)} made ready, their sessions written in SQL) asking for a week of its own, so every answer is a real hold (the week locked, the booking, its guests, its event and its deadline's job written, the payment opened with the test provider); then the same from ${FEW_CONNECTIONS} connections, the cost of one booking with little queueing. Then ${Math.round(BOOKINGS_TARGETS.bookedShare * 100)} % of the weeks are booked in SQL (the bookings' trigger takes each off offer), and the public pages' first requests that read weeks are measured again as in the main table, beside the same requests with no week booked.`,
    '',
    table(
      ['target', 'measured', 'result'],
      checks.map((c) => [c.label, c.measured, c.pass ? 'PASS' : 'FAIL']),
    ),
    '',
    table(
      [
        'request',
        'connections',
        'answers',
        'req/s',
        'p50',
        'p99',
        'CPU per booking: server + PostgreSQL',
        'cores busy: server / PostgreSQL / bench / other',
        'every request of the run',
      ],
      [
        [r.connections, p],
        [FEW_CONNECTIONS, r.fewer],
      ].map(([n, x]) => {
        const run = x as Omit<BookingPosts, 'doubled'>;
        const c = run.cpu;
        return [
          '`POST /api/bookings`',
          String(n),
          int(run.requests),
          int(run.rps),
          ms(run.p50),
          ms(run.p99),
          c
            ? `${((c.server * 1000) / run.rps).toFixed(1)} + ${((c.postgres * 1000) / run.rps).toFixed(1)} ms`
            : '–',
          c
            ? `${c.server.toFixed(2)} / ${c.postgres.toFixed(2)} / ${c.bench.toFixed(2)} / ${c.other.toFixed(2)}`
            : '–',
          `${int(run.sent)} sent, ${int(run.created)} × 201${run.exhausted ? ' (every prepared renter used: ended early)' : ''}`,
        ];
      }),
    ),
    '',
    lists,
  ].join('\n');
}
