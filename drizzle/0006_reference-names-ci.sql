CREATE UNIQUE INDEX "contract_types_name_lower_uq" ON "contract_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resorts_name_lower_uq" ON "resorts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "unit_types_resort_name_lower_uq" ON "unit_types" USING btree ("resort_id",lower("name"));