import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { contractTypes, locations, unitTypes } from '#src/server/db/schema/catalog.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { isUniqueViolation } from '#src/server/lib/pg-errors.ts';
import type {
  ReferenceNamesEs,
  UpdateLocationInput,
  UpdateReferenceTextsInput,
  UpdateUnitTypeInput,
} from '#src/shared/contracts/catalog.ts';
import { unitTypeColumns } from './unit-type-columns';

// Both languages of the reference data (decision 046): staff edit them in Database Management, and
// a Spanish page reads the Spanish names from one small map.

/** A text left blank (spaces only, once trimmed) is no text: the English shows in its place. */
export const orNull = (text: string | undefined) => text || null;

const texts = (input: UpdateReferenceTextsInput) => ({
  name: input.name,
  description: orNull(input.description),
  nameEs: orNull(input.nameEs),
  descriptionEs: orNull(input.descriptionEs),
});

/** A unit type's texts, and its guests when sent (the column keeps its value otherwise). */
export async function updateUnitType(db: Db, id: number, input: UpdateUnitTypeInput) {
  try {
    const [row] = await db
      .update(unitTypes)
      .set({ ...texts(input), maxOccupancy: input.maxOccupancy })
      .where(eq(unitTypes.id, id))
      .returning(unitTypeColumns);
    if (!row) throw new AppError('NOT_FOUND', 'catalog.unitTypeNotFound');
    return row;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'catalog.unitTypeNameTaken', { vars: { name: input.name } });
    throw err;
  }
}

export async function updateContractTypeTexts(db: Db, id: number, input: UpdateReferenceTextsInput) {
  try {
    const [row] = await db
      .update(contractTypes)
      .set(texts(input))
      .where(eq(contractTypes.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'catalog.contractTypeNotFound');
    return { ...row, createdAt: row.createdAt.toISOString() };
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'catalog.contractTypeNameTaken', { vars: { name: input.name } });
    throw err;
  }
}

export async function updateLocationName(db: Db, id: number, input: UpdateLocationInput) {
  const [row] = await db
    .update(locations)
    .set({ nameEs: orNull(input.nameEs) })
    .where(eq(locations.id, id))
    .returning({ id: locations.id, name: locations.name, nameEs: locations.nameEs });
  if (!row) throw new AppError('NOT_FOUND', 'catalog.locationNotFound');
  return row;
}

/** Every Spanish name by id, for the pages that show names the week and contract answers carry in English. */
export async function spanishNames(db: Db): Promise<ReferenceNamesEs> {
  const [places, units, types] = await Promise.all([
    db
      .select({ id: locations.id, english: locations.name, name: locations.nameEs })
      .from(locations)
      .where(isNotNull(locations.nameEs)),
    db
      .select({ id: unitTypes.id, english: unitTypes.name, name: unitTypes.nameEs })
      .from(unitTypes)
      .where(isNotNull(unitTypes.nameEs)),
    db
      .select({ id: contractTypes.id, english: contractTypes.name, name: contractTypes.nameEs })
      .from(contractTypes)
      .where(isNotNull(contractTypes.nameEs)),
  ]);
  const byId = (rows: { id: number; name: string | null }[]) =>
    Object.fromEntries(rows.map((r) => [String(r.id), r.name ?? '']));
  // Texts that name a reference row without its id (a property's unit size, a lead's destination):
  // the first row of an English name gives its Spanish.
  const byEnglish: Record<string, string> = {};
  for (const r of [...places, ...types, ...units]) byEnglish[r.english] ??= r.name ?? r.english;
  return { locations: byId(places), unitTypes: byId(units), contractTypes: byId(types), byEnglish };
}
