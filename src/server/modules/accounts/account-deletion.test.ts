import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { brands, contractTypes, locations, resorts, unitTypes } from '../../db/schema/catalog';
import { contracts } from '../../db/schema/contracts';
import { weeks } from '../../db/schema/weeks';
import { createTestApp, createUser, inject, type TestApp, type TestUser, uniqueName } from '../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => inject(t, { method: 'GET', url: '/api/user', cookie });

describe('deleting my account', () => {
  async function uploadListing(owner: TestUser) {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a37' } })
      .jpeg()
      .toBuffer();
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      hotelName: 'Farewell Bay',
      unitSize: 'Studio',
      location: 'Cancún',
      price: '$9,000 USD',
      weeksOrSeason: 'Week 20',
      description: 'Leaves with its owner.',
    }))
      fd.append(k, v);
    fd.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
    const req = new Request('http://localhost/', { method: 'POST', body: fd });
    const res = await inject(t, {
      method: 'POST',
      url: '/api/property-listings',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type') as string },
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; imageUrls: string[] };
  }

  it('needs the password, then removes the account, its weeks, listings (files too), contracts and session', async () => {
    const owner = await createUser(t, { active: true });
    const db = t.database.db;
    const tag = uniqueName('del');
    const [brand] = await db
      .insert(brands)
      .values({ name: `${tag} Brand` })
      .returning();
    const [loc] = await db
      .insert(locations)
      .values({ name: `${tag} Bay` })
      .returning();
    const [resort] = await db
      .insert(resorts)
      .values({ name: `${tag} Resort`, brandId: brand.id, locationId: loc.id })
      .returning();
    const [ut] = await db.insert(unitTypes).values({ name: 'Studio', resortId: resort.id }).returning();
    const [ct] = await db
      .insert(contractTypes)
      .values({ name: `${tag} Type` })
      .returning();
    await db.insert(weeks).values({
      userId: owner.id,
      locationId: loc.id,
      unitTypeId: ut.id,
      fromDate: '2030-03-02',
      toDate: '2030-03-08',
      price: 1500,
      reservationCode: 'ABC123',
    });
    await db.insert(contracts).values({
      userId: owner.id,
      contractTypeId: ct.id,
      contractNumber: 'C-1',
      contractName: `${tag} Type`,
      resort: `${tag} Resort`,
      unitType: 'Studio',
      usageFee: 100,
      contractualWeeks: 1,
      startDate: '2020-01-01',
      totalValue: 1000,
    });
    const listing = await uploadListing(owner);
    const uploads = path.join(t.config.dataDir, 'uploads');
    const files = () => (existsSync(uploads) ? readdirSync(uploads, { recursive: true }).map(String) : []);
    const stem = path
      .basename(listing.imageUrls[0])
      .replace(/\.[^.]+$/, '')
      .split('-')[0];
    expect(files().some((f) => f.includes(stem))).toBe(true);

    const remove = (payload: object) =>
      inject(t, { method: 'DELETE', url: '/api/account', cookie: owner.cookie, payload });
    const wrong = await remove({ currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('currentPassword');
    expect((await me(owner.cookie)).statusCode).toBe(200);

    const res = await remove({ currentPassword: owner.password });
    expect(res.statusCode).toBe(200);
    const count = async (table: string, id: number) => {
      const r = await db.execute(sql.raw(`select count(*)::int as n from ${table} where user_id = ${id}`));
      return (r.rows[0] as { n: number }).n;
    };
    expect(await db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    for (const table of ['sessions', 'weeks', 'property_listings', 'contracts']) {
      expect(await count(table, owner.id), table).toBe(0);
    }
    expect(files().filter((f) => f.includes(stem))).toEqual([]);
    expect((await me(owner.cookie)).statusCode).toBe(401);
  });

  it('keeps the last developer, and lets a developer go when another remains', async () => {
    const fresh = await createTestApp();
    try {
      const dev = await createUser(fresh, { role: 'dev', active: true });
      const del = (who: TestUser) =>
        inject(fresh, {
          method: 'DELETE',
          url: '/api/account',
          cookie: who.cookie,
          payload: { currentPassword: who.password },
        });
      const last = await del(dev);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('The last developer cannot be demoted or deleted');
      await createUser(fresh, { role: 'dev', active: true });
      expect((await del(dev)).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
