ALTER TABLE "contract_types" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "contract_types" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "unit_types" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "unit_types" ADD COLUMN "description_es" text;