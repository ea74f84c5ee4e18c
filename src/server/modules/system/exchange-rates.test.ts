import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { exchangeRateService } from './exchange-rates';

let t: TestApp | undefined;
let feed: Server | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  await new Promise<void>((resolve) => (feed ? feed.close(() => resolve()) : resolve()));
  feed = undefined;
});

const rateOf = async (app: TestApp) =>
  (await inject(app, { method: 'GET', url: '/api/config' })).json().exchangeRate;

/** A stand-in for the rate source: answers what `answer` says (a third party we cannot reach here). */
async function feedServer(answer: () => { status: number; body: string }) {
  const server = createServer((_req, res) => {
    const a = answer();
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(a.body);
  });
  feed = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest?from=USD&to=MXN`;
}

describe('the peso rate beside dollar prices', () => {
  it('is absent until configured, then the configured rate with its date', async () => {
    t = await createTestApp();
    expect(await rateOf(t)).toBeNull();
    await t.close();
    t = await createTestApp({ USD_MXN_RATE: '18.45', USD_MXN_RATE_DATE: '2026-11-20' });
    expect(await rateOf(t)).toEqual({ usdMxn: 18.45, date: '2026-11-20', source: 'config' });
  });

  it('is changed by staff only, with validated values', async () => {
    t = await createTestApp({ USD_MXN_RATE: '18.45', USD_MXN_RATE_DATE: '2026-11-20' });
    const manager = await createUser(t, { role: 'manager', active: true });
    const owner = await createUser(t, { active: true });
    const put = (payload: unknown, cookie?: string) =>
      inject(t as TestApp, { method: 'PUT', url: '/api/exchange-rate', payload: payload as object, cookie });
    expect((await put({ usdMxn: 19 })).statusCode).toBe(401);
    expect((await put({ usdMxn: 19 }, owner.cookie)).statusCode).toBe(403);
    for (const bad of [
      { usdMxn: 0 },
      { usdMxn: 1000 },
      // Kept to four decimals: these round to 0 and to 1,000, which the table refuses.
      { usdMxn: 1.8e-103 },
      { usdMxn: 0.00004 },
      { usdMxn: 999.99996 },
      { usdMxn: 'abc' },
      { usdMxn: 19, date: '2026-02-30' },
      {},
    ]) {
      expect((await put(bad, manager.cookie)).statusCode).toBe(400);
    }
    const ok = await put({ usdMxn: 18.91, date: '2026-11-24' }, manager.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ usdMxn: 18.91, date: '2026-11-24', source: 'staff' });
    expect(await rateOf(t)).toEqual({ usdMxn: 18.91, date: '2026-11-24', source: 'staff' });
  });

  it('is fetched from the configured feed by a job at start', async () => {
    const answer = { status: 200, body: JSON.stringify({ date: '2026-11-23', rates: { MXN: 18.31 } }) };
    const url = await feedServer(() => answer);
    t = await createTestApp({
      USD_MXN_RATE: '18.45',
      USD_MXN_RATE_DATE: '2026-11-20',
      USD_MXN_RATE_URL: url,
    });
    let rate: unknown;
    const end = Date.now() + 20_000;
    while (Date.now() < end) {
      rate = await rateOf(t);
      if ((rate as { source: string }).source === 'feed') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(rate).toEqual({ usdMxn: 18.31, date: '2026-11-23', source: 'feed' });
  });

  it('keeps the last good rate when the feed fails or answers nonsense, and asks at most once a day', async () => {
    let hits = 0;
    let answer = { status: 500, body: 'down' };
    const url = await feedServer(() => {
      hits++;
      return answer;
    });
    t = await createTestApp();
    const warnings: string[] = [];
    const log = { warn: (_o: object, msg: string) => void warnings.push(msg), info: () => {} };
    const service = exchangeRateService(
      t.database.db,
      { configured: { usdMxn: 18.45, date: '2026-11-20' }, feedUrl: url },
      {} as JobQueue,
      log,
    );
    await service.fetchFeed();
    expect(await service.current()).toEqual({ usdMxn: 18.45, date: '2026-11-20', source: 'config' });
    expect(warnings).toHaveLength(1);
    answer = { status: 200, body: JSON.stringify({ date: '2026-11-23', rates: { MXN: 18.31 } }) };
    await service.fetchFeed();
    expect(await service.current()).toEqual({ usdMxn: 18.31, date: '2026-11-23', source: 'feed' });
    // Fetched today already: no second request.
    const before = hits;
    await service.fetchFeed();
    expect(hits).toBe(before);
    // A day later the source answers nonsense, then fails: the last good rate stays.
    await t.database.db.execute(sql`update exchange_rates set created_at = now() - interval '1 day'`);
    for (const next of [
      { status: 200, body: JSON.stringify({ rates: { MXN: -4 } }) },
      { status: 200, body: 'not json' },
      { status: 503, body: '' },
    ]) {
      answer = next;
      await service.fetchFeed();
      expect(await service.current()).toEqual({ usdMxn: 18.31, date: '2026-11-23', source: 'feed' });
    }
    expect(warnings).toHaveLength(4);
  });
});
