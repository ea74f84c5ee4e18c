import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { weekVerifications } from '#src/server/db/schema/verification.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, onOffer, postBooking } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { askVerification, verifyWeek } from '#src/server/test/verification.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
  expect(
    (await inject(t, { method: 'POST', url: '/api/payouts/account', cookie: owner.cookie })).statusCode,
  ).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);
const get = (url: string, cookie?: string) => inject(t, { method: 'GET', url, cookie });
const post = (url: string, cookie?: string) => inject(t, { method: 'POST', url, cookie });

async function verifiedWeek(who: TestUser = owner, daysAhead = 60) {
  const { week } = await bookableWeek(t, who.id, { daysAhead });
  await verifyWeek(t, week.id, who.cookie, manager.cookie);
  return week;
}

const stateOf = async (weekId: number) => {
  const [w] = await t.database.db.select({ at: weeks.verifiedAt }).from(weeks).where(eq(weeks.id, weekId));
  const [v] = await t.database.db
    .select({ status: weekVerifications.status, lapsedAt: weekVerifications.lapsedAt })
    .from(weekVerifications)
    .where(eq(weekVerifications.weekId, weekId))
    .orderBy(sql`${weekVerifications.id} desc`)
    .limit(1);
  return { verified: w.at !== null, status: v?.status, lapsed: v?.lapsedAt !== null };
};

const publicWeekOf = async (weekId: number, locationId: number) => {
  const page = (await get(`/api/weeks/search?locationId=${locationId}&pageSize=100&sort=oldest`)).json();
  return page.items.find((w: { id: number }) => w.id === weekId);
};

describe('the badge lapses by itself', () => {
  it('when the owner changes the reservation code through the API', async () => {
    const week = await verifiedWeek();
    expect(await publicWeekOf(week.id, week.locationId)).toMatchObject({
      verified: true,
      verifiedOwner: true,
    });
    const res = await inject(t, {
      method: 'PATCH',
      url: `/api/weeks/${week.id}`,
      cookie: owner.cookie,
      payload: { reservationCode: 'RES-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reservationCode: 'RES-2', verified: false });
    expect(await stateOf(week.id)).toEqual({ verified: false, status: 'lapsed', lapsed: true });
    expect(await publicWeekOf(week.id, week.locationId)).toMatchObject({ verified: false, verifiedOn: null });
    expect((await get(`/api/weeks/${week.id}/verification`, owner.cookie)).json().latest.status).toBe(
      'lapsed',
    );
    // The owner may ask again.
    expect((await askVerification(t, week.id, owner.cookie)).statusCode).toBe(201);
  });

  it('not when only the usage fee changes', async () => {
    const week = await verifiedWeek();
    const res = await inject(t, {
      method: 'PATCH',
      url: `/api/weeks/${week.id}`,
      cookie: owner.cookie,
      payload: { usageFee: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(week.id)).toEqual({ verified: true, status: 'approved', lapsed: false });
    // The same code again is no change.
    await inject(t, {
      method: 'PATCH',
      url: `/api/weeks/${week.id}`,
      cookie: owner.cookie,
      payload: { reservationCode: 'RES-1' },
    });
    expect((await stateOf(week.id)).verified).toBe(true);
    expect(
      (await inject(t, { method: 'PATCH', url: `/api/weeks/${week.id}`, cookie: owner.cookie, payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it.each([
    [
      'the resort’s destination',
      sql`location_id = (select id from locations where id <> weeks.location_id order by id limit 1)`,
    ],
    [
      'the unit type',
      sql`unit_type_id = (select id from unit_types where id <> weeks.unit_type_id order by id limit 1)`,
    ],
    ['the dates', sql`from_date = from_date + 7, to_date = to_date + 7`],
    ['the reservation code', sql`reservation_code = 'OTHER'`],
  ])('when %s changes, whoever writes the row', async (_what, change) => {
    const week = await verifiedWeek();
    await t.database.db.execute(sql`update weeks set ${change} where id = ${week.id}`);
    expect(await stateOf(week.id)).toEqual({ verified: false, status: 'lapsed', lapsed: true });
  });

  it('a pending request lapses when the week changes, and cannot then be approved', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const id = (await askVerification(t, week.id, owner.cookie)).json().latest.id;
    await t.database.db.execute(sql`update weeks set reservation_code = 'CHANGED' where id = ${week.id}`);
    expect((await stateOf(week.id)).status).toBe('lapsed');
    expect((await post(`/api/staff/verifications/${id}/approve`, manager.cookie)).statusCode).toBe(409);
    expect((await stateOf(week.id)).verified).toBe(false);
  });

  it('when the week is re-listed after a booking the owner had accepted, not after an abandoned payment', async () => {
    const week = await verifiedWeek(owner, 90);
    const renter = await createUser(t, { active: true });
    // A renter starts paying and gives up: nothing was moved at the resort, the badge stays.
    const abandoned = (await postBooking(t, renter.cookie, week.id)).json();
    expect(await onOffer(t, week.id)).toBe(false);
    expect((await post(`/api/bookings/${abandoned.id}/cancel`, renter.cookie)).statusCode).toBe(200);
    expect(await onOffer(t, week.id)).toBe(true);
    expect((await stateOf(week.id)).verified).toBe(true);
    // A booking the owner accepted, then cancelled: the week is on offer again, its proof no longer holds.
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    expect((await post(`/api/bookings/${held.id}/accept`, owner.cookie)).statusCode).toBe(200);
    expect((await stateOf(week.id)).verified).toBe(true);
    const cancelled = await post(`/api/bookings/${held.id}/cancel`, owner.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await onOffer(t, week.id)).toBe(true);
    expect(await stateOf(week.id)).toEqual({ verified: false, status: 'lapsed', lapsed: true });
  });
});

describe('the verified filter', () => {
  it('lists only verified weeks, counted, at a destination and everywhere, in every sort', async () => {
    const verified = await verifiedWeek();
    const { week: plain } = await bookableWeek(t, owner.id);
    for (const base of [`locationId=${verified.locationId}&`, '']) {
      for (const sort of ['newest', 'oldest', 'price_asc', 'price_desc', 'start_date']) {
        const page = (await get(`/api/weeks/search?${base}verified=1&pageSize=100&sort=${sort}`)).json();
        const ids = page.items.map((w: { id: number }) => w.id);
        expect(ids).toContain(verified.id);
        expect(ids).not.toContain(plain.id);
        expect(page.items.every((w: { verified: boolean }) => w.verified)).toBe(true);
        expect(page.total).toBe(page.items.length);
      }
    }
    const narrowed = (
      await get(`/api/weeks/search?unitTypeId=${verified.unitTypeId}&verified=true&pageSize=100`)
    ).json();
    expect(narrowed.items.map((w: { id: number }) => w.id)).toContain(verified.id);
    expect(narrowed.items.every((w: { verified: boolean }) => w.verified)).toBe(true);
    const dated = (await get(`/api/weeks/search?verified=1&from=${verified.fromDate}&pageSize=100`)).json();
    expect(dated.items.every((w: { verified: boolean }) => w.verified)).toBe(true);
    const off = (
      await get(`/api/weeks/search?locationId=${verified.locationId}&verified=0&pageSize=100`)
    ).json();
    expect(off.items.map((w: { id: number }) => w.id)).toContain(plain.id);
    expect((await get('/api/weeks/search?verified=yes')).statusCode).toBe(400);
  });

  it('public weeks never carry the reservation code, and name the owner by first name and initial', async () => {
    const week = await verifiedWeek();
    const item = await publicWeekOf(week.id, week.locationId);
    expect(item).toMatchObject({
      ownerId: owner.id,
      ownerName: 'Test U.',
      verified: true,
      verifiedOwner: true,
    });
    expect(item.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(item)).not.toContain('RES-1');
  });
});

describe('verified owners and their profile', () => {
  it('an owner with a verified week is a verified owner until a fraud report against them is upheld', async () => {
    const someone = await createUser(t, { active: true });
    const week = await verifiedWeek(someone);
    const { week: other } = await bookableWeek(t, someone.id);
    expect(await publicWeekOf(other.id, other.locationId)).toMatchObject({
      verified: false,
      verifiedOwner: true,
    });
    const profile = (await get(`/api/owners/${someone.id}`)).json();
    expect(profile).toEqual({
      id: someone.id,
      displayName: 'Test U.',
      memberSince: new Date().toISOString().slice(0, 7),
      verifiedOwner: true,
      verifiedWeeks: 1,
      weeksOnOffer: 2,
    });
    await t.database.db.update(users).set({ fraudUpheldAt: new Date() }).where(eq(users.id, someone.id));
    expect((await get(`/api/owners/${someone.id}`)).json()).toMatchObject({
      verifiedOwner: false,
      verifiedWeeks: 1,
    });
    expect(await publicWeekOf(week.id, week.locationId)).toMatchObject({
      verified: true,
      verifiedOwner: false,
    });
  });

  it('lists the owner’s weeks on offer, paged; never the email, username or full last name', async () => {
    const someone = await createUser(t, { active: true });
    const { week: a } = await bookableWeek(t, someone.id, { daysAhead: 30 });
    const { week: b } = await bookableWeek(t, someone.id, { daysAhead: 40 });
    await bookableWeek(t, someone.id, { daysAhead: -10 });
    const page = (await get(`/api/owners/${someone.id}/weeks?pageSize=1`)).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items.map((w: { id: number }) => w.id)).toEqual([a.id]);
    expect((await get(`/api/owners/${someone.id}/weeks?pageSize=1&page=2`)).json().items[0].id).toBe(b.id);
    const text = (await get(`/api/owners/${someone.id}`)).body;
    expect(text).not.toContain(someone.email);
    expect(text).not.toContain(someone.username);
  });

  it('is not found for an unknown, inactive or staff-only account', async () => {
    const inactive = await createUser(t, { active: false });
    for (const id of [2_147_483_647, inactive.id, manager.id]) {
      expect((await get(`/api/owners/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/owners/${id}/weeks`)).statusCode).toBe(404);
    }
    expect((await get('/api/owners/abc')).statusCode).toBe(400);
    expect((await get('/api/owners/2147483648')).statusCode).toBe(400);
  });
});
