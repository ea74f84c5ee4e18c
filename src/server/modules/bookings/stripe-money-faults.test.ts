import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '#src/server/test/app.ts';
import { expectBalanced, tickAt } from '#src/server/test/bookings.ts';
import { stripeBookingCalls, stripeBookingsApp } from '#src/server/test/stripe-bookings.ts';
import type { StripeStandIn } from '#src/server/test/stripe-stand-in.ts';

let t: TestApp;
let standIn: StripeStandIn;
let close: () => Promise<void>;
let owner: TestUser & { accountId: string };

const calls = stripeBookingCalls(() => ({ t, standIn }));
const { paidBooking, post, row, step } = calls;

beforeAll(async () => {
  ({ t, standIn, close } = await stripeBookingsApp());
  owner = await calls.ownerWithPayouts();
}, 60_000);
afterAll(() => close?.());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(Date.now() + ms);
const refundsOf = (intentId: string) =>
  [...standIn.refunds.values()].filter((r) => r.payment_intent === intentId);
const refundPosts = (intentId: string) =>
  standIn.posts('/v1/refunds').filter((r) => r.form.payment_intent === intentId);
const transfersOf = (id: number) =>
  [...standIn.transfers.values()].filter((tr) => tr.transfer_group === `booking-${id}`);
const keysOf = (sent: { headers: Record<string, unknown> }[]) => [
  ...new Set(sent.map((r) => r.headers['idempotency-key'])),
];

/** Refunded and held so far, the ledger checked to balance. */
const money = async (id: number) => {
  const { refunded, held, paidOut } = await expectBalanced(t, id);
  return { refunded, held, paidOut };
};

describe('when Stripe fails', () => {
  it('a refund answered 500: nothing in the ledger, the money held; tried again later with the same key', async () => {
    const { id, intentId } = await paidBooking(owner);
    standIn.failing.add('/v1/refunds');
    try {
      const declined = await post(`/api/bookings/${id}/decline`, owner.cookie);
      expect(declined.json().status).toBe('cancelled');
    } finally {
      standIn.failing.delete('/v1/refunds');
    }
    // The SDK tried three times; Stripe made nothing.
    expect(refundPosts(intentId).length).toBe(3);
    expect(refundsOf(intentId)).toHaveLength(0);
    expect(await step(id, 'refund')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await step(id, 'refund')).lastError).toMatch(/Stand-in incident/);
    expect(await money(id)).toEqual({ refunded: 0, held: 120_000, paidOut: 0 });

    // Not before its retry is due (15 s).
    await tickAt(t, new Date());
    expect(refundPosts(intentId).length).toBe(3);
    await tickAt(t, later(MINUTE));
    expect(keysOf(refundPosts(intentId))).toEqual([`semana-booking-${id}-refund`]);
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([120_000]);
    expect(await step(id, 'refund')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await money(id)).toEqual({ refunded: 120_000, held: 0, paidOut: 0 });
  });

  it('a refund whose answer was lost on the way: the retry gets the same refund back', async () => {
    const { id, intentId } = await paidBooking(owner);
    // Stripe refunds, and the connection is cut before each answer (the SDK's retries too).
    standIn.dropNext('/v1/refunds', 3);
    await post(`/api/bookings/${id}/decline`, owner.cookie);
    expect(refundsOf(intentId)).toHaveLength(1);
    expect((await step(id, 'refund')).status).toBe('pending');
    expect(await money(id)).toEqual({ refunded: 0, held: 120_000, paidOut: 0 });
    await tickAt(t, later(MINUTE));
    expect(keysOf(refundPosts(intentId))).toEqual([`semana-booking-${id}-refund`]);
    expect(refundsOf(intentId)).toHaveLength(1);
    expect(await money(id)).toEqual({ refunded: 120_000, held: 0, paidOut: 0 });
  });

  it('a process killed after Stripe refunded and before closing the step: once the claim lapses, one refund, one ledger row', async () => {
    const { id, intentId } = await paidBooking(owner);
    standIn.hangNext('/v1/refunds');
    // The decline commits, claims its refund step and calls Stripe, which refunds; the answer
    // never comes back to this process, which is as good as dead from here on.
    const dying = post(`/api/bookings/${id}/decline`, owner.cookie);
    await expect.poll(() => standIn.heldCount(), { timeout: 10_000 }).toBe(1);
    expect(refundsOf(intentId)).toHaveLength(1);
    expect(await step(id, 'refund')).toMatchObject({ status: 'claimed' });
    expect(await money(id)).toEqual({ refunded: 0, held: 120_000, paidOut: 0 });

    // Another run before the claim lapses leaves it alone; five minutes on, it takes it over.
    await tickAt(t, later(4 * MINUTE));
    expect(refundPosts(intentId)).toHaveLength(1);
    await tickAt(t, later(6 * MINUTE));
    expect(refundPosts(intentId)).toHaveLength(2);
    expect(keysOf(refundPosts(intentId))).toEqual([`semana-booking-${id}-refund`]);
    expect(refundsOf(intentId)).toHaveLength(1);
    expect(await money(id)).toEqual({ refunded: 120_000, held: 0, paidOut: 0 });

    // Should the first process wake after all, closing the step again writes nothing.
    standIn.release();
    expect((await dying).statusCode).toBe(200);
    expect(await money(id)).toEqual({ refunded: 120_000, held: 0, paidOut: 0 });
  });

  it('a transfer whose answer was lost: one transfer at Stripe, one payout in the ledger', async () => {
    const { id, renter } = await paidBooking(owner, { daysAhead: 10 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    await post(`/api/bookings/${id}/cancel`, renter.cookie);
    const { checkInAt } = await row(id);
    standIn.dropNext('/v1/transfers', 3);
    await tickAt(t, new Date(checkInAt.getTime() + 48 * HOUR));
    expect(transfersOf(id)).toHaveLength(1);
    expect((await step(id, 'settle')).status).toBe('pending');
    expect(await money(id)).toEqual({ refunded: 30_000, held: 90_000, paidOut: 0 });
    await tickAt(t, new Date(checkInAt.getTime() + 49 * HOUR));
    await tickAt(t, new Date(checkInAt.getTime() + 50 * HOUR));
    expect(transfersOf(id)).toHaveLength(1);
    expect(
      keysOf(standIn.posts('/v1/transfers').filter((r) => r.form.transfer_group === `booking-${id}`)),
    ).toEqual([`semana-booking-${id}-settle`]);
    expect(await money(id)).toEqual({ refunded: 30_000, held: 0, paidOut: 72_500 });
  });

  it('a transfer killed mid-call likewise: after the claim lapses, one transfer', async () => {
    const { id, renter } = await paidBooking(owner, { daysAhead: 10 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    await post(`/api/bookings/${id}/cancel`, renter.cookie);
    const due = new Date((await row(id)).checkInAt.getTime() + 48 * HOUR);
    standIn.hangNext('/v1/transfers');
    const dying = tickAt(t, due);
    await expect.poll(() => standIn.heldCount(), { timeout: 10_000 }).toBe(1);
    expect((await step(id, 'settle')).status).toBe('claimed');
    await tickAt(t, new Date(due.getTime() + 6 * MINUTE));
    expect(transfersOf(id)).toHaveLength(1);
    expect(await money(id)).toEqual({ refunded: 30_000, held: 0, paidOut: 72_500 });
    standIn.release();
    await dying;
    expect(transfersOf(id)).toHaveLength(1);
    expect(await money(id)).toEqual({ refunded: 30_000, held: 0, paidOut: 72_500 });
  });

  it('a refund Stripe answers pending is read again, never asked for twice, and written once it succeeds', async () => {
    const { id, intentId } = await paidBooking(owner);
    standIn.setRefundStatus('pending');
    try {
      await post(`/api/bookings/${id}/decline`, owner.cookie);
    } finally {
      standIn.setRefundStatus('succeeded');
    }
    const [refund] = refundsOf(intentId);
    expect(refund.status).toBe('pending');
    expect(await step(id, 'refund')).toMatchObject({ status: 'claimed', providerRef: refund.id });
    expect(await money(id)).toEqual({ refunded: 0, held: 120_000, paidOut: 0 });
    // Still pending at Stripe when read again: still held.
    await tickAt(t, later(6 * MINUTE));
    expect(await money(id)).toEqual({ refunded: 0, held: 120_000, paidOut: 0 });
    standIn.settleRefund(String(refund.id));
    await tickAt(t, later(12 * MINUTE));
    expect(refundPosts(intentId)).toHaveLength(1);
    expect(
      standIn.requests.filter((r) => r.method === 'GET' && r.path === `/v1/refunds/${refund.id}`),
    ).toHaveLength(2);
    expect(await step(id, 'refund')).toMatchObject({ status: 'done' });
    expect(await money(id)).toEqual({ refunded: 120_000, held: 0, paidOut: 0 });
  });
});
