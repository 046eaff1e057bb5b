CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"posting_id" text NOT NULL,
	"posting_type" text NOT NULL,
	"reverses" text,
	"entry_date" date NOT NULL,
	"customer_id" text,
	"document_id" text,
	"source_id" text NOT NULL,
	"account" text NOT NULL,
	"tax_category" text,
	"tax" bigint DEFAULT 0 NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_replay" (
	"id" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_document_idx" ON "ledger_entries" USING btree ("company_id","document_id","entry_date");--> statement-breakpoint
CREATE INDEX "ledger_customer_idx" ON "ledger_entries" USING btree ("company_id","customer_id","account","entry_date");--> statement-breakpoint
CREATE INDEX "ledger_source_idx" ON "ledger_entries" USING btree ("company_id","source_id");--> statement-breakpoint
CREATE INDEX "ledger_reverses_idx" ON "ledger_entries" USING btree ("company_id","reverses");--> statement-breakpoint
CREATE INDEX "ledger_date_idx" ON "ledger_entries" USING btree ("company_id","entry_date");--> statement-breakpoint
INSERT INTO "ledger_replay" ("id") VALUES ('receivables');
