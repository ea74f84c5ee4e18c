import { describe, expect, it } from 'vitest';
import {
  findLoneSurrogate,
  findNul,
  ID_RANGE_MESSAGE,
  id,
  isCalendarDate,
  NUL_MESSAGE,
  numericMax,
  text,
} from './common';
import { createPropertyFields } from './properties';

describe('shared input rules', () => {
  it('knows which dates exist: leap years, month lengths, sane years', () => {
    for (const ok of ['2024-02-29', '2000-02-29', '1900-01-01', '2199-12-31', '2030-04-30']) {
      expect(isCalendarDate(ok), ok).toBe(true);
    }
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-02-30',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0000-00-00',
      '1899-12-31',
      '2200-01-01',
      '2024-1-1',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it('takes ids from 1 to 2,147,483,647, as numbers or numeric strings', () => {
    expect(id().parse('2147483647')).toBe(2_147_483_647);
    expect(id().parse(1)).toBe(1);
    expect(id().safeParse('2147483648').error?.issues[0].message).toBe(ID_RANGE_MESSAGE);
    expect(id().safeParse(2 ** 53 + 2).error?.issues[0].message).toBe(ID_RANGE_MESSAGE);
    for (const bad of ['0', '-1', '1.5', '1e400', 'NaN', 'abc'])
      expect(id().safeParse(bad).success, bad).toBe(false);
    expect(id('Pick one').safeParse('0').error?.issues[0].message).toBe('Pick one');
  });

  it('gives the largest value of a numeric(precision, scale) column', () => {
    expect(numericMax(10, 2)).toBe(99_999_999.99);
    expect(numericMax(14, 2)).toBe(999_999_999_999.99);
  });

  it('refuses NUL in text and finds it anywhere in a value, keys included', () => {
    expect(text().safeParse('a\u0000b').error?.issues[0].message).toBe(NUL_MESSAGE);
    expect(text().safeParse('Ω ok').success).toBe(true);
    expect(findNul({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\\u0000']);
    expect(findNul({ a: ['fine'], b: null, c: 2 })).toBeUndefined();
  });

  it('finds a lone surrogate in any string or key, and lets a whole pair (an emoji) through', () => {
    expect(findLoneSurrogate({ a: [1, { b: 'x\udfff\ud800' }] })).toEqual(['a', 1, 'b']);
    expect(findLoneSurrogate({ a: 'end\ud800' })).toEqual(['a']);
    expect(findLoneSurrogate({ 'k\udc00': 1 })).toEqual(['k\uFFFD']);
    expect(findLoneSurrogate({ a: 'Cancún 🏖️', b: ['ok'] })).toBeUndefined();
  });

  it('refuses NUL in the text fields of a property listing', () => {
    const fields = {
      hotelName: 'Grand\u0000',
      unitSize: '2BR',
      location: 'Nuevo Vallarta',
      price: '$1',
      weeksOrSeason: 'Week 1',
      description: 'Nice',
    };
    expect(createPropertyFields.safeParse(fields).error?.issues).toMatchObject([
      { path: ['hotelName'], message: NUL_MESSAGE },
    ]);
  });
});
