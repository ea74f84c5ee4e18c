import { delayedPaymentMail } from '#src/server/modules/payments/delayed-mail.ts';
import { delayedPayments } from '#src/server/modules/payments/expiry.ts';
import type { TestApp } from './app';
import { providerOf, queuingMailer } from './bookings';

/** The payments' clock run "as of" `now` on the app at `t`, its mail queued for the app's worker (as the admin CLI's bookings:tick runs it). */
export const paymentsTickAt = (t: TestApp, now: Date) =>
  delayedPayments(
    t.database.db,
    providerOf(t),
    { error: () => {} },
    delayedPaymentMail(queuingMailer(t), { operator: t.config.operator, publicUrl: t.config.publicUrl }),
  ).tick(now);
