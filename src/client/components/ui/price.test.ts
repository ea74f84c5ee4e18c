import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, setLocale } from '#src/client/i18n/index.ts';
import { formatPesos } from '#src/client/lib/format.ts';
import type { ExchangeRate } from '#src/shared/contracts/system.ts';
import { priceLines } from './price';

const rate: ExchangeRate = { usdMxn: 18.45, date: '2026-11-20', source: 'config' };
const NBSP = '\u00a0';

describe('a price in the reader’s language', () => {
  afterEach(() => setLocale('en'));

  it('reads dollars first in English, approximate whole pesos beside', () => {
    expect(priceLines(150_000, rate)).toEqual({
      main: '$1,500',
      beside: '≈ MX$ 27,675 · rate of Nov 20, 2026',
    });
    expect(priceLines(150_000, null)).toEqual({ main: '$1,500', beside: null });
  });

  it('reads pesos first in Spanish, whole as a shop writes them, the dollars and the rate’s day beside', async () => {
    await loadLocale('es');
    setLocale('es');
    expect(priceLines(150_000, rate)).toEqual({
      main: `$27,675${NBSP}MXN`,
      beside: `USD${NBSP}1,500 · tipo de cambio del 20 nov 2026`,
    });
    // $1,275.50 at 18.45 = 23,532.975 → $23,533 MXN (half up), the dollars with their cents.
    expect(priceLines(127_550, rate)).toEqual({
      main: `$23,533${NBSP}MXN`,
      beside: `USD${NBSP}1,275.50 · tipo de cambio del 20 nov 2026`,
    });
  });

  it('says a Spanish price is in dollars when no rate is known', async () => {
    await loadLocale('es');
    setLocale('es');
    expect(priceLines(150_000, null)).toEqual({
      main: `USD${NBSP}1,500`,
      beside: 'En dólares: aún no hay tipo de cambio',
    });
  });

  it('writes pesos with centavos only when there are some', async () => {
    expect(formatPesos(2_767_500)).toBe('MX$27,675');
    await loadLocale('es');
    setLocale('es');
    expect(formatPesos(2_767_500)).toBe(`$27,675${NBSP}MXN`);
    expect(formatPesos(123_450)).toBe(`$1,234.50${NBSP}MXN`);
    expect(formatPesos(-50)).toBe(`-$0.50${NBSP}MXN`);
  });
});
