import path from 'node:path';
import autocannon from 'autocannon';
import { openFloor } from './floor';
import { run, type Server } from './processes';

/**
 * The staff accounts screen polls two pages of GET /api/users every 5 s, sending back the ETag of
 * the last answer. These rows measure one such poll at 10,000 accounts: unchanged (304, no body),
 * changed (a page of 20), a search, and the original unparameterised list of every account.
 */
export const USERS_ACCOUNTS = 10_000;
export const USERS_TARGETS = { unchangedP99Ms: 50, unchangedBytes: 1024, pageP99Ms: 100, searchP99Ms: 150 };
const MANAGER = { username: 'bench-manager', password: 'bench-manager-password' };

export interface UsersRow {
  label: string;
  path: string;
  conditional: boolean;
  requests: number;
  status: string;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  target?: { p99Ms: number; bytes?: number };
}

export interface UsersPrepareOptions {
  root: string;
  serverDir: string;
  env: NodeJS.ProcessEnv;
  database: { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };
  log: (message: string) => void;
}

/** Adds the accounts (a tenth of them waiting for activation) and a manager to poll with. */
export async function prepareUsers(opts: UsersPrepareOptions): Promise<void> {
  const { root, serverDir, env, log } = opts;
  log(`users: seeding ${USERS_ACCOUNTS.toLocaleString('en-US')} accounts and a manager`);
  await run(
    process.execPath,
    [
      path.join(serverDir, 'seed-demo.js'),
      '--weeks',
      '0',
      '--properties',
      '0',
      '--owners',
      String(USERS_ACCOUNTS),
      '--seed',
      'users',
    ],
    env,
    root,
  );
  await run(
    process.execPath,
    [
      path.join(serverDir, 'admin.js'),
      'create-user',
      '--username',
      MANAGER.username,
      '--password',
      MANAGER.password,
      '--email',
      'bench-manager@example.test',
      '--first-name',
      'Bench',
      '--last-name',
      'Manager',
      '--role',
      'manager',
      '--active',
    ],
    env,
    root,
  );
  const floor = await openFloor(opts.database, 1);
  try {
    await floor.exec(`update users set active = false where role = 'user' and id % 10 = 0`);
    await floor.exec('vacuum analyze users');
  } finally {
    await floor.close();
  }
}

/** Signs in through the API; answers the session cookie. */
export async function signIn(
  server: Server,
  credentials: { username: string; password: string } = MANAGER,
): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`bench login of ${credentials.username}: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

/** Polls `path` from `connections` screens at once for `durationS`; optionally with the current ETag. */
export async function poll(
  server: Server,
  cookie: string,
  p: string,
  opts: { conditional: boolean; connections: number; durationS: number },
) {
  // Right after the previous row's crowd the server may still be busy (503, the pool's admission):
  // it says so, and the bench waits as a client would before it measures.
  let first = await fetch(`${server.baseUrl}${p}`, { headers: { cookie } });
  for (let attempt = 0; first.status === 503 && attempt < 10; attempt++) {
    await first.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
    first = await fetch(`${server.baseUrl}${p}`, { headers: { cookie } });
  }
  if (!first.ok) throw new Error(`${p}: ${first.status}`);
  await first.arrayBuffer();
  const headers: Record<string, string> = {
    cookie,
    accept: 'application/json',
    'accept-encoding': 'gzip, br',
  };
  if (opts.conditional) headers['if-none-match'] = first.headers.get('etag') ?? '';
  const base = {
    url: `${server.baseUrl}${p}`,
    connections: opts.connections,
    pipelining: 1,
    timeout: 10,
    headers,
  };
  await autocannon({ ...base, duration: 1 });
  const r = await autocannon({ ...base, duration: opts.durationS });
  return r;
}

export async function measureUsers(
  server: Server,
  opts: { connections: number; durationS: number },
): Promise<UsersRow[]> {
  const cookie = await signIn(server);
  const rows: UsersRow[] = [];
  const cases: Omit<UsersRow, 'requests' | 'status' | 'p50' | 'p99' | 'bytesPerAnswer'>[] = [
    {
      label: 'unchanged poll (304)',
      path: '/api/users?status=active&page=1&pageSize=20',
      conditional: true,
      target: { p99Ms: USERS_TARGETS.unchangedP99Ms, bytes: USERS_TARGETS.unchangedBytes },
    },
    {
      label: 'pending panel, unchanged (304)',
      path: '/api/users?status=pending&page=1&pageSize=20',
      conditional: true,
      target: { p99Ms: USERS_TARGETS.unchangedP99Ms, bytes: USERS_TARGETS.unchangedBytes },
    },
    {
      label: 'changed poll (page of 20)',
      path: '/api/users?status=active&page=1&pageSize=20',
      conditional: false,
      target: { p99Ms: USERS_TARGETS.pageP99Ms },
    },
    {
      label: 'search poll (q=garcía)',
      path: `/api/users?status=active&q=${encodeURIComponent('garcía')}&page=1&pageSize=20`,
      conditional: false,
      target: { p99Ms: USERS_TARGETS.searchP99Ms },
    },
    { label: 'every account (no parameters)', path: '/api/users', conditional: false },
  ];
  for (const c of cases) {
    const r = await poll(server, cookie, c.path, {
      conditional: c.conditional,
      connections: c.path === '/api/users' ? Math.min(4, opts.connections) : opts.connections,
      durationS: opts.durationS,
    });
    rows.push({
      ...c,
      requests: r.requests.total,
      status: r['3xx'] > 0 ? `${r['3xx']} × 304` : `${r['2xx']} × 200`,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytesPerAnswer: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    });
  }
  return rows;
}

const kb = (n: number) => (n < 10_240 ? `${n.toLocaleString('en-US')} B` : `${(n / 1024).toFixed(0)} kB`);

export function usersChecks(rows: UsersRow[]) {
  return rows
    .filter((r) => r.target)
    .flatMap((r) => [
      { label: `${r.label} p99`, pass: r.p99 <= r.target!.p99Ms },
      ...(r.target!.bytes ? [{ label: `${r.label} bytes`, pass: r.bytesPerAnswer <= r.target!.bytes }] : []),
    ]);
}

export function renderUsers(rows: UsersRow[], context: string): string {
  const lines = [
    `Polled accounts list, ${USERS_ACCOUNTS.toLocaleString('en-US')} accounts. ${context}`,
    '',
    '| poll | answers | p50 | p99 (target) | bytes per answer (target) |',
    '| ---- | ------- | --- | ------------ | ------------------------- |',
  ];
  for (const r of rows) {
    const p99 = r.target
      ? `${r.p99} ms (≤ ${r.target.p99Ms} ms ${r.p99 <= r.target.p99Ms ? '✓' : '✗'})`
      : `${r.p99} ms`;
    const bytes = r.target?.bytes
      ? `${kb(r.bytesPerAnswer)} (≤ ${kb(r.target.bytes)} ${r.bytesPerAnswer <= r.target.bytes ? '✓' : '✗'})`
      : kb(r.bytesPerAnswer);
    lines.push(`| ${r.label} | ${r.status} | ${r.p50} ms | ${p99} | ${bytes} |`);
  }
  return lines.join('\n');
}
