import { z } from 'zod';

export const location = z.object({ id: z.number().int(), name: z.string() });
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

export const unitTypesQuery = z.object({ resortId: z.coerce.number().int().positive().optional() });
export const resortIdParam = z.object({ resortId: z.coerce.number().int().positive() });
export const unitTypeIdParam = z.object({ unitTypeId: z.coerce.number().int().positive() });
