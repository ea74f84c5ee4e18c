CREATE TABLE "booking_confirmation_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" varchar(100) NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "booking_confirmation_size_ck" CHECK ("booking_confirmation_files"."byte_size" > 0 and "booking_confirmation_files"."byte_size" = octet_length("booking_confirmation_files"."content"))
);
--> statement-breakpoint
ALTER TABLE "booking_confirmation_files" ADD CONSTRAINT "booking_confirmation_files_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_confirmation_files" ADD CONSTRAINT "booking_confirmation_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_confirmation_current_uq" ON "booking_confirmation_files" USING btree ("booking_id") WHERE "booking_confirmation_files"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "booking_confirmation_booking_idx" ON "booking_confirmation_files" USING btree ("booking_id","id");