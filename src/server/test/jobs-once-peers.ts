import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '#src/server/db/client.ts';
import { runMigrations } from '#src/server/db/migrate.ts';
import { type TestApp, testAppOn } from './app';
import { migrationsFolder } from './database';

/**
 * One app process on an existing PostgreSQL database: its own pool and change feed, its own data
 * directory, the migrations run at start as every process runs them, and its queue workers started
 * when the app is ready. `close` stops the app, then its pool.
 */
export async function appProcess(databaseUrl: string, env: Record<string, string>): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    await runMigrations(database, migrationsFolder);
    return await testAppOn(database, env, () => database.close());
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * A stand-in for the third-party rate source that counts the requests it gets. After `hold` it
 * keeps every answer until `release` (a slow source), so that a second fetch started meanwhile shows.
 */
export async function rateSource(usdMxn: number, date: string) {
  let requests = 0;
  let released = true;
  const waiting: ServerResponse[] = [];
  const answer = (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ date, rates: { MXN: usdMxn } }));
  };
  const server = createServer((_req, res) => {
    requests++;
    if (released) answer(res);
    else waiting.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/latest?from=USD&to=MXN`,
    requests: () => requests,
    hold() {
      released = false;
    },
    release() {
      released = true;
      for (const res of waiting.splice(0)) answer(res);
    },
    close() {
      this.release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits until `check` answers true (polling), or fails naming `what` after `ms`. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
