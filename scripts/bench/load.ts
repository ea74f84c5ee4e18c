import autocannon from 'autocannon';
import type { LoopResult } from './loop';

/** One URL under load: `connections` keep-alive connections, one request at a time each. */
export async function loadUrl(
  url: string,
  opts: { connections: number; durationS: number; warmupS: number },
): Promise<LoopResult & { non2xx: number }> {
  const base = { url, connections: opts.connections, pipelining: 1, timeout: 10 };
  if (opts.warmupS > 0) await autocannon({ ...base, duration: opts.warmupS });
  const r = await autocannon({ ...base, duration: opts.durationS });
  return {
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
