// Verified weeks under load (decision 062): the staff's Verification queue's first request with
// 5,000 requests waiting, and the public week lists' first requests with 'Verified only' on, on the
// seeded catalogue with a share of its weeks verified.
import path from 'node:path';
import type { PrepareOptions } from './dashboards';
import { openFloor } from './floor';
import { table } from './markdown';
import type { Fixture } from './pages';
import { run, type Server } from './processes';
import { poll, signIn } from './users';

export const VERIFICATION_TARGETS = {
  /** Requests waiting in the queue while its first page is read. */
  pending: 5_000,
  /** The share of all weeks verified while the filtered lists are read. */
  verifiedShare: 0.03,
  /** The queue's first page, like every dashboard's first request. */
  queueP99Ms: 50,
  /** The public lists' first requests (docs/performance.md: p99 < 50 ms at 32 connections). */
  listP99Ms: 50,
};

const STAFF = { username: 'bench-verifier', password: 'bench-verifier-password' };

/** A manager, 5,000 waiting requests (each with one small PDF) on as many future weeks, and 3 % of the weeks verified. */
export async function prepareVerification(
  opts: PrepareOptions,
): Promise<{ pending: number; verified: number }> {
  const { root, serverDir, env, log } = opts;
  log(
    `verification: a manager, ${VERIFICATION_TARGETS.pending.toLocaleString('en-US')} waiting requests, ${VERIFICATION_TARGETS.verifiedShare * 100} % of the weeks verified`,
  );
  await run(
    process.execPath,
    [
      path.join(serverDir, 'admin.js'),
      'create-user',
      ...[
        '--username',
        STAFF.username,
        '--password',
        STAFF.password,
        '--email',
        'bench-verifier@example.test',
      ],
      ...['--first-name', 'Bench', '--last-name', 'Verifier', '--role', 'manager', '--active'],
    ],
    env,
    root,
  );
  const floor = await openFloor(opts.database, 1);
  const count = async (q: string) => Number(((await floor.exec(q)).rows as unknown[][])[0][0]);
  try {
    // Verified weeks first (the filter's lists), then the waiting requests on other future weeks.
    await floor.exec(
      `update weeks set verified_at = now() - (id % 1000) * interval '1 minute'
        where id in (select id from weeks where from_date >= current_date and verified_at is null
                     order by md5('v' || id::text) limit (select round(count(*) * $1::float8)::int from weeks))`,
      [VERIFICATION_TARGETS.verifiedShare],
    );
    await floor.exec(
      `insert into week_verifications (week_id, user_id, location_id, unit_type_id, from_date, reservation_code, created_at)
       select w.id, w.user_id, w.location_id, w.unit_type_id, w.from_date, w.reservation_code,
              now() - (row_number() over ()) * interval '1 minute'
         from (select * from weeks where from_date >= current_date and verified_at is null
                and not exists (select 1 from week_verifications v where v.week_id = weeks.id and v.status = 'pending')
                order by md5('p' || id::text) limit $1) w`,
      [VERIFICATION_TARGETS.pending],
    );
    await floor.exec(
      `insert into week_verification_files (verification_id, position, content_type, byte_size, sha256, original_name, content)
       select v.id, 1, 'application/pdf', octet_length(c.pdf), encode(sha256(c.pdf), 'hex'), 'reservation.pdf', c.pdf
         from week_verifications v
         cross join (select convert_to('%PDF-1.4' || repeat(' ', 2000) || '%%EOF', 'UTF8') as pdf) c
        where v.status = 'pending'
          and not exists (select 1 from week_verification_files f where f.verification_id = v.id)`,
    );
    await floor.exec('vacuum analyze weeks');
    await floor.exec('vacuum analyze week_verifications');
    await floor.exec('vacuum analyze week_verification_files');
    return {
      pending: await count(`select count(*) from week_verifications where status = 'pending'`),
      verified: await count('select count(*) from weeks where verified_at is not null'),
    };
  } finally {
    await floor.close();
  }
}

export interface VerificationRow {
  label: string;
  path: string;
  target: number;
  requests: number;
  non2xx: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  /** What the answer's `total` said. */
  total: number;
}

export async function measureVerification(
  server: Server,
  fixture: Fixture,
  opts: { connections: number; durationS: number },
): Promise<VerificationRow[]> {
  const staff = await signIn(server, STAFF);
  const search = (q: string) => `/api/weeks/search?${q}`;
  const cases = [
    {
      label: 'verification queue, page 1 (manager)',
      path: '/api/staff/verifications?view=pending&page=1&pageSize=10',
      cookie: staff,
      target: VERIFICATION_TARGETS.queueP99Ms,
    },
    {
      label: 'all-weeks, weeks, newest, verified only',
      path: search('sort=newest&page=1&pageSize=24&verified=true'),
      cookie: '',
      target: VERIFICATION_TARGETS.listP99Ms,
    },
    {
      label: 'destination, weeks, newest, verified only',
      path: search(`locationId=${fixture.locationId}&sort=newest&page=1&pageSize=24&verified=true`),
      cookie: '',
      target: VERIFICATION_TARGETS.listP99Ms,
    },
    {
      label: 'all-weeks, weeks, newest (no filter, for comparison)',
      path: search('sort=newest&page=1&pageSize=24'),
      cookie: '',
      target: VERIFICATION_TARGETS.listP99Ms,
    },
  ];
  const rows: VerificationRow[] = [];
  for (const c of cases) {
    const answer = await fetch(`${server.baseUrl}${c.path}`, { headers: { cookie: c.cookie } });
    const total = ((await answer.json()) as { total: number }).total;
    const r = await poll(server, c.cookie, c.path, {
      conditional: false,
      connections: opts.connections,
      durationS: opts.durationS,
    });
    rows.push({
      label: c.label,
      path: c.path,
      target: c.target,
      total,
      requests: r.requests.total,
      non2xx: r.non2xx,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytesPerAnswer: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    });
  }
  return rows;
}

export const verificationPassed = (rows: VerificationRow[]) =>
  rows.every((r) => r.non2xx === 0 && r.p99 <= r.target);

export function renderVerification(
  rows: VerificationRow[],
  seeded: { pending: number; verified: number },
  context: string,
): string {
  return [
    '#### Verified weeks under load',
    '',
    `${context} The staff's Verification queue with ${seeded.pending.toLocaleString('en-US')} requests waiting (each with a PDF in the database), oldest first, read by a manager; and the public lists' first requests with 'Verified only' on, ${seeded.verified.toLocaleString('en-US')} weeks verified (the weeks_verified_* partial indexes), beside the unfiltered one.`,
    '',
    table(
      ['request', 'total', 'answers', 'p50', 'p99 (target)', 'bytes per answer'],
      rows.map((r) => {
        const ok = r.non2xx === 0 && r.p99 <= r.target;
        const errors = r.non2xx ? ` (${r.non2xx} not 2xx)` : '';
        return [
          r.label,
          r.total.toLocaleString('en-US'),
          `${r.requests.toLocaleString('en-US')}${errors}`,
          `${r.p50} ms`,
          `${r.p99} ms (≤ ${r.target} ms) ${ok ? '✓' : '✗'}`,
          `${r.bytesPerAnswer.toLocaleString('en-US')} B`,
        ];
      }),
    ),
  ].join('\n');
}
