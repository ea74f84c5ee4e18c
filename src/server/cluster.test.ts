import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testBackends } from './test/database';
import {
  freePort,
  killStartedServers,
  startHealthyServer,
  startServer,
  temporaryDirs,
  waitForHealth,
} from './test/server-process';

const dirs = temporaryDirs('semana-cluster-');
afterAll(() => {
  killStartedServers();
  dirs.removeAll();
});

/** The pids of the processes `parent` started (the app processes under the primary). */
const childrenOf = (parent: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .sort();
  } catch {
    return [];
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WEB_CONCURRENCY', () => {
  it('refuses several processes on the embedded database, saying why', async () => {
    const server = startServer(await freePort(), { WEB_CONCURRENCY: '2', DATA_DIR: dirs.make() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY: the embedded database serves one process');
  });

  describe.each(testBackends().filter((b) => b === 'pg'))('on %s', (backend) => {
    let db: TestDatabase;
    afterAll(async () => {
      await db?.drop();
    });

    it('runs that many app processes on the port, replaces one that dies, and drains them all on SIGTERM', async () => {
      db = await createTestDatabase({ backend });
      const server = await startHealthyServer({
        WEB_CONCURRENCY: '2',
        DATABASE_URL: db.url!,
        DATA_DIR: dirs.make(),
        LOG_LEVEL: 'warn',
      });
      const primary = server.child.pid!;
      await expect.poll(() => childrenOf(primary).length, { timeout: 30_000 }).toBe(2);
      const [first, second] = childrenOf(primary);
      expect(server.output()).toContain('started 2 app processes');

      // One dies without warning: the other keeps answering, and the primary starts a third. (A
      // connection handed to the dying process in that instant may be lost: each try has a timeout.)
      process.kill(first, 'SIGKILL');
      const health = () =>
        fetch(`http://127.0.0.1:${server.port}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 0,
        );
      const answers: number[] = [];
      for (let i = 0; i < 20; i++) answers.push(await health());
      expect(answers.filter((s) => s === 200).length, answers.join(' ')).toBeGreaterThanOrEqual(19);
      await expect
        .poll(() => childrenOf(primary).filter((p) => p !== first).length, { timeout: 30_000 })
        .toBe(2);
      const now = childrenOf(primary);
      expect(now).toContain(second);
      await waitForHealth(server);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of now) expect(alive(pid), `app process ${pid}`).toBe(false);
      expect(server.output()).toContain('every app process stopped');
    }, 120_000);
  });
});
