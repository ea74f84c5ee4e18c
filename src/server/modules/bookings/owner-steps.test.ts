import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, expectBalanced, onOffer, postBooking, tickAt } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  const opened = await inject(t, { method: 'POST', url: '/api/payouts/account', cookie: owner.cookie });
  expect(opened.json()).toEqual({ status: 'active' });
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);
const HOUR = 3_600_000;

/** A paid booking of a fresh renter for a week of `by` (the owner by default) `daysAhead` from today. */
async function paidBooking(opts: { daysAhead?: number; by?: TestUser } = {}) {
  const renter = await createUser(t);
  const { week } = await bookableWeek(t, (opts.by ?? owner).id, { daysAhead: opts.daysAhead });
  const held = (await postBooking(t, renter.cookie, week.id)).json();
  expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
  return { renter, week, id: held.id as number };
}

const post = (path: string, cookie: string) => inject(t, { method: 'POST', url: path, cookie });
const get = (path: string, cookie: string) => inject(t, { method: 'GET', url: path, cookie });

describe("the owner's answer", () => {
  it('needs a payout account before accepting; once open, accepting asks for the confirmation within 48 hours', async () => {
    const other = await createUser(t, { active: true });
    const { renter, id } = await paidBooking({ by: other });
    expect((await get('/api/payouts/account', other.cookie)).json()).toEqual({
      status: 'none',
      provider: 'test',
    });
    const refused = await post(`/api/bookings/${id}/accept`, other.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Add a payout account first: it is where we send your share of the booking.',
    );
    expect((await post('/api/payouts/account', other.cookie)).json()).toEqual({ status: 'active' });
    expect((await get('/api/payouts/account', other.cookie)).json()).toEqual({
      status: 'active',
      provider: 'test',
    });
    // Only the owner answers: the guest and strangers cannot.
    expect((await post(`/api/bookings/${id}/accept`, renter.cookie)).statusCode).toBe(409);
    expect((await post(`/api/bookings/${id}/accept`, owner.cookie)).statusCode).toBe(404);
    const listed = (await get('/api/bookings/owner', other.cookie)).json();
    expect(listed.items.map((b: { id: number; viewer: string }) => [b.id, b.viewer])).toEqual([
      [id, 'owner'],
    ]);
    expect(listed.items[0]).toMatchObject({
      commission: 250,
      ownerShare: 950,
      allowed: ['accept', 'decline'],
    });
    const accepted = await post(`/api/bookings/${id}/accept`, other.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', viewer: 'owner' });
    // Twice is refused: the state has moved on.
    expect((await post(`/api/bookings/${id}/accept`, other.cookie)).statusCode).toBe(409);
    expect(await expectBalanced(t, id)).toMatchObject({ charged: 120_000, held: 120_000 });
  });

  it('a decline gives the guest everything back at once, and the week is on offer again', async () => {
    const { renter, week, id } = await paidBooking();
    const declined = await post(`/api/bookings/${id}/decline`, owner.cookie);
    expect(declined.json()).toMatchObject({ status: 'cancelled', cancelReason: 'owner_declined' });
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 120_000,
      commission: 0,
      paidOut: 0,
      held: 0,
    });
    expect(await onOffer(t, week.id)).toBe(true);
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json().allowed).toEqual([]);
  });

  it('no answer within 48 hours cancels and refunds in full; running the clock again changes nothing', async () => {
    const { renter, id } = await paidBooking();
    const booking = (await get(`/api/bookings/${id}`, renter.cookie)).json();
    await tickAt(t, new Date(Date.parse(booking.acceptBy) - 1000));
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json().status).toBe('awaiting_owner');
    const report = await tickAt(t, new Date(Date.parse(booking.acceptBy) + 1000));
    expect(report.ownerLapsed).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'owner_no_answer',
    });
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
    await tickAt(t, new Date(Date.parse(booking.acceptBy) + 2000));
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
  });

  it('no confirmation within 48 hours of accepting cancels and refunds in full', async () => {
    const { renter, id } = await paidBooking();
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    const accepted = (await get(`/api/bookings/${id}`, owner.cookie)).json();
    expect(accepted.status).toBe('accepted');
    const acceptedAt = Date.now();
    await tickAt(t, new Date(acceptedAt + 47 * HOUR));
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json().status).toBe('accepted');
    await tickAt(t, new Date(acceptedAt + 49 * HOUR));
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'owner_no_confirmation',
    });
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
  });

  it('an owner who cancels after accepting gives the guest everything back', async () => {
    const { id } = await paidBooking();
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    const quote = (await get(`/api/bookings/${id}/cancellation`, owner.cookie)).json();
    expect(quote).toMatchObject({ allowed: true, refund: 1200, percent: 100 });
    const cancelled = await post(`/api/bookings/${id}/cancel`, owner.cookie);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'owner_cancelled' });
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
  });
});

describe("the guest's cancellation, by the published rule", () => {
  it('40 days ahead: everything back', async () => {
    const { renter, id } = await paidBooking({ daysAhead: 40 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    const quote = (await get(`/api/bookings/${id}/cancellation`, renter.cookie)).json();
    expect(quote).toMatchObject({ allowed: true, refund: 1200, percent: 100, currency: 'usd' });
    const cancelled = await post(`/api/bookings/${id}/cancel`, renter.cookie);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'guest_cancelled' });
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 120_000,
      commission: 0,
      paidOut: 0,
      held: 0,
    });
  });

  it('10 days ahead: 25 % back at once; the rest is the owner’s less the commission, paid two days after check-in', async () => {
    const { renter, id } = await paidBooking({ daysAhead: 10 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    const quote = (await get(`/api/bookings/${id}/cancellation`, renter.cookie)).json();
    expect(quote).toMatchObject({ allowed: true, refund: 300, percent: 25 });
    const cancelled = (await post(`/api/bookings/${id}/cancel`, renter.cookie)).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'guest_cancelled' });
    // 25 % of 1,200 refunded now; 900 held until the payout.
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 30_000, held: 90_000, paidOut: 0 });
    const checkIn = Date.parse(cancelled.checkInAt);
    await tickAt(t, new Date(checkIn + 47 * HOUR));
    expect(await expectBalanced(t, id)).toMatchObject({ held: 90_000 });
    await tickAt(t, new Date(checkIn + 48 * HOUR + 1000));
    // Commission: 25 % of (900 − the 200 usage fee) = 175; the owner gets 725.
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 30_000,
      commission: 17_500,
      paidOut: 72_500,
      held: 0,
    });
    await tickAt(t, new Date(checkIn + 49 * HOUR));
    expect(await expectBalanced(t, id)).toMatchObject({ paidOut: 72_500, held: 0 });
  });

  it('before the owner has accepted: everything back, whatever the date', async () => {
    const { renter, id } = await paidBooking({ daysAhead: 10 });
    expect((await get(`/api/bookings/${id}/cancellation`, renter.cookie)).json()).toMatchObject({
      refund: 1200,
      percent: 100,
    });
    await post(`/api/bookings/${id}/cancel`, renter.cookie);
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
  });

  it('a stranger can neither read nor cancel the booking', async () => {
    const { id } = await paidBooking();
    const stranger = await createUser(t);
    expect((await get(`/api/bookings/${id}/cancellation`, stranger.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${id}/cancel`, stranger.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${id}/decline`, stranger.cookie)).statusCode).toBe(404);
  });
});

describe('accounts with a booking under way', () => {
  it('cannot be deleted, by their guest or their owner or by staff, until the booking has ended and its money moved', async () => {
    const host = await createUser(t, { active: true });
    expect((await post('/api/payouts/account', host.cookie)).json()).toEqual({ status: 'active' });
    const { renter, id } = await paidBooking({ by: host });
    const dev = await createUser(t, { role: 'dev', active: true });
    const closeOwn = (u: TestUser) =>
      inject(t, {
        method: 'DELETE',
        url: '/api/account',
        cookie: u.cookie,
        payload: { currentPassword: u.password },
      });
    for (const refused of [
      await closeOwn(renter),
      await closeOwn(host),
      await inject(t, { method: 'DELETE', url: `/api/users/${host.id}`, cookie: dev.cookie }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toContain('booking under way');
    }
    // Declined and refunded: the booking has ended and both accounts may go.
    await post(`/api/bookings/${id}/decline`, host.cookie);
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
    expect((await closeOwn(renter)).statusCode).toBe(200);
    expect((await closeOwn(host)).statusCode).toBe(200);
  });
});
