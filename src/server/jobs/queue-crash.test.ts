import { afterAll, describe, expect, it } from 'vitest';
import { testBackends } from '../test/database';
import { type PrivateCluster, startPrivateCluster } from '../test/private-cluster';
import { killStartedServers, temporaryDirs } from '../test/server-process';
import { underLoad } from '../test/write-load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dirs = temporaryDirs('semana-queue-crash-');
afterAll(() => {
  killStartedServers();
  dirs.removeAll();
});

/**
 * A backend killed with SIGKILL makes PostgreSQL end every session and recover from its log, as
 * after a crash: only a cluster of this test's own may be treated so (a shared server would take
 * other tests' connections down too).
 */
// Run with the PostgreSQL suite (TEST_DATABASE_URL), not again in the embedded one.
describe.runIf(testBackends().includes('pg'))(
  'jobs while a private PostgreSQL recovers from a killed backend',
  () => {
    let cluster: PrivateCluster | undefined;
    afterAll(async () => {
      await cluster?.stop();
    });

    it('SIGKILL of the backend running the queue worker, three times, under write load', async (ctx) => {
      cluster = await startPrivateCluster(dirs.make());
      // Only where Debian's PostgreSQL binaries are missing (CI and this machine have them).
      if (!cluster)
        return ctx.skip('no PostgreSQL binaries under /usr/lib/postgresql to start a cluster with');
      const c = cluster;
      let killed = 0;
      await underLoad(c.url, dirs.make(), {}, async () => {
        for (let round = 0; round < 3; round++) {
          // The queue's backend: the one that last claimed or settled a job.
          const pid = await c.queueBackend();
          if (pid) {
            process.kill(pid, 'SIGKILL');
            killed++;
          }
          await sleep(500);
          await c.waitReady();
          await sleep(2500);
        }
      });
      expect(killed).toBe(3);
    }, 150_000);
  },
);
