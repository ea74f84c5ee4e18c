CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"transition" text NOT NULL,
	"cause" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_guests" (
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	CONSTRAINT "booking_guests_booking_id_position_pk" PRIMARY KEY("booking_id","position"),
	CONSTRAINT "booking_guests_position_ck" CHECK ("booking_guests"."position" between 0 and 29)
);
--> statement-breakpoint
CREATE TABLE "booking_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"step_key" text NOT NULL,
	"provider" text,
	"provider_ref" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ledger_amount_ck" CHECK ("booking_ledger_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(12) NOT NULL,
	"week_id" integer,
	"guest_id" integer,
	"owner_id" integer,
	"location_id" integer NOT NULL,
	"resort_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone NOT NULL,
	"full_refund_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"total_cents" integer NOT NULL,
	"usage_fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text NOT NULL,
	"payment_intent_id" text,
	"note" text,
	"agreement_version" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"accept_by" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"next_due_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_dates_ck" CHECK ("bookings"."to_date" = "bookings"."from_date" + 6),
	CONSTRAINT "bookings_stay_ck" CHECK ("bookings"."check_out_at" > "bookings"."check_in_at"),
	CONSTRAINT "bookings_total_ck" CHECK ("bookings"."total_cents" >= 50),
	CONSTRAINT "bookings_fee_ck" CHECK ("bookings"."usage_fee_cents" between 0 and "bookings"."total_cents"),
	CONSTRAINT "bookings_note_ck" CHECK ("bookings"."note" is null or char_length("bookings"."note") <= 1000),
	CONSTRAINT "bookings_cancel_reason_ck" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancel_reason" is not null))
);
--> statement-breakpoint
DROP INDEX "weeks_location_from_idx";--> statement-breakpoint
DROP INDEX "weeks_from_idx";--> statement-breakpoint
DROP INDEX "weeks_location_unit_created_idx";--> statement-breakpoint
DROP INDEX "weeks_location_unit_price_idx";--> statement-breakpoint
DROP INDEX "weeks_location_unit_from_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "weeks" ADD COLUMN "on_offer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ledger_entries" ADD CONSTRAINT "booking_ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ledger_entries" ADD CONSTRAINT "booking_ledger_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_ledger_step_uq" ON "booking_ledger_entries" USING btree ("booking_id","step_key","kind");--> statement-breakpoint
CREATE INDEX "booking_ledger_booking_idx" ON "booking_ledger_entries" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_uq" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_week_live_uq" ON "bookings" USING btree ("week_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_intent_uq" ON "bookings" USING btree ("provider","payment_intent_id");--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id","check_in_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id","check_in_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","check_in_at","id");--> statement-breakpoint
CREATE INDEX "bookings_next_due_idx" ON "bookings" USING btree ("next_due_at") WHERE "bookings"."next_due_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "weeks_location_from_idx" ON "weeks" USING btree ("location_id","from_date","on_offer");--> statement-breakpoint
CREATE INDEX "weeks_from_idx" ON "weeks" USING btree ("from_date","on_offer");--> statement-breakpoint
CREATE INDEX "weeks_location_unit_created_idx" ON "weeks" USING btree ("location_id","unit_type_id","created_at","id","from_date","on_offer");--> statement-breakpoint
CREATE INDEX "weeks_location_unit_price_idx" ON "weeks" USING btree ("location_id","unit_type_id","price","id","from_date","on_offer");--> statement-breakpoint
CREATE INDEX "weeks_location_unit_from_idx" ON "weeks" USING btree ("location_id","unit_type_id","from_date","id","on_offer");--> statement-breakpoint
-- A week is on offer exactly while none of its bookings is live (held for a payment or booked).
-- Kept by the database, so no writer (the app, the admin CLI, psql) can forget it; the week's row
-- is written only when the value changes, and that write reaches every process's caches through
-- the weeks table's change announcement (migration 0018).
CREATE FUNCTION "bookings_sync_week_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wid integer;
BEGIN
  FOREACH wid IN ARRAY ARRAY[NEW.week_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.week_id END] LOOP
    IF wid IS NOT NULL THEN
      UPDATE "weeks" w SET "on_offer" = live.free
        FROM (SELECT NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."week_id" = wid AND b."status" <> 'cancelled') AS free) live
        WHERE w."id" = wid AND w."on_offer" IS DISTINCT FROM live.free;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_sync_week_offer" AFTER INSERT OR UPDATE OF "status", "week_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_sync_week_offer"();
--> statement-breakpoint
-- A booking's history and its money movements are appended, never changed: only the referential
-- action of an account's deletion (actor_id set to null) may touch a row.
CREATE FUNCTION "refuse_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'actor_id') IS DISTINCT FROM (to_jsonb(OLD) - 'actor_id') THEN
    RAISE EXCEPTION '% rows are never changed or deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_events_append_only" BEFORE UPDATE OR DELETE ON "booking_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_rewrite"();
--> statement-breakpoint
CREATE TRIGGER "booking_ledger_append_only" BEFORE UPDATE OR DELETE ON "booking_ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_rewrite"();
--> statement-breakpoint
-- At every commit each booking's money balances: what was charged is held until it is released,
-- and what is released goes out as a refund, the commission or the owner's payout, never more
-- than was held.
CREATE FUNCTION "booking_ledger_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  SELECT
    coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'charge'), 0) AS charged,
    coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'hold'), 0) AS held,
    coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'release'), 0) AS released,
    coalesce(sum("amount_cents") FILTER (WHERE "kind" IN ('refund', 'commission', 'payout')), 0) AS paid
    INTO s FROM "booking_ledger_entries" WHERE "booking_id" = NEW."booking_id";
  IF s.charged <> s.held OR s.released <> s.paid OR s.released > s.held THEN
    RAISE EXCEPTION 'booking % ledger unbalanced: charged %, held %, released %, paid out %',
      NEW."booking_id", s.charged, s.held, s.released, s.paid USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_ledger_balance_ck" AFTER INSERT ON "booking_ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_ledger_balanced"();
