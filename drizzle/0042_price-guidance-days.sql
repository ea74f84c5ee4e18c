CREATE TABLE "price_guidance_days" (
	"unit_type_id" integer NOT NULL,
	"season_day" smallint NOT NULL,
	"since" date NOT NULL,
	"asked_count" integer NOT NULL,
	"asked_low" integer,
	"asked_p25" integer,
	"asked_median" integer,
	"asked_p75" integer,
	"asked_high" integer,
	"booked_count" integer NOT NULL,
	"booked_low" integer,
	"booked_p25" integer,
	"booked_median" integer,
	"booked_p75" integer,
	"booked_high" integer,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_guidance_days_unit_type_id_season_day_pk" PRIMARY KEY("unit_type_id","season_day"),
	CONSTRAINT "price_guidance_days_day_ck" CHECK ("price_guidance_days"."season_day" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "price_guidance_stale" (
	"unit_type_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_guidance_days" ADD CONSTRAINT "price_guidance_days_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_guidance_days_since_idx" ON "price_guidance_days" USING btree ("since");--> statement-breakpoint
-- Price guidance's figures are kept per unit type and season day (price_guidance_days). A write to
-- weeks or bookings that changes what they count marks its unit types stale, whoever wrote it (a
-- route, a job, the admin CLI, a migration); the refresh takes the marks and computes those unit
-- types again (modules/insights/guidance-days.ts). The writer holds its marks (a key share lock,
-- shared with other writers) until its transaction ends: the refresh skips a mark held so, so it
-- never takes a mark before the write behind it is one its computation sees. A mark the refresh
-- took meanwhile is written again. Each unit type is marked once, in the order of their ids, so
-- two writers never wait on each other's marks in opposite orders.
CREATE FUNCTION "price_guidance_mark"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  LOOP
    INSERT INTO "price_guidance_stale" ("unit_type_id")
      SELECT u FROM unnest("ids") AS u ORDER BY 1 ON CONFLICT DO NOTHING;
    EXIT WHEN (SELECT count(*) FROM (
      SELECT 1 FROM "price_guidance_stale" WHERE "unit_type_id" = ANY ("ids")
      ORDER BY "unit_type_id" FOR KEY SHARE) held) = cardinality("ids");
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "price_guidance_mark_weeks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "price_guidance_mark"(ARRAY(SELECT DISTINCT "unit_type_id" FROM "new_rows" ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "price_guidance_mark"(ARRAY(SELECT DISTINCT "unit_type_id" FROM "old_rows" ORDER BY 1));
  ELSE
    PERFORM "price_guidance_mark"(ARRAY(
      SELECT DISTINCT u."unit_type_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        CROSS JOIN LATERAL (VALUES (o."unit_type_id"), (n."unit_type_id")) AS u("unit_type_id")
        WHERE (o."unit_type_id", o."season_day", o."from_date", o."price", o."hidden_at" IS NULL)
          IS DISTINCT FROM (n."unit_type_id", n."season_day", n."from_date", n."price", n."hidden_at" IS NULL)
        ORDER BY 1));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "weeks_guidance_insert" AFTER INSERT ON "weeks"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_weeks"();
--> statement-breakpoint
CREATE TRIGGER "weeks_guidance_update" AFTER UPDATE ON "weeks"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_weeks"();
--> statement-breakpoint
CREATE TRIGGER "weeks_guidance_delete" AFTER DELETE ON "weeks"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_weeks"();
--> statement-breakpoint
-- A booking counts once paid and while not cancelled: its price, check-in and week as guidance reads them.
CREATE FUNCTION "price_guidance_mark_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "price_guidance_mark"(ARRAY(
      SELECT DISTINCT "unit_type_id" FROM "new_rows" WHERE "paid_at" IS NOT NULL ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "price_guidance_mark"(ARRAY(
      SELECT DISTINCT "unit_type_id" FROM "old_rows" WHERE "paid_at" IS NOT NULL ORDER BY 1));
  ELSE
    PERFORM "price_guidance_mark"(ARRAY(
      SELECT DISTINCT u."unit_type_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        CROSS JOIN LATERAL (VALUES (o."unit_type_id"), (n."unit_type_id")) AS u("unit_type_id")
        WHERE (o."unit_type_id", o."from_date", o."total_cents", o."week_id", o."paid_at" IS NULL, o."status" = 'cancelled')
          IS DISTINCT FROM (n."unit_type_id", n."from_date", n."total_cents", n."week_id", n."paid_at" IS NULL, n."status" = 'cancelled')
        ORDER BY 1));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_guidance_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_bookings"();
--> statement-breakpoint
CREATE TRIGGER "bookings_guidance_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_bookings"();
--> statement-breakpoint
CREATE TRIGGER "bookings_guidance_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_bookings"();
--> statement-breakpoint
-- Emptying weeks or bookings (TRUNCATE, which no row of the triggers above sees) marks every unit
-- type that has figures kept.
CREATE FUNCTION "price_guidance_mark_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "price_guidance_mark"(ARRAY(SELECT DISTINCT "unit_type_id" FROM "price_guidance_days" ORDER BY 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "weeks_guidance_truncate" AFTER TRUNCATE ON "weeks"
  FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_all"();
--> statement-breakpoint
CREATE TRIGGER "bookings_guidance_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "price_guidance_mark_all"();
--> statement-breakpoint
-- The unit types that have weeks or bookings now: their figures are computed by the first refresh.
INSERT INTO "price_guidance_stale" ("unit_type_id")
  SELECT "unit_type_id" FROM "weeks" UNION SELECT "unit_type_id" FROM "bookings";
