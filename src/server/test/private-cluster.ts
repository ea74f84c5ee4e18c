import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

/**
 * A PostgreSQL server of one test's own, in a temporary folder: for faults that would hurt every
 * other test on a shared server (a backend killed with SIGKILL makes PostgreSQL end every session
 * and recover). Needs Debian's PostgreSQL binaries; as root, it runs them as the `postgres` user.
 */
export interface PrivateCluster {
  /** The app's database on it. */
  url: string;
  /** The pid of the backend that last ran a statement of the job queue (waits up to `timeoutMs` for one). */
  queueBackend(timeoutMs?: number): Promise<number | undefined>;
  /** Waits until the server accepts connections again (after a crash and its recovery). */
  waitReady(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** Starts a fresh cluster under `dir`, or answers undefined where this machine cannot (no binaries). */
export async function startPrivateCluster(dir: string): Promise<PrivateCluster | undefined> {
  const bin = binDir();
  if (!bin) return undefined;
  const asRoot = userInfo().uid === 0;
  // initdb and postgres refuse to run as root.
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  mkdirSync(data, { recursive: true });
  if (asRoot) {
    const pgUser = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const pgGroup = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, pgUser, pgGroup);
    chownSync(data, pgUser, pgGroup);
  }
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    'start',
  ]);
  const serverUrl = `postgres://postgres@127.0.0.1:${port}`;
  const query = async <T extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: `${serverUrl}/${database}` });
    // A client of this test may see its server crash (that is the point); it only reports.
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const dbName = 'semana_fault';
  await query('postgres', `create database ${dbName}`);
  const cluster: PrivateCluster = {
    url: `${serverUrl}/${dbName}`,
    async queueBackend(timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      do {
        const rows = await query<{ pid: number }>(
          dbName,
          `select pid from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and query ilike '%pgboss%'
            order by state_change desc nulls last limit 1`,
          [dbName],
        );
        if (rows[0]) return rows[0].pid;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < until);
      return undefined;
    },
    async waitReady(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        try {
          await query(dbName, 'select 1');
          return;
        } catch (err) {
          if (Date.now() > until) throw err;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    },
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
