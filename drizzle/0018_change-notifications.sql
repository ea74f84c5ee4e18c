-- Every process keeps short-lived copies of public data (reference lists, destination counts, the
-- listings' pages). A write to a table behind them announces the table's name on the channel
-- 'semana_changes' when its transaction commits, whoever wrote it, and each process drops what it
-- keeps from that table. PostgreSQL sends one announcement per table and transaction, however many
-- statements or rows it touched.
CREATE FUNCTION "announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('semana_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "brands_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "contract_types_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contract_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "locations_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "property_listings_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "resort_locations_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resort_locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "resorts_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resorts"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "unit_type_images_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_type_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "unit_types_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "weeks_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "weeks"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
