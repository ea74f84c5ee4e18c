import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldAccents } from './accounts';
import { createdAt, requiredKey } from './columns';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('brands_name_uq'),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The Spanish name ('Mazatlán'); null reads the same in both languages (decision 046). */
    nameEs: text('name_es'),
    /**
     * The destination's IANA time zone: a stay's check-in and check-out hours are the resort's local
     * time (Mexico's zones differ by destination; decision 056).
     */
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
  },
  (t) => [uniqueIndex('locations_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const resorts = pgTable(
  'resorts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique('resorts_name_uq'),
    brandId: requiredKey('brand_id', () => brands.id, 'restrict').default(1),
    locationId: requiredKey('location_id', () => locations.id, 'restrict'),
    /** The name lower-cased with its accents folded, once on write: what the week search's resort text matches. */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => foldAccents(sql`name`)),
  },
  (t) => [
    index('resorts_location_idx').on(t.locationId),
    index('resorts_brand_idx').on(t.brandId),
    // Names are unique ignoring case too, so 'Grand Mayan' and 'grand mayan' cannot both exist.
    uniqueIndex('resorts_name_lower_uq').on(sql`lower(${t.name})`),
  ],
);

/** A resort may be sold under more than one destination; this is the resort-to-location link. */
export const resortLocations = pgTable(
  'resort_locations',
  {
    resortId: requiredKey('resort_id', () => resorts.id, 'cascade'),
    locationId: requiredKey('location_id', () => locations.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.resortId, t.locationId] }),
    index('resort_locations_location_idx').on(t.locationId),
  ],
);

export const unitTypes = pgTable(
  'unit_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    resortId: requiredKey('resort_id', () => resorts.id, 'restrict'),
    description: text('description'),
    /** Spanish name and description; null falls back to the English (decision 046). */
    nameEs: text('name_es'),
    descriptionEs: text('description_es'),
    /** How many guests the unit sleeps: a booking names at most this many (the lead guest included). */
    maxOccupancy: smallint('max_occupancy').notNull().default(4),
    /** The name lower-cased with its accents folded, once on write: what the unit-type texts match. */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => foldAccents(sql`name`)),
  },
  (t) => [
    unique('unit_types_resort_name_uq').on(t.resortId, t.name),
    check('unit_types_max_occupancy_ck', sql`${t.maxOccupancy} between 1 and 30`),
    uniqueIndex('unit_types_resort_name_lower_uq').on(t.resortId, sql`lower(${t.name})`),
  ],
);

export const unitTypeImages = pgTable(
  'unit_type_images',
  {
    id: serial('id').primaryKey(),
    unitTypeId: requiredKey('unit_type_id', () => unitTypes.id, 'cascade'),
    imageUrl: text('image_url').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('unit_type_images_unit_type_idx').on(t.unitTypeId)],
);

export const contractTypes = pgTable(
  'contract_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique('contract_types_name_uq'),
    description: text('description'),
    /** Spanish name and description; null falls back to the English (decision 046). */
    nameEs: text('name_es'),
    descriptionEs: text('description_es'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contract_types_name_lower_uq').on(sql`lower(${t.name})`)],
);
