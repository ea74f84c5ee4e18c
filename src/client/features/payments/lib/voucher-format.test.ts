import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { groupClabe, groupReference } from './voucher-format';

describe("a voucher's numbers as they are shown", () => {
  it('groups an OXXO reference in fours, keeping every digit in order', () => {
    expect(groupReference('912345678901234567')).toBe('9123 4567 8901 2345 67');
    expect(groupReference('912345678901234567').replace(/ /g, '')).toBe('912345678901234567');
  });

  it('groups a CLABE by its bank, plaza, account and check digit, and the groups still validate', () => {
    const account = clabe.calculate(646, 180, 12345678901);
    const shown = groupClabe(account);
    expect(shown.split(' ').map((g) => g.length)).toEqual([3, 3, 4, 4, 3, 1]);
    expect(shown.startsWith('646 180 ')).toBe(true);
    expect(clabe.validate(shown.replace(/ /g, '')).ok).toBe(true);
  });

  it('leaves anything that is not 18 digits as it came', () => {
    expect(groupClabe('12345')).toBe('12345');
  });
});
