ALTER TABLE "bookings" ADD COLUMN "charge_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_charge_uq" ON "bookings" USING btree ("provider","charge_id");