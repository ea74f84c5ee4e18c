import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#src/server/db/schema/payments.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { intentObject, paymentCalls, signStripe, stripeEvent } from '#src/server/test/payment-calls.ts';
import { createStripeTestApp } from '#src/server/test/stripe-app.ts';
import { accountsService } from '../accounts/service';

// A confirmed membership payment activates the payer at once (decision 010).

const me = async (t: TestApp, cookie: string) =>
  (await inject(t, { method: 'GET', url: '/api/user', cookie })).json();
const rowsOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(payments).where(eq(payments.userId, userId));
// An `active` route: an inactive account is refused before the body is read; an active one gets on to
// the body's validation.
const tryActiveRoute = (t: TestApp, cookie: string) =>
  inject(t, { method: 'POST', url: '/api/contracts', payload: {}, cookie });

describe('the test provider', () => {
  let t: TestApp;
  let manager: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000' });
    manager = await createUser(t, { role: 'manager', active: true });
  });
  afterAll(() => t.close());

  const { createIntent, confirm, newLink } = paymentCalls(() => t);

  it('a test-card payment activates the payer at once; a second confirm changes nothing', async () => {
    const user = await createUser(t);
    expect((await tryActiveRoute(t, user.cookie)).statusCode).toBe(403);
    const { clientSecret } = (await createIntent({ amount: 3500, tier: 'gold' }, user.cookie)).json();
    expect((await confirm(clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    expect(await me(t, user.cookie)).toMatchObject({ id: user.id, active: true });
    expect((await tryActiveRoute(t, user.cookie)).statusCode).toBe(400);
    const [row] = await rowsOf(t, user.id);
    expect(row.activatedAt).toBeInstanceOf(Date);

    // Staff deactivate the account; confirming the same payment again does not undo their decision.
    await accountsService(t.database.db).setActive(user.id, false);
    expect((await confirm(clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    expect(await me(t, user.cookie)).toMatchObject({ active: false });
    expect((await rowsOf(t, user.id))[0].activatedAt).toEqual(row.activatedAt);
    // The plans page can say the payment was received even though the account is not active.
    const mine = await inject(t, { method: 'GET', url: '/api/payments/my-membership', cookie: user.cookie });
    expect(mine.json().membership).toMatchObject({ tier: 'gold' });
  });

  it('a declined card activates nobody', async () => {
    const user = await createUser(t);
    const { clientSecret } = (await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)).json();
    expect((await confirm(clientSecret, '4000000000000002')).json().status).toBe('failed');
    expect(await me(t, user.cookie)).toMatchObject({ active: false });
    expect((await tryActiveRoute(t, user.cookie)).statusCode).toBe(403);
    expect((await rowsOf(t, user.id))[0]).toMatchObject({ status: 'failed', activatedAt: null });
  });

  it('a payment link paid anonymously activates nobody; paid by a signed-in account, it activates that account', async () => {
    const anonymous = await newLink(manager.cookie);
    const intent = (await createIntent({ amount: 100, link: anonymous.token })).json();
    expect((await confirm(intent.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerId, intent.paymentIntentId));
    expect(row).toMatchObject({ status: 'succeeded', userId: null, activatedAt: null });

    const user = await createUser(t);
    const signedIn = await newLink(manager.cookie);
    const mine = (await createIntent({ amount: 100, link: signedIn.token }, user.cookie)).json();
    expect((await confirm(mine.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    expect(await me(t, user.cookie)).toMatchObject({ active: true });
  });
});

describe('the Stripe webhook', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await createStripeTestApp());
  });
  afterAll(() => close());

  const { createIntent, webhook } = paymentCalls(() => t);
  const send = (id: string, type: string, object: Record<string, unknown>) => {
    const payload = stripeEvent(id, type, object);
    return webhook(payload, signStripe(payload));
  };
  const intent = async (user: TestUser) =>
    (await createIntent({ amount: 3500, tier: 'gold' }, user.cookie)).json().paymentIntentId as string;
  const goldIntent = (id: string, user: TestUser, status: string) =>
    intentObject(id, {
      amount_received: status === 'succeeded' ? 350_000 : 0,
      status,
      metadata: { tier: 'gold', userId: String(user.id) },
      last_payment_error: status === 'succeeded' ? null : { message: 'Your card was declined.' },
    });

  it('payment_intent.succeeded activates the payer; a replay after staff deactivate changes nothing', async () => {
    const user = await createUser(t);
    const id = await intent(user);
    const event = goldIntent(id, user, 'succeeded');
    const res = await send(`evt_activate_${user.id}`, 'payment_intent.succeeded', event);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await me(t, user.cookie)).toMatchObject({ active: true });
    expect((await tryActiveRoute(t, user.cookie)).statusCode).toBe(400);

    await accountsService(t.database.db).setActive(user.id, false);
    const replay = await send(`evt_activate_${user.id}`, 'payment_intent.succeeded', event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await me(t, user.cookie)).toMatchObject({ active: false });
  });

  it('payment_intent.payment_failed activates nobody', async () => {
    const user = await createUser(t);
    const id = await intent(user);
    const res = await send(
      `evt_failed_${user.id}`,
      'payment_intent.payment_failed',
      goldIntent(id, user, 'requires_payment_method'),
    );
    expect(res.statusCode).toBe(200);
    expect(await me(t, user.cookie)).toMatchObject({ active: false });
    expect((await rowsOf(t, user.id))[0]).toMatchObject({ status: 'failed', activatedAt: null });
  });
});
