-- The accounts version (0008) is bumped by every statement that writes payments, in the writer's
-- transaction: every writer of payments queued on its one row until commit. A booking's charge
-- (booking_id set) changes nothing the staff accounts list shows (memberships come from tiers), so
-- statements that write only booking rows no longer bump it; bookings at once no longer wait on
-- one another's commits there (decision 056).
CREATE FUNCTION "bump_accounts_version_new_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE booking_id IS NULL) THEN
    UPDATE "change_versions" SET "version" = "version" + 1 WHERE "name" = 'accounts';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_accounts_version_old_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows WHERE booking_id IS NULL) THEN
    UPDATE "change_versions" SET "version" = "version" + 1 WHERE "name" = 'accounts';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "payments_bump_accounts_version" ON "payments";
--> statement-breakpoint
CREATE TRIGGER "payments_insert_bump_accounts_version" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_accounts_version_new_payments"();
--> statement-breakpoint
CREATE TRIGGER "payments_update_bump_accounts_version" AFTER UPDATE ON "payments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_accounts_version_new_payments"();
--> statement-breakpoint
CREATE TRIGGER "payments_delete_bump_accounts_version" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_accounts_version_old_payments"();
