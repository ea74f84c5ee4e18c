import { groupDigits } from '#src/shared/digits.ts';
import { getLocale, localeTag } from '../i18n';

/**
 * Money, numbers and dates in the reader's language (i18n: en-US or es-MX). English keeps the
 * forms '$1,500' and 'MMM d, yyyy'; Spanish writes 'USD 1,500' (in Mexico '$' alone means
 * pesos) and '12 mar 2027'. Dollars and plain numbers are written without Intl (shared/digits.ts:
 * a browser's first Intl call costs tens of milliseconds while a page starts), exactly as Intl
 * writes them in both languages (format.test.ts); another currency goes through Intl.
 * Dates are in format-date.ts, so pages that show no date do not load date-fns.
 */

/** The space Intl puts between 'USD' and the amount in Spanish (no break). */
const NBSP = '\u00a0';

function dollars(amount: number, maxFraction: number, minFraction: number): string {
  const digits = groupDigits(Math.abs(amount), maxFraction, minFraction);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return getLocale() === 'en' ? `${sign}$${digits}` : `${sign}USD${NBSP}${digits}`;
}

/** '1,204' with the language's separators. */
export const formatCount = (n: number) => groupDigits(n, 3);

/** '$1,500' (English) or 'USD 1,500' (Spanish): US dollars, thousands separators, no cents. */
export const formatPrice = (amount: number) => dollars(amount, 0, 0);

/** Whether formatted dollars already name their currency ('USD 1,500'), so no 'USD' goes after them. */
export const priceNamesCurrency = () => getLocale() !== 'en';

/** 'MX$ 27,675': whole pesos with the language's separators (never mixed into a dollar sum). */
export const formatMxn = (amount: number) => `MX$ ${groupDigits(Math.round(amount), 0)}`;

/**
 * Pesos as a shop in Mexico writes them: '$27,675 MXN' in Spanish ('$' alone means pesos there,
 * the code says so to a visitor), 'MX$27,675' in English; whole pesos unless the amount has
 * centavos ('$1,234.50 MXN').
 */
export function formatPesos(centavos: number): string {
  const whole = centavos % 100 === 0;
  const digits = groupDigits(Math.abs(centavos) / 100, whole ? 0 : 2, whole ? 0 : 2);
  const sign = centavos < 0 ? '-' : '';
  return getLocale() === 'en' ? `${sign}MX$${digits}` : `${sign}$${digits}${NBSP}MXN`;
}

/** '$3,500' for whole dollars, '$250.50' otherwise; another currency in its own style. */
export function formatCents(amountCents: number, currency = 'usd'): string {
  if (currency.toLowerCase() === 'mxn') return formatPesos(amountCents);
  if (currency.toLowerCase() !== 'usd') {
    return new Intl.NumberFormat(localeTag(), { style: 'currency', currency: currency.toUpperCase() }).format(
      amountCents / 100,
    );
  }
  return amountCents % 100 === 0 ? formatPrice(amountCents / 100) : dollars(amountCents / 100, 2, 2);
}
