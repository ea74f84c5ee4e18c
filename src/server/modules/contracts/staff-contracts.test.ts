import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { seedReferences } from '#src/server/test/owner-records.ts';

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let manager: TestUser;
let dev: TestUser;
let typeId: number;
let unitName: string;

const body = (over: Record<string, unknown> = {}) => ({
  contractNumber: 'MX-2031-00017',
  contractTypeId: typeId,
  location: '1',
  resort: 'Cancún',
  unitType: unitName,
  usageFee: 980,
  contractualWeeks: 1,
  startDate: '2021-03-01',
  totalValue: 21000,
  addendums: '',
  ...over,
});
const post = (who: TestUser, payload: object) =>
  inject(t, { method: 'POST', url: '/api/contracts', cookie: who.cookie, payload });
const patch = (who: TestUser | undefined, id: number, payload: object) =>
  inject(t, { method: 'PATCH', url: `/api/contracts/${id}`, cookie: who?.cookie, payload });
const get = (who: TestUser | undefined, url: string) =>
  inject(t, { method: 'GET', url, cookie: who?.cookie });

beforeAll(async () => {
  t = await createTestApp();
  const { contractType: type, unitType: unit } = await seedReferences(t);
  typeId = type.id;
  unitName = unit.name;
  owner = await createUser(t, { active: true });
  otherOwner = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  // Names a search must find whatever the case and accents.
  await t.database.db
    .update(users)
    .set({ firstName: 'Renée', lastName: 'Núñez' })
    .where(eq(users.id, owner.id));
});
afterAll(() => t.close());

describe('contracts filed by staff', () => {
  it('files a contract for the owner a manager names; an owner’s own userId stays ignored', async () => {
    const staffFiled = await post(manager, body({ userId: owner.id }));
    expect(staffFiled.statusCode, staffFiled.body).toBe(201);
    expect(staffFiled.json()).toMatchObject({
      userId: owner.id,
      user: { firstName: 'Renée', lastName: 'Núñez' },
    });
    const ownFiled = await post(otherOwner, body({ userId: owner.id, contractNumber: 'MX-OWN-1' }));
    expect(ownFiled.json().userId).toBe(otherOwner.id);
    // The owner sees the contract staff filed among their own.
    const mine = (await get(owner, '/api/contracts/user')).json();
    expect(mine.map((c: { contractNumber: string }) => c.contractNumber)).toContain('MX-2031-00017');
  });

  it('refuses an owner that does not exist or an id out of range, with the field named', async () => {
    for (const userId of [2147483647, 2147483648, -1, 'abc']) {
      const res = await post(manager, body({ userId }));
      expect(res.statusCode, String(userId)).toBe(400);
      expect(res.json().issues[0].path).toBe('userId');
    }
  });

  it('lists one owner’s contracts to staff only; an unknown owner is a 404', async () => {
    const list = await get(manager, `/api/contracts/byuser/${owner.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect((await get(manager, '/api/contracts/byuser/2147483647')).statusCode).toBe(404);
    expect((await get(owner, `/api/contracts/byuser/${owner.id}`)).statusCode).toBe(403);
    expect((await get(manager, '/api/contracts/byuser/0')).statusCode).toBe(400);
  });
});

describe('every contract, for staff', () => {
  it('answers a whole array without paging, and pages searched by name, number, unit type or owner', async () => {
    const all = (await get(manager, '/api/manager/contracts')).json();
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBe(2);
    const byOwner = (await get(manager, '/api/manager/contracts?q=nunez&pageSize=10')).json();
    expect(byOwner).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(byOwner.items[0].user).toEqual({ firstName: 'Renée', lastName: 'Núñez' });
    const byNumber = (await get(dev, '/api/dev/contracts?contractNumber=own&pageSize=10')).json();
    expect(byNumber.total).toBe(1);
    expect(
      (await get(dev, `/api/dev/contracts?unitType=${encodeURIComponent(unitName)}&page=1`)).json().total,
    ).toBe(2);
    expect((await get(dev, '/api/dev/contracts?owner=RENEE&page=1')).json().total).toBe(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await get(dev, `/api/dev/contracts?since=${future}&page=1`)).json().total).toBe(0);
  });

  it('keeps the developers’ list to developers and everything to staff', async () => {
    expect((await get(manager, '/api/dev/contracts')).statusCode).toBe(403);
    expect((await get(owner, '/api/manager/contracts')).statusCode).toBe(403);
    expect((await get(undefined, '/api/manager/contracts')).statusCode).toBe(401);
  });
});

describe('editing a contract', () => {
  let id: number;
  beforeAll(async () => {
    id = (await post(manager, body({ userId: otherOwner.id, contractNumber: 'EDIT-1' }))).json().id;
  });

  it('saves every field of the edit form for a manager or developer and answers the contract', async () => {
    const res = await patch(manager, id, {
      contractName: 'Floating week',
      contractNumber: 'EDIT-2',
      resort: 'Los Cabos',
      unitType: 'Master Suite',
      usageFee: 1100.25,
      totalValue: 30000,
      startDate: '2022-02-28',
      addendums: 'Upgrade voucher',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      contractName: 'Floating week',
      contractNumber: 'EDIT-2',
      usageFee: 1100.25,
      startDate: '2022-02-28',
      addendums: 'Upgrade voucher',
      userId: otherOwner.id,
    });
    expect((await patch(dev, id, { addendums: '' })).json().addendums).toBeNull();
  });

  it('refuses bad values with a 400 naming the field, and changes nothing', async () => {
    const bad: [object, string][] = [
      [{ usageFee: -1 }, 'usageFee'],
      [{ totalValue: 1e20 }, 'totalValue'],
      [{ startDate: '2023-02-30' }, 'startDate'],
      [{ startDate: '0000-00-00' }, 'startDate'],
      [{ contractNumber: '' }, 'contractNumber'],
      [{ contractName: 'a\u0000b' }, 'contractName'],
      [{ contractualWeeks: 0 }, 'contractualWeeks'],
    ];
    for (const [payload, field] of bad) {
      const res = await patch(dev, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues[0].path).toBe(field);
      expect(res.json().error).toBe(res.json().message);
    }
    expect((await patch(dev, id, {})).statusCode).toBe(400);
    const after = (await get(dev, `/api/contracts/byuser/${otherOwner.id}`)).json();
    expect(after.find((c: { id: number }) => c.id === id)).toMatchObject({
      contractNumber: 'EDIT-2',
      usageFee: 1100.25,
    });
  });

  it('lets nobody else edit, and says when the contract is gone', async () => {
    expect((await patch(otherOwner, id, { addendums: 'mine' })).statusCode).toBe(403);
    expect((await patch(undefined, id, { addendums: 'x' })).statusCode).toBe(401);
    expect((await patch(dev, 2147483647, { addendums: 'x' })).statusCode).toBe(404);
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/contracts/${id}`, cookie: manager.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/contracts/${id}`, cookie: dev.cookie })).statusCode,
    ).toBe(200);
    expect((await patch(dev, id, { addendums: 'x' })).statusCode).toBe(404);
  });
});

describe('the users list for the Manager Dashboard', () => {
  it('sorts by last name then first name on request', async () => {
    const named = [
      [manager, 'Carla', 'Bravo'],
      [dev, 'Luis', 'Bravo'],
      [otherOwner, 'Ana', 'Zapata'],
    ] as const;
    for (const [who, firstName, lastName] of named) {
      await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, who.id));
    }
    const page = (await get(manager, '/api/users?sort=name&pageSize=100')).json();
    expect(page.items.map((u: { id: number }) => u.id)).toEqual([
      manager.id,
      dev.id,
      owner.id,
      otherOwner.id,
    ]);
    expect((await get(manager, '/api/users?sort=random')).statusCode).toBe(400);
  });
});
