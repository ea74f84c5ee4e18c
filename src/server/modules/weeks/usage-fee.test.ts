import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resortLocations, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { ID_RANGE_MESSAGE, NUL_MESSAGE } from '#src/shared/contracts/common.ts';
import { weeksService } from './service';

/** A week's usage fee (docs/product.md, Weeks): listed with the week, edited by its owner, never public. */
let t: TestApp;
let people: Record<'owner' | 'other' | 'manager' | 'dev', TestUser>;
let place: { resortId: number; locationId: number; unitTypeId: number };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const week = (over: Record<string, unknown> = {}) => ({
  ...place,
  fromDate: day(30),
  toDate: day(36),
  price: 2450,
  reservationCode: 'FEE-1',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const [unit] = await db.select().from(unitTypes).limit(1);
  const [link] = await db
    .select()
    .from(resortLocations)
    .where(eq(resortLocations.resortId, unit.resortId))
    .limit(1);
  place = { resortId: unit.resortId, locationId: link.locationId, unitTypeId: unit.id };
  people = {
    owner: await createUser(t, { active: true }),
    other: await createUser(t, { active: true }),
    manager: await createUser(t, { role: 'manager', active: true }),
    dev: await createUser(t, { role: 'dev', active: true }),
  };
});
afterAll(() => t.close());

const post = (who: TestUser, payload: object) =>
  inject(t, { method: 'POST', url: '/api/weeks', cookie: who.cookie, payload });

/** PATCH /api/weeks/:id; a string body is sent as it is (JSON that JSON.stringify cannot write). */
const patch = (who: TestUser | undefined, id: number | string, payload: object | string, headers = {}) =>
  inject(t, {
    method: 'PATCH',
    url: `/api/weeks/${id}`,
    cookie: who?.cookie,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

/** A new week of `owner`'s, listed through the API. */
async function listed(owner: TestUser, over: Record<string, unknown> = {}) {
  const res = await post(owner, week(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; price: number; usageFee: number | null };
}

const storedFee = async (id: number) =>
  (await t.database.db.select({ usageFee: weeks.usageFee }).from(weeks).where(eq(weeks.id, id)))[0]?.usageFee;

/** The messages of a 400's issues on one field. */
const issuesOn = (res: { json(): unknown }, path: string) =>
  (res.json() as { issues?: { path: string; message: string }[] }).issues
    ?.filter((i) => i.path === path)
    .map((i) => i.message);

describe('POST /api/weeks with a usage fee', () => {
  it('stores the fee when one is given, and none when it is absent or blank', async () => {
    const withFee = await listed(people.owner, { usageFee: 310.5 });
    expect(withFee.usageFee).toBe(310.5);
    expect(await storedFee(withFee.id)).toBe(310.5);
    // Up to the price itself, and from the form's text.
    expect((await listed(people.owner, { usageFee: '2450' })).usageFee).toBe(2450);
    expect((await listed(people.owner, { usageFee: 0 })).usageFee).toBe(0);
    for (const over of [{}, { usageFee: '' }, { usageFee: '  ' }, { usageFee: null }]) {
      const created = await listed(people.owner, over);
      expect(created.usageFee, JSON.stringify(over)).toBeNull();
      expect(await storedFee(created.id)).toBeNull();
    }
  });

  it('refuses a fee that is no amount in cents from 0 to the price, naming the field', async () => {
    const cases: [unknown, string][] = [
      [-1, 'Usage fee cannot be negative'],
      ['abc', 'Usage fee must be a number'],
      ['NaN', 'Usage fee must be a number'],
      ['Infinity', 'Usage fee must be a number'],
      [12.345, 'Usage fee cannot have more than two decimal places'],
      [2450.01, 'Usage fee cannot exceed the price'],
      [1e300, 'Usage fee cannot exceed the price'],
    ];
    for (const [usageFee, message] of cases) {
      const res = await post(people.owner, week({ usageFee }));
      expect(res.statusCode, String(usageFee)).toBe(400);
      expect(issuesOn(res, 'usageFee'), String(usageFee)).toEqual([message]);
    }
    // A number JSON cannot hold is refused before any rule.
    const huge = await inject(t, {
      method: 'POST',
      url: '/api/weeks',
      cookie: people.owner.cookie,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(week()).replace('}', ',"usageFee":1e309}'),
    });
    expect(huge.statusCode).toBe(400);
    expect(issuesOn(huge, 'usageFee')).toEqual(['Usage fee must be a number']);
  });

  it('answers the database’s own check as the fee’s 400, for a write no contract checked first', async () => {
    const service = weeksService(t.database.db);
    const input = { ...week({ price: 100 }), usageFee: 150, reservationCode: 'FEE-DB' };
    const refused = await service.create(people.owner, input).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'VALIDATION', key: 'weeks.usageFeeCannotExceedPrice' });
    const stored = await t.database.db.select().from(weeks).where(eq(weeks.reservationCode, 'FEE-DB'));
    expect(stored).toEqual([]);
  });

  it('says in Spanish that the fee exceeds the price', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/weeks',
      cookie: `${people.owner.cookie}; lang=es`,
      payload: week({ price: 100, usageFee: 150 }),
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOn(res, 'usageFee')).toEqual(['La cuota de uso no puede ser mayor al precio']);
  });
});

describe('PATCH /api/weeks/:id', () => {
  it('lets the owner set, change and clear the fee, answering the week as the owner sees it', async () => {
    const created = await listed(people.owner, { reservationCode: 'FEE-EDIT' });
    const set = await patch(people.owner, created.id, { usageFee: 400 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      id: created.id,
      userId: people.owner.id,
      reservationCode: 'FEE-EDIT',
      price: 2450,
      usageFee: 400,
      user: { firstName: 'Test', lastName: 'User' },
    });
    expect(await storedFee(created.id)).toBe(400);
    expect((await patch(people.owner, created.id, { usageFee: 2450 })).json().usageFee).toBe(2450);
    const cleared = await patch(people.owner, created.id, { usageFee: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().usageFee).toBeNull();
    expect(await storedFee(created.id)).toBeNull();
  });

  it('is refused to anonymous (401); another owner and a manager are told the week does not exist', async () => {
    const created = await listed(people.owner, { usageFee: 100 });
    expect((await patch(undefined, created.id, { usageFee: 5 })).statusCode).toBe(401);
    for (const who of [people.other, people.manager]) {
      const res = await patch(who, created.id, { usageFee: 5 });
      expect(res.statusCode, who.role).toBe(404);
      expect(res.json().message).toBe('Week not found');
    }
    // As for deleting: a developer may.
    const byDev = await patch(people.dev, created.id, { usageFee: 7.25 });
    expect(byDev.statusCode).toBe(200);
    expect(byDev.json()).toMatchObject({ userId: people.owner.id, usageFee: 7.25 });
    expect((await patch(people.owner, 2_147_483_647, { usageFee: 5 })).statusCode).toBe(404);
  });

  it('refuses a fee above the price with its message, never a 500 from the database check', async () => {
    const created = await listed(people.owner, { price: 900, usageFee: 100 });
    for (const usageFee of [900.01, 5000, 1_000_000.01]) {
      const res = await patch(people.owner, created.id, { usageFee });
      expect(res.statusCode, String(usageFee)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(res.json().message).toMatch(/Usage fee cannot exceed the price$/);
      expect(issuesOn(res, 'usageFee')).toEqual(['Usage fee cannot exceed the price']);
    }
    // Someone else's week is not found, whatever the fee.
    expect((await patch(people.other, created.id, { usageFee: 5000 })).statusCode).toBe(404);
    expect(await storedFee(created.id)).toBe(100);
  });

  it('refuses malformed input with 400 and changes nothing', async () => {
    const created = await listed(people.owner, { usageFee: 100 });
    const cases: [object | string, string, string][] = [
      [{ usageFee: 'NaN' }, 'usageFee', 'Usage fee must be a number'],
      [{ usageFee: 'abc' }, 'usageFee', 'Usage fee must be a number'],
      [{ usageFee: '12' }, 'usageFee', 'Usage fee must be a number'],
      [{}, 'usageFee', 'Usage fee must be a number'],
      [{ usageFee: -1 }, 'usageFee', 'Usage fee cannot be negative'],
      [{ usageFee: 12.345 }, 'usageFee', 'Usage fee cannot have more than two decimal places'],
      ['{"usageFee":1e309}', 'usageFee', 'Usage fee must be a number'],
      [{ usageFee: 'x\u0000' }, 'usageFee', NUL_MESSAGE],
    ];
    for (const [body, path, message] of cases) {
      const res = await patch(people.owner, created.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(issuesOn(res, path), JSON.stringify(body)).toContain(message);
    }
    // Not JSON at all (a bare NaN), and ids PostgreSQL's integer cannot hold.
    expect((await patch(people.owner, created.id, '{"usageFee":NaN}')).statusCode).toBe(400);
    for (const id of ['2147483648', '9007199254740993', '-1', 'abc']) {
      const res = await patch(people.owner, id, { usageFee: 5 });
      expect(res.statusCode, id).toBe(400);
    }
    const past = await patch(people.owner, '2147483648', { usageFee: 5 });
    expect(issuesOn(past, 'id')).toEqual([ID_RANGE_MESSAGE]);
    expect(await storedFee(created.id)).toBe(100);
  });

  it('announces the edit on the change feed, as every write to weeks', async () => {
    const created = await listed(people.owner);
    let heard = 0;
    const off = t.database.changes.on(['weeks'], () => {
      heard++;
    });
    try {
      expect((await patch(people.owner, created.id, { usageFee: 50 })).statusCode).toBe(200);
      await expect.poll(() => heard, { timeout: 2_000, interval: 10 }).toBeGreaterThanOrEqual(1);
      // A refused edit writes nothing, so announces nothing: no one can drop every process's
      // caches with someone else's week id.
      // Let anything still on its way from the edit arrive before counting.
      await new Promise((r) => setTimeout(r, 500));
      const before = heard;
      expect((await patch(people.other, created.id, { usageFee: 60 })).statusCode).toBe(404);
      expect((await patch(people.owner, created.id, { usageFee: 5000 })).statusCode).toBe(400);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toBe(before);
    } finally {
      off();
    }
  });
});

describe('who sees the fee', () => {
  it('is in the owner’s own list, paged or whole, and never in a public read', async () => {
    const created = await listed(people.other, { reservationCode: 'FEE-PUBLIC', usageFee: 123.45 });
    const mine = await inject(t, { method: 'GET', url: '/api/weeks/my-weeks', cookie: people.other.cookie });
    expect(mine.json().find((w: { id: number }) => w.id === created.id)?.usageFee).toBe(123.45);
    const page = await inject(t, {
      method: 'GET',
      url: '/api/weeks/my-weeks?page=1&pageSize=50&q=FEE-PUBLIC',
      cookie: people.other.cookie,
    });
    expect(page.json().items).toEqual([expect.objectContaining({ id: created.id, usageFee: 123.45 })]);

    for (const url of [
      `/api/weeks/search?locationId=${place.locationId}&pageSize=100`,
      '/api/weeks/search?sort=price_asc&pageSize=100',
      `/api/weeks/search?unitTypeId=${place.unitTypeId}&pageSize=100`,
      '/api/weeks/location',
      `/api/weeks/location/${place.locationId}`,
    ]) {
      // Signed in as the owner too: a public read is the same for everyone.
      for (const cookie of [undefined, people.other.cookie]) {
        const res = await inject(t, { method: 'GET', url, cookie });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`"id":${created.id},`);
        expect(res.body, url).not.toMatch(/usageFee|usage_fee|123\.45/);
      }
    }
  });
});
