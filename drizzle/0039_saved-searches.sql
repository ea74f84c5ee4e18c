CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"frequency" text NOT NULL,
	"location_id" integer,
	"resort_id" integer,
	"room_type" text,
	"resort_text" text,
	"unit_type_text" text,
	"room_type_key" text GENERATED ALWAYS AS (lower(translate(room_type, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))) STORED,
	"resort_text_key" text GENERATED ALWAYS AS (lower(translate(resort_text, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))) STORED,
	"unit_type_text_key" text GENERATED ALWAYS AS (lower(translate(unit_type_text, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))) STORED,
	"from_date" date,
	"min_price" integer,
	"max_price" integer,
	"verified_only" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_ck" CHECK ("saved_searches"."frequency" in ('instant', 'daily')),
	CONSTRAINT "saved_searches_price_ck" CHECK (("saved_searches"."min_price" is null or "saved_searches"."min_price" >= 0) and ("saved_searches"."max_price" is null or "saved_searches"."max_price" >= coalesce("saved_searches"."min_price", 0)))
);
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD COLUMN "search_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("location_id","resort_id") WHERE "saved_searches"."paused_at" is null;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_mails_waiting_idx" ON "alert_mails" USING btree ("created_at","email") WHERE "alert_mails"."kind" = 'digest' and "alert_mails"."mailed_at" is null;