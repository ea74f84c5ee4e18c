import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';

let t: TestApp;
let active: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000' });
  active = await createUser(t, { active: true });
});
afterAll(() => t.close());

const { createIntent, confirm, status, rowsOf } = paymentCalls(() => t);

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
    expect(paid.json()).toEqual({ status: 'succeeded', message: null, declineCode: null });
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
      declineCode: 'card_declined',
    });
    expect((await status(paymentIntentId, clientSecret)).json()).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      paidAt: null,
    });
    expect((await confirm(clientSecret, '4242424242424241')).json().message).toBe(
      'Your card number is incorrect.',
    );
    // Each decline carries its code, which the page words in the reader's language.
    expect((await confirm(clientSecret, '4000000000009995')).json().declineCode).toBe('insufficient_funds');
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

  it('two tabs confirming two tiers at the same moment: one membership is paid, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser(t);
      const silver = (await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)).json();
      const gold = (await createIntent({ amount: 3500, tier: 'gold' }, user.cookie)).json();
      const answers = await Promise.all(
        [silver, gold].map((intent) => confirm(intent.clientSecret, '4242424242424242')),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const paid = (await rowsOf(user.id)).filter((r) => r.status === 'succeeded');
      expect(paid).toHaveLength(1);
    }
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
