import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { recordPaidMembership } from '#src/server/test/paid-membership.ts';

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

const pay = (userId: number, provider: 'test' | 'stripe' = 'test') =>
  recordPaidMembership(t, userId, provider);

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
