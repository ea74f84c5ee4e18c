import pg from 'pg';
import { afterAll, describe, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testBackends } from '../test/database';
import { killStartedServers, temporaryDirs } from '../test/server-process';
import { underLoad } from '../test/write-load';

/**
 * The job queue while PostgreSQL drops its connections, the way a restart or failover does it under
 * ordinary traffic (src/server/test/write-load.ts): every backend of the app's database is
 * terminated again and again, with one and with two app processes. The same under a crash of the
 * server: queue-crash.test.ts.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dirs = temporaryDirs('semana-queue-faults-');
afterAll(() => {
  killStartedServers();
  dirs.removeAll();
});

// Only PostgreSQL has connections to lose: testBackends() lists it when TEST_DATABASE_URL is set;
// the embedded suite reports this file as skipped.
describe.runIf(testBackends().includes('pg'))('jobs while PostgreSQL drops every connection', () => {
  const databases = new Set<TestDatabase>();
  const admins = new Set<pg.Client>();
  afterAll(async () => {
    await Promise.all([...admins].map((admin) => admin.end()));
    await Promise.all([...databases].map((db) => db.drop()));
  });

  // At once: each case has its own database, server and cutter, and most of its time is waiting.
  it.concurrent.each(['1', '2'])(
    'WEB_CONCURRENCY=%s: every backend terminated 8 times, 2 s apart, under write load',
    async (concurrency) => {
      const db = await createTestDatabase({ backend: 'pg' });
      databases.add(db);
      // The admin connection is to another database on the same server, so it survives the cuts.
      const cutter = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      admins.add(cutter);
      await cutter.connect();
      const url = db.url!;
      const dbName = new URL(url).pathname.slice(1);
      await underLoad(url, dirs.make(), { WEB_CONCURRENCY: concurrency }, async () => {
        for (let round = 0; round < 8; round++) {
          await cutter.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [dbName],
          );
          await sleep(2000);
        }
      });
    },
    150_000,
  );
});
