import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** Stripe when its keys are configured, else the built-in test provider (decision 010); the app and the admin CLI choose alike. */
export function chooseProvider(config: Config, sessionSecret: string): PaymentProvider {
  return config.stripe ? stripeProvider(config.stripe) : testProvider(`${sessionSecret}:test-payments`);
}
