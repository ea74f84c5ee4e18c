import { unitTypes } from '#src/server/db/schema/catalog.ts';

/** A unit type as the API answers it: both languages, and the guests it sleeps. */
export const unitTypeColumns = {
  id: unitTypes.id,
  name: unitTypes.name,
  resortId: unitTypes.resortId,
  description: unitTypes.description,
  nameEs: unitTypes.nameEs,
  descriptionEs: unitTypes.descriptionEs,
  maxOccupancy: unitTypes.maxOccupancy,
};
