import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';

/** The booking's reference, large and copyable: what the guest reads to the resort's desk. */
export function BookingReference({ reference }: { reference: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      toast({ variant: 'destructive', title: t('bookings.detail.copyFailed') });
    }
  };
  return (
    <dl className="grid gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{t('bookings.detail.reference')}</dt>
      <dd className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-3xl font-bold tracking-wider select-all sm:text-4xl">
          {reference}
        </span>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('bookings.detail.copied') : t('bookings.detail.copy')}
        </Button>
        <span role="status" className="sr-only">
          {copied ? t('bookings.detail.copied') : ''}
        </span>
      </dd>
      <dd className="text-sm text-muted-foreground">{t('bookings.detail.referenceHint')}</dd>
    </dl>
  );
}
