CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"usd_mxn" numeric(10, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive_ck" CHECK ("exchange_rates"."usd_mxn" > 0 and "exchange_rates"."usd_mxn" < 1000),
	CONSTRAINT "exchange_rates_source_ck" CHECK ("exchange_rates"."source" in ('staff', 'feed'))
);
--> statement-breakpoint
CREATE INDEX "exchange_rates_created_idx" ON "exchange_rates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);