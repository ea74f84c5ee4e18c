import { describe, expect, it } from 'vitest';
import { LOCATION_NAMES, RESORTS } from '../server/db/seed/reference-data';
import type { UnitTypeName } from '../server/db/seed/reference-descriptions';
import { byName, fold, foldedIncludes, foldedRange } from './text';

describe('fold', () => {
  it('lower-cases and removes accents, so Spanish names match however they are typed', () => {
    expect(fold('Mazatlán')).toBe('mazatlan');
    expect(fold('MAZATLÁN')).toBe('mazatlan');
    expect(fold('Puerto Peñasco')).toBe('puerto penasco');
    expect(fold('Médano Sands')).toBe('medano sands');
    expect(fold('ÜÇÑ àè')).toBe('ucn ae');
  });

  it('removes marks typed as separate characters too', () => {
    expect(fold('Pen\u0303asco')).toBe('penasco');
  });

  it('keeps everything else, including wildcards and punctuation', () => {
    expect(fold('100% Sol_Club & Spa')).toBe('100% sol_club & spa');
    expect(fold('^`')).toBe('^`');
  });
});

describe('foldedIncludes', () => {
  it('finds the query in either spelling', () => {
    expect(foldedIncludes('Puerto Peñasco', 'penasco')).toBe(true);
    expect(foldedIncludes('Mazatlan', 'MAZATLÁN')).toBe(true);
    expect(foldedIncludes('Los Cabos', 'cancún')).toBe(false);
  });
});

describe('foldedRange', () => {
  it('points at the characters of the text that the query matched', () => {
    const text = 'Puerto Peñasco';
    const range = foldedRange(text, 'PENAS');
    expect(range).toEqual({ start: 7, end: 12 });
    expect(text.slice(range!.start, range!.end)).toBe('Peñas');
  });

  it('counts a letter written with a separate accent as one', () => {
    const text = 'Pen\u0303asco';
    const range = foldedRange(text, 'ñas');
    expect(text.slice(range!.start, range!.end)).toBe('n\u0303as');
  });

  it('is undefined for no match or an empty query', () => {
    expect(foldedRange('Los Cabos', 'cancun')).toBeUndefined();
    expect(foldedRange('Los Cabos', '  '.trim())).toBeUndefined();
  });
});

const UNIT_TYPE_NAMES: UnitTypeName[] = [
  'Studio',
  'Junior Suite',
  'One-Bedroom Suite',
  'Two-Bedroom Suite',
  'Two-Bedroom Lock-Off',
  'Three-Bedroom Villa',
  'Loft Suite',
  'Master Suite',
  'Penthouse',
  'Presidential Suite',
];

describe('byName', () => {
  const sorted = (names: readonly string[], compare: (a: string, b: string) => number) =>
    [...names].sort(compare);

  it('orders the reference names as Spanish collation does', () => {
    const spanish = new Intl.Collator('es');
    for (const names of [LOCATION_NAMES, RESORTS.map((r) => r.name), UNIT_TYPE_NAMES]) {
      expect(sorted(names, byName)).toEqual(sorted(names, (a, b) => spanish.compare(a, b)));
    }
  });

  it('puts ñ after n, and ignores accents and case', () => {
    expect(sorted(['Ñu', 'Nz', 'O', 'nana', 'Ánimo', 'azul'], byName)).toEqual([
      'Ánimo',
      'azul',
      'nana',
      'Nz',
      'Ñu',
      'O',
    ]);
    expect(byName('Mazatlán', 'mazatlan')).not.toBe(0);
    expect(byName('same', 'same')).toBe(0);
  });
});
