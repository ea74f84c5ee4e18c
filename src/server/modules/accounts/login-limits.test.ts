import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/server/app.ts';
import { loadConfig } from '#src/server/config.ts';
import { type Database, openDatabase } from '#src/server/db/client.ts';
import { openLimiterStore } from '#src/server/lib/rate-limit.ts';
import { createTestApp, createUser, type TestApp } from '#src/server/test/app.ts';
import { createTestDatabase } from '#src/server/test/database.ts';

/**
 * The limits hold against parallel guesses: every attempt is counted before the password is
 * checked, in a store every process shares (the database, or Redis), so however many guesses arrive
 * at once, from however many processes, no more are evaluated than the limit allows.
 */
const LIMIT = 5;
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
});

async function limitedApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: String(LIMIT), ...env });
  opened.push(t);
  return t;
}

/** A fresh address per test: counters in Redis outlive a test run. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function login(app: FastifyInstance, username: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
}

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('login limit under parallel guesses', () => {
  it('evaluates no more guesses than the limit, and the right password among them is refused', async () => {
    const t = await limitedApp();
    const victim = await createUser(t, { active: true });
    const address = someAddress();
    const guesses = Array.from({ length: 200 }, (_, i) =>
      login(t.app, victim.username, `wrong-${i}`, address),
    );
    const right = login(t.app, victim.username, victim.password, address);
    const results = await Promise.all([...guesses, right]);
    const counts = statusCounts(results.map((r) => r.statusCode));
    expect(counts[401]).toBe(LIMIT);
    expect(counts[429]).toBe(201 - LIMIT);
    expect(counts[200]).toBeUndefined();
    expect(results.at(-1)?.headers['retry-after']).toBeDefined();
  });

  it('lets the right password in at once and gives its attempt back', async () => {
    const t = await limitedApp();
    const user = await createUser(t, { active: true });
    const address = someAddress();
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await login(t.app, user.username, 'nope-nope', address)).statusCode).toBe(401);
    }
    expect((await login(t.app, user.username, user.password, address)).statusCode).toBe(200);
    // The success cleared this username's counter: a typo afterwards is just a 401.
    expect((await login(t.app, user.username, 'nope-nope', address)).statusCode).toBe(401);
  });

  it('limits registrations under parallel requests too', async () => {
    const t = await limitedApp({ RATE_LIMIT_REGISTER_ATTEMPTS: '10' });
    const address = someAddress();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: address,
          payload: {
            username: `par${process.pid}x${i}x${randomInt(1e6)}`,
            password: 'long-enough-password',
            firstName: 'Ana',
            lastName: 'Ruiz',
            email: `par${i}x${randomInt(1e9)}@example.test`,
          },
        }),
      ),
    );
    const counts = statusCounts(results.map((r) => r.statusCode));
    expect(counts[201]).toBe(10);
    expect(counts[429]).toBe(50);
  });
});

describe('guessing from many addresses', () => {
  it('stops guesses on one account from every address together, and the right password with them', async () => {
    const t = await limitedApp({ RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '8' });
    const victim = await createUser(t, { active: true });
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(t.app, victim.username.toUpperCase(), `guess-${i}`, someAddress()),
      ),
    );
    const counts = statusCounts(guesses.map((r) => r.statusCode));
    expect(counts[401]).toBe(8);
    expect(counts[429]).toBe(52);
    expect((await login(t.app, victim.username, victim.password, someAddress())).statusCode).toBe(429);
  });

  it('counts IPv6 clients per /64: rotating addresses within one gains nothing', async () => {
    const t = await limitedApp({ TRUST_PROXY: '1', RATE_LIMIT_LEADS_ATTEMPTS: '5' });
    const victim = await createUser(t, { active: true });
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: victim.username, password: `guess-${i}` },
          remoteAddress: '192.168.0.2',
          headers: { 'x-forwarded-for': `${prefix}::${(i + 1).toString(16)}` },
        }),
      ),
    );
    const counts = statusCounts(results.map((r) => r.statusCode));
    expect(counts[401]).toBe(LIMIT);
    expect(counts[429]).toBe(40 - LIMIT);
    const leads = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/week-requests',
          remoteAddress: '192.168.0.2',
          headers: { 'x-forwarded-for': `${prefix}:abcd::${(i + 1).toString(16)}` },
          payload: {
            name: 'Ana',
            email: 'ana@example.test',
            preferredLocation: 'Cancun',
            startDate: '2030-03-01',
            endDate: '2030-03-08',
          },
        }),
      ),
    );
    expect(statusCounts(leads.map((r) => r.statusCode))).toEqual({ 201: 5, 429: 10 });
  });
});

describe('two app processes on one database share the allowance', () => {
  it('evaluates no more than the limit across both', async () => {
    const { database, url, drop } = await createTestDatabase();
    // A second process has its own connections; on the embedded database it can only share the handle.
    const second: Database = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : database;
    const config = loadConfig({
      NODE_ENV: 'test',
      RATE_LIMIT_LOGIN_FAILURES: String(LIMIT),
      DATA_DIR: '/tmp/semana-two-apps',
    });
    const apps = await Promise.all(
      [database, second].map((db) =>
        buildApp({ config, database: db, sessionSecret: 's'.repeat(48), logger: false }),
      ),
    );
    opened.push({
      close: async () => {
        for (const app of apps) await app.close();
        if (second !== database) await second.close();
        await drop();
      },
    });
    const t = { app: apps[0], database, config, close: async () => {} };
    const victim = await createUser(t, { active: true });
    const address = someAddress();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(apps[i % 2], victim.username, `guess-${i}`, address)),
    );
    const counts = statusCounts(results.map((r) => r.statusCode));
    expect(counts[401]).toBe(LIMIT);
    expect(counts[429]).toBe(100 - LIMIT);
  });
});

describe('counters in Redis when REDIS_URL is set', () => {
  it('evaluates no more guesses than the limit', async () => {
    const t = await limitedApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    const victim = await createUser(t, { active: true });
    const address = someAddress();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t.app, victim.username, `guess-${i}`, address)),
    );
    const counts = statusCounts(results.map((r) => r.statusCode));
    expect(counts[401]).toBe(LIMIT);
    expect(counts[429]).toBe(100 - LIMIT);
  });

  it('refuses attempts with a 503 while Redis is unreachable, never letting them through uncounted', async () => {
    const { database, drop } = await createTestDatabase();
    opened.push({ close: drop });
    const store = await openLimiterStore({ db: database.db, redisUrl: 'redis://127.0.0.1:6379' });
    const limiter = store.limiter(`probe${randomInt(1e9)}`, 3, 60);
    await limiter.consume('k');
    await store.close();
    await expect(limiter.consume('k')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  /** Failed logins for one username from one proxy, with X-Forwarded-For as given. */
  const viaProxy = (t: TestApp, username: string, xff: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'wrong-password' },
      remoteAddress: '192.168.0.2',
      headers: { 'x-forwarded-for': xff },
    });

  it('takes the client from the right end: a forged leftmost entry changes nothing', async () => {
    const t = await limitedApp({ TRUST_PROXY: '1' });
    const client = someAddress();
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      codes.push((await viaProxy(t, 'someone', `${someAddress()}, ${client}`)).statusCode);
    }
    expect(codes).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    // Another real client behind the same proxy has its own allowance.
    expect((await viaProxy(t, 'someone', `${client}, ${someAddress()}`)).statusCode).toBe(401);
  });

  it('counts hops: with two proxies the client is the second entry from the right', async () => {
    const t = await limitedApp({ TRUST_PROXY: '2' });
    const client = someAddress();
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      codes.push((await viaProxy(t, 'someone', `${someAddress()}, ${client}, 10.0.0.9`)).statusCode);
    }
    expect(codes).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it('trusts listed proxy addresses only', async () => {
    const t = await limitedApp({ TRUST_PROXY: '192.168.0.0/24' });
    const client = someAddress();
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      codes.push((await viaProxy(t, 'someone', `${someAddress()}, ${client}`)).statusCode);
    }
    expect(codes).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const t = await limitedApp();
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push((await viaProxy(t, 'someone-else', someAddress())).statusCode);
    expect(codes).toEqual([...Array(LIMIT).fill(401), 429]);
  });
});
