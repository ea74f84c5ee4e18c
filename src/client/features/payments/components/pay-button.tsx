import { Lock } from 'lucide-react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { t } from '#src/client/i18n/index.ts';

/** The card step's 'Pay Now', which turns into 'Processing…' with a spinner while `paying`. */
export function PayButton({ paying, disabled }: { paying: boolean; disabled: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled}>
      {paying ? <Spinner /> : <Lock aria-hidden="true" />}
      {paying ? t('payments.checkout.paying') : t('payments.checkout.payNow')}
    </Button>
  );
}
