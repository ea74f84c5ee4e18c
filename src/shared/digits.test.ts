import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits';

/** What Intl writes for the same number, in both of the app's languages (Node has full ICU). */
const formats = new Map<string, Intl.NumberFormat>();
function intl(locale: string, value: number, max: number, min = 0): string {
  const key = `${locale} ${max} ${min}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: max, minimumFractionDigits: min });
    formats.set(key, format);
  }
  return format.format(value);
}

describe('groupDigits', () => {
  it('writes thousands and decimals as en-US and es-MX do', () => {
    expect(groupDigits(1204)).toBe('1,204');
    expect(groupDigits(10_000)).toBe('10,000');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1234.5678, 3)).toBe('1,234.568');
    expect(groupDigits(250.5, 2, 2)).toBe('250.50');
    expect(groupDigits(1500.5)).toBe('1,501');
    expect(groupDigits(-1500.5)).toBe('-1,501');
    expect(groupDigits(999.9999, 2)).toBe('1,000');
    expect(groupDigits(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(groupDigits(1.5e-7, 3)).toBe('0');
    expect(groupDigits(Number.NaN)).toBe('NaN');
  });

  it('matches Intl.NumberFormat digit for digit on many numbers', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values = [0, -0, 0.5, 1.005, 2.675, 1.45, 9.995, 99_999.5, 123_456_789.125, 2 ** 53, 5e-324, 1e-7];
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12 - 3);
      const value = Math.round(random() * magnitude * 1000) / 1000;
      values.push(i % 2 ? value : -value, Math.floor(random() * 1e7) / 100);
    }
    for (const value of values) {
      for (const [max, min] of [
        [0, 0],
        [2, 2],
        [3, 0],
      ]) {
        const ours = groupDigits(value, max, min);
        expect(ours, `${value} (${max}, ${min})`).toBe(intl('en-US', value, max, min));
        expect(ours, `${value} (${max}, ${min})`).toBe(intl('es-MX', value, max, min));
      }
    }
  });
});
