import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { brands, contractTypes, locations, resorts, unitTypes } from '../../db/schema/catalog';
import { contracts } from '../../db/schema/contracts';
import { propertyListingInterests, weekInterests } from '../../db/schema/leads';
import { payments } from '../../db/schema/payments';
import { weeks } from '../../db/schema/weeks';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '../../test/app';

let t: TestApp;
let dev: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  dev = await createUser(t, { role: 'dev', active: true });
  manager = await createUser(t, { role: 'manager', active: true });
});
afterAll(() => t.close());

const list = (qs = '', cookie = manager.cookie, headers: Record<string, string> = {}) =>
  inject(t, { method: 'GET', url: `/api/users${qs}`, cookie, headers });
const patch = (url: string, payload: unknown, cookie: string) =>
  inject(t, { method: 'PATCH', url, payload: payload as object, cookie });
const remove = (id: number, cookie = dev.cookie) =>
  inject(t, { method: 'DELETE', url: `/api/users/${id}`, cookie });

async function named(firstName: string, lastName: string, active = false) {
  const u = await createUser(t, { active });
  await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, u.id));
  return u;
}

async function pay(userId: number, provider: 'test' | 'stripe' = 'test') {
  await t.database.db.insert(payments).values({
    provider,
    providerId: `pi-${userId}-${Math.random()}`,
    userId,
    tier: 'gold',
    amountCents: 350000,
    status: 'succeeded',
    paidAt: new Date(),
  });
}

describe('GET /api/users', () => {
  it('is for managers and developers only', async () => {
    const user = await createUser(t, { active: true });
    expect((await inject(t, { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await list('', user.cookie)).statusCode).toBe(403);
    expect((await list('', manager.cookie)).statusCode).toBe(200);
    expect((await list('', dev.cookie)).statusCode).toBe(200);
  });

  it('lists every account with its paid membership, never a password', async () => {
    const payer = await createUser(t);
    await pay(payer.id);
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|hash/i);
    const rows = res.json();
    expect(Array.isArray(rows)).toBe(true);
    const mine = rows.find((r: { id: number }) => r.id === payer.id);
    expect(Object.keys(mine).sort()).toEqual(
      [
        'active',
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'membership',
        'paid',
        'role',
        'username',
      ].sort(),
    );
    expect(mine).toMatchObject({ paid: true, membership: { tier: 'gold', test: true } });
    const unpaid = rows.find((r: { id: number }) => r.id === manager.id);
    expect(unpaid).toMatchObject({ paid: false, membership: null });
  });

  it('answers 304 to an unchanged list, and a new tag after activation, role change, deletion or payment', async () => {
    const target = await createUser(t);
    const tagNow = async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      return String(res.headers.etag);
    };
    const first = await tagNow();
    const again = await list('', manager.cookie, { 'if-none-match': first });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect(
      (await patch(`/api/users/${target.id}/activation`, { active: true }, manager.cookie)).statusCode,
    ).toBe(200);
    const afterActivation = await tagNow();
    expect(afterActivation).not.toBe(first);

    expect((await patch(`/api/users/${target.id}/role`, { role: 'manager' }, dev.cookie)).statusCode).toBe(
      200,
    );
    const afterRole = await tagNow();
    expect(afterRole).not.toBe(afterActivation);

    await pay(target.id, 'stripe');
    const afterPayment = await tagNow();
    expect(afterPayment).not.toBe(afterRole);

    expect((await remove(target.id)).statusCode).toBe(200);
    const afterDelete = await tagNow();
    expect(afterDelete).not.toBe(afterPayment);
    expect((await list('', manager.cookie, { 'if-none-match': afterPayment })).statusCode).toBe(200);

    // A write that bypasses the API (the admin CLI, a migration) changes the tag too: triggers bump it.
    await t.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, manager.id));
    expect(await tagNow()).not.toBe(afterDelete);
    // Another question asked of the same data has its own tag.
    const paged = await list('?page=1&pageSize=5');
    expect(String(paged.headers.etag)).not.toBe(await tagNow());
  });

  it('finds names, usernames and emails whatever their case and accents', async () => {
    const jose = await named('José', 'Núñez');
    const other = await named('Ana', 'Pérez');
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).json().map((r: { id: number }) => r.id);
    expect(await ids('jose')).toEqual([jose.id]);
    expect(await ids('JOSÉ NUÑ')).toEqual([jose.id]);
    expect(await ids('nunez')).toEqual([jose.id]);
    expect(await ids('PEREZ')).toEqual([other.id]);
    expect(await ids(other.username.toUpperCase())).toEqual([other.id]);
    expect(await ids(`${jose.username}@EXAMPLE`)).toEqual([jose.id]);
    // LIKE's wildcards are taken literally.
    expect(await ids('%')).toEqual([]);
  });

  it('filters by status', async () => {
    const pending = await createUser(t, { active: false });
    const active = await createUser(t, { active: true });
    const pendingIds = (await list('?status=pending')).json().map((r: { id: number }) => r.id);
    const activeIds = (await list('?status=active')).json().map((r: { id: number }) => r.id);
    expect(pendingIds).toContain(pending.id);
    expect(pendingIds).not.toContain(active.id);
    expect(activeIds).toContain(active.id);
    expect(activeIds).not.toContain(pending.id);
    expect((await list('?status=other')).statusCode).toBe(400);
  });

  it('pages when asked, within the browsable bound', async () => {
    for (let i = 0; i < 3; i++) await createUser(t);
    const all = (await list()).json();
    const res = await list('?page=2&pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: all.length, page: 2, pageSize: 2 });
    expect(page.items.map((r: { id: number }) => r.id)).toEqual(
      all.slice(2, 4).map((r: { id: number }) => r.id),
    );
    expect((await list('?pageSize=3')).json()).toMatchObject({ page: 1, pageSize: 3 });
    expect((await list('?page=101&pageSize=100')).statusCode).toBe(400);
    expect((await list('?pageSize=101')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });
});

describe('activation, role and deletion', () => {
  it('lets managers activate but only developers change roles or delete', async () => {
    const target = await createUser(t);
    const res = await patch(`/api/users/${target.id}/activation`, { active: true }, manager.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, active: true });
    expect(
      (await patch(`/api/users/${target.id}/role`, { role: 'manager' }, manager.cookie)).statusCode,
    ).toBe(403);
    expect((await remove(target.id, manager.cookie)).statusCode).toBe(403);
    const user = await createUser(t, { active: true });
    expect(
      (await patch(`/api/users/${target.id}/activation`, { active: false }, user.cookie)).statusCode,
    ).toBe(403);
  });

  it('refuses unknown roles and bad bodies with a message', async () => {
    const target = await createUser(t);
    for (const role of ['admin', 'DEV', '', null, 1]) {
      const res = await patch(`/api/users/${target.id}/role`, { role }, dev.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await patch(`/api/users/${target.id}/activation`, { active: 'yes' }, dev.cookie)).statusCode,
    ).toBe(400);
  });

  it('answers 404 with a message for an unknown account', async () => {
    for (const res of [
      await patch('/api/users/999999/activation', { active: true }, dev.cookie),
      await patch('/api/users/999999/role', { role: 'user' }, dev.cookie),
      await remove(999999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
    }
  });

  it('never lets developers change their own role or delete themselves', async () => {
    const role = await patch(`/api/users/${dev.id}/role`, { role: 'user' }, dev.cookie);
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toMatch(/own role/);
    const del = await remove(dev.id);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toMatch(/own account/);
    expect((await list('', dev.cookie)).statusCode).toBe(200);
  });

  it('reaches open sessions at once', async () => {
    const person = await createUser(t, { active: true });
    const addWeek = () =>
      inject(t, { method: 'POST', url: '/api/weeks', payload: {}, cookie: person.cookie });
    expect((await addWeek()).statusCode).toBe(400);
    await patch(`/api/users/${person.id}/activation`, { active: false }, manager.cookie);
    expect((await addWeek()).statusCode).toBe(403);

    const staff = await createUser(t, { role: 'manager', active: true });
    expect((await list('', staff.cookie)).statusCode).toBe(200);
    expect((await patch(`/api/users/${staff.id}/role`, { role: 'user' }, dev.cookie)).statusCode).toBe(200);
    expect((await list('', staff.cookie)).statusCode).toBe(403);

    await remove(staff.id);
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: staff.cookie })).statusCode).toBe(401);
  });
});

describe('the last developer', () => {
  it('is kept when two developers demote or delete each other at once', async () => {
    const own = await createTestApp();
    try {
      const a = await createUser(own, { role: 'dev', active: true });
      const b = await createUser(own, { role: 'dev', active: true });
      const demote = (by: TestUser, whom: TestUser) =>
        inject(own, {
          method: 'PATCH',
          url: `/api/users/${whom.id}/role`,
          payload: { role: 'user' },
          cookie: by.cookie,
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      // One succeeds. The other is refused: 409 when its caller was still a
      // developer as it was authorised and the lock then found the last
      // developer, 403 when the first change had already demoted its caller.
      const codes = results.map((r) => r.statusCode).sort();
      expect([JSON.stringify([200, 403]), JSON.stringify([200, 409])]).toContain(JSON.stringify(codes));
      const refused = results.find((r) => r.statusCode !== 200);
      expect(refused?.json().message).toMatch(refused?.statusCode === 409 ? /last developer/ : /.+/);
      const devCount = async () =>
        (await own.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'dev'))).length;
      expect(await devCount()).toBe(1);

      // Two developers again, now deleting each other.
      const [survivor] = await own.database.db.select().from(users).where(eq(users.role, 'dev'));
      const loser = survivor.id === a.id ? b : a;
      const winner = survivor.id === a.id ? a : b;
      await own.database.db.update(users).set({ role: 'dev' }).where(eq(users.id, loser.id));
      const del = (by: TestUser, whom: TestUser) =>
        inject(own, { method: 'DELETE', url: `/api/users/${whom.id}`, cookie: by.cookie });
      const deletions = await Promise.all([del(winner, loser), del(loser, winner)]);
      // The refused one is a 409 (the lock saw the last developer) or a 401
      // (its caller's account, and so its session, was already gone).
      const deletionCodes = deletions.map((r) => r.statusCode).sort();
      expect([JSON.stringify([200, 401]), JSON.stringify([200, 409])]).toContain(
        JSON.stringify(deletionCodes),
      );
      expect(await devCount()).toBe(1);
    } finally {
      await own.close();
    }
  });
});

describe('deleting an account', () => {
  const photo = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();

  async function uploadListing(owner: TestUser) {
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      hotelName: 'Doomed Bay',
      unitSize: 'Studio',
      location: 'Cancún',
      price: '$9,000 USD',
      weeksOrSeason: 'Week 20',
      description: 'Goes with its owner.',
    }))
      fd.append(k, v);
    fd.append('images', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'p.jpg');
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

  it('takes sessions, weeks, listings with their files, contracts and leads; keeps payments', async () => {
    const owner = await createUser(t, { active: true });
    const db = t.database.db;
    const [brand] = await db.insert(brands).values({ name: 'Admin Test Brand' }).returning();
    const [loc] = await db.insert(locations).values({ name: 'Admin Test Bay' }).returning();
    const [resort] = await db
      .insert(resorts)
      .values({ name: 'Admin Test Resort', brandId: brand.id, locationId: loc.id })
      .returning();
    const [ut] = await db.insert(unitTypes).values({ name: 'Studio', resortId: resort.id }).returning();
    const [ct] = await db.insert(contractTypes).values({ name: 'Admin Test Type' }).returning();
    const [w] = await db
      .insert(weeks)
      .values({
        userId: owner.id,
        locationId: loc.id,
        unitTypeId: ut.id,
        fromDate: '2030-03-02',
        toDate: '2030-03-08',
        price: 1500,
        reservationCode: 'ABC123',
      })
      .returning();
    await db.insert(weekInterests).values({ weekId: w.id, email: 'a@b.test', message: 'hi' });
    const listing = await uploadListing(owner);
    await db
      .insert(propertyListingInterests)
      .values({ propertyListingId: listing.id, email: 'a@b.test', message: 'hi' });
    await db.insert(contracts).values({
      userId: owner.id,
      contractTypeId: ct.id,
      contractNumber: 'C-1',
      contractName: 'Admin Test Type',
      resort: 'Admin Test Bay',
      unitType: 'Studio',
      usageFee: 100,
      contractualWeeks: 1,
      startDate: '2020-01-01',
      totalValue: 1000,
    });
    await pay(owner.id, 'stripe');

    const uploads = path.join(t.config.dataDir, 'uploads');
    const files = () => (existsSync(uploads) ? readdirSync(uploads, { recursive: true }).map(String) : []);
    const fileNames = listing.imageUrls.map(
      (u) =>
        path
          .basename(u)
          .replace(/\.[^.]+$/, '')
          .split('-')[0],
    );
    expect(fileNames.length).toBeGreaterThan(0);
    expect(files().some((f) => fileNames.some((n) => f.includes(n)))).toBe(true);

    const res = await remove(owner.id);
    expect(res.statusCode).toBe(200);

    const countWhere = async (table: string, col: string, id: number) => {
      const r = await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${col} = ${id}`));
      return (r.rows[0] as { n: number }).n;
    };
    expect(await countWhere('users', 'id', owner.id)).toBe(0);
    expect(await countWhere('sessions', 'user_id', owner.id)).toBe(0);
    expect(await countWhere('weeks', 'user_id', owner.id)).toBe(0);
    expect(await countWhere('week_interests', 'week_id', w.id)).toBe(0);
    expect(await countWhere('property_listings', 'user_id', owner.id)).toBe(0);
    expect(await countWhere('property_listing_interests', 'property_listing_id', listing.id)).toBe(0);
    expect(await countWhere('contracts', 'user_id', owner.id)).toBe(0);
    expect(await countWhere('payments', 'user_id', owner.id)).toBe(0);
    const kept = await db.execute(sql`select count(*)::int as n from payments where user_id is null`);
    expect((kept.rows[0] as { n: number }).n).toBeGreaterThan(0);
    expect(files().filter((f) => fileNames.some((n) => f.includes(n)))).toEqual([]);
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: owner.cookie })).statusCode).toBe(401);
  });
});
