CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_owner_id" integer,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"staff_note" text,
	"fraud_upheld" boolean DEFAULT false NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind_ck" CHECK ("reports"."target_kind" in ('week', 'property')),
	CONSTRAINT "reports_reason_ck" CHECK ("reports"."reason" in ('fraud', 'wrong_details', 'offensive', 'other')),
	CONSTRAINT "reports_status_ck" CHECK ("reports"."status" in ('open', 'hidden', 'warned', 'deactivated', 'dismissed')),
	CONSTRAINT "reports_text_ck" CHECK (char_length("reports"."text") <= 2000),
	CONSTRAINT "reports_note_ck" CHECK ("reports"."staff_note" is null or char_length("reports"."staff_note") <= 2000),
	CONSTRAINT "reports_other_text_ck" CHECK ("reports"."reason" <> 'other' or char_length(btrim("reports"."text")) > 0),
	CONSTRAINT "reports_decided_ck" CHECK (("reports"."status" = 'open') = ("reports"."decided_at" is null))
);
--> statement-breakpoint
DROP INDEX "property_listings_active_newest_idx";--> statement-breakpoint
DROP INDEX "property_listings_active_price_asc_idx";--> statement-breakpoint
DROP INDEX "property_listings_active_price_desc_idx";--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weeks" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_owner_id_users_id_fk" FOREIGN KEY ("target_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_uq" ON "reports" USING btree ("reporter_id","target_kind","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_kind","target_id","status");--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("target_owner_id","status");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_listings_active_newest_idx" ON "property_listings" USING btree ("created_at","id","hotel_name_folded") WHERE status = 'active' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "property_listings_active_price_asc_idx" ON "property_listings" USING btree ("price_value","id","hotel_name_folded") WHERE status = 'active' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "property_listings_active_price_desc_idx" ON "property_listings" USING btree ("price_value" DESC NULLS LAST,"id" DESC NULLS FIRST,"hotel_name_folded") WHERE status = 'active' and hidden_at is null;--> statement-breakpoint
ALTER TABLE "weeks" ADD CONSTRAINT "weeks_hidden_off_offer_ck" CHECK ("weeks"."hidden_at" is null or not "weeks"."on_offer");--> statement-breakpoint
-- A hidden week is never on offer, whoever writes it: hiding takes it off at once, and unhiding puts
-- it back only when no booking of it is live (held for a payment or booked).
CREATE FUNCTION "weeks_hidden_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."hidden_at" IS NOT NULL THEN
    NEW."on_offer" := false;
  ELSIF TG_OP = 'UPDATE' AND OLD."hidden_at" IS NOT NULL THEN
    NEW."on_offer" := NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."week_id" = NEW."id" AND b."status" <> 'cancelled');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "weeks_hidden_offer" BEFORE INSERT OR UPDATE OF "hidden_at", "on_offer" ON "weeks"
  FOR EACH ROW EXECUTE FUNCTION "weeks_hidden_offer"();
--> statement-breakpoint
-- As in migration 0023, and a hidden week stays off offer when its booking is cancelled: hidden wins.
CREATE OR REPLACE FUNCTION "bookings_sync_week_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wid integer;
BEGIN
  FOREACH wid IN ARRAY ARRAY[NEW.week_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.week_id END] LOOP
    IF wid IS NOT NULL THEN
      UPDATE "weeks" w SET "on_offer" = live.free AND w."hidden_at" IS NULL
        FROM (SELECT NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."week_id" = wid AND b."status" <> 'cancelled') AS free) live
        WHERE w."id" = wid AND w."on_offer" IS DISTINCT FROM (live.free AND w."hidden_at" IS NULL);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
