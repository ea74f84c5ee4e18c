import { z } from 'zod';
import { blankToUndefined, id, text } from './common';

/** A reference name's Spanish, null where it reads the same as the English (decision 046). */
const spanish = z.string().nullable();

export const location = z.object({ id: z.number().int(), name: z.string(), nameEs: spanish });
export type Location = z.infer<typeof location>;

/** A location with how many future weeks it has: one aggregate query for every destination card. */
export const locationAvailability = location.extend({ availableWeeks: z.number().int() });
export type LocationAvailability = z.infer<typeof locationAvailability>;

export const resort = z.object({
  id: z.number().int(),
  name: z.string(),
  brandId: z.number().int(),
  locationId: z.number().int(),
});
export type Resort = z.infer<typeof resort>;

export const unitType = z.object({
  id: z.number().int(),
  name: z.string(),
  resortId: z.number().int(),
  description: z.string().nullable(),
  nameEs: spanish,
  descriptionEs: spanish,
  /** How many guests the unit sleeps, the lead guest included: a booking names at most this many. */
  maxOccupancy: z.number().int(),
});
export type UnitType = z.infer<typeof unitType>;

export const unitTypeImage = z.object({
  id: z.number().int(),
  unitTypeId: z.number().int(),
  imageUrl: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type UnitTypeImage = z.infer<typeof unitTypeImage>;

export const unitTypesQuery = z.object({ resortId: id().optional() });
export const resortIdParam = z.object({ resortId: id() });
export const unitTypeIdParam = z.object({ unitTypeId: id() });

/** GET /api/brands: the hotel brands a resort belongs to. */
export const brand = z.object({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof brand>;

/** The longest reference-data name and description accepted (a form field, not an essay). */
const REFERENCE_NAME_MAX = 120;
const REFERENCE_DESCRIPTION_MAX = 2000;

const referenceName = (required: string) =>
  text({ error: required }).trim().min(1, required).max(REFERENCE_NAME_MAX);
const referenceDescription = z.preprocess(
  blankToUndefined,
  text().trim().max(REFERENCE_DESCRIPTION_MAX).optional(),
);

/** POST /api/vidanta/resorts: ids may arrive as strings; the brand defaults to 1. */
export const createResortInput = z.object({
  name: referenceName('Resort name is required'),
  locationId: id('Location is required'),
  brandId: z.preprocess(blankToUndefined, id().optional()),
});
export type CreateResortInput = z.infer<typeof createResortInput>;

/** An optional Spanish name (a blank one reads as the English). */
const referenceNameEs = z.preprocess(blankToUndefined, text().trim().max(REFERENCE_NAME_MAX).optional());

/** The guests a unit type may sleep: the bounds of the unit_types_max_occupancy_ck check. */
export const MAX_OCCUPANCY = { min: 1, max: 30, default: 4 } as const;
const OCCUPANCY_MESSAGE = `Guests must be a whole number from ${MAX_OCCUPANCY.min} to ${MAX_OCCUPANCY.max}`;

/**
 * A form's digits as their number, a blank box as no value; anything else is judged as sent (not
 * z.coerce, which would take `true` as 1 and `[6]` as 6).
 */
const digitsToNumber = (v: unknown) =>
  typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blankToUndefined(v);

/** How many guests a unit type sleeps, a number or a form's digits: one message for every way to miss. */
const guests = z
  .number({ error: OCCUPANCY_MESSAGE })
  .int(OCCUPANCY_MESSAGE)
  .min(MAX_OCCUPANCY.min, OCCUPANCY_MESSAGE)
  .max(MAX_OCCUPANCY.max, OCCUPANCY_MESSAGE);

/** POST /api/vidanta/unit-types: a unit type sleeps MAX_OCCUPANCY.default guests unless it says. */
export const createUnitTypeInput = z.object({
  name: referenceName('Unit type name is required'),
  resortId: id('Resort is required'),
  description: referenceDescription,
  nameEs: referenceNameEs,
  descriptionEs: referenceDescription,
  maxOccupancy: z.preprocess(digitsToNumber, guests.default(MAX_OCCUPANCY.default)),
});
export type CreateUnitTypeInput = z.infer<typeof createUnitTypeInput>;

/** POST /api/contract-types. */
export const createContractTypeInput = z.object({
  name: referenceName('Contract type name is required'),
  description: referenceDescription,
  nameEs: referenceNameEs,
  descriptionEs: referenceDescription,
});
export type CreateContractTypeInput = z.infer<typeof createContractTypeInput>;

/**
 * PATCH /api/contract-types/:id, and the texts of PATCH /api/vidanta/unit-types/:id: both languages
 * of a row, as the Database Management form edits them. A blank description or Spanish text clears it.
 */
export const updateReferenceTextsInput = z.object({
  name: referenceName('Name is required'),
  description: referenceDescription,
  nameEs: referenceNameEs,
  descriptionEs: referenceDescription,
});
export type UpdateReferenceTextsInput = z.infer<typeof updateReferenceTextsInput>;

/**
 * PATCH /api/vidanta/unit-types/:id: both languages, and how many guests the unit sleeps (left as
 * it is when not sent, so an older form that edits only the texts keeps it).
 */
export const updateUnitTypeInput = updateReferenceTextsInput.extend({
  maxOccupancy: z.preprocess(digitsToNumber, guests.optional()),
});
export type UpdateUnitTypeInput = z.infer<typeof updateUnitTypeInput>;

/** PATCH /api/vidanta/locations/:id: a destination's Spanish name (its English name is fixed). */
export const updateLocationInput = z.object({ nameEs: referenceNameEs });
export type UpdateLocationInput = z.infer<typeof updateLocationInput>;

/**
 * GET /api/vidanta/resorts/summary (staff): each resort with its place and how much hangs on it;
 * `q` is part of the resort's or the destination's name, case and accents ignored.
 */
export const resortSummariesQuery = z.object({
  q: z.preprocess(blankToUndefined, text().trim().max(REFERENCE_NAME_MAX).optional()),
});
export const resortSummary = resort.extend({
  brandName: z.string(),
  locationName: z.string(),
  unitTypes: z.number().int(),
  weeks: z.number().int(),
});
export type ResortSummary = z.infer<typeof resortSummary>;

/** The most images one unit-type upload may carry (the same bound as a property's photos). */
export const UNIT_TYPE_IMAGES_MAX = 7;
const UNIT_TYPE_IMAGE_DESCRIPTION_MAX = 500;

/**
 * POST /api/vidanta/unit-type-images: the text parts of the multipart form (the files come under
 * `images`). Form parts are text, so the id arrives as a string and is converted.
 */
export const unitTypeImageUploadFields = z.object({
  unitTypeId: id('Please select a unit type'),
  description: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .max(
        UNIT_TYPE_IMAGE_DESCRIPTION_MAX,
        `Description cannot exceed ${UNIT_TYPE_IMAGE_DESCRIPTION_MAX} characters`,
      )
      .optional(),
  ),
});

/** DELETE /api/vidanta/unit-type-images/:id */
export const unitTypeImageIdParam = z.object({ id: id() });

/**
 * GET /api/reference-names/es: the Spanish name of every destination, unit type and contract type
 * that has one, by id; the answers that embed a reference name carry the English (decision 046).
 */
const namesById = z.record(z.string(), z.string());
export const referenceNamesEs = z.object({
  locations: namesById,
  unitTypes: namesById,
  contractTypes: namesById,
  /** The same Spanish by English name, for texts that name a row without its id. */
  byEnglish: namesById,
});
export type ReferenceNamesEs = z.infer<typeof referenceNamesEs>;
