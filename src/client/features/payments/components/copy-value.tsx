import { Check, Copy } from 'lucide-react';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { useCopy } from '#src/client/lib/use-copy.ts';

/**
 * A number the payer types elsewhere (the OXXO reference, the CLABE): shown large and selectable,
 * `shown` grouped for reading while the copy button copies the bare digits.
 */
export function CopyValue({
  label,
  value,
  shown = value,
  copyLabel,
  large = false,
}: {
  label: string;
  value: string;
  shown?: string;
  copyLabel: string;
  large?: boolean;
}) {
  const { copied, copy } = useCopy(value, t('mxpay.voucher.copyFailed'));
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          className={cn(
            'font-mono font-bold tracking-wider tabular-nums select-all [overflow-wrap:anywhere]',
            large ? 'text-xl sm:text-3xl' : 'text-lg',
          )}
        >
          {shown}
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={copy}
          aria-label={copyLabel}
          className="print:hidden"
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('mxpay.voucher.copied') : t('mxpay.voucher.copy')}
        </Button>
        <span className="sr-only" aria-live="polite">
          {copied ? t('mxpay.voucher.copied') : ''}
        </span>
      </dd>
    </div>
  );
}
