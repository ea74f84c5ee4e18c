CREATE TABLE "change_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "change_versions" ("name", "version") VALUES ('accounts', 0);
--> statement-breakpoint
-- Bumped once per statement that changes users or payments, in the writer's transaction: the staff
-- accounts list answers an unchanged poll from this one row (an ETag match) without listing anything.
CREATE FUNCTION "bump_accounts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "change_versions" SET "version" = "version" + 1 WHERE "name" = 'accounts';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_bump_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_accounts_version"();
--> statement-breakpoint
CREATE TRIGGER "payments_bump_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_accounts_version"();
