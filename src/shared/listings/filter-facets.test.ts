import { describe, expect, it } from 'vitest';
import { facets, locationsOf, offeredCombinations, reconcile } from './filter-facets';

// Destinations 10 (Los Cabos) and 20 (Acapulco). Resort 1 has weeks at 10 and 20, resort 2 only at
// 20, resort 3 only at 10; 'Penthouse' (resort 2) exists in the catalogue but has no future week.
const unitTypes = [
  { id: 100, resortId: 1, name: 'Studio' },
  { id: 101, resortId: 1, name: 'Villa' },
  { id: 200, resortId: 2, name: 'Studio' },
  { id: 201, resortId: 2, name: 'Penthouse' },
  { id: 300, resortId: 3, name: 'Loft' },
];
const offered = offeredCombinations(
  [
    [10, 100, 5],
    [20, 101, 2],
    [20, 200, 7],
    [10, 300, 4],
    [20, 999, 50], // a unit type nobody knows: ignored
  ],
  unitTypes,
);
const sorted = <K>(map: Map<K, number>) => [...map.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));

describe('the all-weeks filters narrowing each other', () => {
  it('with nothing chosen, offers everything that has weeks, with its count', () => {
    const all = facets(offered, {});
    expect(sorted(all.locations)).toEqual([
      [10, 9],
      [20, 9],
    ]);
    expect(sorted(all.resorts)).toEqual([
      [1, 7],
      [2, 7],
      [3, 4],
    ]);
    expect(sorted(all.roomTypes)).toEqual([
      ['Loft', 4],
      ['Studio', 12],
      ['Villa', 2],
    ]);
    expect(all.roomTypes.has('Penthouse')).toBe(false);
  });

  it('a destination narrows the resorts and room types to its own', () => {
    const atCabos = facets(offered, { locationId: 10 });
    expect(sorted(atCabos.resorts)).toEqual([
      [1, 5],
      [3, 4],
    ]);
    expect(sorted(atCabos.roomTypes)).toEqual([
      ['Loft', 4],
      ['Studio', 5],
    ]);
    // The destinations themselves stay open to the other choices (none here).
    expect(sorted(atCabos.locations)).toEqual([
      [10, 9],
      [20, 9],
    ]);
  });

  it('a resort narrows the destinations to its own, and a room type narrows both', () => {
    expect(sorted(facets(offered, { resortId: 2 }).locations)).toEqual([[20, 7]]);
    expect(sorted(facets(offered, { resortId: 1 }).locations)).toEqual([
      [10, 5],
      [20, 2],
    ]);
    expect(sorted(facets(offered, { resortId: 1, locationId: 10 }).locations)).toEqual([
      [10, 5],
      [20, 2],
    ]);
    const lofts = facets(offered, { roomType: 'Loft' });
    expect(sorted(lofts.locations)).toEqual([[10, 4]]);
    expect(sorted(lofts.resorts)).toEqual([[3, 4]]);
    expect(sorted(facets(offered, { resortId: 1, roomType: 'Villa' }).locations)).toEqual([[20, 2]]);
    expect(locationsOf(offered, 1)).toEqual(new Set([10, 20]));
  });

  it('keeps a choice that matches something as it is', () => {
    expect(reconcile(offered, { locationId: 20, resortId: 1, roomType: 'Villa' })).toEqual({
      choice: { locationId: 20, resortId: 1, roomType: 'Villa' },
      dropped: [],
    });
    expect(reconcile(offered, {})).toEqual({ choice: {}, dropped: [] });
  });

  it('switching the destination away from a resort drops the resort, then a room type that no longer fits', () => {
    // Los Cabos, resort 3, Loft; then Acapulco: neither resort 3 nor a Loft has weeks there.
    expect(reconcile(offered, { locationId: 20, resortId: 3, roomType: 'Loft' }, 'locationId')).toEqual({
      choice: { locationId: 20 },
      dropped: ['resortId', 'roomType'],
    });
    // A room type the new destination has is kept once the resort goes.
    expect(reconcile(offered, { locationId: 20, resortId: 3, roomType: 'Studio' }, 'locationId')).toEqual({
      choice: { locationId: 20, roomType: 'Studio' },
      dropped: ['resortId'],
    });
  });

  it('keeps the choice just made and drops the others that conflict with it', () => {
    expect(reconcile(offered, { locationId: 20, resortId: 3 }, 'resortId')).toEqual({
      choice: { resortId: 3 },
      dropped: ['locationId'],
    });
    expect(reconcile(offered, { locationId: 10, resortId: 1, roomType: 'Villa' }, 'roomType')).toEqual({
      choice: { resortId: 1, roomType: 'Villa' },
      dropped: ['locationId'],
    });
  });

  it('drops a value with no future weeks at all (an old link), whatever else is chosen', () => {
    expect(reconcile(offered, { roomType: 'Penthouse' })).toEqual({ choice: {}, dropped: ['roomType'] });
    expect(reconcile(offered, { resortId: 404, locationId: 10 })).toEqual({
      choice: { locationId: 10 },
      dropped: ['resortId'],
    });
  });
});
