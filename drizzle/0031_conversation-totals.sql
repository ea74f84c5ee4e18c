CREATE TABLE "conversation_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_totals_ck" CHECK ("conversation_totals"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversation_totals" ADD CONSTRAINT "conversation_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each person's number of conversations, kept with every insert and deletion of one (an account's
-- deletion cascades here too). The two rows are taken in id order, so two conversations between
-- the same two people, written at once from either side, never wait on each other in a circle.
CREATE FUNCTION "conversation_totals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "conversation_totals" ("user_id", "total")
      VALUES (least(NEW."guest_id", NEW."owner_id"), 1), (greatest(NEW."guest_id", NEW."owner_id"), 1)
      ON CONFLICT ("user_id") DO UPDATE SET "total" = "conversation_totals"."total" + 1;
    RETURN NULL;
  END IF;
  UPDATE "conversation_totals" SET "total" = "total" - 1
    WHERE "user_id" IN (OLD."guest_id", OLD."owner_id") AND "total" > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_totals" AFTER INSERT OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "conversation_totals_keep"();
