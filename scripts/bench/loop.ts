export interface LoopResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** `workers` loops calling `once` back to back for `durationMs`; latency of each call in ms. */
export async function closedLoop(
  workers: number,
  durationMs: number,
  once: () => Promise<void>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const end = started + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await once();
        latencies.push(performance.now() - t0);
      } catch (err) {
        errors++;
        firstError ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  const elapsed = (performance.now() - started) / 1000;
  if (errors > 0 && latencies.length === 0) throw firstError;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
  };
}
