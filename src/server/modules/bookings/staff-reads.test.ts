import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, confirmStay, expectBalanced, postBooking } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { planOf, recordStatements } from '#src/server/test/plans.ts';

/**
 * The staff's Bookings section: the list, one booking with its ledger, the counts, and the
 * decisions on held money (hold, release, refund part or all), each balancing the ledger.
 */
let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let dev: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  const opened = await inject(t, { method: 'POST', url: '/api/payouts/account', cookie: owner.cookie });
  expect(opened.json()).toEqual({ status: 'active' });
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);

const get = (url: string, who?: TestUser) => inject(t, { method: 'GET', url, cookie: who?.cookie });
const post = (url: string, who: TestUser | undefined, payload: Record<string, unknown> = {}) =>
  inject(t, { method: 'POST', url, cookie: who?.cookie, payload });
/** A staff decision that must succeed: its answer, the booking's staff view. */
async function decide(who: TestUser, id: number, what: 'hold' | 'release' | 'refund', payload: object) {
  const res = await post(`/api/staff/bookings/${id}/${what}`, who, payload as Record<string, unknown>);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A paid booking of a fresh renter for a week of `by` (the owner by default), `daysAhead` from today. */
async function paidBooking(opts: { daysAhead?: number; by?: TestUser } = {}) {
  const renter = await createUser(t);
  const { week } = await bookableWeek(t, (opts.by ?? owner).id, { daysAhead: opts.daysAhead });
  const held = (await postBooking(t, renter.cookie, week.id)).json();
  expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
  return { renter, week, id: held.id as number, reference: held.reference as string };
}

/** A booking paid, accepted and confirmed: what a guest's report or staff's hold starts from. */
async function confirmedBooking(opts: { daysAhead?: number; by?: TestUser } = {}) {
  const booked = await paidBooking(opts);
  const by = opts.by ?? owner;
  expect((await post(`/api/bookings/${booked.id}/accept`, by)).statusCode).toBe(200);
  await confirmStay(t, booked.id, by.cookie);
  const view = (await get(`/api/staff/bookings/${booked.id}`, manager)).json();
  expect(view.booking.status).toBe('confirmed');
  return {
    ...booked,
    checkIn: Date.parse(view.booking.checkInAt),
    payoutDueAt: Date.parse(view.payoutDueAt),
  };
}

describe('who may see and decide', () => {
  it('answers staff only: guests, owners and other members get 403, visitors 401, an unknown booking 404', async () => {
    const { id, renter } = await confirmedBooking({ daysAhead: 25 });
    const member = await createUser(t, { active: true });
    const urls = [
      ['GET', '/api/staff/bookings'],
      ['GET', '/api/staff/bookings/summary'],
      ['GET', `/api/staff/bookings/${id}`],
      ['POST', `/api/staff/bookings/${id}/hold`],
      ['POST', `/api/staff/bookings/${id}/release`],
      ['POST', `/api/staff/bookings/${id}/refund`],
    ] as const;
    for (const [method, url] of urls) {
      for (const who of [renter, owner, member]) {
        const res = await inject(t, { method, url, cookie: who.cookie, payload: { reason: 'Let me in' } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      const anonymous = await inject(t, { method, url, payload: { reason: 'Let me in' } });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(String((await get(`/api/staff/bookings/${id}`, manager)).headers['cache-control'])).toContain(
      'no-store',
    );
    expect((await get('/api/staff/bookings/999999999', manager)).statusCode).toBe(404);
    expect((await post('/api/staff/bookings/999999999/hold', manager, { reason: 'Nobody' })).statusCode).toBe(
      404,
    );
    expect(await expectBalanced(t, id)).toMatchObject({ held: 120_000 });
  });

  it('leaves a booking of a staff member’s own week to the others', async () => {
    const host = await createUser(t, { role: 'manager', active: true });
    expect((await post('/api/payouts/account', host)).json()).toEqual({ status: 'active' });
    const { id } = await confirmedBooking({ daysAhead: 26, by: host });
    const own = (await get(`/api/staff/bookings/${id}`, host)).json();
    expect(own.booking.viewer).toBe('staff');
    expect(own.actions).toEqual([]);
    const refused = await post(`/api/staff/bookings/${id}/hold`, host, { reason: 'My own booking' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Another member of staff must decide on a booking you are the guest or owner of',
    );
    expect((await get(`/api/staff/bookings/${id}`, dev)).json().actions).toEqual(['hold']);
  });
});

describe('the list and the counts', () => {
  it('filters by state, check-in days and reference, newest check-in first, paged by the server', async () => {
    const made = [];
    for (const daysAhead of [300, 301, 302]) made.push(await paidBooking({ daysAhead }));
    const days = made.map((m) => m.week.fromDate);
    const range = `checkInFrom=${days[0]}&checkInTo=${days[2]}`;
    const all = (await get(`/api/staff/bookings?${range}`, manager)).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.items.map((b: { id: number }) => b.id)).toEqual(made.map((m) => m.id).reverse());
    expect(all.items[0]).toMatchObject({
      reference: made[2].reference,
      status: 'awaiting_owner',
      fromDate: days[2],
      total: 1200,
      currency: 'usd',
      provider: 'test',
      guest: { firstName: 'Test', lastName: 'User' },
      owner: { firstName: owner.firstName, lastName: owner.lastName },
      problemReportedAt: null,
    });
    expect(all.items[0].resortName).toBeTruthy();

    const first = (await get(`/api/staff/bookings?${range}&pageSize=2`, manager)).json();
    const second = (await get(`/api/staff/bookings?${range}&pageSize=2&page=2`, manager)).json();
    expect(first).toMatchObject({ total: 3, pageSize: 2 });
    expect([...first.items, ...second.items].map((b: { id: number }) => b.id)).toEqual(
      all.items.map((b: { id: number }) => b.id),
    );
    const oneDay = (
      await get(`/api/staff/bookings?checkInFrom=${days[1]}&checkInTo=${days[1]}`, manager)
    ).json();
    expect(oneDay.items.map((b: { id: number }) => b.id)).toEqual([made[1].id]);

    expect((await post(`/api/bookings/${made[0].id}/accept`, owner)).statusCode).toBe(200);
    const accepted = (await get(`/api/staff/bookings?${range}&status=accepted`, manager)).json();
    expect(accepted.items.map((b: { id: number }) => b.id)).toEqual([made[0].id]);

    const typed = made[1].reference.slice(4).toLowerCase();
    for (const q of [made[1].reference, ` ${typed} `]) {
      const found = (await get(`/api/staff/bookings?q=${encodeURIComponent(q)}`, manager)).json();
      expect(
        found.items.map((b: { id: number }) => b.id),
        q,
      ).toEqual([made[1].id]);
    }
    expect((await get('/api/staff/bookings?q=SEM-00000000', manager)).json()).toMatchObject({
      total: 0,
      items: [],
    });

    for (const query of [
      `checkInFrom=${days[2]}&checkInTo=${days[0]}`,
      'status=lost',
      'checkInFrom=2027-02-30',
      'pageSize=101',
      'page=1000&pageSize=100',
      `q=${'X'.repeat(13)}`,
    ]) {
      const res = await get(`/api/staff/bookings?${query}`, manager);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });

  it('reads each shape of the list through an index in its order, never sorting the bookings', async () => {
    for (const [query, index] of [
      ['status=confirmed', /bookings_status_idx/],
      // Both indexes serve a state within dates; the planner picks by its counts.
      ['status=on_hold&checkInFrom=2027-01-01&checkInTo=2027-03-31', /bookings_(status|check_in)_idx/],
      ['checkInFrom=2027-01-01&checkInTo=2027-03-31', /bookings_check_in_idx/],
      ['', /bookings_check_in_idx/],
      ['q=SEM-00000000', /bookings_reference_uq/],
    ] as const) {
      const seen = await recordStatements(t.database, () => get(`/api/staff/bookings?${query}`, manager));
      const list = seen.find((s) => /order by "bookings"."check_in_at" desc/i.test(s.text));
      expect(list, query).toBeDefined();
      // The test's table is small: with sequential scans off, the plan shows whether an index serves it.
      const plan = await planOf(t.database, list as NonNullable<typeof list>, 'custom', {
        enable_seqscan: 'off',
      });
      expect(plan, query).toMatch(index);
      if (!query.startsWith('q=')) expect(plan, query).not.toMatch(/Sort Key: .*check_in_at/);
    }
  });

  it('counts by state, the bookings on hold (new since the bell was looked at), failed steps, and the money held', async () => {
    const summary = async (since?: string) => {
      const res = await get(
        `/api/staff/bookings/summary${since ? `?problemsSince=${encodeURIComponent(since)}` : ''}`,
        dev,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const before = await summary();
    const looked = new Date().toISOString();
    const { id } = await confirmedBooking({ daysAhead: 27 });
    const middle = await summary(looked);
    expect(middle.byStatus.confirmed).toBe(before.byStatus.confirmed + 1);
    expect(middle.heldMoney).toBe(before.heldMoney + 1200);
    expect(middle.newProblems).toBe(0);
    await decide(manager, id, 'hold', { reason: 'Guest cannot get in' });
    const after = await summary(looked);
    expect(after.byStatus.on_hold).toBe(before.byStatus.on_hold + 1);
    expect(after.openProblems).toBe(after.byStatus.on_hold);
    expect(after.newProblems).toBe(1);
    expect((await summary(new Date(Date.now() + 1000).toISOString())).newProblems).toBe(0);
    expect(after.heldMoney).toBe(middle.heldMoney);
    expect(after.currency).toBe('usd');
    // The counts are the database's own: every state, every failed step, the ledger's held sum.
    const db = t.database.db;
    const [{ n }] = (
      await db.execute(sql`select count(*)::int as n from booking_money_steps where status = 'failed'`)
    ).rows as { n: number }[];
    expect(after.failedMoneySteps).toBe(n);
    const [{ total }] = (await db.execute(sql`select count(*)::int as total from bookings`)).rows as {
      total: number;
    }[];
    expect(Object.values(after.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(total);
    expect((await get('/api/staff/bookings/summary?problemsSince=yesterday', dev)).statusCode).toBe(400);
  });
});
