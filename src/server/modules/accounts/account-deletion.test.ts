import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import {
  createTestApp,
  createUser,
  inject,
  type TestApp,
  type TestUser,
  uniqueName,
} from '#src/server/test/app.ts';
import { listPropertyWithPhoto, recordWeekAndContract } from '#src/server/test/owner-records.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => inject(t, { method: 'GET', url: '/api/user', cookie });

describe('deleting my account', () => {
  const uploadListing = (owner: TestUser) =>
    listPropertyWithPhoto(t, owner, { hotelName: 'Farewell Bay', description: 'Leaves with its owner.' });

  it('needs the password, then removes the account, its weeks, listings (files too), contracts and session', async () => {
    const owner = await createUser(t, { active: true });
    const db = t.database.db;
    await recordWeekAndContract(t, owner.id, uniqueName('del'));
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
