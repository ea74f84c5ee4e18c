/**
 * The all-weeks filters narrowing each other. From the destination and unit-type pairs that have
 * future weeks (GET /api/weeks/offered) and the unit types' resorts and names, which resorts, room
 * types and destinations can still match something, given the other choices.
 */
export interface Offered {
  locationId: number;
  resortId: number;
  roomType: string;
}

export interface FacetChoice {
  resortId?: number;
  locationId?: number;
  roomType?: string;
}

/** Every (destination, resort, room type) with future weeks. */
export function offeredCombinations(
  pairs: readonly (readonly [number, number])[],
  unitTypes: readonly { id: number; resortId: number; name: string }[],
): Offered[] {
  const byId = new Map(unitTypes.map((u) => [u.id, u]));
  const out: Offered[] = [];
  for (const [locationId, unitTypeId] of pairs) {
    const unit = byId.get(unitTypeId);
    if (unit) out.push({ locationId, resortId: unit.resortId, roomType: unit.name });
  }
  return out;
}

const fits = (o: Offered, c: FacetChoice, ignore: keyof FacetChoice) =>
  (ignore === 'locationId' || !c.locationId || o.locationId === c.locationId) &&
  (ignore === 'resortId' || !c.resortId || o.resortId === c.resortId) &&
  (ignore === 'roomType' || !c.roomType || o.roomType === c.roomType);

/**
 * The choices each filter offers: destinations with weeks at all (a destination is where a person
 * starts), resorts at the chosen destination, room types of the chosen destination and resort.
 */
export function facets(offered: readonly Offered[], choice: FacetChoice) {
  const locations = new Set(offered.map((o) => o.locationId));
  const resorts = new Set(
    offered.filter((o) => fits(o, { locationId: choice.locationId }, 'resortId')).map((o) => o.resortId),
  );
  const roomTypes = new Set(
    offered
      .filter((o) => fits(o, { locationId: choice.locationId, resortId: choice.resortId }, 'roomType'))
      .map((o) => o.roomType),
  );
  return { locations, resorts, roomTypes };
}

/**
 * What to change so the choices can match something: a resort just chosen takes its destination
 * (its home one, else the first where it has weeks) when the destination chosen has none of its
 * weeks; a resort not at the chosen destination, and a room type the destination and resort do not
 * have, are dropped. Only the filters that change are in the answer (empty when all is consistent).
 */
export function corrections(
  offered: readonly Offered[],
  choice: FacetChoice,
  homeOf: (resortId: number) => number | undefined,
  changed?: keyof FacetChoice,
): Partial<Record<keyof FacetChoice, number | string | undefined>> {
  const next: FacetChoice = { ...choice };
  if (next.resortId && changed === 'resortId') {
    const where = new Set(offered.filter((o) => o.resortId === next.resortId).map((o) => o.locationId));
    if (where.size > 0 && (!next.locationId || !where.has(next.locationId))) {
      const home = homeOf(next.resortId);
      next.locationId = home !== undefined && where.has(home) ? home : [...where][0];
    }
  }
  if (next.resortId && !facets(offered, next).resorts.has(next.resortId)) next.resortId = undefined;
  if (next.roomType && !facets(offered, next).roomTypes.has(next.roomType)) next.roomType = undefined;
  const out: Partial<Record<keyof FacetChoice, number | string | undefined>> = {};
  for (const key of ['locationId', 'resortId', 'roomType'] as const) {
    if (next[key] !== choice[key]) out[key] = next[key];
  }
  return out;
}
