import { loadUrl } from './load';
import { table } from './markdown';
import type { Server } from './processes';

/** The destination page's first request: the public week search, read from the database each time. */
export const CONCURRENCY_PATH = '/api/weeks/search?locationId=3&sort=newest&page=1&pageSize=24';

export interface ConcurrencyRow {
  processes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * The public search's throughput with one app process and with WEB_CONCURRENCY=2 (decision 036),
 * on the same database in the same run: two rounds each, alternating (1, 2, 1, 2), each on a fresh
 * server, so a drift of the machine during the run touches both alike. Rows are the rounds' means.
 */
export async function measureConcurrency(
  start: (extra: NodeJS.ProcessEnv) => Promise<Server>,
  opts: { connections: number; durationS: number; warmupS: number; log: (message: string) => void },
): Promise<ConcurrencyRow[]> {
  const rounds: Record<number, ConcurrencyRow[]> = { 1: [], 2: [] };
  for (const processes of [1, 2, 1, 2]) {
    opts.log(
      `app processes: ${processes} (WEB_CONCURRENCY), ${opts.connections} connections, ${opts.durationS} s`,
    );
    const server = await start({ WEB_CONCURRENCY: String(processes) });
    try {
      const r = await loadUrl(server.baseUrl + CONCURRENCY_PATH, opts);
      rounds[processes].push({ processes, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors + r.non2xx });
    } finally {
      await server.stop();
    }
  }
  const mean = (rows: ConcurrencyRow[], key: 'rps' | 'p50' | 'p99') =>
    rows.reduce((sum, r) => sum + r[key], 0) / rows.length;
  return [1, 2].map((processes) => ({
    processes,
    rps: mean(rounds[processes], 'rps'),
    p50: mean(rounds[processes], 'p50'),
    p99: mean(rounds[processes], 'p99'),
    errors: rounds[processes].reduce((sum, r) => sum + r.errors, 0),
  }));
}

export function renderConcurrency(rows: ConcurrencyRow[], heading: string): string {
  const [one] = rows;
  return [
    `#### One app process against WEB_CONCURRENCY=2 (\`${CONCURRENCY_PATH}\`)`,
    '',
    heading,
    '',
    table(
      ['app processes', 'req/s', 'p50 ms', 'p99 ms', 'against one process', 'errors'],
      rows.map((r) => [
        String(r.processes),
        Math.round(r.rps).toLocaleString('en-US'),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        (r.rps / one.rps).toFixed(2),
        String(r.errors),
      ]),
    ),
  ].join('\n');
}
