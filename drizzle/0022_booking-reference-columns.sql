ALTER TABLE "locations" ADD COLUMN "time_zone" text DEFAULT 'America/Mexico_City' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_types" ADD COLUMN "max_occupancy" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "weeks" ADD COLUMN "usage_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_max_occupancy_ck" CHECK ("unit_types"."max_occupancy" between 1 and 30);--> statement-breakpoint
ALTER TABLE "weeks" ADD CONSTRAINT "weeks_usage_fee_ck" CHECK ("weeks"."usage_fee" is null or ("weeks"."usage_fee" >= 0 and "weeks"."usage_fee" <= "weeks"."price"));--> statement-breakpoint
-- The seeded destinations' zones (Mexico has kept standard time all year since October 2022).
UPDATE "locations" l SET "time_zone" = v.zone
  FROM (VALUES ('los cabos', 'America/Mazatlan'), ('east cape', 'America/Mazatlan'),
    ('mazatlan', 'America/Mazatlan'), ('mazatlán', 'America/Mazatlan'),
    ('puerto peñasco', 'America/Hermosillo'), ('nuevo vallarta', 'America/Bahia_Banderas'),
    ('puerto vallarta', 'America/Mexico_City'), ('acapulco', 'America/Mexico_City'),
    ('riviera maya', 'America/Cancun'), ('cancún', 'America/Cancun'), ('cancun', 'America/Cancun')) v(name, zone)
  WHERE lower(l."name") = v.name;--> statement-breakpoint
-- The seeded unit types sleep what their descriptions say.
UPDATE "unit_types" u SET "max_occupancy" = v.guests
  FROM (VALUES ('studio', 2), ('junior suite', 4), ('one-bedroom suite', 4), ('two-bedroom suite', 6),
    ('two-bedroom lock-off', 6), ('three-bedroom villa', 8), ('loft suite', 4), ('master suite', 2),
    ('penthouse', 8), ('presidential suite', 10)) v(name, guests)
  WHERE lower(u."name") = v.name;
