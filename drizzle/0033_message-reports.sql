ALTER TABLE "reports" DROP CONSTRAINT "reports_kind_ck";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kind_ck" CHECK ("reports"."target_kind" in ('week', 'property', 'message'));