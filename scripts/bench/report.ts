import type { CpuUse } from './cpu';
import type { LoopResult } from './loop';
import { table } from './markdown';
import { type BenchRequest, type PageName, TARGETS } from './pages';
import type { ApiSize, RouteSize } from './sizes';

export interface RequestResult {
  request: BenchRequest;
  server: LoopResult & { non2xx: number };
  cpu?: CpuUse;
  floorCpu?: CpuUse;
  /** Absent when the request does no database work (nothing to compare with). */
  floor?: LoopResult;
  plan: string;
  size: ApiSize;
}

export interface BenchResults {
  kind: 'pg' | 'pglite';
  database: string;
  date: string;
  machine: string;
  node: string;
  weeks: number;
  properties: number;
  seedSeconds: number;
  connections: number;
  floorWorkers: number;
  durationS: number;
  requests: RequestResult[];
  routes: RouteSize[];
  pages: { page: PageName; bytes: number; gzip: number }[];
}

export interface Check {
  target: string;
  value: string;
  pass: boolean;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '–');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const cores = (n: number) => n.toFixed(2);
const ratio = (r: RequestResult) => (r.floor ? r.server.rps / r.floor.rps : undefined);
const failed = (r: RequestResult) => r.server.errors > 0 || r.server.non2xx > 0;

export function checks(results: BenchResults): Check[] {
  const out: Check[] = [];
  for (const r of results.requests.filter((x) => x.request.first)) {
    out.push({
      target: `${r.request.page}: first data request (${r.request.label}) p99 < ${TARGETS.firstRequestP99Ms} ms at ${results.connections} connections`,
      value: `${ms(r.server.p99)} ms${failed(r) ? ` (${r.server.errors} errors, ${r.server.non2xx} non-2xx)` : ''}`,
      pass: r.server.p99 < TARGETS.firstRequestP99Ms && !failed(r),
    });
  }
  for (const r of results.requests) {
    const x = ratio(r);
    if (x === undefined) continue;
    out.push({
      target: `${r.request.page} / ${r.request.label}: server ≥ ${TARGETS.serverToFloor} × floor req/s`,
      value: `${x.toFixed(2)} (${int(r.server.rps)} / ${int(r.floor!.rps)})`,
      pass: x >= TARGETS.serverToFloor,
    });
  }
  const landing = results.routes.find((r) => r.route === '/');
  if (landing) {
    out.push({
      target: `landing route JavaScript < ${kB(TARGETS.landingJsGzipBytes)} gzipped`,
      value: kB(landing.jsGzip),
      pass: landing.jsGzip < TARGETS.landingJsGzipBytes,
    });
  }
  for (const p of results.pages) {
    const limit = TARGETS.apiBytes[p.page];
    if (limit === undefined) continue;
    out.push({
      target: `${p.page}: API data on open < ${kB(limit)} (uncompressed)`,
      value: kB(p.bytes),
      pass: p.bytes < limit,
    });
  }
  return out;
}

/** The whole result as Markdown: readable in a terminal and pasted as is into docs/performance.md. */
export function renderResults(results: BenchResults): string {
  const load = table(
    [
      'page',
      'request',
      'first',
      'server req/s',
      'p50 ms',
      'p99 ms',
      'floor req/s',
      'floor p50',
      'floor p99',
      'server/floor',
      'SQL per request',
      'CPU cores: server / postgres / load gen. / other',
    ],
    results.requests.map((r) => {
      const x = ratio(r);
      const c = r.cpu;
      const pg = results.kind === 'pg' ? cores(c?.postgres ?? 0) : '(in server)';
      return [
        r.request.page,
        r.request.label,
        r.request.first ? '**yes**' : '',
        `${int(r.server.rps)}${failed(r) ? ` (${r.server.errors} err, ${r.server.non2xx} non-2xx)` : ''}`,
        ms(r.server.p50),
        ms(r.server.p99),
        r.floor ? int(r.floor.rps) : '–',
        r.floor ? ms(r.floor.p50) : '–',
        r.floor ? ms(r.floor.p99) : '–',
        x === undefined ? '–' : x.toFixed(2),
        r.plan,
        c ? `${cores(c.server)} / ${pg} / ${cores(c.bench)} / ${cores(c.other)}` : '–',
      ];
    }),
  );
  const paths = table(
    ['page', 'request', 'path', 'items / total', 'body', 'gzip'],
    results.requests.map((r) => [
      r.request.page,
      r.request.label + (r.request.onOpen ? '' : ' (interaction)'),
      `\`${r.request.path}\``,
      r.size.total !== undefined ? `${r.size.items} / ${int(r.size.total)}` : (r.size.items ?? '–'),
      kB(r.size.bytes),
      kB(r.size.gzip),
    ]),
  );
  const pages = table(
    ['page', 'API data on open', 'gzip', 'limit'],
    results.pages.map((p) => [
      p.page,
      kB(p.bytes),
      kB(p.gzip),
      TARGETS.apiBytes[p.page] ? kB(TARGETS.apiBytes[p.page]!) : '–',
    ]),
  );
  const routes = table(
    ['route', 'JS files', 'JS', 'JS gzip (level 9)', 'CSS gzip'],
    results.routes.map((r) => [`\`${r.route}\``, r.files, kB(r.jsBytes), kB(r.jsGzip), kB(r.cssGzip)]),
  );
  const verdicts = table(
    ['target', 'measured', 'result'],
    checks(results).map((c) => [c.target, c.value, c.pass ? 'PASS' : '**FAIL**']),
  );
  return [
    ...noiseWarning(results),
    `Run of ${results.date} on ${results.machine}; Node ${results.node}; ${results.database}.`,
    `${int(results.weeks)} weeks and ${int(results.properties)} property listings seeded in ${results.seedSeconds.toFixed(1)} s. ` +
      `Server: ${results.connections} connections, ${results.durationS} s per request after a warm-up; ` +
      `floor: ${results.floorWorkers} ${results.floorWorkers === 1 ? 'in-process connection, one query at a time' : 'pg connections in a closed loop'}.`,
    '',
    '#### Targets',
    '',
    verdicts,
    '',
    '#### API under load (latencies in ms)',
    '',
    load,
    '',
    '#### API responses',
    '',
    paths,
    '',
    pages,
    '',
    '#### JavaScript per public route',
    '',
    routes,
  ].join('\n');
}

/** Other processes' CPU during the runs: above a quarter core the figures say more about them than about us. */
function noiseWarning(results: BenchResults): string[] {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const server = mean(results.requests.flatMap((r) => (r.cpu ? [r.cpu.other] : [])));
  const floor = mean(results.requests.flatMap((r) => (r.floorCpu ? [r.floorCpu.other] : [])));
  const line = `Other processes on the machine used on average ${cores(server)} cores during the server runs and ${cores(floor)} during the floor runs.`;
  if (Math.max(server, floor) <= 0.25) return [line, ''];
  return [
    `> **Noisy run.** ${line} The figures understate what this code does on an idle machine; run again when it is idle.`,
    '',
  ];
}
