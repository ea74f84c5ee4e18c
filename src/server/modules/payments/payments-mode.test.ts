import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';
import { paymentLinks, payments } from '#src/server/db/schema/payments.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { postBooking } from '#src/server/test/bookings.ts';
import { englishText } from '#src/shared/i18n/messages.ts';
import { PAYMENTS_OFF } from './service';

/** PUBLIC_URL and test mode (decision 010): a public site without Stripe keys takes no test payments. */
const SITE = 'https://semana.example';

const pay = (t: TestApp, payload: Record<string, unknown>, cookie?: string) =>
  inject(t, { method: 'POST', url: '/api/create-payment-intent', payload, cookie });
const confirm = (t: TestApp, clientSecret: string) =>
  inject(t, {
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
const createLink = (t: TestApp, cookie: string, host = 'evil.example') =>
  inject(t, {
    method: 'POST',
    url: '/api/create-custom-payment-link',
    payload: { name: 'Gold for two', description: 'Two owners', amount: '4200' },
    headers: { host },
    cookie,
  });
const get = (t: TestApp, url: string, cookie: string) => inject(t, { method: 'GET', url, cookie });

describe('configuration', () => {
  it('takes test payments on a local address, refuses them on a public one unless PAYMENTS_TEST_MODE=true', () => {
    const mode = (env: Record<string, string>) => loadConfig(env).paymentsMode;
    expect(mode({})).toBe('test');
    for (const local of ['http://localhost:5000', 'http://127.0.0.1:8080', 'http://[::1]:5000']) {
      expect(mode({ PUBLIC_URL: local }), local).toBe('test');
    }
    expect(mode({ PUBLIC_URL: SITE })).toBe('off');
    expect(mode({ PUBLIC_URL: SITE, PAYMENTS_TEST_MODE: 'true' })).toBe('test');
    expect(mode({ PAYMENTS_TEST_MODE: 'false' })).toBe('off');
    expect(
      mode({ PUBLIC_URL: SITE, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
    ).toBe('stripe');
    expect(loadConfig({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
    expect(loadConfig({ PUBLIC_URL: `${SITE}/` }).publicUrl).toBe(SITE);
    expect(() => loadConfig({ PUBLIC_URL: `${SITE}/shop` })).toThrow(
      /PUBLIC_URL: must be the site origin only/,
    );
  });
});

describe('a public address without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE, RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000' });
  });
  afterAll(() => t.close());

  it('says payments are off', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'test', publishableKey: null, mode: 'off' });
  });

  it('refuses every payment entry point with a 503 and the message, and records nothing', async () => {
    const user = await createUser(t);
    const manager = await createUser(t, { role: 'manager', active: true });
    const [link] = await t.database.db
      .insert(paymentLinks)
      .values({
        token: 'older-link',
        provider: 'test',
        providerId: 'older-link',
        url: `${SITE}/checkout?link=older-link`,
        name: 'Made before',
        description: 'A link from when test mode was on',
        amountCents: 10_000,
        currency: 'usd',
        createdBy: manager.id,
      })
      .returning();

    const refusals = {
      tier: await pay(t, { amount: 3500, tier: 'gold' }, user.cookie),
      link: await pay(t, { amount: 100, link: link.token }),
      confirm: await confirm(t, 'pi_test_abc_secret_xyz'),
      createLink: await createLink(t, manager.cookie),
      // Refused before the week is even looked at.
      booking: await postBooking(t, user.cookie, 1),
    };
    for (const [what, res] of Object.entries(refusals)) {
      expect(res.statusCode, what).toBe(503);
      expect(res.json(), what).toMatchObject({ code: 'UNAVAILABLE', message: englishText(PAYMENTS_OFF) });
    }
    expect(await t.database.db.select().from(payments)).toEqual([]);
    expect(await t.database.db.select().from(paymentLinks)).toHaveLength(1);
  });
});

describe('a public address with PAYMENTS_TEST_MODE=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: SITE,
      PAYMENTS_TEST_MODE: 'true',
      RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000',
    });
  });
  afterAll(() => t.close());

  it('takes test payments, and staff see them marked as tests', async () => {
    expect((await inject(t, { method: 'GET', url: '/api/payments/config' })).json().mode).toBe('test');
    const user = await createUser(t);
    const manager = await createUser(t, { role: 'manager', active: true });
    const intent = (await pay(t, { amount: 1500, tier: 'silver' }, user.cookie)).json();
    expect((await confirm(t, intent.clientSecret)).json().status).toBe('succeeded');

    const members = await get(t, '/api/payments/memberships', manager.cookie);
    expect(members.json().items).toEqual([
      expect.objectContaining({ userId: user.id, tier: 'silver', provider: 'test', test: true }),
    ]);

    const created = await createLink(t, manager.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ test: true });
    // The link names the configured site, whatever Host the request claimed.
    expect(created.json().url).toBe(`${SITE}/checkout?link=${created.json().token}`);
    const list = await get(t, '/api/payment-links', manager.cookie);
    expect(list.json().items).toEqual([expect.objectContaining({ token: created.json().token, test: true })]);
  });
});

describe('a local trial (the default PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '5123' });
  });
  afterAll(() => t.close());

  it('builds payment links on http://localhost:PORT, never on the Host header', async () => {
    const manager = await createUser(t, { role: 'manager', active: true });
    const res = await createLink(t, manager.cookie, 'evil.example');
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toBe(`http://localhost:5123/checkout?link=${res.json().token}`);
  });
});
