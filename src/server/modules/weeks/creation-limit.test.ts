import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTypes, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  filePart,
  listingFields,
  multipartBody,
  postListing,
  textPart,
} from '#src/server/test/upload-fixtures.ts';

/**
 * One account cannot flood the catalogue from a script: weeks and contracts are created at most
 * RATE_LIMIT_CREATE_ATTEMPTS times per window each, counted before the work, also in parallel.
 */
let t: TestApp;
let owner: TestUser;
let week: (i: number) => Record<string, unknown>;
let contract: (i: number) => Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CREATE_ATTEMPTS: '3' });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  const [resort] = await t.database.db.select().from(resorts).limit(1);
  const [unit] = (await t.database.db.select().from(unitTypes)).filter((u) => u.resortId === resort.id);
  const [type] = await t.database.db.select().from(contractTypes).limit(1);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  week = (i) => ({
    resortId: resort.id,
    locationId: resort.locationId,
    unitTypeId: unit.id,
    fromDate: day(30 + i * 7),
    toDate: day(36 + i * 7),
    price: 1000 + i,
    reservationCode: `R-${i}`,
  });
  contract = (i) => ({
    contractNumber: `C-${i}`,
    contractTypeId: type.id,
    resort: resort.name,
    unitType: unit.name,
    usageFee: 100,
    contractualWeeks: 1,
    startDate: '2024-01-01',
    totalValue: 5000,
  });
});
afterAll(() => t.close());

function countsOf(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('creation limit per account', () => {
  it('creates no more weeks than the limit, however many requests arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject(t, { method: 'POST', url: '/api/weeks', cookie: owner.cookie, payload: week(i) }),
      ),
    );
    expect(countsOf(results.map((r) => r.statusCode))).toEqual({ 201: 3, 429: 17 });
    const mine = await inject(t, { method: 'GET', url: '/api/weeks/my-weeks', cookie: owner.cookie });
    expect(mine.json()).toHaveLength(3);
    expect(results.find((r) => r.statusCode === 429)?.json().message).toMatch(/^Too many attempts/);
  });

  it('counts contracts on their own, per account', async () => {
    const other = await createUser(t, { active: true });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await inject(t, {
            method: 'POST',
            url: '/api/contracts',
            cookie: owner.cookie,
            payload: contract(i),
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 429]);
    const theirs = await inject(t, {
      method: 'POST',
      url: '/api/contracts',
      cookie: other.cookie,
      payload: contract(9),
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('counts property listing uploads before their body is read', async () => {
    const seller = await createUser(t, { active: true });
    // Not an image: refused with a 400 after being counted.
    const body = multipartBody([
      ...Object.entries(listingFields).map(([name, value]) => textPart(name, value)),
      filePart('images', 'notes.jpg', 'plain text, not a photo'),
    ]);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postListing(t, seller.cookie, body);
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });
});
