import { clabe } from 'clabe-validator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { paymentsTickAt } from '#src/server/test/delayed-payments.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { smtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { rateE4, toPesos, usd } from '#src/shared/money/money.ts';

const peer = smtpPeer();
let t: TestApp;
let manager: TestUser;
const { createIntent, confirm, status, newLink } = paymentCalls(() => t);
const settle = (cookie: string | undefined, paymentIntentId: string, outcome: 'paid' | 'expired') =>
  inject(t, {
    method: 'POST',
    url: '/api/payments/test/settle',
    cookie,
    payload: { paymentIntentId, outcome },
  });
const rowOf = async (providerId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerId, providerId)))[0];
const activeOf = async (id: number) =>
  (await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, id)))[0].active;

beforeAll(async () => {
  const port = await peer.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://semana.example',
    PAYMENTS_TEST_MODE: 'true',
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000',
    USD_MXN_RATE: '17.2345',
  });
  manager = await createUser(t, { role: 'manager', active: true });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('OXXO and SPEI with the built-in test provider', () => {
  it('prices an OXXO membership in whole pesos at the kept rate, holds activation, and activates once staff mark it paid', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    const res = await createIntent({ amount: 3500, tier: 'gold', method: 'oxxo' }, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentIntentId, clientSecret, amountCents, currency, method } = res.json();
    // $3,500 × 17.2345 = 60,320.75 pesos → 60,321 whole pesos.
    expect(amountCents).toBe(toPesos(usd(350_000), rateE4('17.2345')).cents);
    expect({ amountCents, currency, method }).toEqual({
      amountCents: 6_032_100,
      currency: 'mxn',
      method: 'oxxo',
    });
    const row = await rowOf(paymentIntentId);
    expect(row).toMatchObject({
      status: 'pending',
      method: 'oxxo',
      usdAmountCents: 350_000,
      rateE4: 172_345,
    });
    expect(row.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);

    const shown = (await status(paymentIntentId, clientSecret)).json();
    expect(shown).toMatchObject({
      status: 'pending',
      method: 'oxxo',
      amountCents: 6_032_100,
      currency: 'mxn',
    });
    expect(shown.delayed).toMatchObject({ usdAmountCents: 350_000, rate: '17.2345', expired: false });
    expect(shown.delayed.instructions.number).toMatch(/^\d{18}$/);
    expect(shown.delayed.barcodeSvg).toMatch(/^<svg /);
    expect(await activeOf(user.id)).toBe(false);

    // The voucher's mail, in Spanish, with the same facts.
    await until(() => peer.mailsTo(user.email).length === 1);
    const [voucher] = peer.mailsTo(user.email);
    expect(voucher.headers.get('subject')).toBe('Tu ficha OXXO: Membresía Oro');
    expect(voucher.body).toContain(shown.delayed.instructions.number);
    expect(voucher.body).toContain('60,321.00 MXN');
    expect(voucher.body).toContain('3,500.00 USD a 17.2345 pesos por dólar');

    // A card cannot pay a voucher; a renter cannot play staff.
    expect((await confirm(clientSecret, '4242424242424242')).statusCode).toBe(409);
    expect((await settle(user.cookie, paymentIntentId, 'paid')).statusCode).toBe(403);
    expect((await settle(undefined, paymentIntentId, 'paid')).statusCode).toBe(401);

    const paid = await settle(manager.cookie, paymentIntentId, 'paid');
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect(await activeOf(user.id)).toBe(true);
    // Once paid, it is no longer waiting: a second mark changes nothing.
    expect((await settle(manager.cookie, paymentIntentId, 'paid')).statusCode).toBe(409);
    expect((await settle(manager.cookie, paymentIntentId, 'expired')).statusCode).toBe(409);
    expect((await rowOf(paymentIntentId)).status).toBe('succeeded');

    await until(() => peer.mailsTo(user.email).length === 2);
    const receipt = peer.mailsTo(user.email)[1];
    expect(receipt.headers.get('subject')).toBe('Recibimos tu pago: Membresía Oro');
    expect(receipt.body).toContain('MXN');
    expect(receipt.body).toContain('3,500.00 USD, a 17.2345 pesos por dólar');
  });

  it('gives a SPEI payment link a CLABE that passes its check digit, and asks an anonymous payer who pays', async () => {
    const link = await newLink(manager.cookie, {
      name: 'Corporate plan',
      description: 'Annual',
      amount: '100',
    });
    const noPayer = await createIntent({ amount: 100, link: link.token, method: 'spei' });
    expect(noPayer.statusCode).toBe(400);
    expect(noPayer.json().message).toMatch(/name and e-mail/);
    const spanish = await inject(t, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 100, link: link.token, method: 'spei' },
      headers: { 'accept-language': 'es-MX' },
    });
    expect(spanish.json().message).toMatch(/nombre y el correo/);

    const res = await createIntent({
      amount: 100,
      link: link.token,
      method: 'spei',
      payer: { name: 'Empresa SA de CV', email: 'pagos@empresa.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentIntentId, clientSecret } = res.json();
    const { delayed } = (await status(paymentIntentId, clientSecret)).json();
    expect(delayed.instructions.kind).toBe('spei');
    expect(clabe.validate(delayed.instructions.clabe).ok).toBe(true);
    expect(delayed.instructions.reference).toMatch(/^\d{7}$/);
    expect(delayed.barcodeSvg).toBeNull();

    // Staff see it waiting.
    const pending = await inject(t, { method: 'GET', url: '/api/payments/pending', cookie: manager.cookie });
    expect(pending.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentIntentId, method: 'spei', test: true })]),
    );
  });

  it('expires an unpaid voucher on the clock "as of" its end, mails its payer once, and never activates', async () => {
    const user = await createUser(t);
    const { paymentIntentId, clientSecret } = (
      await createIntent({ amount: 1500, tier: 'silver', method: 'oxxo' }, user.cookie)
    ).json();
    const end = (await rowOf(paymentIntentId)).expiresAt as Date;
    await paymentsTickAt(t, new Date(end.getTime() - 1000));
    expect((await rowOf(paymentIntentId)).status).toBe('pending');
    expect((await paymentsTickAt(t, new Date(end.getTime() + 1000))).expired).toBeGreaterThanOrEqual(1);
    // Run again (another process, a replayed job): nothing more is closed or mailed.
    await paymentsTickAt(t, new Date(end.getTime() + 2000));
    const row = await rowOf(paymentIntentId);
    expect(row.status).toBe('canceled');
    expect(row.expiredAt).toBeInstanceOf(Date);
    expect((await status(paymentIntentId, clientSecret)).json().delayed.expired).toBe(true);
    // Too late to pay.
    expect((await settle(manager.cookie, paymentIntentId, 'paid')).statusCode).toBe(409);
    await until(() => peer.mailsTo(user.email).length === 2);
    expect(peer.mailsTo(user.email)[1].headers.get('subject')).toBe(
      'Your payment expired unpaid: Silver membership',
    );
    expect(await activeOf(user.id)).toBe(false);
    await new Promise((r) => setTimeout(r, 1500));
    expect(peer.mailsTo(user.email)).toHaveLength(2);
  });

  it('refuses OXXO and SPEI when no rate is known, and keeps the card', async () => {
    const bare = await createTestApp({ PAYMENTS_TEST_MODE: 'true', RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000' });
    try {
      const user = await createUser(bare);
      const call = (method: string) =>
        inject(bare, {
          method: 'POST',
          url: '/api/create-payment-intent',
          cookie: user.cookie,
          payload: { amount: 1500, tier: 'silver', method },
        });
      const refused = await call('oxxo');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/no exchange rate/);
      expect((await call('spei')).statusCode).toBe(409);
      expect((await call('card')).statusCode).toBe(200);
      expect((await call('cash')).statusCode).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
