CREATE TABLE "statement_sources" (
	"source_id" text PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"document_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"closing_date" date NOT NULL,
	"previous_statement_id" text,
	"previous_billed" bigint NOT NULL,
	"received" bigint NOT NULL,
	"carried_over" bigint NOT NULL,
	"purchases" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"billed" bigint NOT NULL,
	"received_to_date" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_sources" ADD CONSTRAINT "statement_sources_source_id_documents_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sources" ADD CONSTRAINT "statement_sources_statement_id_documents_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sources" ADD CONSTRAINT "statement_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_sources_statement_idx" ON "statement_sources" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_customer_closing_idx" ON "statements" USING btree ("company_id","customer_id","closing_date");--> statement-breakpoint
CREATE INDEX "statements_company_closing_idx" ON "statements" USING btree ("company_id","closing_date");