CREATE INDEX "weeks_user_price_idx" ON "weeks" USING btree ("user_id","price","id");--> statement-breakpoint
CREATE INDEX "weeks_user_from_idx" ON "weeks" USING btree ("user_id","from_date","id");