CREATE TABLE "week_verification_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" varchar(100) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "week_verification_files_position_ck" CHECK ("week_verification_files"."position" between 1 and 3),
	CONSTRAINT "week_verification_files_size_ck" CHECK ("week_verification_files"."byte_size" > 0 and "week_verification_files"."byte_size" = octet_length("week_verification_files"."content"))
);
--> statement-breakpoint
CREATE TABLE "week_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"location_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"reservation_code" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"lapsed_at" timestamp with time zone,
	CONSTRAINT "week_verifications_status_ck" CHECK ("week_verifications"."status" in ('pending', 'approved', 'rejected', 'lapsed', 'withdrawn')),
	CONSTRAINT "week_verifications_reason_ck" CHECK (("week_verifications"."status" = 'rejected') = ("week_verifications"."reason" is not null) and ("week_verifications"."reason" is null or char_length("week_verifications"."reason") between 1 and 1000)),
	CONSTRAINT "week_verifications_decided_ck" CHECK (("week_verifications"."status" = 'pending') = ("week_verifications"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "weeks" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "week_verification_files" ADD CONSTRAINT "week_verification_files_verification_id_week_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."week_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_verifications" ADD CONSTRAINT "week_verifications_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_verifications" ADD CONSTRAINT "week_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_verifications" ADD CONSTRAINT "week_verifications_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_verifications" ADD CONSTRAINT "week_verifications_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_verifications" ADD CONSTRAINT "week_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "week_verification_files_position_uq" ON "week_verification_files" USING btree ("verification_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "week_verifications_pending_uq" ON "week_verifications" USING btree ("week_id") WHERE "week_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "week_verifications_queue_idx" ON "week_verifications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "week_verifications_decided_idx" ON "week_verifications" USING btree ("decided_at","id") WHERE "week_verifications"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "week_verifications_week_idx" ON "week_verifications" USING btree ("week_id","id");--> statement-breakpoint
CREATE INDEX "weeks_verified_created_idx" ON "weeks" USING btree ("created_at","id","location_id","from_date","on_offer") WHERE "weeks"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "weeks_verified_price_idx" ON "weeks" USING btree ("price","id","location_id","from_date","on_offer") WHERE "weeks"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "weeks_verified_from_idx" ON "weeks" USING btree ("from_date","id","location_id","on_offer") WHERE "weeks"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "weeks_verified_location_idx" ON "weeks" USING btree ("location_id","from_date","on_offer") WHERE "weeks"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "weeks_verified_user_idx" ON "weeks" USING btree ("user_id") WHERE "weeks"."verified_at" is not null;--> statement-breakpoint
-- A week's verification holds only while the week is what staff checked (decision 060): a change of
-- its destination, unit type, dates or reservation code, or its return on offer after a booking the
-- owner had accepted (the reservation may have been moved to a guest and back), clears verified_at
-- and marks the approval lapsed. A pending request checked against the old facts lapses too. Kept
-- by the database, so no writer (the app, staff tools, the admin CLI, psql) can forget it.
CREATE FUNCTION "weeks_verification_lapse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."location_id" IS DISTINCT FROM OLD."location_id"
    OR NEW."unit_type_id" IS DISTINCT FROM OLD."unit_type_id"
    OR NEW."from_date" IS DISTINCT FROM OLD."from_date"
    OR NEW."to_date" IS DISTINCT FROM OLD."to_date"
    OR NEW."reservation_code" IS DISTINCT FROM OLD."reservation_code" THEN
    NEW."verified_at" := NULL;
    UPDATE "week_verifications" SET "status" = 'lapsed', "lapsed_at" = now(),
        "decided_at" = coalesce("decided_at", now())
      WHERE "week_id" = NEW."id" AND "status" IN ('approved', 'pending');
  ELSIF OLD."verified_at" IS NOT NULL AND NEW."on_offer" AND NOT OLD."on_offer"
    AND EXISTS (SELECT 1 FROM "bookings" b WHERE b."week_id" = NEW."id" AND b."status" = 'cancelled'
      AND b."accepted_at" IS NOT NULL AND b."cancelled_at" >= OLD."verified_at") THEN
    NEW."verified_at" := NULL;
    UPDATE "week_verifications" SET "status" = 'lapsed', "lapsed_at" = now()
      WHERE "week_id" = NEW."id" AND "status" = 'approved';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "weeks_verification_lapse" BEFORE UPDATE ON "weeks"
  FOR EACH ROW EXECUTE FUNCTION "weeks_verification_lapse"();
