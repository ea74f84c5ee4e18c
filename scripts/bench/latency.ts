import autocannon from 'autocannon';
import { percentile } from './loop';

/**
 * Latencies of one URL with sub-millisecond resolution: autocannon's histogram keeps whole
 * milliseconds, too coarse for ratios of 5–10 ms medians, so each answer's own time is kept from
 * its 'response' event (`connections` keep-alive connections, one request in flight on each).
 */
export class LatencySamples {
  private values: number[] = [];
  errors = 0;
  add(ms: number) {
    this.values.push(ms);
  }
  get count() {
    return this.values.length;
  }
  summary() {
    const sorted = Float64Array.from(this.values).sort();
    return { requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }
}

/** autocannon's run is also an event emitter; each answer's time comes with it, in fractional ms. */
type Run = Promise<{ errors: number; timeouts: number; non2xx: number }> & {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

/** Adds `durationMs` of closed-loop samples of `url` to `into` (nothing recorded while `record` is false). */
export async function sampleUrl(
  url: string,
  opts: { connections: number; durationMs: number; into: LatencySamples; record?: boolean },
): Promise<void> {
  const run = autocannon({
    url,
    connections: opts.connections,
    pipelining: 1,
    timeout: 10,
    duration: opts.durationMs / 1000,
  }) as unknown as Run;
  if (opts.record !== false) {
    run.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) opts.into.add(ms);
    });
  }
  const r = await run;
  if (opts.record !== false) opts.into.errors += r.errors + r.timeouts + r.non2xx;
}

/**
 * Several URLs measured in alternation, `rounds` times `roundMs` each after a warm-up, so that
 * whatever else the machine does at the time falls on all of them alike. Samples per URL.
 */
export async function interleaved(
  urls: string[],
  opts: { connections: number; rounds: number; roundMs: number; warmupMs: number },
): Promise<LatencySamples[]> {
  const samples = urls.map(() => new LatencySamples());
  for (const [i, url] of urls.entries())
    await sampleUrl(url, {
      connections: opts.connections,
      durationMs: opts.warmupMs,
      into: samples[i],
      record: false,
    });
  for (let round = 0; round < opts.rounds; round++) {
    // Alternate the order too, so no URL always follows the same one.
    const order = round % 2 === 0 ? urls.map((_, i) => i) : urls.map((_, i) => urls.length - 1 - i);
    for (const i of order)
      await sampleUrl(urls[i], { connections: opts.connections, durationMs: opts.roundMs, into: samples[i] });
  }
  return samples;
}
