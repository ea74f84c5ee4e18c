import { describe, expect, it } from 'vitest';
import { LOCATIONS } from './constants';
import { decodedPath, findLocation } from './destination-names';

const locations = LOCATIONS.map((name, i) => ({ id: i + 1, name }));
const found = (name: string) => findLocation(locations, name)?.name;

describe('findLocation', () => {
  it('finds a destination however the address spells it', () => {
    for (const spelling of [
      'Los Cabos',
      'los cabos',
      'LOS CABOS',
      'Los+Cabos',
      'LOS-CABOS',
      'los_cabos',
      ' los  cabos ',
    ])
      expect(found(spelling), spelling).toBe('Los Cabos');
    for (const spelling of ['Puerto Peñasco', 'puerto penasco', 'PUERTO-PEÑASCO', 'Puerto+Penasco'])
      expect(found(spelling), spelling).toBe('Puerto Peñasco');
    expect(found('Mazatlán')).toBe('Mazatlan');
    expect(found('MAZATLAN')).toBe('Mazatlan');
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(found('Atlantis')).toBeUndefined();
    expect(found('Los')).toBeUndefined();
    expect(found('')).toBeUndefined();
    expect(found('+')).toBeUndefined();
  });

  it('prefers the exact name when two names fold alike', () => {
    const both = [
      { id: 1, name: 'San José' },
      { id: 2, name: 'San Jose' },
    ];
    expect(findLocation(both, 'San Jose')?.id).toBe(2);
    expect(findLocation(both, 'San José')?.id).toBe(1);
    expect(findLocation(both, 'SAN JOSÉ')?.id).toBe(1);
  });
});

describe('decodedPath', () => {
  it('decodes escapes and leaves a malformed path as it is', () => {
    expect(decodedPath('/destinations/Puerto%20Pe%C3%B1asco')).toBe('/destinations/Puerto Peñasco');
    expect(decodedPath('/destinations/100%')).toBe('/destinations/100%');
  });
});
