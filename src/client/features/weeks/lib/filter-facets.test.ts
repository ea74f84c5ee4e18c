import { describe, expect, it } from 'vitest';
import { corrections, facets, offeredCombinations } from './filter-facets';

// Resort 1 (home: destination 10) has weeks at 10 and 20; resort 2 (home 20) only at 20.
const unitTypes = [
  { id: 100, resortId: 1, name: 'Studio' },
  { id: 101, resortId: 1, name: 'Villa' },
  { id: 200, resortId: 2, name: 'Studio' },
  { id: 201, resortId: 2, name: 'Penthouse' },
];
const offered = offeredCombinations(
  [
    [10, 100],
    [20, 101],
    [20, 200],
    [20, 999], // a unit type nobody knows: ignored
  ],
  unitTypes,
);
const homes: Record<number, number> = { 1: 10, 2: 20 };
const homeOf = (id: number) => homes[id];

describe('the all-weeks filters narrowing each other', () => {
  it('offers every destination with weeks, the resorts at the chosen one, and its room types', () => {
    expect([...facets(offered, {}).locations].sort()).toEqual([10, 20]);
    expect([...facets(offered, { locationId: 10 }).resorts]).toEqual([1]);
    expect([...facets(offered, { locationId: 20 }).resorts].sort()).toEqual([1, 2]);
    expect([...facets(offered, { locationId: 20, resortId: 1 }).roomTypes]).toEqual(['Villa']);
    expect([...facets(offered, { resortId: 2 }).roomTypes]).toEqual(['Studio']);
    // Penthouse has no future week anywhere: never offered.
    expect(facets(offered, {}).roomTypes.has('Penthouse')).toBe(false);
  });

  it('gives a chosen resort its destination, and drops what can match nothing', () => {
    expect(corrections(offered, { resortId: 2 }, homeOf, 'resortId')).toEqual({ locationId: 20 });
    // Already at a destination where the resort has weeks: kept.
    expect(corrections(offered, { resortId: 1, locationId: 20 }, homeOf, 'resortId')).toEqual({});
    expect(corrections(offered, { resortId: 1, locationId: 30 }, homeOf, 'resortId')).toEqual({
      locationId: 10,
    });
    // A destination chosen where the resort has no weeks: the resort goes.
    expect(corrections(offered, { resortId: 2, locationId: 10 }, homeOf, 'locationId')).toEqual({
      resortId: undefined,
    });
    // A room type the resort does not have at that destination goes.
    expect(corrections(offered, { resortId: 1, locationId: 20, roomType: 'Studio' }, homeOf)).toEqual({
      roomType: undefined,
    });
    expect(corrections(offered, { locationId: 20, roomType: 'Studio' }, homeOf)).toEqual({});
  });
});
