import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc times; 100 on every common Linux build. */
const TICKS = 100;

interface Snapshot {
  at: number;
  machineBusy: number;
  server: number;
  postgres: Map<string, number>;
  bench: number;
}

export interface CpuUse {
  /** Cores kept busy (1.0 = one core fully used) over the measurement. */
  machine: number;
  server: number;
  postgres: number;
  bench: number;
  /** Everything else on the machine: other users' work, which makes a run noisy. */
  other: number;
}

const procTicks = (pid: number | string): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};

function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) ticks.set(pid, procTicks(pid));
    } catch {
      // the process ended while we looked
    }
  }
  return ticks;
}

function snapshot(serverPid: number | undefined): Snapshot {
  const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: busy is user + nice + system + irq + softirq.
  const busy = cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6];
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    machineBusy: busy,
    server: serverPid ? procTicks(serverPid) : 0,
    postgres: postgresTicks(),
    bench: own.user + own.system,
  };
}

/** Measures who used the CPU while `work` ran (Linux /proc; undefined elsewhere). */
export async function withCpu<T>(
  serverPid: number | undefined,
  work: () => Promise<T>,
): Promise<[T, CpuUse | undefined]> {
  let before: Snapshot | undefined;
  try {
    before = snapshot(serverPid);
  } catch {
    return [await work(), undefined];
  }
  const result = await work();
  const after = snapshot(serverPid);
  const seconds = (after.at - before.at) / 1000;
  let pgTicks = 0;
  for (const [pid, t] of after.postgres) pgTicks += t - (before.postgres.get(pid) ?? 0);
  const use = {
    machine: (after.machineBusy - before.machineBusy) / TICKS / seconds,
    server: (after.server - before.server) / TICKS / seconds,
    postgres: pgTicks / TICKS / seconds,
    bench: (after.bench - before.bench) / 1e6 / seconds,
  };
  return [result, { ...use, other: Math.max(0, use.machine - use.server - use.postgres - use.bench) }];
}
