import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTypes } from '#src/server/db/schema/catalog.ts';
import { contracts } from '#src/server/db/schema/contracts.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { seedReferences } from '#src/server/test/owner-records.ts';
import { deleteParentBeforeInsert } from '#src/server/test/parent-deleted.ts';

let t: TestApp;
let manager: TestUser;
let unitName: string;

const payload = (contractTypeId: number, over: Record<string, unknown> = {}) => ({
  contractNumber: 'CN-2024-0042',
  contractTypeId,
  resort: 'Nuevo Vallarta',
  unitType: unitName,
  usageFee: 1250.5,
  contractualWeeks: 2,
  startDate: '2019-01-15',
  totalValue: 48000,
  ...over,
});
const post = (who: TestUser, body: object) =>
  inject(t, { method: 'POST', url: '/api/contracts', cookie: who.cookie, payload: body });
const newType = async (name: string) =>
  (await t.database.db.insert(contractTypes).values({ name }).returning())[0].id;

beforeAll(async () => {
  t = await createTestApp();
  unitName = (await seedReferences(t)).unitType.name;
  manager = await createUser(t, { role: 'manager', active: true });
});
afterAll(() => t.close());

describe('a contract whose owner or type is deleted after the checks', () => {
  it('answers the 400 of an unknown owner when the owner staff named went away', async () => {
    const owner = await createUser(t, { active: true });
    const restore = await deleteParentBeforeInsert(t, 'contracts', 'user_id', 'users');
    try {
      const res = await post(manager, payload(await newType('Gone Owner Type'), { userId: owner.id }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'userId', message: 'Owner not found' }]);
    } finally {
      await restore();
    }
  });

  it("answers the 401 of a signed-out caller when the caller's own account went away", async () => {
    const owner = await createUser(t, { active: true });
    const restore = await deleteParentBeforeInsert(t, 'contracts', 'user_id', 'users');
    try {
      const res = await post(owner, payload(await newType('Own Account Type')));
      expect(res.statusCode, res.body).toBe(401);
    } finally {
      await restore();
    }
  });

  it('answers the 400 of an unknown contract type when the type went away', async () => {
    const owner = await createUser(t, { active: true });
    const restore = await deleteParentBeforeInsert(t, 'contracts', 'contract_type_id', 'contract_types');
    try {
      const res = await post(owner, payload(await newType('Short Lived Type')));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'contractTypeId', message: 'Invalid contract type selected' },
      ]);
    } finally {
      await restore();
    }
    expect(await t.database.db.select().from(contracts).where(eq(contracts.userId, owner.id))).toEqual([]);
  });
});
