import { CircleSlash, FlaskConical } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import { usePaymentsConfig } from '../api';

/**
 * Says on the payment pages when this site takes test payments only, or none at all (decision 010),
 * so nobody mistakes a test for a real payment. Nothing is shown with Stripe, nor while the
 * configuration loads. The checkout says the same in its card step (payment-step.tsx), where the
 * payment would be made.
 */
export function PaymentsModeNotice() {
  const config = usePaymentsConfig();
  const mode = config.data?.mode;
  if (mode === 'test') {
    return (
      <div
        role="note"
        className="flex gap-3 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-left text-sm text-amber-950"
      >
        <span className="inline-flex h-fit shrink-0 items-center gap-1 rounded-md bg-amber-800 px-2 py-0.5 text-xs font-bold tracking-wider text-white">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          {t('payments.mode.testBadge')}
        </span>
        <p className="text-pretty">
          <span className="font-semibold">{t('payments.mode.testTitle')}.</span> {t('payments.mode.testBody')}
        </p>
      </div>
    );
  }
  if (mode === 'off') {
    return (
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-left text-sm"
      >
        <CircleSlash className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">{t('payments.mode.offTitle')}</p>
          <p className="text-pretty text-muted-foreground">{t('payments.mode.offBody')}</p>
        </div>
      </div>
    );
  }
  return null;
}
