CREATE TABLE "mail_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"document_id" text,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"batch_id" text,
	"to_address" text NOT NULL,
	"cc" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"message_id" text NOT NULL,
	"smtp_response" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone,
	"operation" jsonb,
	"queued_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_deliveries_idempotency_idx" ON "mail_deliveries" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_deliveries_company_idx" ON "mail_deliveries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_deliveries_document_idx" ON "mail_deliveries" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "mail_deliveries_batch_idx" ON "mail_deliveries" USING btree ("company_id","batch_id");
