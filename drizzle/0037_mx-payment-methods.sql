ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "usd_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rate_e4" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instructions_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expiry_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending' and "payments"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_delayed_ck" CHECK ("payments"."method" = 'card' or ("payments"."currency" = 'mxn' and "payments"."usd_amount_cents" > 0 and "payments"."rate_e4" > 0 and "payments"."expires_at" is not null));