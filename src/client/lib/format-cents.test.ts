import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { formatDollarsToTheCent } from './format-cents';

afterEach(() => setLocale('en'));

describe('dollars to the cent', () => {
  it('keeps the cents formatPrice rounds away, and whole dollars whole, in both languages', () => {
    expect(formatDollarsToTheCent(350)).toBe('$350');
    expect(formatDollarsToTheCent(420.5)).toBe('$420.50');
    // Amounts whose hundredfold is no exact float.
    expect(formatDollarsToTheCent(0.29)).toBe('$0.29');
    expect(formatDollarsToTheCent(1234.07)).toBe('$1,234.07');
    setLocale('es');
    expect(formatDollarsToTheCent(420.5)).toBe('USD\u00a0420.50');
  });
});
