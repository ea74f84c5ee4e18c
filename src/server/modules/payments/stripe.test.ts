import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/server/config.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { createStripeTestApp } from '#src/server/test/stripe-app.ts';

type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;

let t: TestApp;
let standIn: StripeTestApp['standIn'];
let close: StripeTestApp['close'];
let manager: TestUser;

beforeAll(async () => {
  ({ t, standIn, close } = await createStripeTestApp());
  manager = await createUser(t, { role: 'manager', active: true });
});
afterAll(() => close());

const { createIntent } = paymentCalls(() => t);
const lastRequest = (path: string) => standIn.requests.filter((r) => r.path === path).at(-1);

describe('configuration', () => {
  it('wants both Stripe keys or neither', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'nope', STRIPE_PUBLISHABLE_KEY: 'pk_x' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(loadConfig({}).stripe).toBeNull();
  });

  it('sends the publishable key to the browser and lets Stripe.js into the CSP', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_semana', mode: 'stripe' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com/);
    // The test provider's confirm step does not exist in Stripe mode.
    const confirm = await inject(t, { method: 'POST', url: '/api/payments/test/confirm', payload: {} });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('Stripe adapter against the stand-in', () => {
  it('creates the intent with the server price in cents, the currency, metadata and an idempotency key', async () => {
    const user = await createUser(t);
    const before = standIn.requests.length;
    // A browser that claims a lower price is refused before Stripe is asked anything.
    expect((await createIntent({ amount: 35, tier: 'gold' }, user.cookie)).statusCode).toBe(400);
    expect(standIn.requests.length).toBe(before);

    const res = await createIntent({ amount: 3500, tier: 'gold' }, user.cookie);
    expect(res.statusCode).toBe(200);
    const sent = lastRequest('/v1/payment_intents');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_semana');
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(sent?.form).toMatchObject({
      amount: '350000',
      currency: 'usd',
      'metadata[tier]': 'gold',
      'metadata[userId]': String(user.id),
      'automatic_payment_methods[enabled]': 'true',
    });
    const body = res.json();
    expect(body.clientSecret).toMatch(/^pi_standin\d+_secret_/);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(row).toMatchObject({
      provider: 'stripe',
      providerId: body.paymentIntentId,
      amountCents: 350_000,
      tier: 'gold',
    });

    // The same checkout again sends the same key, so Stripe answers with the same intent.
    const again = await createIntent({ amount: 3500, tier: 'gold' }, user.cookie);
    expect(lastRequest('/v1/payment_intents')?.headers['idempotency-key']).toBe(
      sent?.headers['idempotency-key'],
    );
    expect(again.json().paymentIntentId).toBe(body.paymentIntentId);
  });

  it('answers the failure message when Stripe fails, and records nothing', async () => {
    const user = await createUser(t);
    standIn.failing.add('/v1/payment_intents');
    try {
      const res = await createIntent({ amount: 5000, tier: 'platinum' }, user.cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Failed to initialize payment. Please try again.');
    } finally {
      standIn.failing.delete('/v1/payment_intents');
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('reads the real status from Stripe on the return page and checks the client secret', async () => {
    const user = await createUser(t);
    const { paymentIntentId, clientSecret } = (
      await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)
    ).json();
    const url = (secret: string) =>
      `/api/payments/status?payment_intent=${paymentIntentId}&payment_intent_client_secret=${secret}&redirect_status=succeeded`;
    // The URL says succeeded; Stripe does not: the page is told pending.
    expect((await inject(t, { method: 'GET', url: url(clientSecret) })).json().status).toBe('pending');
    standIn.intentOverrides.set(paymentIntentId, { status: 'succeeded', amount_received: 150_000 });
    const res = await inject(t, { method: 'GET', url: url(clientSecret) });
    expect(res.json()).toMatchObject({ status: 'succeeded', tier: 'silver', amountCents: 150_000 });
    expect((await inject(t, { method: 'GET', url: url(`${paymentIntentId}_secret_wrong`) })).statusCode).toBe(
      404,
    );
  });

  it('makes a payment link from a price, with the amount in cents and idempotency keys', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/create-custom-payment-link',
      payload: { name: 'Gold for two', description: 'Gold membership, two owners', amount: '4200.75' },
      cookie: manager.cookie,
    });
    expect(res.statusCode).toBe(201);
    const price = lastRequest('/v1/prices');
    expect(price?.form).toMatchObject({
      currency: 'usd',
      unit_amount: '420075',
      'product_data[name]': 'Gold for two',
    });
    expect(price?.headers['idempotency-key']).toMatch(/^payment-link-[\w-]+-price$/);
    const link = lastRequest('/v1/payment_links');
    expect(link?.form['line_items[0][quantity]']).toBe('1');
    expect(link?.form['restrictions[completed_sessions][limit]']).toBe('1');
    expect(link?.form['line_items[0][price]']).toMatch(/^price_standin/);
    expect(link?.form['payment_intent_data[metadata][paymentLink]']).toBe(res.json().token);
    expect(link?.headers['idempotency-key']).toMatch(/-link$/);
    expect(res.json()).toMatchObject({
      url: expect.stringMatching(/^https:\/\/buy\.stripe\.test\/plink_/),
      amountCents: 420_075,
      provider: 'stripe',
      test: false,
    });
  });
});
