import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatMxn } from '#src/client/lib/format.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import { usdInText } from '#src/client/lib/money-text.ts';
import { useSiteConfig } from '#src/client/lib/site-config.ts';

/**
 * The approximate pesos beside a dollar price ('≈ MX$ 27,675 · rate of Nov 20, 2026'), from the
 * rate the operator set. Prices stay in dollars: this line is never added into a sum. Nothing is
 * shown while no rate is set.
 */
export function MxnApprox({ usd, className }: { usd: number; className?: string }) {
  const rate = useSiteConfig().data?.exchangeRate;
  if (!rate || !Number.isFinite(usd)) return null;
  return (
    <span className={cn('block text-xs text-muted-foreground tabular-nums', className)}>
      {t('locale.mxnApprox', { amount: formatMxn(usd * rate.usdMxn), date: formatDay(rate.date) })}
    </span>
  );
}

/** Approximate pesos beside a price an owner wrote as text, when it names a single dollar amount. */
export function PesosBeside({ price, className }: { price: string; className?: string }) {
  const usd = usdInText(price);
  return usd === null ? null : (
    <MxnApprox usd={usd} className={cn('mt-1 font-normal tracking-normal', className)} />
  );
}
