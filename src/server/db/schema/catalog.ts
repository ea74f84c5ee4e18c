import { type SQL, sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldAccents } from './accounts';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('brands_name_uq'),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('locations_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const resorts = pgTable(
  'resorts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique('resorts_name_uq'),
    brandId: integer('brand_id')
      .notNull()
      .default(1)
      .references(() => brands.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
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
    resortId: integer('resort_id')
      .notNull()
      .references(() => resorts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
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
    resortId: integer('resort_id')
      .notNull()
      .references(() => resorts.id, { onDelete: 'restrict' }),
    description: text('description'),
    /** The name lower-cased with its accents folded, once on write: what the unit-type texts match. */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => foldAccents(sql`name`)),
  },
  (t) => [
    unique('unit_types_resort_name_uq').on(t.resortId, t.name),
    uniqueIndex('unit_types_resort_name_lower_uq').on(t.resortId, sql`lower(${t.name})`),
  ],
);

export const unitTypeImages = pgTable(
  'unit_type_images',
  {
    id: serial('id').primaryKey(),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => unitTypes.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_type_images_unit_type_idx').on(t.unitTypeId)],
);

export const contractTypes = pgTable(
  'contract_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique('contract_types_name_uq'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_types_name_lower_uq').on(sql`lower(${t.name})`)],
);
