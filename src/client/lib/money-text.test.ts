import { afterAll, describe, expect, it } from 'vitest';
import { priceLines } from '#src/client/components/ui/price.tsx';
import { setLocale } from '../i18n';
import { formatPrice } from './format';
import { usdInText } from './money-text';

describe('the dollar amount in a price written as text', () => {
  it.each([
    ['$12,500 USD', 12500],
    ['USD 18,500', 18500],
    ['US$9,900', 9900],
    ['$7,250.50 usd', 7250.5],
    ['18500 dólares', 18500],
    ['Desde $10,000 USD, negociable', 10000],
  ])('reads %s as %d', (text, value) => {
    expect(usdInText(text)).toBe(value);
  });

  it.each([
    '$18,500',
    '12,500 MXN',
    'MX$ 250,000 (USD 13,500)',
    '$10,000 - $12,000 USD',
    'Price on request',
    'USD',
    '1,25 USD',
    '$0 USD',
    '99999999999 USD',
  ])('finds no single dollar price in %s', (text) => {
    expect(usdInText(text)).toBeNull();
  });
});

describe('one way of writing dollars per language', () => {
  afterAll(() => setLocale('en'));

  it.each([
    ['en', '$22,000 USD', '$22,000'],
    ['en', 'USD 18,500', '$18,500'],
    ['es', '$22,000 USD', 'USD\u00a022,000'],
    ['es', 'US$9,900', 'USD\u00a09,900'],
    ['es', '18500 dólares', 'USD\u00a018,500'],
  ] as const)('in %s, an owner’s %s reads %s, as a week’s price does', (locale, text, shown) => {
    setLocale(locale);
    const dollars = usdInText(text);
    expect(dollars).not.toBeNull();
    expect(priceLines(Math.round((dollars ?? 0) * 100), null).main).toBe(shown);
    expect(formatPrice(dollars ?? Number.NaN)).toBe(shown);
  });

  it.each(['MX$ 250,000', '$10,000 - $12,000 USD', 'Price on request'])('keeps %s as written', (text) => {
    setLocale('es');
    expect(usdInText(text)).toBeNull();
  });
});
