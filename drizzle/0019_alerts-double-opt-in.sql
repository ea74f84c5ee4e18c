CREATE TABLE "alert_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_mails" (
	"email" text NOT NULL,
	"week_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alert_mails_email_week_id_pk" PRIMARY KEY("email","week_id"),
	CONSTRAINT "alert_mails_kind_ck" CHECK ("alert_mails"."kind" in ('alert', 'digest'))
);
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_confirmations_expires_idx" ON "alert_confirmations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "alert_mails_email_created_idx" ON "alert_mails" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "alert_mails_week_idx" ON "alert_mails" USING btree ("week_id");