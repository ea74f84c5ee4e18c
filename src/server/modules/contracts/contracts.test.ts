import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { seedReferences } from '#src/server/test/owner-records.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let dev: TestUser;
let inactive: TestUser;
let typeId: number;
let typeName: string;
let unitName: string;

const payload = (over: Record<string, unknown> = {}) => ({
  contractNumber: 'CN-2024-0042',
  contractTypeId: typeId,
  location: '1',
  resort: 'Nuevo Vallarta',
  unitType: unitName,
  usageFee: 1250.5,
  contractualWeeks: 2,
  startDate: '2019-01-15',
  totalValue: 48000,
  addendums: 'Includes an annual upgrade voucher',
  contractName: 'Something the client made up',
  userId: 9999,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const { contractType: type, unitType: unit } = await seedReferences(t);
  typeId = type.id;
  typeName = type.name;
  unitName = unit.name;
  owner = await createUser(t, { active: true });
  other = await createUser(t, { active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  inactive = await createUser(t);
});
afterAll(() => t.close());

const post = (who: TestUser | undefined, body: unknown) =>
  inject(t, { method: 'POST', url: '/api/contracts', cookie: who?.cookie, payload: body as object });

describe('contracts', () => {
  it('lists contract types to signed-in people', async () => {
    expect((await inject(t, { method: 'GET', url: '/api/contract-types' })).statusCode).toBe(401);
    const res = await inject(t, { method: 'GET', url: '/api/contract-types', cookie: inactive.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(5);
  });

  it('records a contract for the signed-in owner with the type’s name', async () => {
    const res = await post(owner, payload());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      userId: owner.id,
      contractName: typeName,
      usageFee: 1250.5,
      contractualWeeks: 2,
      totalValue: 48000,
      startDate: '2019-01-15',
      user: { firstName: 'Test', lastName: 'User' },
    });
  });

  it('refuses inactive users and anonymous callers', async () => {
    expect((await post(undefined, payload())).statusCode).toBe(401);
    expect((await post(inactive, payload())).statusCode).toBe(403);
  });

  it('names each missing field, and refuses unknown contract and unit types with an error field', async () => {
    const empty = await post(owner, {});
    expect(empty.statusCode).toBe(400);
    const messages = empty.json().issues.map((i: { message: string }) => i.message);
    for (const m of [
      'Contract number is required',
      'Contract type is required',
      'Resort is required',
      'Unit type is required',
      'Usage fee is required',
      'Number of contractual weeks is required',
      'Start date is required',
      'Total value is required',
    ]) {
      expect(messages).toContain(m);
    }
    const badType = await post(owner, payload({ contractTypeId: 99999 }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toBe('Invalid contract type selected');
    const badUnit = await post(owner, payload({ unitType: 'Spaceship Suite' }));
    expect(badUnit.statusCode).toBe(400);
    expect(badUnit.json().error).toBe('Invalid unit type selected');
    expect((await post(owner, payload({ contractualWeeks: 1.5 }))).statusCode).toBe(400);
    // An empty box is missing, not zero.
    const blank = await post(owner, payload({ usageFee: '', totalValue: '', contractualWeeks: '' }));
    expect(blank.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining([
        'Usage fee is required',
        'Total value is required',
        'Number of contractual weeks is required',
      ]),
    );
  });

  it('shows owners only their own contracts and lets only them (or a dev) delete them', async () => {
    const mine = (await post(owner, payload({ contractNumber: 'MINE-1' }))).json();
    await post(other, payload({ contractNumber: 'THEIRS-1' }));
    const list = await inject(t, { method: 'GET', url: '/api/contracts/user', cookie: owner.cookie });
    expect(list.body).toContain('MINE-1');
    expect(list.body).not.toContain('THEIRS-1');

    expect(
      (await inject(t, { method: 'DELETE', url: `/api/contracts/${mine.id}`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/contracts/${mine.id}`, cookie: owner.cookie }))
        .statusCode,
    ).toBe(200);
    const theirs = (await post(other, payload({ contractNumber: 'THEIRS-2' }))).json();
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/contracts/${theirs.id}`, cookie: dev.cookie }))
        .statusCode,
    ).toBe(200);
  });
});
