import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { payments } from '#src/server/db/schema/payments.ts';
import { inject, type TestApp } from './app';
import { STAND_IN_WEBHOOK_SECRET } from './stripe-app';

/**
 * The calls of a checkout (with the built-in test provider, or Stripe's webhook) and of staff's
 * payment links, against the test app `app()` answers.
 */
export function paymentCalls(app: () => TestApp) {
  return {
    createIntent: (payload: Record<string, unknown>, cookie?: string) =>
      inject(app(), { method: 'POST', url: '/api/create-payment-intent', payload, cookie }),
    confirm: (clientSecret: string, cardNumber: string, extra: Record<string, string> = {}) =>
      inject(app(), {
        method: 'POST',
        url: '/api/payments/test/confirm',
        payload: { clientSecret, cardNumber, expiry: '12/34', cvc: '123', ...extra },
      }),
    status: (paymentIntent: string, clientSecret: string) =>
      inject(app(), {
        method: 'GET',
        url: `/api/payments/status?payment_intent=${encodeURIComponent(paymentIntent)}&payment_intent_client_secret=${encodeURIComponent(clientSecret)}`,
      }),
    /** A staff member's custom payment link (its JSON answer). */
    newLink: async (cookie: string, payload: Record<string, unknown> = CUSTOM_LINK) =>
      (
        await inject(app(), { method: 'POST', url: '/api/create-custom-payment-link', payload, cookie })
      ).json(),
    /** Posts an event to the webhook: `signature` is the Stripe-Signature header (none if undefined). */
    webhook: (payload: string, signature?: string, headers: Record<string, string> = {}) =>
      inject(app(), {
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          ...headers,
        },
      }),
    rowsOf: (userId: number) => app().database.db.select().from(payments).where(eq(payments.userId, userId)),
  };
}

const CUSTOM_LINK = { name: 'Custom', description: 'A custom membership', amount: '100' };

/** A Stripe event as the webhook receives it, its `data.object` given. */
export const stripeEvent = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

/** The Stripe-Signature header of `payload`, by default signed with the stand-in's secret, now. */
export const signStripe = (payload: string, opts: { timestamp?: number; secret?: string } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? STAND_IN_WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });

/** A succeeded $3,500 payment intent as Stripe sends it in an event; `over` changes any field. */
export const intentObject = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  object: 'payment_intent',
  amount: 350_000,
  amount_received: 350_000,
  currency: 'usd',
  status: 'succeeded',
  metadata: {},
  last_payment_error: null,
  ...over,
});
