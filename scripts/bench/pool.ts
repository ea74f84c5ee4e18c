// The pool under a crowd (decision 037): 400 uncacheable public searches at once, each on a socket
// of its own, while a load balancer's health probe and a signed-in owner's own list keep asking.
import http from 'node:http';
import { OWNER, prepareAlertOwner } from './alerts';
import { type CpuUse, withCpu } from './cpu';
import type { PrepareOptions } from './dashboards';
import { openFloor } from './floor';
import type { Server } from './processes';
import { signIn } from './users';

export const POOL_CROWD = 400;
export const POOL_TARGETS = { healthMs: 3000, ownerListMs: 5000 };
const OWNER_LIST = '/api/weeks/my-weeks';

interface Answer {
  status: number;
  ms: number;
}

export interface PoolResult {
  crowd: number;
  /** Answers of the crowd by status (0: no answer). */
  statuses: Record<string, number>;
  crowdSeconds: number;
  health: Answer[];
  ownerLists: Answer[];
  /** `databaseState` of the health answers, counted. */
  healthStates: Record<string, number>;
  /** The same probes for 2 s before the crowd: what the machine's other work alone costs. */
  idleHealth: Answer[];
  idleOwnerLists: Answer[];
  cpu?: CpuUse;
}

/** An owner with five weeks of their own (copies of seeded ones) to list. */
export async function preparePoolOwner(opts: PrepareOptions): Promise<void> {
  const { root, serverDir, env, log } = opts;
  log('pool: an owner with five weeks of their own');
  await prepareAlertOwner(root, serverDir, env);
  const floor = await openFloor(opts.database, 1);
  try {
    await floor.exec(`
      insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
      select (select id from users where username = '${OWNER.username}'), location_id, unit_type_id,
             from_date, to_date, price, 'OWN-' || id
        from weeks where from_date > current_date order by id limit 5`);
  } finally {
    await floor.close();
  }
}

/** One GET on a socket of its own, its body read and dropped; status 0 when it fails. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer & { body: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers, timeout: 60_000 }, (res) => {
      let body = '';
      const keep = res.headers['content-type']?.includes('json') && url.includes('/api/health');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (keep) body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
  });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An uncacheable search: its own start date, a deep page of 100 (within the browsable 10,000). */
const search = (i: number) =>
  `/api/weeks/search?from=${day(1 + (i % 300))}&sort=price_desc&page=${50 + (i % 50)}&pageSize=100`;

export async function measurePool(server: Server): Promise<PoolResult> {
  const cookie = await signIn(server, OWNER);
  const base = server.baseUrl;
  // Warm: the owner's session and list, health's own connection.
  await get(`${base}${OWNER_LIST}`, { cookie });
  await get(`${base}/api/health`);
  const probes = async (
    until: () => boolean,
    everyMs: number,
    probe: () => Promise<Answer & { body: string }>,
  ) => {
    const answers: Promise<Answer & { body: string }>[] = [];
    while (!until()) {
      answers.push(probe());
      await new Promise((r) => setTimeout(r, everyMs));
    }
    return Promise.all(answers);
  };
  const health = () => get(`${base}/api/health`);
  const ownerList = () => get(`${base}${OWNER_LIST}`, { cookie });
  const idleUntil = Date.now() + 2000;
  const idle = () => Date.now() >= idleUntil;
  const [idleHealth, idleOwnerLists] = await Promise.all([
    probes(idle, 100, health),
    probes(idle, 250, ownerList),
  ]);

  const started = performance.now();
  let done = false;
  const finished = () => done;
  const [[healthAnswers, ownerLists, answers], cpu] = await withCpu(server.pid, () =>
    Promise.all([
      probes(finished, 100, health),
      probes(finished, 250, ownerList),
      Promise.all(Array.from({ length: POOL_CROWD }, (_, i) => get(`${base}${search(i)}`))).then((a) => {
        done = true;
        return a;
      }),
    ]),
  );
  const crowdSeconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const healthStates: Record<string, number> = {};
  for (const h of healthAnswers) {
    let state = 'no answer';
    try {
      state = (JSON.parse(h.body) as { databaseState?: string }).databaseState ?? state;
    } catch {}
    healthStates[state] = (healthStates[state] ?? 0) + 1;
  }
  return {
    crowd: POOL_CROWD,
    statuses,
    crowdSeconds,
    health: healthAnswers.map(({ status, ms }) => ({ status, ms })),
    ownerLists: ownerLists.map(({ status, ms }) => ({ status, ms })),
    healthStates,
    idleHealth: idleHealth.map(({ status, ms }) => ({ status, ms })),
    idleOwnerLists: idleOwnerLists.map(({ status, ms }) => ({ status, ms })),
    cpu,
  };
}

const worst = (answers: Answer[]) => Math.max(0, ...answers.map((a) => a.ms));
const median = (answers: Answer[]) => {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const allOk = (answers: Answer[]) => answers.length > 0 && answers.every((a) => a.status === 200);

export function poolChecks(r: PoolResult) {
  const fivexx = Object.entries(r.statuses)
    .filter(([s]) => s === '0' || (Number(s) >= 500 && s !== '503'))
    .reduce((n, [, c]) => n + c, 0);
  return [
    {
      label: `${r.crowd} parallel uncacheable searches: \`/api/health\` always 200, worst ≤ ${POOL_TARGETS.healthMs.toLocaleString('en-US')} ms`,
      measured: `${worst(r.health).toFixed(0)} ms (${r.health.filter((a) => a.status === 200).length} / ${r.health.length} × 200)`,
      pass: allOk(r.health) && worst(r.health) <= POOL_TARGETS.healthMs,
    },
    {
      label: `${r.crowd} parallel uncacheable searches: a signed-in owner's own list always 200, worst ≤ ${POOL_TARGETS.ownerListMs.toLocaleString('en-US')} ms`,
      measured: `${worst(r.ownerLists).toFixed(0)} ms (${r.ownerLists.filter((a) => a.status === 200).length} / ${r.ownerLists.length} × 200)`,
      pass: allOk(r.ownerLists) && worst(r.ownerLists) <= POOL_TARGETS.ownerListMs,
    },
    {
      label: `${r.crowd} parallel uncacheable searches: every answer 200 or 503 (no 500, none unanswered)`,
      measured: Object.entries(r.statuses)
        .map(([s, c]) => `${c} × ${s === '0' ? 'no answer' : s}`)
        .join(', '),
      pass: fivexx === 0,
    },
  ];
}

export function renderPool(r: PoolResult, context: string): string {
  const checks = poolChecks(r);
  const states = Object.entries(r.healthStates)
    .map(([s, c]) => `${c} × ${s}`)
    .join(', ');
  return [
    '#### The pool under a crowd',
    '',
    `${context} ${r.crowd} searches at once, each on a socket of its own (\`/api/weeks/search\` with its own \`from\`, a page between 50 and 99, \`pageSize=100\`: no answer is kept), while \`/api/health\` is asked every 100 ms and a signed-in owner's \`${OWNER_LIST}\` every 250 ms, each on a new socket, until the crowd has its answers (${r.crowdSeconds.toFixed(1)} s). Server defaults: a pool of 10, public reads at most three of its connections, 1 s in line (decision 037).`,
    '',
    '| target | measured | result |',
    '| ------ | -------- | ------ |',
    ...checks.map((c) => `| ${c.label} | ${c.measured} | ${c.pass ? 'PASS' : 'FAIL'} |`),
    '',
    '| probe | answers | median | worst | states | 2 s before the crowd: median / worst |',
    '| ----- | ------- | ------ | ----- | ------ | ------------------------------------ |',
    `| \`/api/health\` | ${r.health.length} | ${median(r.health).toFixed(0)} ms | ${worst(r.health).toFixed(0)} ms | ${states} | ${median(r.idleHealth).toFixed(0)} / ${worst(r.idleHealth).toFixed(0)} ms |`,
    `| owner's \`${OWNER_LIST}\` | ${r.ownerLists.length} | ${median(r.ownerLists).toFixed(0)} ms | ${worst(r.ownerLists).toFixed(0)} ms | | ${median(r.idleOwnerLists).toFixed(0)} / ${worst(r.idleOwnerLists).toFixed(0)} ms |`,
    ...(r.cpu
      ? [
          '',
          `Cores busy during the crowd: server ${r.cpu.server.toFixed(2)}, PostgreSQL ${r.cpu.postgres.toFixed(2)}, this bench ${r.cpu.bench.toFixed(2)}, other processes on the machine ${r.cpu.other.toFixed(2)}.`,
        ]
      : []),
  ].join('\n');
}
