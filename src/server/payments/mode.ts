import { type Config, isLocalHost } from '../config';

interface StartLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Says at start who takes payments, so that an operator sees a test or refusing site before a customer does. */
export function logPaymentsMode(log: StartLog, config: Pick<Config, 'paymentsMode' | 'publicUrl'>): void {
  const site = config.publicUrl;
  switch (config.paymentsMode) {
    case 'stripe':
      log.info(`payments: Stripe takes payments; links point at ${site}`);
      return;
    case 'test':
      if (isLocalHost(site)) {
        log.info(
          `payments: TEST mode on the local address ${site}: the built-in test provider, no money moves`,
        );
      } else {
        log.warn(
          `payments: TEST mode on the public address ${site} (PAYMENTS_TEST_MODE=true): the built-in test provider takes payments, no money moves`,
        );
      }
      return;
    case 'off':
      log.warn(
        `payments: OFF: ${site} is a public address and no Stripe keys are set, so payments are refused. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS_TEST_MODE=true for a trial`,
      );
  }
}
