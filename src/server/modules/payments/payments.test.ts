import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, payments } from '../../db/schema/payments';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '../../test/app';

let t: TestApp;
let manager: TestUser;
let dev: TestUser;
let active: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000' });
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  active = await createUser(t, { active: true });
});
afterAll(() => t.close());

const createIntent = (payload: Record<string, unknown>, cookie?: string) =>
  inject(t, { method: 'POST', url: '/api/create-payment-intent', payload, cookie });
const confirm = (clientSecret: string, cardNumber: string, extra: Record<string, string> = {}) =>
  inject(t, {
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: { clientSecret, cardNumber, expiry: '12/34', cvc: '123', ...extra },
  });
const status = (paymentIntent: string, clientSecret: string) =>
  inject(t, {
    method: 'GET',
    url: `/api/payments/status?payment_intent=${encodeURIComponent(paymentIntent)}&payment_intent_client_secret=${encodeURIComponent(clientSecret)}`,
  });
const rowsOf = (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId));

describe('GET /api/payments/config', () => {
  it('names the built-in test provider when no Stripe keys are set, and the CSP has no Stripe host', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/payments/config' });
    // The default PUBLIC_URL is http://localhost:PORT: a local trial takes test payments as before.
    expect(res.json()).toEqual({ provider: 'test', publishableKey: null, mode: 'test' });
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe');
  });
});

describe('POST /api/create-payment-intent (test provider)', () => {
  it('charges the price table: the amount in cents, the user and tier recorded; a retry reuses the intent', async () => {
    const user = await createUser(t);
    const first = await createIntent({ amount: 3500, tier: 'gold' }, user.cookie);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ amountCents: 350_000, currency: 'usd' });
    expect(body.clientSecret).toMatch(/^pi_test_\w+_secret_/);
    const again = await createIntent({ amount: '3500', tier: 'Gold' }, user.cookie);
    expect(again.json().paymentIntentId).toBe(body.paymentIntentId);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'test',
      providerId: body.paymentIntentId,
      tier: 'gold',
      amountCents: 350_000,
      currency: 'usd',
      status: 'pending',
      paidAt: null,
    });
  });

  it('refuses an unknown tier and any amount that is not the tier price, recording nothing', async () => {
    const user = await createUser(t);
    for (const payload of [
      { amount: 3500, tier: 'diamond' },
      { amount: 1, tier: 'gold' },
      { amount: 1500, tier: 'gold' },
      { amount: 3500.001, tier: 'gold' },
      { amount: 5000, tier: 'platinum ' + 'x' },
    ]) {
      const res = await createIntent(payload, user.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('Invalid membership selection. Please try again.');
    }
    for (const payload of [
      { amount: -5, tier: 'gold' },
      { amount: 'abc', tier: 'gold' },
      { amount: 3500 },
      {},
    ]) {
      expect((await createIntent(payload, user.cookie)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('needs a signed-in account that is not active yet', async () => {
    expect((await createIntent({ amount: 1500, tier: 'silver' })).statusCode).toBe(401);
    const res = await createIntent({ amount: 1500, tier: 'silver' }, active.cookie);
    expect(res.statusCode).toBe(409);
    // Staff pass every 'active' check whatever their flag: they have nothing to pay for either.
    const offDutyManager = await createUser(t, { role: 'manager', active: false });
    const staff = await createIntent({ amount: 1500, tier: 'silver' }, offDutyManager.cookie);
    expect(staff.statusCode, staff.body).toBe(409);
    expect(await rowsOf(offDutyManager.id)).toHaveLength(0);
  });
});

describe('test card confirmation and the status the return page reads', () => {
  it('4242… succeeds once; the status endpoint reports the recorded tier, amount and date', async () => {
    const user = await createUser(t);
    const { clientSecret, paymentIntentId } = (
      await createIntent({ amount: 3500, tier: 'gold' }, user.cookie)
    ).json();
    const paid = await confirm(clientSecret, '4242 4242 4242 4242');
    expect(paid.json()).toEqual({ status: 'succeeded', message: null });
    const res = await status(paymentIntentId, clientSecret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      tier: 'gold',
      amountCents: 350_000,
      currency: 'usd',
    });
    expect(Date.parse(res.json().paidAt)).toBeGreaterThan(Date.now() - 60_000);

    // A declined card afterwards does not undo a payment, and a second intent is refused.
    expect((await confirm(clientSecret, '4000 0000 0000 0002')).json().status).toBe('succeeded');
    expect((await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)).statusCode).toBe(409);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('succeeded');
  });

  it('4000 0000 0000 0002 is declined with the reason; another card may then succeed', async () => {
    const user = await createUser(t);
    const { clientSecret, paymentIntentId } = (
      await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)
    ).json();
    expect((await confirm(clientSecret, '4000000000000002')).json()).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect((await status(paymentIntentId, clientSecret)).json()).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      paidAt: null,
    });
    expect((await confirm(clientSecret, '4242424242424241')).json().message).toBe(
      'Your card number is incorrect.',
    );
    expect((await confirm(clientSecret, '4242424242424242', { expiry: '01/20' })).json().status).toBe(
      'failed',
    );
    expect((await confirm(clientSecret, '4242424242424242')).json().status).toBe('succeeded');
  });

  it('a second tab cannot pay a second membership once one is paid', async () => {
    const user = await createUser(t);
    const silver = (await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)).json();
    const gold = (await createIntent({ amount: 3500, tier: 'gold' }, user.cookie)).json();
    expect((await confirm(gold.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    const late = await confirm(silver.clientSecret, '4242424242424242');
    expect(late.statusCode).toBe(409);
    const statuses = (await rowsOf(user.id)).map((r) => `${r.tier}:${r.status}`).sort();
    expect(statuses).toEqual(['gold:succeeded', 'silver:pending']);
  });

  it('trusts no URL: a forged client secret or another intent id is a 404', async () => {
    const user = await createUser(t);
    const { clientSecret, paymentIntentId } = (
      await createIntent({ amount: 5000, tier: 'platinum' }, user.cookie)
    ).json();
    const forged = `${paymentIntentId}_secret_forged`;
    expect((await status(paymentIntentId, forged)).statusCode).toBe(404);
    expect((await confirm(forged, '4242424242424242')).statusCode).toBe(404);
    expect((await status('pi_test_other', clientSecret)).statusCode).toBe(404);
    expect((await confirm(clientSecret, '4242', {})).statusCode).toBe(400);
    expect((await rowsOf(user.id))[0].status).toBe('pending');
  });
});

describe('custom payment links', () => {
  const link = (payload: Record<string, unknown>, cookie?: string) =>
    inject(t, { method: 'POST', url: '/api/create-custom-payment-link', payload, cookie });
  const valid = { name: 'Platinum plus', description: 'Two extra weeks of promotion', amount: '250.50' };

  it('is for managers and developers only: 401 anonymous, 403 others', async () => {
    expect((await link(valid)).statusCode).toBe(401);
    expect((await link(valid, active.cookie)).statusCode).toBe(403);
    expect((await link(valid, (await createUser(t)).cookie)).statusCode).toBe(403);
    expect(
      (await inject(t, { method: 'GET', url: '/api/payment-links', cookie: active.cookie })).statusCode,
    ).toBe(403);
  });

  it('gives the spec messages for missing fields and the amount format', async () => {
    const empty = await link({ name: ' ', description: '', amount: '' }, manager.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Membership name is required',
      'Description is required',
      'Amount is required',
    ]);
    const missing = await link({}, manager.cookie);
    expect(missing.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining([
        'Membership name is required',
        'Description is required',
        'Amount is required',
      ]),
    );
    for (const amount of ['12.345', 'abc', '-5', '1e3', '12.', '$100', '1,000']) {
      const res = await link({ ...valid, amount }, manager.cookie);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().issues[0].message, amount).toBe('Invalid amount format');
    }
    expect((await link({ ...valid, amount: '0' }, manager.cookie)).statusCode).toBe(400);
    expect((await link({ ...valid, amount: '1000000' }, manager.cookie)).statusCode).toBe(400);
    expect(await t.database.db.select().from(paymentLinks)).toHaveLength(0);
  });

  it('creates a link to this app’s checkout in test mode, lists it, and records its payment', async () => {
    const res = await link(valid, manager.cookie);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.url).toMatch(/^http:\/\/localhost:5000\/checkout\?link=[\w-]+$/);
    expect(created).toMatchObject({
      amountCents: 25_050,
      currency: 'usd',
      status: 'active',
      provider: 'test',
      test: true,
    });
    expect((await link({ ...valid, amount: 99 }, dev.cookie)).json().amountCents).toBe(9_900);

    const list = await inject(t, { method: 'GET', url: '/api/payment-links', cookie: dev.cookie });
    expect(list.json().total).toBe(2);
    expect(list.json().items[1]).toMatchObject({ token: created.token, status: 'active' });

    const shown = await inject(t, { method: 'GET', url: `/api/payment-links/${created.token}` });
    expect(shown.json()).toEqual({
      name: 'Platinum plus',
      description: 'Two extra weeks of promotion',
      amountCents: 25_050,
      currency: 'usd',
      status: 'active',
    });

    // Anyone holding the link pays it, the link's own amount and no other.
    expect((await createIntent({ amount: 1, link: created.token })).statusCode).toBe(400);
    const intent = (await createIntent({ amount: 250.5, link: created.token })).json();
    // A second payer opened the link at the same time; once the first has paid, the second cannot.
    const second = (await createIntent({ amount: '250.50', link: created.token })).json();
    expect(second.paymentIntentId).not.toBe(intent.paymentIntentId);
    expect((await confirm(intent.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    const late = await confirm(second.clientSecret, '4242424242424242');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This payment link has already been paid');
    expect((await status(intent.paymentIntentId, intent.clientSecret)).json()).toMatchObject({
      status: 'succeeded',
      tier: null,
      linkName: 'Platinum plus',
      amountCents: 25_050,
    });
    const after = await inject(t, { method: 'GET', url: '/api/payment-links', cookie: manager.cookie });
    expect(after.json().items[1]).toMatchObject({ token: created.token, status: 'paid' });
    expect((await createIntent({ amount: 250.5, link: created.token })).statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'test'), eq(payments.providerId, intent.paymentIntentId)));
    expect(row).toMatchObject({ amountCents: 25_050, status: 'succeeded', tier: null, userId: null });
  });
});

describe('GET /api/payments/memberships', () => {
  it('shows staff each account’s paid tier; others are refused', async () => {
    const payer = await createUser(t);
    const { clientSecret } = (await createIntent({ amount: 1500, tier: 'silver' }, payer.cookie)).json();
    await confirm(clientSecret, '4242424242424242');
    expect((await inject(t, { method: 'GET', url: '/api/payments/memberships' })).statusCode).toBe(401);
    expect(
      (await inject(t, { method: 'GET', url: '/api/payments/memberships', cookie: payer.cookie })).statusCode,
    ).toBe(403);
    const res = await inject(t, {
      method: 'GET',
      url: `/api/payments/memberships?userId=${payer.id}`,
      cookie: manager.cookie,
    });
    expect(res.json()).toMatchObject({
      total: 1,
      items: [
        // The payment activated the payer at once (decision 010).
        { userId: payer.id, username: payer.username, active: true, tier: 'silver', amountCents: 150_000 },
      ],
    });
    const mine = await inject(t, { method: 'GET', url: '/api/payments/my-membership', cookie: payer.cookie });
    expect(mine.json()).toMatchObject({
      membership: { tier: 'silver', amountCents: 150_000, currency: 'usd' },
    });
    const none = await inject(t, {
      method: 'GET',
      url: '/api/payments/my-membership',
      cookie: active.cookie,
    });
    expect(none.json()).toEqual({ membership: null });
    expect((await inject(t, { method: 'GET', url: '/api/payments/my-membership' })).statusCode).toBe(401);
    const all = await inject(t, { method: 'GET', url: '/api/payments/memberships', cookie: dev.cookie });
    expect(all.json().items.map((m: { userId: number }) => m.userId)).toContain(payer.id);
  });
});

describe('POST /api/payments/webhook without Stripe', () => {
  it('answers 503 and stores nothing', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(503);
  });
});

describe('rate limit', () => {
  it('limits payment attempts per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PAYMENTS_ATTEMPTS: '3' });
    try {
      const user = await createUser(limited);
      const attempt = () =>
        inject(limited, {
          method: 'POST',
          url: '/api/create-payment-intent',
          payload: { amount: 1500, tier: 'silver' },
          cookie: user.cookie,
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
