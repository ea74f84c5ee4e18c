import { createTestAppBeside } from './app';
import { startStripeStandIn } from './stripe-stand-in';

export const STAND_IN_WEBHOOK_SECRET = 'whsec_test_semana_webhook_secret';

/** The app in Stripe mode, its SDK pointed at a fresh local stand-in for Stripe's API; `close` stops both. */
export async function createStripeTestApp(env: Record<string, string> = {}) {
  const standIn = await startStripeStandIn();
  const { t, close } = await createTestAppBeside(standIn, {
    STRIPE_SECRET_KEY: 'sk_test_semana',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_semana',
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '10000',
    ...env,
  });
  return { t, standIn, close };
}
