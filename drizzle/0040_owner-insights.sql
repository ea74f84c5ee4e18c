CREATE TABLE "week_view_days" (
	"week_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "week_view_days_week_id_day_pk" PRIMARY KEY("week_id","day"),
	CONSTRAINT "week_view_days_views_ck" CHECK ("week_view_days"."views" > 0)
);
--> statement-breakpoint
CREATE TABLE "week_view_marks" (
	"week_id" integer NOT NULL,
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "week_view_marks_week_id_day_hash_pk" PRIMARY KEY("week_id","day","hash")
);
--> statement-breakpoint
CREATE TABLE "week_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "season_day" smallint GENERATED ALWAYS AS ((extract(doy from from_date) - case when extract(month from from_date) > 2 and extract(year from from_date)::int % 4 = 0 and (extract(year from from_date)::int % 100 <> 0 or extract(year from from_date)::int % 400 = 0) then 1 else 0 end)::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "weeks" ADD COLUMN "season_day" smallint GENERATED ALWAYS AS ((extract(doy from from_date) - case when extract(month from from_date) > 2 and extract(year from from_date)::int % 4 = 0 and (extract(year from from_date)::int % 100 <> 0 or extract(year from from_date)::int % 400 = 0) then 1 else 0 end)::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "week_view_days" ADD CONSTRAINT "week_view_days_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_view_marks" ADD CONSTRAINT "week_view_marks_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_view_marks_day_idx" ON "week_view_marks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "bookings_guidance_idx" ON "bookings" USING btree ("unit_type_id","season_day","from_date","total_cents") WHERE "bookings"."paid_at" is not null and "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "weeks_guidance_idx" ON "weeks" USING btree ("unit_type_id","season_day","from_date","price") WHERE "weeks"."hidden_at" is null;