import { AlertCircle } from 'lucide-react';
import { t } from '../../../i18n';

/** 'Payment Failed' and the processor's reason, kept on screen after the toast has gone. */
export function PaymentFailure({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold text-destructive">{t('payments.checkout.paymentFailed')}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
