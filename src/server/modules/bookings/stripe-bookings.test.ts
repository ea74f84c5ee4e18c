import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLedgerEntries, payoutAccounts } from '#src/server/db/schema/bookings.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { createUser, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, expectBalanced, onOffer, tickAt } from '#src/server/test/bookings.ts';
import { stripeBookingCalls, stripeBookingsApp } from '#src/server/test/stripe-bookings.ts';
import type { StripeStandIn } from '#src/server/test/stripe-stand-in.ts';

let t: TestApp;
let standIn: StripeStandIn;
let close: () => Promise<void>;
let owner: TestUser & { accountId: string };

const calls = stripeBookingCalls(() => ({ t, standIn }));
const { book, pay, paidBooking, post, get, row, step, send, transitions } = calls;

beforeAll(async () => {
  ({ t, standIn, close } = await stripeBookingsApp());
  owner = await calls.ownerWithPayouts();
}, 60_000);
afterAll(() => close?.());

const HOUR = 3_600_000;
const at = (iso: string | Date, ms = 0) => new Date(new Date(iso).getTime() + ms);
const refundsOf = (intentId: string) =>
  [...standIn.refunds.values()].filter((r) => r.payment_intent === intentId);
const transfersOf = (id: number) =>
  [...standIn.transfers.values()].filter((tr) => tr.transfer_group === `booking-${id}`);
/** What Stripe lists, through its API as anyone would read it. */
const listed = async (path: string) =>
  (
    await (
      await fetch(`${standIn.url}${path}`, { headers: { authorization: 'Bearer sk_test_semana' } })
    ).json()
  ).data as Record<string, unknown>[];

describe('a booking paid through Stripe', () => {
  it('opens an intent in the booking’s transfer group; the signed webhook hands it to its owner, the charge held and its id kept', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const renter = await createUser(t);
    const quote = await get(`/api/bookings/quote?weekId=${week.id}`, renter.cookie);
    expect(quote.json().reason).toBeNull();
    const { id, held, intentId } = await book(owner);
    expect(held).toMatchObject({ status: 'pending_payment', provider: 'stripe', total: 1200 });
    expect(held.clientSecret).toMatch(/^pi_standin\d+_secret_/);
    const [sent] = standIn
      .posts('/v1/payment_intents')
      .filter((r) => r.form['metadata[bookingId]'] === String(id));
    expect(sent.headers['idempotency-key']).toBe(`semana-booking-${id}-intent`);
    expect(sent.form).toMatchObject({ amount: '120000', currency: 'usd', transfer_group: `booking-${id}` });

    const intent = await pay(intentId);
    expect((await row(id)).chargeId).toBe(intent.latest_charge);
    expect((await get(`/api/bookings/${id}`, owner.cookie)).json()).toMatchObject({
      status: 'awaiting_owner',
      allowed: ['accept', 'decline'],
    });
    expect(await expectBalanced(t, id)).toMatchObject({ charged: 120_000, held: 120_000 });
  });

  it('charges once for a webhook replayed and for a second event of the same payment', async () => {
    const { id, intentId } = await book(owner);
    const intent = standIn.succeed(intentId);
    expect(await send('evt_twice_1', 'payment_intent.succeeded', intent)).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await send('evt_twice_1', 'payment_intent.succeeded', intent)).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await send('evt_twice_2', 'payment_intent.succeeded', intent)).toEqual({
      received: true,
      duplicate: false,
    });
    const ledger = await t.database.db
      .select()
      .from(bookingLedgerEntries)
      .where(eq(bookingLedgerEntries.bookingId, id));
    expect(ledger.map((e) => e.kind).sort()).toEqual(['charge', 'hold']);
    expect(await t.database.db.select().from(payments).where(eq(payments.bookingId, id))).toHaveLength(1);
    expect(await transitions(id)).toEqual(['book:guest', 'pay:provider']);
  });

  it('gives an owner an Account Link until Stripe activates the account: read again, or told by account.updated', async () => {
    const other = await createUser(t, { active: true });
    expect((await get('/api/payouts/account', other.cookie)).json()).toEqual({
      status: 'none',
      provider: 'stripe',
    });
    const first = (await post('/api/payouts/account', other.cookie)).json();
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_standin\d+\//);
    const opened = standIn.posts('/v1/accounts').filter((r) => r.form.email === other.email);
    expect(opened[0].headers['idempotency-key']).toBe(`semana-payout-account-${other.id}`);
    expect(opened[0].form).toMatchObject({ type: 'express', 'capabilities[transfers][requested]': 'true' });
    const link = standIn.posts('/v1/account_links').at(-1);
    expect(link?.form).toMatchObject({
      type: 'account_onboarding',
      return_url: `${t.config.publicUrl}/dashboard#bookings`,
    });
    // Asked again before finishing: a fresh link for the same account.
    expect((await post('/api/payouts/account', other.cookie)).json().url).toMatch(
      /^https:\/\/connect\.stripe\.test/,
    );
    expect([...standIn.accounts.values()].filter((a) => a.email === other.email)).toHaveLength(1);
    expect((await get('/api/payouts/account', other.cookie)).json().status).toBe('pending');
    const { id } = await paidBooking(other);
    const refused = await post(`/api/bookings/${id}/accept`, other.cookie);
    expect(refused.statusCode).toBe(409);

    // Stripe's event moves the account's row before anyone reads it.
    const [account] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, other.id));
    await send(
      `evt_account_${account.id}`,
      'account.updated',
      standIn.activateAccount(account.providerAccountId),
    );
    const [updated] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, account.id));
    expect(updated.status).toBe('active');
    expect((await get('/api/payouts/account', other.cookie)).json()).toEqual({
      status: 'active',
      provider: 'stripe',
    });
    expect((await post('/api/payouts/account', other.cookie)).json()).toEqual({ status: 'active' });
    expect((await post(`/api/bookings/${id}/accept`, other.cookie)).json().status).toBe('accepted');

    // Without the event, the owner's next read asks Stripe.
    const third = await createUser(t, { active: true });
    await post('/api/payouts/account', third.cookie);
    const [pending] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, third.id));
    standIn.activateAccount(pending.providerAccountId);
    expect((await get('/api/payouts/account', third.cookie)).json().status).toBe('active');
  });

  it('refunds a decline through /v1/refunds with the step’s key, once', async () => {
    const { id, intentId, week } = await paidBooking(owner);
    expect((await post(`/api/bookings/${id}/decline`, owner.cookie)).json().status).toBe('cancelled');
    const sent = standIn.posts('/v1/refunds').filter((r) => r.form.payment_intent === intentId);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['idempotency-key']).toBe(`semana-booking-${id}-refund`);
    expect(sent[0].form).toMatchObject({ amount: '120000', 'metadata[bookingId]': String(id) });
    expect((await listed(`/v1/refunds?payment_intent=${intentId}`)).map((r) => r.amount)).toEqual([120_000]);
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 120_000,
      commission: 0,
      paidOut: 0,
      held: 0,
    });
    expect(await onOffer(t, week.id)).toBe(true);
    await tickAt(t, at(new Date(), 60 * HOUR));
    expect(refundsOf(intentId)).toHaveLength(1);
  });

  it('a late guest cancellation: 25 % refunded now, the owner’s share transferred at check-in + 48 h from the charge, once', async () => {
    const { id, renter, intentId, chargeId } = await paidBooking(owner, { daysAhead: 10 });
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    expect((await post(`/api/bookings/${id}/cancel`, renter.cookie)).json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'guest_cancelled',
    });
    expect((await row(id)).refundPercent).toBe(25);
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([30_000]);
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 30_000, held: 90_000 });

    const { checkInAt } = await row(id);
    await tickAt(t, at(checkInAt, 48 * HOUR - 1000));
    expect(transfersOf(id)).toHaveLength(0);
    await tickAt(t, at(checkInAt, 48 * HOUR));
    await tickAt(t, at(checkInAt, 49 * HOUR));
    // Kept 900: commission 25 % of (900 − 200) = 175; the owner gets 725.
    expect(transfersOf(id)).toEqual([
      expect.objectContaining({
        amount: 72_500,
        destination: owner.accountId,
        source_transaction: chargeId,
        transfer_group: `booking-${id}`,
      }),
    ]);
    const sent = standIn.posts('/v1/transfers').filter((r) => r.form.transfer_group === `booking-${id}`);
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([`semana-booking-${id}-settle`]);
    expect((await listed(`/v1/transfers?transfer_group=booking-${id}`)).length).toBe(1);
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 30_000,
      commission: 17_500,
      paidOut: 72_500,
      held: 0,
    });
    expect((await row(id)).status).toBe('cancelled');
  });

  it('a stay that went well: completed after the report window, paid out with one transfer at check-in + 48 h', async () => {
    const { id, chargeId } = await paidBooking(owner);
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    await calls.confirmStay(id, owner.cookie);
    const { reportBy, payoutDueAt } = await row(id);
    await tickAt(t, at(reportBy as Date, 1000));
    expect((await row(id)).status).toBe('completed');
    expect(transfersOf(id)).toHaveLength(0);
    await tickAt(t, payoutDueAt as Date);
    await tickAt(t, at(payoutDueAt as Date, HOUR));
    expect(transfersOf(id)).toEqual([
      expect.objectContaining({ amount: 95_000, source_transaction: chargeId }),
    ]);
    expect((await row(id)).status).toBe('paid_out');
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 0,
      commission: 25_000,
      paidOut: 95_000,
      held: 0,
    });
  });
});

describe('a payment that succeeds after its hold ended', () => {
  it('is charged and refunded in full at once, and the booking stays cancelled', async () => {
    const { id, intentId, held, week } = await book(owner);
    // The guest's payment is in flight when the hold ends: Stripe will not stop it.
    standIn.updateIntent(intentId, { status: 'processing' });
    await tickAt(t, at(held.holdExpiresAt, 1000));
    expect(standIn.posts(`/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'cancelled', cancelReason: 'payment_expired' });
    expect(await onOffer(t, week.id)).toBe(true);

    await pay(intentId);
    expect((await row(id)).status).toBe('cancelled');
    // The webhook's transaction woke the clock: the refund goes out without waiting for a deadline.
    await expect
      .poll(async () => (await expectBalanced(t, id)).refunded, { timeout: 20_000, interval: 250 })
      .toBe(120_000);
    expect(await expectBalanced(t, id)).toEqual({
      charged: 120_000,
      refunded: 120_000,
      commission: 0,
      paidOut: 0,
      held: 0,
    });
    const sent = standIn.posts('/v1/refunds').filter((r) => r.form.payment_intent === intentId);
    expect(sent[0].headers['idempotency-key']).toBe(`semana-booking-${id}-refund:late-payment`);
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([120_000]);
    expect(await row(id)).toMatchObject({ status: 'cancelled', cancelReason: 'payment_expired' });
  });

  it('a guest who gave the hold up and paid all the same gets it all back', async () => {
    const { id, intentId, renter } = await book(owner);
    expect((await post(`/api/bookings/${id}/cancel`, renter.cookie)).json().cancelReason).toBe(
      'guest_abandoned',
    );
    await pay(intentId);
    await expect
      .poll(async () => (await expectBalanced(t, id)).refunded, { timeout: 20_000, interval: 250 })
      .toBe(120_000);
    expect(await expectBalanced(t, id)).toMatchObject({ charged: 120_000, held: 0 });
    expect((await row(id)).status).toBe('cancelled');
  });

  it('a payment the clock finds succeeded when the hold ends (its webhook late) is the booking’s, with its charge', async () => {
    const { id, intentId, held } = await book(owner);
    const intent = standIn.succeed(intentId);
    const report = await tickAt(t, at(held.holdExpiresAt, 1000));
    expect(report.paidLate).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: 'awaiting_owner', chargeId: intent.latest_charge });
    expect(standIn.posts(`/v1/payment_intents/${intentId}/cancel`)).toHaveLength(0);
    // The webhook arriving afterwards changes nothing.
    await send(`evt_late_${id}`, 'payment_intent.succeeded', intent);
    expect(await expectBalanced(t, id)).toMatchObject({ charged: 120_000, held: 120_000, refunded: 0 });
  });

  it('an unpaid hold the clock ends is stopped at Stripe first', async () => {
    const { id, intentId, held } = await book(owner);
    await tickAt(t, at(held.holdExpiresAt, 1000));
    expect(standIn.intents.get(intentId)?.status).toBe('canceled');
    expect((await row(id)).cancelReason).toBe('payment_expired');
    expect(await expectBalanced(t, id)).toMatchObject({ charged: 0, held: 0 });
  });
});

describe('a disputed payment', () => {
  const dispute = (id: string, intentId: string, chargeId: string) => ({
    id,
    object: 'dispute',
    amount: 120_000,
    currency: 'usd',
    charge: chargeId,
    payment_intent: intentId,
    reason: 'fraudulent',
    status: 'needs_response',
  });

  it('holds a confirmed booking', async () => {
    const { id, intentId, chargeId } = await paidBooking(owner);
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    await calls.confirmStay(id, owner.cookie);
    await send('evt_dispute_1', 'charge.dispute.created', dispute('dp_1', intentId, chargeId));
    expect((await row(id)).status).toBe('on_hold');
    expect((await transitions(id)).at(-1)).toBe('dispute:provider');
  });

  it('holds a completed booking and pauses its payout: nothing is transferred at check-in + 48 h', async () => {
    const { id, intentId, chargeId } = await paidBooking(owner);
    await post(`/api/bookings/${id}/accept`, owner.cookie);
    await calls.confirmStay(id, owner.cookie);
    const { reportBy, payoutDueAt } = await row(id);
    await tickAt(t, at(reportBy as Date, 1000));
    expect((await step(id, 'settle')).status).toBe('pending');
    await send('evt_dispute_2', 'charge.dispute.created', dispute('dp_2', intentId, chargeId));
    expect((await row(id)).status).toBe('on_hold');
    expect((await step(id, 'settle')).status).toBe('paused');
    await tickAt(t, at(payoutDueAt as Date, HOUR));
    expect(transfersOf(id)).toHaveLength(0);
    expect(await expectBalanced(t, id)).toMatchObject({ paidOut: 0, held: 120_000 });
  });

  it('leaves a booking the table does not let a dispute hold as it is (staff are told)', async () => {
    const { id, intentId, chargeId } = await paidBooking(owner);
    await send('evt_dispute_3', 'charge.dispute.created', dispute('dp_3', intentId, chargeId));
    expect((await row(id)).status).toBe('awaiting_owner');
  });
});
