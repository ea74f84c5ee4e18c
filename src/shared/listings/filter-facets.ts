/**
 * The all-weeks filters narrowing each other. From the destination and unit-type pairs that have
 * future weeks, with their counts (GET /api/weeks/offered), and the unit types' resorts and names:
 * which destinations, resorts and room types can still match something given the other choices,
 * how many weeks each would show, and which choices to drop when together they match nothing.
 */
export interface Offered {
  locationId: number;
  resortId: number;
  roomType: string;
  /** Future weeks of this combination. */
  weeks: number;
}

export interface FacetChoice {
  resortId?: number;
  locationId?: number;
  roomType?: string;
}

export type FacetKey = keyof FacetChoice;

/** The filters in the order they are kept when not all of them fit: the broadest first. */
const KEEP_ORDER: readonly FacetKey[] = ['locationId', 'resortId', 'roomType'];

/** Every (destination, resort, room type) with future weeks. */
export function offeredCombinations(
  pairs: readonly (readonly [number, number, number?])[],
  unitTypes: readonly { id: number; resortId: number; name: string }[],
): Offered[] {
  const byId = new Map(unitTypes.map((u) => [u.id, u]));
  const out: Offered[] = [];
  for (const [locationId, unitTypeId, weeks = 0] of pairs) {
    const unit = byId.get(unitTypeId);
    if (unit) out.push({ locationId, resortId: unit.resortId, roomType: unit.name, weeks });
  }
  return out;
}

/** Whether the combination matches every chosen filter except `ignore`. */
const fits = (o: Offered, c: FacetChoice, ignore?: FacetKey) =>
  (ignore === 'locationId' || !c.locationId || o.locationId === c.locationId) &&
  (ignore === 'resortId' || !c.resortId || o.resortId === c.resortId) &&
  (ignore === 'roomType' || !c.roomType || o.roomType === c.roomType);

function tally<K>(offered: readonly Offered[], choice: FacetChoice, key: FacetKey, pick: (o: Offered) => K) {
  const out = new Map<K, number>();
  for (const o of offered) {
    if (fits(o, choice, key)) out.set(pick(o), (out.get(pick(o)) ?? 0) + o.weeks);
  }
  return out;
}

/**
 * What each filter offers, both ways: the destinations, resorts and room types that have future
 * weeks given the other two choices (a resort narrows the destinations to its own as a destination
 * narrows the resorts), each with the number of weeks choosing it would show.
 */
export function facets(offered: readonly Offered[], choice: FacetChoice) {
  return {
    locations: tally(offered, choice, 'locationId', (o) => o.locationId),
    resorts: tally(offered, choice, 'resortId', (o) => o.resortId),
    roomTypes: tally(offered, choice, 'roomType', (o) => o.roomType),
  };
}

/**
 * The choice with every filter that cannot match anything alongside the others dropped, and which
 * were dropped. The filter the person has just set (`first`) is kept; the others are kept broadest
 * first (destination, resort, room type), each only if something still matches with it.
 */
export function reconcile(
  offered: readonly Offered[],
  choice: FacetChoice,
  first?: FacetKey,
): { choice: FacetChoice; dropped: FacetKey[] } {
  const order = first ? [first, ...KEEP_ORDER.filter((k) => k !== first)] : KEEP_ORDER;
  const kept: FacetChoice = {};
  const dropped: FacetKey[] = [];
  for (const key of order) {
    if (choice[key] === undefined) continue;
    const next = { ...kept, [key]: choice[key] };
    if (offered.some((o) => fits(o, next))) Object.assign(kept, next);
    else dropped.push(key);
  }
  return { choice: kept, dropped };
}

/** The destinations where a resort has future weeks. */
export function locationsOf(offered: readonly Offered[], resortId: number): Set<number> {
  return new Set(offered.filter((o) => o.resortId === resortId).map((o) => o.locationId));
}
