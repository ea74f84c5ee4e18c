import type { FloorConnection } from './floor';
import type { Fixture } from './pages';

/**
 * What the destination page's requests are made of, read from the seeded catalogue: Los Cabos, a
 * resort word and a unit-type word as a visitor types them, and an accented resort word with and
 * without its accent.
 */
export async function loadFixture(floor: FloorConnection): Promise<Fixture> {
  const loc = await floor.exec(`select id from locations where name = 'Los Cabos'`);
  if (loc.rows.length === 0) throw new Error("The reference data has no 'Los Cabos'");
  const locationId = Number((loc.rows[0] as unknown[])[0]);
  const resort = await floor.exec('select name from resorts where location_id = $1 order by name limit 1', [
    locationId,
  ]);
  const name = String((resort.rows[0] as unknown[])[0]);
  // The name's longest word, lower-cased: what a visitor types into 'search by resort'.
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  // A resort there whose name has an accent, and that word with and without it.
  const accentedResort = await floor.exec(
    `select name from resorts where location_id = $1 and name ~ '[áéíóúñÁÉÍÓÚÑ]' order by name limit 1`,
    [locationId],
  );
  if (accentedResort.rows.length === 0)
    throw new Error("The reference data has no accented resort at 'Los Cabos'");
  const accentedName = String((accentedResort.rows[0] as unknown[])[0]);
  const exact = accentedName.split(/\s+/).find((w) => /[áéíóúñÁÉÍÓÚÑ]/.test(w))!;
  const plain = exact.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // The longest word of the first unit type there, as a visitor types it into the unit-type search.
  const unit = await floor.exec(
    `select ut.name from unit_types ut join resorts r on r.id = ut.resort_id where r.location_id = $1 order by ut.name limit 1`,
    [locationId],
  );
  const unitWord = String((unit.rows[0] as unknown[])[0])
    .split(/\s+/)
    .sort((a, b) => b.length - a.length)[0];
  return {
    locationId,
    resortText: word.toLowerCase(),
    unitTypeText: unitWord.toLowerCase(),
    accented: { exact, plain },
  };
}
