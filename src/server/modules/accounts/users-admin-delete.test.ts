import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { propertyListingInterests, weekInterests } from '#src/server/db/schema/leads.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { listPropertyWithPhoto, recordWeekAndContract } from '#src/server/test/owner-records.ts';
import { recordPaidMembership } from '#src/server/test/paid-membership.ts';

let t: TestApp;
let dev: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  dev = await createUser(t, { role: 'dev', active: true });
});
afterAll(() => t.close());

const remove = (id: number, cookie = dev.cookie) =>
  inject(t, { method: 'DELETE', url: `/api/users/${id}`, cookie });
const pay = (userId: number, provider: 'test' | 'stripe' = 'test') =>
  recordPaidMembership(t, userId, provider);

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
  const uploadListing = (owner: TestUser) =>
    listPropertyWithPhoto(t, owner, { hotelName: 'Doomed Bay', description: 'Goes with its owner.' });

  it('takes sessions, weeks, listings with their files, contracts and leads; keeps payments', async () => {
    const owner = await createUser(t, { active: true });
    const db = t.database.db;
    const { week: w } = await recordWeekAndContract(t, owner.id, 'Admin Test');
    await db.insert(weekInterests).values({ weekId: w.id, email: 'a@b.test', message: 'hi' });
    const listing = await uploadListing(owner);
    await db
      .insert(propertyListingInterests)
      .values({ propertyListingId: listing.id, email: 'a@b.test', message: 'hi' });
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
