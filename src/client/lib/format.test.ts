import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_TAGS, type Locale, setLocale } from '../i18n';
import { formatCents, formatCount, formatMxn, formatPrice } from './format';

/**
 * Dollars and counts are written without Intl (a phone's first Intl call is slow): they must be
 * exactly what Intl.NumberFormat writes in each language, the page drawn on the server included.
 */
const amounts = [
  0, 1, 7, 99, 100, 999, 1000, 1204, 1500, 1500.5, 12_345.675, 250.5, 999_999.5, 1_234_567, -1500.5,
];

afterEach(() => setLocale('en'));

describe.each(['en', 'es'] satisfies Locale[])('formatting in %s', (locale) => {
  const tag = LOCALE_TAGS[locale];
  const usd = (max: number, min = 0) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: max,
      minimumFractionDigits: min,
    });

  it('writes prices, counts and pesos as Intl does', () => {
    setLocale(locale);
    for (const amount of amounts) {
      expect(formatPrice(amount), String(amount)).toBe(usd(0).format(amount));
      expect(formatCount(amount), String(amount)).toBe(new Intl.NumberFormat(tag).format(amount));
      expect(formatMxn(amount), String(amount)).toBe(
        `MX$ ${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Math.round(amount))}`,
      );
    }
  });

  it('writes cents as whole dollars when they are, with two decimals otherwise', () => {
    setLocale(locale);
    for (const cents of [0, 1, 5, 99, 100, 25_050, 350_000, 1005, 123_456_789]) {
      const expected = cents % 100 === 0 ? usd(0).format(cents / 100) : usd(2, 2).format(cents / 100);
      expect(formatCents(cents), String(cents)).toBe(expected);
    }
    expect(formatCents(1999, 'eur')).toBe(
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(19.99),
    );
  });
});
