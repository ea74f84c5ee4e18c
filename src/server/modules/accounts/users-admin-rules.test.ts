import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';

/** Managers manage members; nobody (de)activates, demotes or deletes their own account. */
let t: TestApp;
let dev: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  dev = await createUser(t, { role: 'dev', active: true });
  manager = await createUser(t, { role: 'manager', active: true });
});
afterAll(() => t.close());

const setActive = (id: number, active: boolean, cookie: string) =>
  inject(t, { method: 'PATCH', url: `/api/users/${id}/activation`, payload: { active }, cookie });
const activeOf = async (id: number) => {
  const res = await inject(t, { method: 'GET', url: '/api/users?page=1&pageSize=100', cookie: dev.cookie });
  return res.json().items.find((u: { id: number }) => u.id === id)?.active;
};
const STAFF_ONLY = 'Managers can activate or deactivate members only, not managers or developers';
const OWN = 'You cannot activate or deactivate your own account';

describe('who may (de)activate whom', () => {
  it('refuses a manager deactivating a developer or another manager, with a message', async () => {
    const otherDev = await createUser(t, { role: 'dev', active: true });
    const otherManager = await createUser(t, { role: 'manager', active: true });
    for (const target of [otherDev, otherManager]) {
      const res = await setActive(target.id, false, manager.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_ONLY);
      expect(await activeOf(target.id)).toBe(true);
    }
    // Nor activating one: managers manage members, whichever way.
    const inactiveDev = await createUser(t, { role: 'dev', active: false });
    expect((await setActive(inactiveDev.id, true, manager.cookie)).statusCode).toBe(403);
    expect(await activeOf(inactiveDev.id)).toBe(false);
  });

  it('refuses a manager or a developer changing their own account', async () => {
    for (const self of [manager, dev]) {
      const res = await setActive(self.id, false, self.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(OWN);
      expect(await activeOf(self.id)).toBe(true);
    }
  });

  it('lets a manager change a member and a developer anyone else', async () => {
    const member = await createUser(t, { active: true });
    expect((await setActive(member.id, false, manager.cookie)).statusCode).toBe(200);
    expect((await setActive(member.id, true, manager.cookie)).statusCode).toBe(200);
    const otherManager = await createUser(t, { role: 'manager', active: true });
    expect((await setActive(otherManager.id, false, dev.cookie)).json()).toMatchObject({ active: false });
  });

  it('judges by the role the account has now', async () => {
    const member = await createUser(t, { active: true });
    const promote = await inject(t, {
      method: 'PATCH',
      url: `/api/users/${member.id}/role`,
      payload: { role: 'dev' },
      cookie: dev.cookie,
    });
    expect(promote.statusCode).toBe(200);
    expect((await setActive(member.id, false, manager.cookie)).statusCode).toBe(403);
  });

  it('answers in Spanish when asked', async () => {
    const res = await inject(t, {
      method: 'PATCH',
      url: `/api/users/${dev.id}/activation`,
      payload: { active: false },
      cookie: manager.cookie,
      headers: { 'accept-language': 'es-MX' },
    });
    expect(res.json().message).toBe(
      'Los administradores solo pueden activar o desactivar miembros, no administradores ni desarrolladores',
    );
  });
});

describe('roles and deletion stay with developers', () => {
  it('refuses a manager promoting, demoting or deleting anyone', async () => {
    const member = await createUser(t, { active: true });
    const otherDev = await createUser(t, { role: 'dev', active: true });
    for (const [id, role] of [
      [member.id, 'dev'],
      [member.id, 'manager'],
      [otherDev.id, 'user'],
      [manager.id, 'dev'],
    ] as const) {
      const res = await inject(t, {
        method: 'PATCH',
        url: `/api/users/${id}/role`,
        payload: { role },
        cookie: manager.cookie,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/users/${otherDev.id}`, cookie: manager.cookie }))
        .statusCode,
    ).toBe(403);
  });
});
