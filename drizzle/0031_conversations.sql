CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text NOT NULL,
	"masked_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_body_ck" CHECK (char_length("conversation_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversation_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_totals_ck" CHECK ("conversation_totals"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_id" integer,
	"booking_id" integer,
	"guest_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guest_unread" integer DEFAULT 0 NOT NULL,
	"owner_unread" integer DEFAULT 0 NOT NULL,
	"guest_mailed_at" timestamp with time zone,
	"owner_mailed_at" timestamp with time zone,
	CONSTRAINT "conversations_two_people_ck" CHECK ("conversations"."guest_id" <> "conversations"."owner_id"),
	CONSTRAINT "conversations_unread_ck" CHECK ("conversations"."guest_unread" >= 0 and "conversations"."owner_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_totals" ADD CONSTRAINT "conversation_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_week_guest_uq" ON "conversations" USING btree ("week_id","guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_booking_uq" ON "conversations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "conversations_guest_inbox_idx" ON "conversations" USING btree ("guest_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_owner_inbox_idx" ON "conversations" USING btree ("owner_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_guest_unread_idx" ON "conversations" USING btree ("guest_id","guest_unread") WHERE "conversations"."guest_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_owner_unread_idx" ON "conversations" USING btree ("owner_id","owner_unread") WHERE "conversations"."owner_unread" > 0;--> statement-breakpoint
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
