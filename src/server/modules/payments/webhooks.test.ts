import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, paymentLinks, payments } from '#src/server/db/schema/payments.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { intentObject, paymentCalls, signStripe, stripeEvent } from '#src/server/test/payment-calls.ts';
import { createStripeTestApp } from '#src/server/test/stripe-app.ts';

type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;

let t: TestApp;
let close: StripeTestApp['close'];
let manager: TestUser;

beforeAll(async () => {
  ({ t, close } = await createStripeTestApp());
  manager = await createUser(t, { role: 'manager', active: true });
});
afterAll(() => close());

describe('POST /api/payments/webhook', () => {
  const { createIntent, newLink, webhook } = paymentCalls(() => t);
  const rowOf = async (providerId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.providerId, providerId)))[0];
  const eventCount = async () => (await t.database.db.select().from(paymentEvents)).length;

  it('records a signed payment_intent.succeeded once; a replay changes nothing', async () => {
    const user = await createUser(t);
    const { paymentIntentId } = (await createIntent({ amount: 3500, tier: 'gold' }, user.cookie)).json();
    const payload = stripeEvent(
      'evt_succeeded_1',
      'payment_intent.succeeded',
      intentObject(paymentIntentId, {
        metadata: { tier: 'gold', userId: String(user.id) },
      }),
    );
    // Server to server: even a header that looks cross-site does not stop a signed event.
    const res = await webhook(payload, signStripe(payload), { origin: 'https://hooks.stripe.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const row = await rowOf(paymentIntentId);
    expect(row).toMatchObject({ status: 'succeeded', tier: 'gold', userId: user.id, amountCents: 350_000 });
    expect(row.paidAt).toBeInstanceOf(Date);

    const events = await eventCount();
    const replay = await webhook(payload, signStripe(payload));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await rowOf(paymentIntentId)).toEqual(row);
    expect(await eventCount()).toBe(events);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
    // Staff see a real (Stripe) payment, not marked as a test.
    const staff = await inject(t, {
      method: 'GET',
      url: `/api/payments/memberships?userId=${user.id}`,
      cookie: manager.cookie,
    });
    expect(staff.json().items).toEqual([
      expect.objectContaining({ tier: 'gold', provider: 'stripe', test: false }),
    ]);
  });

  it('applies an event delivered twice at the same moment once', async () => {
    const id = 'pi_concurrent_1';
    const payload = stripeEvent('evt_concurrent_1', 'payment_intent.succeeded', intentObject(id));
    const header = signStripe(payload);
    const answers = await Promise.all([
      webhook(payload, header),
      webhook(payload, header),
      webhook(payload, header),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.providerId, id))).toHaveLength(1);
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_concurrent_1')),
    ).toHaveLength(1);
  });

  it('refuses a tampered, stale, future-dated, unsigned or wrongly signed event with a 400 and changes nothing', async () => {
    const user = await createUser(t);
    const { paymentIntentId } = (await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)).json();
    const payload = stripeEvent(
      'evt_bad_1',
      'payment_intent.succeeded',
      intentObject(paymentIntentId, { amount: 150_000 }),
    );
    const tampered = payload.replace('150000', '1');
    const before = await rowOf(paymentIntentId);
    const events = await eventCount();
    for (const [body, header] of [
      [tampered, signStripe(payload)],
      [payload, signStripe(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })],
      // Signed for a moment more than 5 minutes ahead: it could otherwise be replayed until then.
      [payload, signStripe(payload, { timestamp: Math.floor(Date.now() / 1000) + 600 })],
      [payload, signStripe(payload, { timestamp: Math.floor(Date.now() / 1000) + 86_400 })],
      [payload, signStripe(payload, { secret: 'whsec_someone_else' })],
      [payload, 't=1,v1=deadbeef'],
      [payload, undefined],
    ] as const) {
      const res = await webhook(body, header);
      expect(res.statusCode).toBe(400);
    }
    expect(await rowOf(paymentIntentId)).toEqual(before);
    expect(before.status).toBe('pending');
    expect(await eventCount()).toBe(events);
  });

  it('accepts a signature a little ahead of our clock (within the 5 minutes either way)', async () => {
    const payload = stripeEvent('evt_skew_1', 'customer.created', { id: 'cus_skew', object: 'customer' });
    const res = await webhook(
      payload,
      signStripe(payload, { timestamp: Math.floor(Date.now() / 1000) + 60 }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('records a failure with its reason, and a later success; a late failure never undoes a success', async () => {
    const id = 'pi_webhook_only_1';
    const failed = stripeEvent(
      'evt_f1',
      'payment_intent.payment_failed',
      intentObject(id, {
        status: 'requires_payment_method',
        amount_received: 0,
        last_payment_error: { message: 'Your card was declined.' },
        metadata: { tier: 'platinum' },
      }),
    );
    expect((await webhook(failed, signStripe(failed))).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      tier: 'platinum',
      amountCents: 350_000,
    });
    const ok = stripeEvent('evt_s2', 'payment_intent.succeeded', intentObject(id));
    await webhook(ok, signStripe(ok));
    const late = stripeEvent(
      'evt_f3',
      'payment_intent.payment_failed',
      intentObject(id, { status: 'requires_payment_method' }),
    );
    await webhook(late, signStripe(late));
    expect(await rowOf(id)).toMatchObject({ status: 'succeeded', failureMessage: null });
  });

  it('records a payment link’s checkout.session.completed and its intent as one payment', async () => {
    const created = await newLink(manager.cookie, {
      name: 'Silver, first year',
      description: 'Discounted',
      amount: '999',
    });
    const [link] = await t.database.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.token, created.token));
    const session = stripeEvent('evt_cs_1', 'checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'payment',
      payment_link: link.providerId,
      payment_intent: 'pi_from_link_1',
      payment_status: 'paid',
      amount_total: 99_900,
      currency: 'usd',
      metadata: {},
    });
    expect((await webhook(session, signStripe(session))).statusCode).toBe(200);
    const intent = stripeEvent(
      'evt_pi_link_1',
      'payment_intent.succeeded',
      intentObject('pi_from_link_1', {
        amount: 99_900,
        amount_received: 99_900,
        metadata: { paymentLink: created.token },
      }),
    );
    await webhook(intent, signStripe(intent));
    const rows = await t.database.db.select().from(payments).where(eq(payments.paymentLinkId, link.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerId: 'pi_from_link_1',
      status: 'succeeded',
      amountCents: 99_900,
      userId: null,
    });
    const list = await inject(t, { method: 'GET', url: '/api/payment-links', cookie: manager.cookie });
    expect(list.json().items.find((l: { token: string }) => l.token === created.token).status).toBe('paid');
  });

  it('acknowledges other event types without recording a payment', async () => {
    const payload = stripeEvent('evt_other_1', 'customer.created', { id: 'cus_1', object: 'customer' });
    const count = (await t.database.db.select().from(payments)).length;
    expect((await webhook(payload, signStripe(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await t.database.db.select().from(payments)).length).toBe(count);
  });
});
