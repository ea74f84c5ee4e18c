import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMoneySteps, bookings } from '#src/server/db/schema/bookings.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { testProvider } from '#src/server/payments/test-provider.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, confirmStay, expectBalanced, postBooking, tickAt } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { bookingsService } from './service';

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
const HOUR = 3_600_000;

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

const settleOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(bookingMoneySteps)
      .where(and(eq(bookingMoneySteps.bookingId, id), eq(bookingMoneySteps.stepKey, 'settle')))
  )[0];

describe('holding and releasing the money of a booking', () => {
  it('a hold keeps the money past the payout time; the release pays the owner once, at the payout time', async () => {
    const { id, checkIn, payoutDueAt } = await confirmedBooking({ daysAhead: 20 });
    expect(payoutDueAt).toBe(checkIn + 48 * HOUR);
    const before = (await get(`/api/staff/bookings/${id}`, manager)).json();
    expect(before.actions).toEqual(['hold']);

    const held = await decide(manager, id, 'hold', {
      reason: '  The guest says the unit was double-booked  ',
    });
    expect(held.booking).toMatchObject({ status: 'on_hold', viewer: 'staff' });
    expect(held.actions).toEqual(['release', 'refundPart', 'refundAll']);
    expect(held.events.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'on_hold',
      transition: 'hold',
      cause: 'staff',
      reason: 'The guest says the unit was double-booked',
      actor: { firstName: manager.firstName, lastName: manager.lastName },
    });
    expect(held.ledger.totals).toEqual({
      charged: 1200,
      refunded: 0,
      commission: 0,
      paidOut: 0,
      held: 1200,
      balanced: true,
    });

    // On hold, the clock leaves it alone: nothing is paid past the payout time.
    await tickAt(t, new Date(payoutDueAt + HOUR));
    expect(await expectBalanced(t, id)).toMatchObject({ held: 120_000, paidOut: 0 });
    expect((await get(`/api/staff/bookings/${id}`, dev)).json().booking.status).toBe('on_hold');

    const released = await decide(dev, id, 'release', { reason: 'Resort confirmed the unit was ready' });
    expect(released.booking.status).toBe('completed');
    expect(released.actions).toEqual(['hold']);
    expect(released.events.at(-1)).toMatchObject({
      transition: 'release',
      reason: 'Resort confirmed the unit was ready',
    });
    expect(released.moneySteps).toEqual([
      expect.objectContaining({
        stepKey: 'settle',
        kind: 'payout',
        amount: 1200,
        status: 'pending',
        dueAt: new Date(payoutDueAt).toISOString(),
      }),
    ]);
    await tickAt(t, new Date(payoutDueAt - 1000));
    expect(await expectBalanced(t, id)).toMatchObject({ held: 120_000 });
    await tickAt(t, new Date(payoutDueAt + 1000));
    // Commission: 25 % of (1,200 − the 200 usage fee) = 250; the owner gets 950.
    const paid = { charged: 120_000, refunded: 0, commission: 25_000, paidOut: 95_000, held: 0 };
    expect(await expectBalanced(t, id)).toEqual(paid);
    await tickAt(t, new Date(payoutDueAt + 2 * HOUR));
    expect(await expectBalanced(t, id)).toEqual(paid);
    const after = (await get(`/api/staff/bookings/${id}`, manager)).json();
    expect(after.booking.status).toBe('paid_out');
    expect(after.actions).toEqual([]);
    expect(after.ledger.totals).toMatchObject({ paidOut: 950, commission: 250, held: 0, balanced: true });
    expect(after.moneySteps[0]).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    // Paid out: too late to hold.
    const late = await post(`/api/staff/bookings/${id}/hold`, manager, { reason: 'Second thoughts' });
    expect(late.statusCode).toBe(409);
  });

  it('a hold of a completed booking pauses its payout; refused once the payout is under way', async () => {
    const { id, checkIn, payoutDueAt } = await confirmedBooking({ daysAhead: 21 });
    await tickAt(t, new Date(checkIn + 25 * HOUR));
    expect((await get(`/api/staff/bookings/${id}`, manager)).json().booking.status).toBe('completed');
    expect(await settleOf(id)).toMatchObject({ status: 'pending', amountCents: 120_000 });
    await decide(manager, id, 'hold', { reason: 'Card payment disputed by phone' });
    expect(await settleOf(id)).toMatchObject({ status: 'paused' });
    await tickAt(t, new Date(payoutDueAt + HOUR));
    expect(await expectBalanced(t, id)).toMatchObject({ held: 120_000, paidOut: 0 });
    await decide(manager, id, 'release', { reason: 'Dispute withdrawn' });
    // The payout time has passed for the clock but not for the app: due at the payout time.
    expect(await settleOf(id)).toMatchObject({ status: 'pending', dueAt: new Date(payoutDueAt) });

    // Another process has the payout in hand: the money can no longer be held.
    await t.database.db
      .update(bookingMoneySteps)
      .set({ status: 'claimed', claimedUntil: new Date(Date.now() + HOUR), attempts: 1 })
      .where(and(eq(bookingMoneySteps.bookingId, id), eq(bookingMoneySteps.stepKey, 'settle')));
    expect((await get(`/api/staff/bookings/${id}`, manager)).json().actions).toEqual([]);
    const refused = await post(`/api/staff/bookings/${id}/hold`, manager, { reason: 'Another complaint' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The owner’s payout is already under way: this booking’s money can no longer be held or refunded',
    );
    expect((await get(`/api/staff/bookings/${id}`, manager)).json().booking.status).toBe('completed');

    // A card dispute arriving now does not hold it either: staff answer it themselves.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const service = bookingsService({
      db: t.database.db,
      provider: testProvider('the test provider derives its ids from the keys'),
      log: { error: () => {} },
      mode: 'test',
      publicUrl: 'http://localhost',
    });
    await t.database.db.transaction((tx) =>
      service.paymentEffects.chargeDisputed(tx, { intentId: row.paymentIntentId, chargeId: null }),
    );
    expect((await get(`/api/staff/bookings/${id}`, manager)).json().booking.status).toBe('completed');
    expect(await settleOf(id)).toMatchObject({ status: 'claimed' });
  });

  it('a booking on hold whose payout was already tried can be neither released nor refunded', async () => {
    const { id, checkIn } = await confirmedBooking({ daysAhead: 23 });
    await tickAt(t, new Date(checkIn + 25 * HOUR));
    await decide(manager, id, 'hold', { reason: 'Guest called about the pool' });
    // A runner had sent the payout once before the hold (its answer lost): the key was used.
    await t.database.db
      .update(bookingMoneySteps)
      .set({ attempts: 1 })
      .where(and(eq(bookingMoneySteps.bookingId, id), eq(bookingMoneySteps.stepKey, 'settle')));
    for (const [path, body] of [
      ['release', { reason: 'All fine after all' }],
      ['refund', { reason: 'Refund the guest in full' }],
      ['refund', { amount: 100, reason: 'Refund a part' }],
    ] as const) {
      const res = await post(`/api/staff/bookings/${id}/${path}`, manager, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(409);
    }
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 0, held: 120_000 });
  });
});

describe('refunds decided by staff', () => {
  it('a part goes back to the guest at once; the rest is the owner’s less the commission, at the payout time', async () => {
    const { id, payoutDueAt } = await confirmedBooking({ daysAhead: 22 });
    await decide(manager, id, 'hold', { reason: 'Pool closed all week' });
    const part = await decide(manager, id, 'refund', { amount: 300, reason: 'Pool closed all week' });
    expect(part.booking.status).toBe('completed');
    const event = part.events.at(-1);
    expect(event).toMatchObject({
      transition: 'refundPart',
      to: 'completed',
      reason: 'Pool closed all week',
    });
    expect(part.moneySteps).toEqual([
      expect.objectContaining({ stepKey: `refund:staff:${event.id}`, amount: 300, status: 'done' }),
      expect.objectContaining({ stepKey: 'settle', amount: 900, status: 'pending' }),
    ]);
    expect(part.refundable).toBe(900);
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 30_000, held: 90_000, paidOut: 0 });
    await tickAt(t, new Date(payoutDueAt + 1000));
    // Commission: 25 % of (900 − 200) = 175; the owner gets 725.
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 30_000,
      commission: 17_500,
      paidOut: 72_500,
      held: 0,
    });
  });

  it('without an amount everything left goes back, the booking is cancelled and a paused payout pays nothing', async () => {
    const { id, checkIn, payoutDueAt } = await confirmedBooking({ daysAhead: 23 });
    await tickAt(t, new Date(checkIn + 25 * HOUR));
    await decide(dev, id, 'hold', { reason: 'Unit not as described' });
    const all = await decide(dev, id, 'refund', { reason: 'Unit not as described' });
    expect(all.booking).toMatchObject({ status: 'cancelled', cancelReason: 'staff_refund_all' });
    expect(all.actions).toEqual([]);
    const event = all.events.at(-1);
    expect(event).toMatchObject({ transition: 'refundAll', to: 'cancelled', cause: 'staff' });
    expect(all.moneySteps).toEqual([
      expect.objectContaining({ stepKey: 'settle', amount: 0, status: 'done' }),
      expect.objectContaining({ stepKey: `refund:staff:${event.id}`, amount: 1200, status: 'done' }),
    ]);
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 120_000,
      commission: 0,
      paidOut: 0,
      held: 0,
    });
    await tickAt(t, new Date(payoutDueAt + HOUR));
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, paidOut: 0, held: 0 });
  });

  it('refuses a bad reason or amount with a 400, and a step the state does not allow with a 409', async () => {
    const { id } = await confirmedBooking({ daysAhead: 24 });
    const url = (what: string) => `/api/staff/bookings/${id}/${what}`;
    expect((await post(url('release'), manager, { reason: 'Nothing to release' })).statusCode).toBe(409);
    expect((await post(url('refund'), manager, { reason: 'Nothing held yet' })).statusCode).toBe(409);
    for (const [payload, message] of [
      [{}, 'Please give the reason for this decision'],
      [{ reason: '  a  ' }, 'The reason must be at least 3 characters'],
      [{ reason: 'x'.repeat(501) }, 'The reason cannot exceed 500 characters'],
      [{ reason: 12345 }, 'Please give the reason for this decision'],
    ] as const) {
      const res = await post(url('hold'), manager, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(`reason: ${message}`);
    }
    await decide(manager, id, 'hold', { reason: 'Guest reported a broken AC' });
    expect((await post(url('hold'), manager, { reason: 'Twice' })).statusCode).toBe(409);
    for (const [amount, message] of [
      [0, 'The refund must be more than 0'],
      [-5, 'The refund must be more than 0'],
      [12.345, 'The refund cannot have more than two decimal places'],
      ['100', 'The refund must be an amount in dollars'],
      [1200.01, 'The refund cannot be more than the $1,200.00 that remains to refund'],
      [5_000_000, 'Must be at most 1,000,000'],
    ] as const) {
      const res = await post(url('refund'), manager, { amount, reason: 'Broken AC' });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message.replace(/^amount: /, '')).toBe(message);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: 'amount', message })]);
    }
    const spanish = await inject(t, {
      method: 'POST',
      url: url('refund'),
      cookie: manager.cookie,
      headers: { 'accept-language': 'es-MX' },
      payload: { amount: 2000, reason: 'Broken AC' },
    });
    expect(spanish.json().message.replace(/^amount: /, '')).toBe(
      'El reembolso no puede ser mayor que los $1,200.00 que quedan por reembolsar',
    );
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 0, held: 120_000 });
    // All that remains, as an amount, is a refund of all.
    const all = await decide(manager, id, 'refund', { amount: 1200, reason: 'Broken AC' });
    expect(all.booking).toMatchObject({ status: 'cancelled', cancelReason: 'staff_refund_all' });
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
  });
});
