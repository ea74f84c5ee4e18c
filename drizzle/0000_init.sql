CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('user', 'manager', 'dev')),
	CONSTRAINT "users_username_len_ck" CHECK (char_length("users"."username") between 3 and 50)
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_types_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resort_locations" (
	"resort_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "resort_locations_resort_id_location_id_pk" PRIMARY KEY("resort_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "resorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer DEFAULT 1 NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "resorts_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "unit_type_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_type_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"resort_id" integer NOT NULL,
	"description" text,
	CONSTRAINT "unit_types_resort_name_uq" UNIQUE("resort_id","name")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contract_type_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"contract_name" text NOT NULL,
	"resort" text NOT NULL,
	"unit_type" text NOT NULL,
	"usage_fee" numeric(12, 2) NOT NULL,
	"contractual_weeks" integer NOT NULL,
	"start_date" date NOT NULL,
	"total_value" numeric(14, 2) NOT NULL,
	"addendums" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_usage_fee_ck" CHECK ("contracts"."usage_fee" >= 0),
	CONSTRAINT "contracts_total_value_ck" CHECK ("contracts"."total_value" >= 0),
	CONSTRAINT "contracts_weeks_ck" CHECK ("contracts"."contractual_weeks" >= 1)
);
--> statement-breakpoint
CREATE TABLE "property_listing_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_listing_id" integer NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_id" integer NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"preferred_location" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"additional_details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" integer,
	"tier" text,
	"payment_link_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_id_uq" UNIQUE("provider","provider_id"),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hotel_name" text NOT NULL,
	"unit_size" text NOT NULL,
	"location" text NOT NULL,
	"type" text,
	"price" text NOT NULL,
	"price_value" integer,
	"weeks_or_season" text NOT NULL,
	"description" text NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"reservation_code" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weeks_price_ck" CHECK ("weeks"."price" >= 0 and "weeks"."price" <= 1000000),
	CONSTRAINT "weeks_reservation_code_ck" CHECK (char_length("weeks"."reservation_code") between 1 and 50),
	CONSTRAINT "weeks_seven_days_ck" CHECK ("weeks"."to_date" = "weeks"."from_date" + 6)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resort_locations" ADD CONSTRAINT "resort_locations_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resort_locations" ADD CONSTRAINT "resort_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resorts" ADD CONSTRAINT "resorts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resorts" ADD CONSTRAINT "resorts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_type_images" ADD CONSTRAINT "unit_type_images_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listing_interests" ADD CONSTRAINT "property_listing_interests_property_listing_id_property_listings_id_fk" FOREIGN KEY ("property_listing_id") REFERENCES "public"."property_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_interests" ADD CONSTRAINT "week_interests_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weeks" ADD CONSTRAINT "weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weeks" ADD CONSTRAINT "weeks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weeks" ADD CONSTRAINT "weeks_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("created_at") WHERE "users"."active" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_lower_uq" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "resort_locations_location_idx" ON "resort_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "resorts_location_idx" ON "resorts" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "resorts_brand_idx" ON "resorts" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "unit_type_images_unit_type_idx" ON "unit_type_images" USING btree ("unit_type_id");--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "property_listing_interests_listing_idx" ON "property_listing_interests" USING btree ("property_listing_id");--> statement-breakpoint
CREATE INDEX "property_listing_interests_created_idx" ON "property_listing_interests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "property_listing_interests_unread_idx" ON "property_listing_interests" USING btree ("created_at") WHERE "property_listing_interests"."is_read" = false;--> statement-breakpoint
CREATE INDEX "week_interests_week_idx" ON "week_interests" USING btree ("week_id");--> statement-breakpoint
CREATE INDEX "week_interests_created_idx" ON "week_interests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "week_interests_unread_idx" ON "week_interests" USING btree ("created_at") WHERE "week_interests"."is_read" = false;--> statement-breakpoint
CREATE INDEX "week_requests_created_idx" ON "week_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "week_requests_unread_idx" ON "week_requests" USING btree ("created_at") WHERE "week_requests"."is_read" = false;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "property_listings_user_idx" ON "property_listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "property_listings_created_idx" ON "property_listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "property_listings_hotel_lower_idx" ON "property_listings" USING btree (lower("hotel_name"));--> statement-breakpoint
CREATE INDEX "weeks_location_from_idx" ON "weeks" USING btree ("location_id","from_date");--> statement-breakpoint
CREATE INDEX "weeks_from_idx" ON "weeks" USING btree ("from_date");--> statement-breakpoint
CREATE INDEX "weeks_user_idx" ON "weeks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "weeks_created_idx" ON "weeks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "weeks_unit_type_idx" ON "weeks" USING btree ("unit_type_id");