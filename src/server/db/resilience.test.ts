import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '#src/shared/i18n/messages.ts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/pg-errors';
import { createTestDatabase, type TestDatabase, testBackends } from '../test/database';
import {
  killStartedServers,
  type ServerProcess,
  startHealthyServer,
  temporaryDirs,
} from '../test/server-process';

/**
 * The database going away: /api/health says so quickly on either backend, and a server whose
 * PostgreSQL connections are cut stays up, answers 503 meanwhile and recovers by itself.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tempDirs = temporaryDirs('semana-resilience-');
const tempDir = tempDirs.make;

afterAll(() => {
  killStartedServers();
  tempDirs.removeAll();
});

describe.each(testBackends())('/api/health on %s', (backend) => {
  let t: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestDatabase({ backend });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir() }),
      database: t.database,
      sessionSecret: 'test-secret-'.padEnd(48, 'x'),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  it('says the database is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: backend, databaseState: 'up', storageState: 'ok' });
  });

  it('answers 503 within its probe timeout when the database does not answer in time (PGlite), busy while the pool is full (PostgreSQL)', async () => {
    // Transactions left open on every connection (PGlite has one, the test pool four): PGlite's one
    // connection holds the probe back; PostgreSQL's probe has a connection of its own (decision 037).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = Array.from({ length: backend === 'pg' ? 4 : 1 }, () =>
      t.database.db.transaction(() => held),
    );
    try {
      await sleep(200);
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(Date.now() - started).toBeLessThan(3000);
      if (backend === 'pg') {
        // A request waits for one of the held connections meanwhile: the pool is saturated.
        const waiting = t.database.db.execute(sql`select 1`).then(() => {});
        await sleep(100);
        const busy = await app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(200);
        expect(busy.json()).toEqual({
          status: 'ok',
          database: 'pg',
          databaseState: 'busy',
          storageState: 'ok',
        });
        release();
        await waiting;
        return;
      }
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: backend,
        databaseState: 'timeout',
        storageState: 'ok',
        message: englishText(DATABASE_UNAVAILABLE_MESSAGE),
        code: 'UNAVAILABLE',
      });
    } finally {
      release();
      await Promise.all(busy);
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 20_000);
});

type Phase = 'steady' | 'terminating' | 'outage' | 'recovering' | 'after';
interface Outcome {
  /** The phase when the request was sent and when its answer came. */
  sent: Phase;
  answered: Phase;
  status: number;
  ms: number;
  body?: unknown;
  retryAfter?: string | null;
  error?: string;
}

/** Requests on a DB-backed endpoint, `workers` at a time, until stopped; each one is recorded. */
function steadyLoad(url: string, workers: number, phase: () => Phase) {
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const sent = phase();
      const started = Date.now();
      try {
        // A request that hangs fails too: an outage must be answered, not waited out.
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        const body = res.status === 200 ? await res.arrayBuffer() : await res.json();
        outcomes.push({
          sent,
          answered: phase(),
          status: res.status,
          ms: Date.now() - started,
          body: res.status === 200 ? undefined : body,
          retryAfter: res.headers.get('retry-after'),
        });
      } catch (err) {
        outcomes.push({ sent, answered: phase(), status: 0, ms: Date.now() - started, error: String(err) });
        await sleep(50);
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, worker));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

// Only PostgreSQL has connections to lose: testBackends() lists it when TEST_DATABASE_URL is set.
describe.each(testBackends().filter((b) => b === 'pg'))(
  'a server whose %s connections are cut',
  (backend) => {
    let t: TestDatabase;
    let admin: pg.Client;
    let dbName: string;
    let server: ServerProcess;

    beforeAll(async () => {
      t = await createTestDatabase({ backend });
      dbName = new URL(t.url!).pathname.slice(1);
      // The admin connection is to another database on the same server, so it survives the cuts.
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      server = await startHealthyServer({
        DATABASE_URL: t.url!,
        DATA_DIR: tempDir(),
        DB_POOL_SIZE: '4',
        DB_CONNECT_TIMEOUT_MS: '2000',
        LOG_LEVEL: 'warn',
      });
    }, 120_000);
    afterAll(async () => {
      await admin.query(`alter database ${dbName} allow_connections true`);
      server.child.kill('SIGTERM');
      await server.exited;
      await admin.end();
      await t.drop();
    });

    const terminateAll = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
    /** Status 0 when there is no answer at all, so that the assertions below say what went wrong. */
    const health = async (): Promise<{ status: number; body: unknown }> => {
      try {
        const res = await fetch(`http://127.0.0.1:${server.port}/api/health`, {
          signal: AbortSignal.timeout(5000),
        });
        return { status: res.status, body: await res.json() };
      } catch (err) {
        return { status: 0, body: String(err) };
      }
    };

    it('stays up through terminated backends and an outage, answers 503 meanwhile and recovers by itself', async () => {
      const base = `http://127.0.0.1:${server.port}`;
      const [resort] = (await (await fetch(`${base}/api/vidanta/resorts`)).json()) as { id: number }[];
      let phase: Phase = 'steady';
      const load = steadyLoad(`${base}/api/vidanta/resorts/${resort!.id}/locations`, 6, () => phase);
      const outageHealth: Awaited<ReturnType<typeof health>>[] = [];
      try {
        await sleep(1000);

        // What a restart, failover or idle timeout does to every connection, several times under load.
        phase = 'terminating';
        for (let round = 0; round < 5; round++) {
          await terminateAll();
          await sleep(400);
        }

        // The database refuses connections for a few seconds.
        await admin.query(`alter database ${dbName} allow_connections false`);
        await terminateAll();
        await sleep(300);
        phase = 'outage';
        for (let i = 0; i < 6; i++) {
          outageHealth.push(await health());
          await sleep(500);
        }

        phase = 'recovering';
        await admin.query(`alter database ${dbName} allow_connections true`);
        const until = Date.now() + 15_000;
        while (
          !load.outcomes.some((o) => o.sent === 'recovering' && o.status === 200) &&
          Date.now() < until
        ) {
          await sleep(100);
        }
        phase = 'after';
        await sleep(1500);
      } finally {
        await load.stop();
      }

      expect(server.child.exitCode, server.output()).toBeNull();
      const { outcomes } = load;
      expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
      for (const o of outcomes.filter((o) => o.status === 503)) {
        expect(o.body).toMatchObject({
          message: englishText(DATABASE_UNAVAILABLE_MESSAGE),
          code: 'UNAVAILABLE',
        });
        expect(o.retryAfter).toBe('5');
      }
      const steady = outcomes.filter((o) => o.sent === 'steady' && o.answered === 'steady');
      expect(steady.length).toBeGreaterThan(10);
      expect(steady.filter((o) => o.status !== 200)).toEqual([]);
      // Every request sent and answered while connections were refused got a 503, and at once.
      const during = outcomes.filter((o) => o.sent === 'outage' && o.answered === 'outage');
      expect(during.length).toBeGreaterThan(10);
      expect(during.filter((o) => o.status !== 503)).toEqual([]);
      expect(Math.max(...during.map((o) => o.ms))).toBeLessThan(2000);
      for (const h of outageHealth) {
        expect(h.status).toBe(503);
        expect(h.body).toMatchObject({
          status: 'unavailable',
          databaseState: 'unreachable',
          message: englishText(DATABASE_UNAVAILABLE_MESSAGE),
        });
      }
      const after = outcomes.filter((o) => o.sent === 'after');
      expect(after.length).toBeGreaterThan(10);
      expect(after.filter((o) => o.status !== 200)).toEqual([]);
      expect(await health()).toEqual({
        status: 200,
        body: { status: 'ok', database: 'pg', databaseState: 'up', storageState: 'ok' },
      });

      // Lost connections are logged, and never with the connection string.
      expect(server.output()).toContain('database connection lost');
      expect(server.output()).not.toContain(t.url!);
    }, 120_000);
  },
);
