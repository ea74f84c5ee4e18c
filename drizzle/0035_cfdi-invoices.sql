CREATE TABLE "fiscal_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"legal_name" varchar(254) NOT NULL,
	"tax_regime" varchar(3) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"cfdi_use" varchar(4) NOT NULL,
	"email" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_files" (
	"invoice_id" integer NOT NULL,
	"format" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_files_invoice_id_format_pk" PRIMARY KEY("invoice_id","format"),
	CONSTRAINT "invoice_files_size_ck" CHECK ("invoice_files"."byte_size" > 0 and "invoice_files"."byte_size" = octet_length("invoice_files"."content"))
);
--> statement-breakpoint
CREATE TABLE "invoice_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_id" integer,
	"ledger_entry_id" integer,
	"description" varchar(1000) NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"rate_e4" integer,
	"payment_form" varchar(2) NOT NULL,
	CONSTRAINT "invoice_sources_one_ck" CHECK (("invoice_sources"."payment_id" is null) <> ("invoice_sources"."ledger_entry_id" is null)),
	CONSTRAINT "invoice_sources_amount_ck" CHECK ("invoice_sources"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"rfc" varchar(13) NOT NULL,
	"legal_name" varchar(254) NOT NULL,
	"tax_regime" varchar(3) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"cfdi_use" varchar(4) NOT NULL,
	"email" varchar(254),
	"payment_form" varchar(2) NOT NULL,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	"rate_e4" integer,
	"period_year" smallint,
	"period_month" smallint,
	"provider_id" text,
	"uuid" varchar(36),
	"failure_message" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoices_total_ck" CHECK ("invoices"."total_cents" > 0),
	CONSTRAINT "invoices_rate_ck" CHECK (("invoices"."currency" = 'USD') = ("invoices"."rate_e4" is not null)),
	CONSTRAINT "invoices_period_ck" CHECK (("invoices"."kind" = 'global') = ("invoices"."period_year" is not null and "invoices"."period_month" between 1 and 12)),
	CONSTRAINT "invoices_issued_ck" CHECK (("invoices"."status" = 'issued') = ("invoices"."uuid" is not null))
);
--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD CONSTRAINT "fiscal_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sources" ADD CONSTRAINT "invoice_sources_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sources" ADD CONSTRAINT "invoice_sources_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sources" ADD CONSTRAINT "invoice_sources_ledger_entry_id_booking_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."booking_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sources_payment_uq" ON "invoice_sources" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sources_ledger_uq" ON "invoice_sources" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "invoice_sources_invoice_idx" ON "invoice_sources" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_global_month_uq" ON "invoices" USING btree ("period_year","period_month") WHERE "invoices"."kind" = 'global' and "invoices"."status" <> 'failed';