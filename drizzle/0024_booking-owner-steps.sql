CREATE TABLE "booking_money_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"step_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"destination" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "booking_money_steps_amount_ck" CHECK ("booking_money_steps"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "accept_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "report_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payout_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "problem_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "problem_text" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_percent" smallint;--> statement-breakpoint
ALTER TABLE "booking_money_steps" ADD CONSTRAINT "booking_money_steps_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_money_steps_step_uq" ON "booking_money_steps" USING btree ("booking_id","step_key");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_money_steps_key_uq" ON "booking_money_steps" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_money_steps_due_idx" ON "booking_money_steps" USING btree ("due_at") WHERE "booking_money_steps"."status" in ('pending', 'claimed');--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_uq" ON "payout_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_uq" ON "payout_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_problem_ck" CHECK ("bookings"."problem_text" is null or char_length("bookings"."problem_text") <= 2000);