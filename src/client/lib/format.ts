import { getLocale, localeTag } from '../i18n';

/**
 * Money, numbers and dates in the reader's language (i18n: en-US or es-MX). English keeps the
 * spec's forms ('$1,500', 'MMM d, yyyy'); Spanish writes 'USD 1,500' (in Mexico '$' alone means
 * pesos) and '12 mar 2027'. Formatters are built once per language.
 * Dates are in format-date.ts, so pages that show no date do not load date-fns.
 */

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${localeTag()}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeTag(), options);
    cache.set(key, f);
  }
  return f;
}

/** '1,204' with the language's separators. */
export const formatCount = (n: number) => numberFormat({}).format(n);

/** '$1,500' (English) or 'USD 1,500' (Spanish): US dollars, thousands separators, no cents. */
export const formatPrice = (amount: number) =>
  numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

/** Whether formatted dollars already name their currency ('USD 1,500'), so no 'USD' goes after them. */
export const priceNamesCurrency = () => getLocale() !== 'en';

/** 'MX$ 27,675': whole pesos with the language's separators (never mixed into a dollar sum). */
export const formatMxn = (amount: number) =>
  `MX$ ${numberFormat({ maximumFractionDigits: 0 }).format(Math.round(amount))}`;

/** '$3,500' for whole dollars, '$250.50' otherwise; another currency in its own style. */
export function formatCents(amountCents: number, currency = 'usd'): string {
  if (currency.toLowerCase() !== 'usd') {
    return numberFormat({ style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
  }
  return amountCents % 100 === 0
    ? formatPrice(amountCents / 100)
    : numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
        amountCents / 100,
      );
}
