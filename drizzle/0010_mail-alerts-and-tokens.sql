CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_kind_ck" CHECK ("account_tokens"."kind" in ('password-reset', 'email-change'))
);
--> statement-breakpoint
CREATE TABLE "week_request_matches" (
	"request_id" integer NOT NULL,
	"week_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "week_request_matches_request_id_week_id_pk" PRIMARY KEY("request_id","week_id")
);
--> statement-breakpoint
ALTER TABLE "property_listing_interests" ADD COLUMN "owner_handled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_listing_interests" ADD COLUMN "owner_mail" text;--> statement-breakpoint
ALTER TABLE "week_interests" ADD COLUMN "owner_handled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "week_interests" ADD COLUMN "owner_mail" text;--> statement-breakpoint
ALTER TABLE "week_requests" ADD COLUMN "location_key" text GENERATED ALWAYS AS (lower(translate(preferred_location, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "week_requests" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_request_matches" ADD CONSTRAINT "week_request_matches_request_id_week_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."week_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_request_matches" ADD CONSTRAINT "week_request_matches_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_uq" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "week_request_matches_week_idx" ON "week_request_matches" USING btree ("week_id");--> statement-breakpoint
CREATE INDEX "week_request_matches_pending_idx" ON "week_request_matches" USING btree ("request_id") WHERE "week_request_matches"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "property_listing_interests_listing_created_idx" ON "property_listing_interests" USING btree ("property_listing_id","created_at");--> statement-breakpoint
CREATE INDEX "week_interests_week_created_idx" ON "week_interests" USING btree ("week_id","created_at");--> statement-breakpoint
CREATE INDEX "week_requests_alert_idx" ON "week_requests" USING btree ("location_key","end_date","start_date") WHERE "week_requests"."unsubscribed_at" is null;--> statement-breakpoint
ALTER TABLE "property_listing_interests" ADD CONSTRAINT "property_listing_interests_owner_mail_ck" CHECK ("property_listing_interests"."owner_mail" in ('sent', 'batched', 'batch-sent'));--> statement-breakpoint
ALTER TABLE "week_interests" ADD CONSTRAINT "week_interests_owner_mail_ck" CHECK ("week_interests"."owner_mail" in ('sent', 'batched', 'batch-sent'));