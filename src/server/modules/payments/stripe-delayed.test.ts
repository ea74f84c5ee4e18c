import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { paymentEvents, payments } from '#src/server/db/schema/payments.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, expectBalanced, postBooking, tickAt } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { stripeBookingCalls, stripeBookingsApp } from '#src/server/test/stripe-bookings.ts';
import type { StripeStandIn } from '#src/server/test/stripe-stand-in.ts';
import { rateE4, toPesos, usd } from '#src/shared/money/money.ts';

let t: TestApp;
let standIn: StripeStandIn;
let close: () => Promise<void>;
let manager: TestUser;

const { createIntent, status } = paymentCalls(() => t);
const calls = stripeBookingCalls(() => ({ t, standIn }));
const { send } = calls;

beforeAll(async () => {
  ({ t, standIn, close } = await stripeBookingsApp({
    USD_MXN_RATE: '17.5',
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000',
  }));
  manager = await createUser(t, { role: 'manager', active: true });
}, 60_000);
afterAll(() => close?.());

const rowOf = async (providerId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerId, providerId)))[0];
const activeOf = async (id: number) =>
  (await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, id)))[0].active;
const sentFor = (amount: number) =>
  standIn.posts('/v1/payment_intents').filter((r) => r.form.amount === String(amount));

describe('OXXO and SPEI through Stripe (the stand-in)', () => {
  it('asks Stripe for an OXXO voucher in pesos, keeps it pending through requires_action and processing, and activates once on succeeded', async () => {
    const user = await createUser(t);
    const res = await createIntent({ amount: 3500, tier: 'gold', method: 'oxxo' }, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentIntentId, clientSecret, amountCents } = res.json();
    expect(amountCents).toBe(toPesos(usd(350_000), rateE4('17.5')).cents);
    const [sent] = standIn
      .posts('/v1/payment_intents')
      .filter((r) => r.form['metadata[userId]'] === String(user.id));
    expect(sent.form).toMatchObject({
      amount: '6125000',
      currency: 'mxn',
      'allowed_payment_method_types[0]': 'oxxo',
      'payment_method_data[type]': 'oxxo',
      'payment_method_data[billing_details][email]': user.email,
      'payment_method_options[oxxo][expires_after_days]': '2',
      confirm: 'true',
    });
    expect(sent.form['automatic_payment_methods[enabled]']).toBeUndefined();
    expect(sent.headers['idempotency-key']).toMatch(/-oxxo-6125000$/);
    const intent = standIn.intents.get(paymentIntentId) as Record<
      string,
      { oxxo_display_details: { expires_after: number; number: string } }
    >;
    const voucher = intent.next_action.oxxo_display_details;
    const row = await rowOf(paymentIntentId);
    expect(row).toMatchObject({
      method: 'oxxo',
      status: 'pending',
      currency: 'mxn',
      usdAmountCents: 350_000,
      rateE4: 175_000,
    });
    expect(row.instructions).toMatchObject({ kind: 'oxxo', number: voucher.number });
    expect(row.expiresAt?.getTime()).toBe(voucher.expires_after * 1000);
    expect(
      (await status(paymentIntentId, clientSecret)).json().delayed.instructions.hostedVoucherUrl,
    ).toMatch(/^https:\/\/payments\.stripe\.test\/oxxo\/voucher\//);

    // Staff's test control does not exist for real money.
    const refused = await inject(t, {
      method: 'POST',
      url: '/api/payments/test/settle',
      cookie: manager.cookie,
      payload: { paymentIntentId, outcome: 'paid' },
    });
    expect(refused.statusCode).toBe(403);

    const waiting = { ...(standIn.intents.get(paymentIntentId) as Record<string, unknown>) };
    await send('evt_oxxo_action', 'payment_intent.requires_action', waiting);
    await send('evt_oxxo_processing', 'payment_intent.processing', { ...waiting, status: 'processing' });
    expect((await rowOf(paymentIntentId)).status).toBe('pending');
    expect(await activeOf(user.id)).toBe(false);

    const paid = standIn.succeed(paymentIntentId);
    expect(await send('evt_oxxo_paid', 'payment_intent.succeeded', paid)).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await activeOf(user.id)).toBe(true);
    const done = await rowOf(paymentIntentId);
    expect(done.status).toBe('succeeded');
    // Replayed, or reported late as processing: nothing changes, nothing twice.
    expect(await send('evt_oxxo_paid', 'payment_intent.succeeded', paid)).toEqual({
      received: true,
      duplicate: true,
    });
    await send('evt_oxxo_processing_late', 'payment_intent.processing', { ...waiting, status: 'processing' });
    expect(await rowOf(paymentIntentId)).toEqual(done);
  });

  it('asks for a SPEI transfer into a customer’s balance (mx_bank_transfer) and shows its CLABE; partial funding keeps it pending', async () => {
    const user = await createUser(t);
    const res = await createIntent({ amount: 1500, tier: 'silver', method: 'spei' }, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentIntentId, clientSecret } = res.json();
    const [customer] = standIn.posts('/v1/customers').filter((r) => r.form.email === user.email);
    expect(customer.headers['idempotency-key']).toMatch(/-customer$/);
    const [sent] = standIn
      .posts('/v1/payment_intents')
      .filter((r) => r.form['metadata[userId]'] === String(user.id));
    expect(sent.form).toMatchObject({
      currency: 'mxn',
      amount: String(toPesos(usd(150_000), rateE4('17.5')).cents),
      'allowed_payment_method_types[0]': 'customer_balance',
      'payment_method_data[type]': 'customer_balance',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'mx_bank_transfer',
      confirm: 'true',
    });
    expect(sent.form.customer).toMatch(/^cus_/);
    const shown = (await status(paymentIntentId, clientSecret)).json();
    expect(shown.delayed.instructions).toMatchObject({
      kind: 'spei',
      clabe: '002010077777777771',
      bankName: 'BANAMEX',
    });
    await send(
      'evt_spei_partial',
      'payment_intent.partially_funded',
      standIn.intents.get(paymentIntentId) as Record<string, unknown>,
    );
    expect((await rowOf(paymentIntentId)).status).toBe('pending');
    expect(await activeOf(user.id)).toBe(false);
  });

  it('expires a voucher Stripe reports lapsed: canceled once, never activated; a replay changes nothing', async () => {
    const user = await createUser(t);
    const { paymentIntentId } = (
      await createIntent({ amount: 1500, tier: 'silver', method: 'oxxo' }, user.cookie)
    ).json();
    const lapsed = standIn.expireVoucher(paymentIntentId);
    await send('evt_oxxo_lapsed', 'payment_intent.payment_failed', lapsed);
    const row = await rowOf(paymentIntentId);
    expect(row.status).toBe('canceled');
    expect(row.expiredAt).toBeInstanceOf(Date);
    expect(await send('evt_oxxo_lapsed', 'payment_intent.payment_failed', lapsed)).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await rowOf(paymentIntentId)).toEqual(row);
    expect(await activeOf(user.id)).toBe(false);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, 'evt_oxxo_lapsed'));
    expect(events).toHaveLength(1);
  });

  it('a booking paid by SPEI: held, paid by Stripe’s webhook, and refunded in the pesos charged when the guest cancels; the ledger balances in dollars', async () => {
    const owner = await calls.ownerWithPayouts();
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id, { price: 1200 });
    const res = await postBooking(t, renter.cookie, week.id, { method: 'spei' });
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json();
    const pesos = toPesos(usd(120_000), rateE4('17.5')).cents;
    const [sent] = sentFor(pesos).filter((r) => r.form['metadata[bookingId]'] === String(held.id));
    expect(sent.form).toMatchObject({ currency: 'mxn', transfer_group: `booking-${held.id}` });
    await calls.pay(held.paymentIntentId);
    expect((await calls.row(held.id)).status).toBe('awaiting_owner');
    expect((await calls.post(`/api/bookings/${held.id}/cancel`, renter.cookie)).json().status).toBe(
      'cancelled',
    );
    await tickAt(t, new Date());
    const refunds = standIn
      .posts('/v1/refunds')
      .filter((r) => r.form.payment_intent === held.paymentIntentId);
    expect(refunds.map((r) => r.form.amount)).toEqual([String(pesos)]);
    expect(await expectBalanced(t, held.id)).toMatchObject({ charged: 120_000, refunded: 120_000, held: 0 });
  });
});
