import { AlertCircle } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';

/** 'Payment Failed' and the processor's reason, kept on screen after the toast has gone. */
export function PaymentFailure({
  message,
  title = t('payments.checkout.paymentFailed'),
}: {
  message: string;
  /** null: the message alone (a failure before any payment was tried). */
  title?: string | null;
}) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="space-y-1">
        {title ? <p className="font-semibold text-destructive">{title}</p> : null}
        <p className={title ? undefined : 'font-semibold text-destructive'}>{message}</p>
      </div>
    </div>
  );
}
