import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { inject, type TestApp } from '../../test/app';

/** The calls of a checkout with the built-in test provider, against the test app `app()` answers. */
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
    rowsOf: (userId: number) => app().database.db.select().from(payments).where(eq(payments.userId, userId)),
  };
}
