import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { createTestApp, createUser, inject, type TestApp } from '../../test/app';
import { parseMail, smtpPeer, until } from '../../test/smtp-peer';
import { createStripeTestApp, STAND_IN_WEBHOOK_SECRET } from '../../test/stripe-app';

const peer = smtpPeer();
let port = 0;
const apps: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});
afterAll(() => peer.close());

const mailsTo = (to: string) => peer.received.map(parseMail).filter((m) => m.headers.get('to') === to);
const settle = () => new Promise((r) => setTimeout(r, 2500));

async function testApp(): Promise<TestApp> {
  if (!port) port = await peer.listen();
  const t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://semana.example',
    // The built-in test provider; it is off by default on a public address.
    PAYMENTS_TEST_MODE: 'true',
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000',
  });
  apps.push(t);
  return t;
}

describe('payment mail', () => {
  it('mails one receipt for a confirmed membership payment, however often it is confirmed', async () => {
    const t = await testApp();
    const user = await createUser(t);
    const intent = await inject(t, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 3500, tier: 'gold' },
      cookie: user.cookie,
    });
    const { clientSecret, paymentIntentId } = intent.json();
    const confirm = () =>
      inject(t, {
        method: 'POST',
        url: '/api/payments/test/confirm',
        payload: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
      });
    const answers = await Promise.all([confirm(), confirm(), confirm()]);
    expect(answers.map((a) => a.json().status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    await until(() => mailsTo(user.email).length === 1);
    await settle();
    const [receipt] = mailsTo(user.email);
    expect(receipt.headers.get('subject')).toBe('Payment received: Gold membership');
    expect(receipt.body).toContain('$3,500.00 USD');
    expect(receipt.body).toContain(`Reference: ${paymentIntentId}`);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('writes the receipt in the payer’s language', async () => {
    const t = await testApp();
    const user = await createUser(t);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    const intent = await inject(t, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 3500, tier: 'gold' },
      cookie: user.cookie,
    });
    const { clientSecret, paymentIntentId } = intent.json();
    const paid = await inject(t, {
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.json().status).toBe('succeeded');
    await until(() => mailsTo(user.email).length === 1);
    const [receipt] = mailsTo(user.email);
    expect(receipt.headers.get('subject')).toBe('Recibimos tu pago: Membresía Gold');
    expect(receipt.body).toContain('Monto: 3,500.00 USD');
    expect(receipt.body).toContain(`Referencia: ${paymentIntentId}`);
    expect(receipt.body).toContain('<html lang="es-MX">');
  });

  it('tells the payer once when the card is declined, then sends the receipt when another card pays', async () => {
    const t = await testApp();
    const user = await createUser(t);
    const { clientSecret } = (
      await inject(t, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { amount: 1500, tier: 'silver' },
        cookie: user.cookie,
      })
    ).json();
    const pay = (cardNumber: string) =>
      inject(t, {
        method: 'POST',
        url: '/api/payments/test/confirm',
        payload: { clientSecret, cardNumber, expiry: '12/34', cvc: '123' },
      });
    expect((await pay('4000000000000002')).json().status).toBe('failed');
    expect((await pay('4000000000000002')).json().status).toBe('failed');
    await until(() => mailsTo(user.email).length === 1);
    expect(mailsTo(user.email)[0].headers.get('subject')).toBe(
      'Your payment did not go through: Silver membership',
    );
    expect((await pay('4242424242424242')).json().status).toBe('succeeded');
    await until(() => mailsTo(user.email).length === 2);
    await settle();
    expect(mailsTo(user.email).map((m) => m.headers.get('subject'))).toEqual([
      'Your payment did not go through: Silver membership',
      'Payment received: Silver membership',
    ]);
  });

  it('mails the receipt for a payment Stripe confirms by webhook, once even when the event is redelivered', async () => {
    if (!port) port = await peer.listen();
    const stripe = await createStripeTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://semana.example',
    });
    apps.push({ close: stripe.close });
    const t = stripe.t;
    const user = await createUser(t);
    const payload = JSON.stringify({
      id: 'evt_receipt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'pi_receipt_1',
          object: 'payment_intent',
          amount: 500_000,
          amount_received: 500_000,
          currency: 'usd',
          status: 'succeeded',
          metadata: { userId: String(user.id), tier: 'platinum' },
          last_payment_error: null,
        },
      },
    });
    for (let i = 0; i < 2; i++) {
      const res = await inject(t, {
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STAND_IN_WEBHOOK_SECRET,
          }),
        },
      });
      expect(res.statusCode).toBe(200);
    }
    await until(() => mailsTo(user.email).length === 1);
    await settle();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0].headers.get('subject')).toBe('Payment received: Platinum membership');
    expect(mailsTo(user.email)[0].body).toContain('Reference: pi_receipt_1');
  });
});
