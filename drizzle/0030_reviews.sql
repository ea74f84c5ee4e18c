CREATE TABLE "owner_review_stats" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"reviews" integer NOT NULL,
	"stars_total" integer NOT NULL,
	CONSTRAINT "owner_review_stats_ck" CHECK ("owner_review_stats"."reviews" > 0 and "owner_review_stats"."stars_total" between "owner_review_stats"."reviews" and 5 * "owner_review_stats"."reviews")
);
--> statement-breakpoint
CREATE TABLE "resort_review_stats" (
	"resort_id" integer PRIMARY KEY NOT NULL,
	"reviews" integer NOT NULL,
	"stars_total" integer NOT NULL,
	CONSTRAINT "resort_review_stats_ck" CHECK ("resort_review_stats"."reviews" > 0 and "resort_review_stats"."stars_total" between "resort_review_stats"."reviews" and 5 * "resort_review_stats"."reviews")
);
--> statement-breakpoint
CREATE TABLE "review_windows" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_windows_span_ck" CHECK ("review_windows"."closes_at" > "review_windows"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" integer,
	"subject_id" integer,
	"resort_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_side_ck" CHECK ("reviews"."side" in ('guest', 'owner')),
	CONSTRAINT "reviews_stars_ck" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_body_ck" CHECK (char_length("reviews"."body") between 20 and 2000)
);
--> statement-breakpoint
ALTER TABLE "owner_review_stats" ADD CONSTRAINT "owner_review_stats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resort_review_stats" ADD CONSTRAINT "resort_review_stats_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_windows_open_idx" ON "review_windows" USING btree ("closes_at") WHERE "review_windows"."published_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_side_uq" ON "reviews" USING btree ("booking_id","side");--> statement-breakpoint
CREATE INDEX "reviews_resort_published_idx" ON "reviews" USING btree ("resort_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."published_at" is not null and "reviews"."side" = 'guest';--> statement-breakpoint
CREATE INDEX "reviews_subject_published_idx" ON "reviews" USING btree ("subject_id","side","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."published_at" is not null;