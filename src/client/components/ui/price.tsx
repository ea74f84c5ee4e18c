import { getLocale, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCents, formatMxn, formatPesos } from '#src/client/lib/format.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import { usdInText } from '#src/client/lib/money-text.ts';
import { useSiteConfig } from '#src/client/lib/site-config.ts';
import type { ExchangeRate } from '#src/shared/contracts/system.ts';
import { rateE4, toPesos, usd } from '#src/shared/money/money.ts';

/** A price's two lines: the one to read first, and the other currency (or why there is none). */
export interface PriceLines {
  main: string;
  beside: string | null;
}

/**
 * A dollar price as the reader's language shows it (decision 063). Spanish: pesos first, whole as
 * a shop in Mexico writes them ('$27,675 MXN'), the dollars and the rate's day beside; without a
 * rate, the dollars and a word that they are dollars. English: dollars first, approximate pesos
 * beside while a rate is set. The pesos are the site's current rate applied to the cents, rounded
 * to a whole peso (the same rule a peso purchase charges by).
 */
export function usePriceLines(usdCents: number): PriceLines {
  return priceLines(usdCents, useSiteConfig().data?.exchangeRate ?? null);
}

/** usePriceLines with the rate given (the page's, from the site's configuration). */
export function priceLines(usdCents: number, rate: ExchangeRate | null): PriceLines {
  if (!Number.isSafeInteger(usdCents)) return { main: '', beside: null };
  const dollars = formatCents(usdCents);
  const pesos = rate ? toPesos(usd(usdCents), rateE4(rate.usdMxn)).cents : null;
  if (getLocale() === 'en') {
    return {
      main: dollars,
      beside:
        rate && pesos !== null
          ? t('locale.mxnApprox', { amount: formatMxn(pesos / 100), date: formatDay(rate.date) })
          : null,
    };
  }
  if (!rate || pesos === null) return { main: dollars, beside: t('locale.price.dollarsOnly') };
  return {
    main: formatPesos(pesos),
    beside: t('locale.price.dollarsBeside', { amount: dollars, date: formatDay(rate.date) }),
  };
}

/** The second line of a price (see usePriceLines), small under or beside the first. */
export function PriceBeside({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return <span className={cn('block text-xs text-muted-foreground tabular-nums', className)}>{text}</span>;
}

/** Cents of a dollar amount read from a numeric column (whole cents; the float's error dropped). */
const centsOfDollars = (dollars: number) => Math.round(dollars * 100);

/** A dollar amount (`usd`, as the API sends prices) written as usePriceLines does: the first line, then the other. */
export function Price({ usd: dollars, besideClassName }: { usd: number; besideClassName?: string }) {
  const lines = usePriceLines(centsOfDollars(dollars));
  return (
    <>
      {lines.main}
      <PriceBeside text={lines.beside} className={besideClassName} />
    </>
  );
}

/** usePriceLines for a dollar amount (`usd`, as the API sends prices). */
export const useDollarPriceLines = (dollars: number) => usePriceLines(centsOfDollars(dollars));

/**
 * The lines of a price an owner wrote as text ('$12,500 USD') when it names one dollar amount
 * (money-text.ts); null for any other text (pesos, a range, 'Price on request'), shown as written.
 */
export function useTextPriceLines(text: string): PriceLines | null {
  const dollars = usdInText(text);
  const lines = usePriceLines(dollars === null ? 0 : centsOfDollars(dollars));
  return dollars === null ? null : lines;
}

/** A price an owner wrote as text, in the reader's first currency when it names one dollar amount (its first line only). */
export function TextPrice({ text }: { text: string }) {
  return <>{useTextPriceLines(text)?.main ?? text}</>;
}

/** A dollar amount's first line only, where a list has no room for the second (a trip's total). */
export function PriceMain({ usd: dollars }: { usd: number }) {
  return <>{useDollarPriceLines(dollars).main}</>;
}
