// The whole-catalogue reads (decision 012): many clients fetch every future week at once while a
// health probe runs; the server's resident memory must not grow with callers × catalogue size.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Server } from './processes';

export const CATALOGUE_TARGETS = { rssGrowthMB: 300, healthMs: 1000 };
export const CATALOGUE_PATH = '/api/weeks/location';
const here = path.dirname(fileURLToPath(import.meta.url));

export interface CatalogueResult {
  callers: number;
  /** Whether the clients sent `Accept-Encoding: gzip` (browsers do). */
  gzip: boolean;
  ok: number;
  /** Bytes of one answer as sent (gzip or identity). */
  bytesEach: number;
  /** Seconds from the start to the first complete answer, and to the last. */
  firstS: number;
  lastS: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  healthWorstMs: number;
  /** The worst probe in the 2 s before the reads: what the machine's other work alone costs. */
  healthIdleWorstMs: number;
  healthProbes: number;
  healthFailures: number;
}

/** One GET read to the end and thrown away (never decompressed here: the bench shares the server's cores). */
function fetchDiscard(
  url: string,
  headers: Record<string, string>,
  agent: http.Agent | false,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error('timed out')));
  });
}

/** The monitor's figures (catalogue-monitor.mjs). */
interface MonitorFigures {
  idleWorstMs: number;
  worstMs: number;
  probes: number;
  failures: number;
  rssBeforeMB: number;
  rssPeakMB: number;
}

/**
 * `callers` simultaneous reads of the whole catalogue, each on its own connection. Another process
 * (catalogue-monitor.mjs) samples the server's RSS every 10 ms and probes `/api/health` every
 * 100 ms, for 2 s before the reads (the baseline) and until they end: this process is busy reading
 * the answers, and its event loop must not delay the probes it would time.
 */
export async function measureCatalogue(
  server: Server,
  opts: { callers: number; gzip: boolean },
): Promise<CatalogueResult> {
  const monitor = spawn(
    process.execPath,
    [path.join(here, 'catalogue-monitor.mjs'), server.baseUrl, String(server.pid)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: monitor.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error('the monitor process ended early');
    return line.value;
  };
  await next(); // ready
  await new Promise((r) => setTimeout(r, 2000));
  monitor.stdin!.write('mark\n');

  const started = performance.now();
  let firstS = Number.POSITIVE_INFINITY;
  const headers: Record<string, string> = opts.gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {};
  const reads = await Promise.allSettled(
    Array.from({ length: opts.callers }, () =>
      fetchDiscard(server.baseUrl + CATALOGUE_PATH, headers, false).then((r) => {
        firstS = Math.min(firstS, (performance.now() - started) / 1000);
        return r;
      }),
    ),
  );
  const lastS = (performance.now() - started) / 1000;
  monitor.stdin!.write('stop\n');
  const m = JSON.parse(await next()) as MonitorFigures;

  const ok = reads.filter((r) => r.status === 'fulfilled' && r.value.status === 200);
  return {
    callers: opts.callers,
    gzip: opts.gzip,
    ok: ok.length,
    bytesEach: ok[0]?.status === 'fulfilled' ? ok[0].value.bytes : 0,
    firstS,
    lastS,
    rssBeforeMB: m.rssBeforeMB,
    rssPeakMB: m.rssPeakMB,
    healthWorstMs: m.worstMs,
    healthIdleWorstMs: m.idleWorstMs,
    healthProbes: m.probes,
    healthFailures: m.failures,
  };
}
