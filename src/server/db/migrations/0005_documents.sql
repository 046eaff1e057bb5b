CREATE TABLE "bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_type" text DEFAULT '普通' NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"company_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'item' NOT NULL,
	"product_id" text,
	"code" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"quantity" text DEFAULT '1' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"tax_category" text DEFAULT 'standard' NOT NULL,
	"is_withholding" boolean DEFAULT false NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_number_sequences" (
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"next_seq" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_number_sequences_company_id_kind_period_pk" PRIMARY KEY("company_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "document_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"rounding_mode" text DEFAULT 'floor' NOT NULL,
	"numbering" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_payment_terms" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_latest" boolean DEFAULT true NOT NULL,
	"previous_id" text,
	"source_id" text,
	"issue_date" date NOT NULL,
	"customer_id" text,
	"honorific" text,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty" jsonb,
	"subject" text DEFAULT '' NOT NULL,
	"person_in_charge" text DEFAULT '' NOT NULL,
	"valid_until" date,
	"delivery_date" date,
	"due_date" date,
	"delivery_place" text DEFAULT '' NOT NULL,
	"bank_account_id" text,
	"bank_account" jsonb,
	"paid_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"rounding_mode" text DEFAULT 'floor' NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"withholding" bigint DEFAULT 0 NOT NULL,
	"amount_due" bigint DEFAULT 0 NOT NULL,
	"by_rate" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issuer" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" text,
	"updated_by" text,
	"issued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seal_file_id" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_sequences" ADD CONSTRAINT "document_number_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_settings" ADD CONSTRAINT "document_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_company_idx" ON "bank_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "document_lines_document_idx" ON "document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_lines_product_idx" ON "document_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_idx" ON "documents" USING btree ("company_id","kind","number","revision") WHERE "documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("company_id","kind","is_latest","issue_date","id");--> statement-breakpoint
CREATE INDEX "documents_total_idx" ON "documents" USING btree ("company_id","kind","is_latest","total","id");--> statement-breakpoint
CREATE INDEX "documents_number_sort_idx" ON "documents" USING btree ("company_id","kind","is_latest","number","id");--> statement-breakpoint
CREATE INDEX "documents_counterparty_idx" ON "documents" USING btree ("company_id","kind","is_latest","counterparty_name","id");--> statement-breakpoint
CREATE INDEX "documents_due_idx" ON "documents" USING btree ("company_id","kind","is_latest","due_date","id");--> statement-breakpoint
CREATE INDEX "documents_updated_idx" ON "documents" USING btree ("company_id","kind","is_latest","updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("company_id","kind","status","issue_date");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_source_idx" ON "documents" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "documents_previous_idx" ON "documents" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("customer_id");