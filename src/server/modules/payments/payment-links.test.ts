import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, payments } from '#src/server/db/schema/payments.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';

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

const { createIntent, confirm, status } = paymentCalls(() => t);

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

  it('gives its messages for missing fields and the amount format', async () => {
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
