CREATE INDEX "weeks_location_created_idx" ON "weeks" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "weeks_location_price_idx" ON "weeks" USING btree ("location_id","price","id");--> statement-breakpoint
CREATE INDEX "weeks_price_idx" ON "weeks" USING btree ("price","id");