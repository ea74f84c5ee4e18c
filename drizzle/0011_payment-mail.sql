ALTER TABLE "payments" ADD COLUMN "receipt_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_mailed_at" timestamp with time zone;