import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t, { active: true });
  const rows = [
    { hotelName: 'Casa Marina Grand', price: '$18,500 USD', priceValue: 18500, status: 'active' as const },
    { hotelName: 'Bahía Jade Beach Club', price: '$9,900', priceValue: 9900, status: 'active' as const },
    { hotelName: 'Coral Luna', price: 'Make an offer', priceValue: null, status: 'active' as const },
    { hotelName: 'Sold Place', price: '$1', priceValue: 1, status: 'sold' as const },
  ];
  for (const [i, r] of rows.entries()) {
    await t.database.db.insert(propertyListings).values({
      ...r,
      userId: owner.id,
      unitSize: 'Studio',
      location: 'Los Cabos',
      weeksOrSeason: 'Week 1',
      description: 'D',
      imageUrls: [`/uploads/demo/${i}.webp`],
      createdAt: new Date(Date.now() - (10 - i) * 60_000),
    });
  }
});
afterAll(() => t.close());

const search = async (qs: string) =>
  (await inject(t, { method: 'GET', url: `/api/property-listings/search?${qs}` })).json();

describe('property listings', () => {
  it('lists active listings with the poster’s name and nothing private', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/property-listings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((l: { hotelName: string }) => l.hotelName)).toEqual([
      'Coral Luna',
      'Bahía Jade Beach Club',
      'Casa Marina Grand',
    ]);
    expect(res.body).not.toMatch(/userId|email|username/);
    expect(body[0].user).toEqual({ firstName: 'Test', lastName: 'User' });
  });

  it('answers every caller with the same shared bytes, rebuilt at once by any write', async () => {
    const list = (headers: Record<string, string> = {}) =>
      inject(t, { method: 'GET', url: '/api/property-listings', headers });
    const names = async () => (await list()).json().map((l: { hotelName: string }) => l.hotelName);
    const first = await list({ 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    expect((await list({ 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(304);

    // Rows written past the service (another process, the admin CLI) drop the shared bytes too:
    // the database announces the write (db/changes.ts).
    const dev = await createUser(t, { role: 'dev', active: true });
    const row = (hotelName: string) => ({
      hotelName,
      price: '$5',
      priceValue: 5,
      status: 'active' as const,
      userId: dev.id,
      unitSize: 'Studio',
      location: 'Los Cabos',
      weeksOrSeason: 'Week 2',
      description: 'D',
      imageUrls: [],
    });
    const [other, doomed] = await t.database.db
      .insert(propertyListings)
      .values([row('Written Elsewhere'), row('Deleted Here')])
      .returning({ id: propertyListings.id });
    // PostgreSQL announces it a few milliseconds after the commit; the embedded database at once.
    await expect.poll(names, { timeout: 2_000, interval: 20 }).toContain('Written Elsewhere');
    const written = await list({ 'if-none-match': etag });
    expect(written.statusCode).toBe(200);
    expect(written.headers['content-encoding']).toBeUndefined();
    const etagWritten = String(written.headers.etag);
    expect((await list({ 'if-none-match': etagWritten })).statusCode).toBe(304);

    // A deletion through this process rebuilds the list at once.
    const remove = (id: number) =>
      inject(t, { method: 'DELETE', url: `/api/property-listings/${id}`, cookie: dev.cookie });
    expect((await remove(doomed.id)).statusCode).toBe(200);
    expect((await list({ 'if-none-match': etagWritten })).statusCode).toBe(200);
    expect(await names()).toContain('Written Elsewhere');
    expect(await names()).not.toContain('Deleted Here');
    expect((await remove(other.id)).statusCode).toBe(200);
    expect(await names()).toEqual(['Coral Luna', 'Bahía Jade Beach Club', 'Casa Marina Grand']);
  });

  it('searches by hotel name and sorts by price with unpriced listings last', async () => {
    const jade = await search('q=jade');
    expect(jade.items.map((l: { hotelName: string }) => l.hotelName)).toEqual(['Bahía Jade Beach Club']);
    expect(jade).toMatchObject({ total: 1, unfilteredTotal: 3 });
    const desc = await search('sort=price_desc');
    expect(desc.items.map((l: { price: string }) => l.price)).toEqual([
      '$18,500 USD',
      '$9,900',
      'Make an offer',
    ]);
    const asc = await search('sort=price_asc');
    expect(asc.items.map((l: { price: string }) => l.price)).toEqual([
      '$9,900',
      '$18,500 USD',
      'Make an offer',
    ]);
    const oldest = await search('sort=oldest&pageSize=1&page=2');
    expect(oldest.items.map((l: { hotelName: string }) => l.hotelName)).toEqual(['Bahía Jade Beach Club']);
    expect((await search('q=nothing-like-this')).total).toBe(0);
  });

  it('refuses pages past the first 10,000 results with a message on the page field', async () => {
    const get = (qs: string) => inject(t, { method: 'GET', url: `/api/property-listings/search?${qs}` });
    for (const qs of ['page=167&pageSize=60', 'page=834&pageSize=12', 'page=100000']) {
      const res = await get(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'page: Only the first 10,000 results can be browsed; narrow the search with filters',
        issues: [{ path: 'page' }],
      });
    }
    expect((await get('page=166&pageSize=60')).statusCode).toBe(200);
    expect((await get('page=833&pageSize=12')).json()).toMatchObject({ page: 833, items: [] });
  });

  it('answers with the same listings, field for field, as the full list, on every page size', async () => {
    // The search is hand-written SQL (decision 011); the full list goes through Drizzle.
    const full = (await inject(t, { method: 'GET', url: '/api/property-listings' })).json();
    expect((await search('sort=newest')).items).toEqual(full);
    for (const pageSize of [1, 2, 12]) {
      const seen = [];
      for (let page = 1; page <= Math.ceil(full.length / pageSize); page++) {
        const p = await search(`sort=newest&pageSize=${pageSize}&page=${page}`);
        expect(p).toMatchObject({ page, pageSize, total: 3, unfilteredTotal: 3 });
        seen.push(...p.items);
      }
      expect(seen).toEqual(full);
    }
    expect((await search('pageSize=12&page=2')).items).toEqual([]);
  });
});
