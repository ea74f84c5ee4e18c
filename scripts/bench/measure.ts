import { type CpuUse, withCpu } from './cpu';
import { describePlan, type FloorConnection, type QueryPlan, runFloor } from './floor';
import { loadUrl } from './load';
import type { BenchRequest } from './pages';
import type { Server } from './processes';
import type { RequestResult } from './report';
import { apiSizes } from './sizes';

export interface MeasureOptions {
  floor: FloorConnection;
  requests: BenchRequest[];
  startServer: () => Promise<Server>;
  connections: number;
  durationS: number;
  warmupS: number;
  log: (message: string) => void;
}

/**
 * Floor and server for every request. With PostgreSQL each request's floor runs just before its
 * server run, so both see the same machine (other work comes and goes); PGlite's files admit one
 * process, so there every floor runs first, then the floor closes and the server starts.
 */
export async function measureAll(opts: MeasureOptions): Promise<RequestResult[]> {
  const { floor, requests, connections, durationS, warmupS, log } = opts;
  const plans = new Map<string, QueryPlan | undefined>();
  for (const r of requests) plans.set(r.path, await floor.record(r.path));

  const floors = new Map<string, { result: RequestResult['floor']; cpu?: CpuUse }>();
  const measureFloor = async (r: BenchRequest) => {
    const plan = plans.get(r.path);
    if (!plan || plan.length === 0) return;
    log(`floor  ${r.page} / ${r.label}: SQL ${describePlan(plan)}, ${floor.workers} connection(s)`);
    const [result, cpu] = await withCpu(undefined, () =>
      runFloor(floor, plan, { durationMs: durationS * 1000, warmupMs: warmupS * 1000 }),
    );
    floors.set(r.path, { result, cpu });
  };

  const interleave = floor.kind === 'pg';
  if (!interleave) {
    for (const r of requests) await measureFloor(r);
    await floor.close();
  }

  const server = await opts.startServer();
  log(`server (pid ${server.pid}) on ${server.baseUrl}`);
  const sizes = await apiSizes(server.baseUrl, requests);
  const results: RequestResult[] = [];
  for (const [i, r] of requests.entries()) {
    if (interleave) await measureFloor(r);
    log(`server ${r.page} / ${r.label}: ${connections} connections, ${durationS} s`);
    const [load, cpu] = await withCpu(server.pid, () =>
      loadUrl(server.baseUrl + r.path, { connections, durationS, warmupS }),
    );
    const f = floors.get(r.path);
    results.push({
      request: r,
      server: load,
      cpu,
      floor: f?.result,
      floorCpu: f?.cpu,
      plan: describePlan(plans.get(r.path)),
      size: sizes[i],
    });
  }
  await server.stop();
  return results;
}
