import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { createTestApp, createUser, type TestApp } from '#src/server/test/app.ts';
import { intentObject, paymentCalls, signStripe, stripeEvent } from '#src/server/test/payment-calls.ts';
import { smtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { createStripeTestApp } from '#src/server/test/stripe-app.ts';

const peer = smtpPeer();
let port = 0;
const apps: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});
afterAll(() => peer.close());

const mailsTo = (to: string) => peer.mailsTo(to);
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
    const { createIntent, confirm } = paymentCalls(() => t);
    const user = await createUser(t);
    const intent = await createIntent({ amount: 3500, tier: 'gold' }, user.cookie);
    const { clientSecret, paymentIntentId } = intent.json();
    const pay = () => confirm(clientSecret, '4242424242424242');
    const answers = await Promise.all([pay(), pay(), pay()]);
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
    const { createIntent, confirm } = paymentCalls(() => t);
    const user = await createUser(t);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    const intent = await createIntent({ amount: 3500, tier: 'gold' }, user.cookie);
    const { clientSecret, paymentIntentId } = intent.json();
    const paid = await confirm(clientSecret, '4242424242424242');
    expect(paid.json().status).toBe('succeeded');
    await until(() => mailsTo(user.email).length === 1);
    const [receipt] = mailsTo(user.email);
    expect(receipt.headers.get('subject')).toBe('Recibimos tu pago: Membresía Oro');
    expect(receipt.body).toContain('Monto: 3,500.00 USD');
    expect(receipt.body).toContain(`Referencia: ${paymentIntentId}`);
    expect(receipt.body).toContain('<html lang="es-MX">');
  });

  it('tells the payer once when the card is declined, then sends the receipt when another card pays', async () => {
    const t = await testApp();
    const { createIntent, confirm } = paymentCalls(() => t);
    const user = await createUser(t);
    const { clientSecret } = (await createIntent({ amount: 1500, tier: 'silver' }, user.cookie)).json();
    const pay = (cardNumber: string) => confirm(clientSecret, cardNumber);
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
    const payload = stripeEvent(
      'evt_receipt_1',
      'payment_intent.succeeded',
      intentObject('pi_receipt_1', {
        amount: 500_000,
        amount_received: 500_000,
        metadata: { userId: String(user.id), tier: 'platinum' },
      }),
    );
    const { webhook } = paymentCalls(() => t);
    for (let i = 0; i < 2; i++) expect((await webhook(payload, signStripe(payload))).statusCode).toBe(200);
    await until(() => mailsTo(user.email).length === 1);
    await settle();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0].headers.get('subject')).toBe('Payment received: Platinum membership');
    expect(mailsTo(user.email)[0].body).toContain('Reference: pi_receipt_1');
  });
});
