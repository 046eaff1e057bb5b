-- Web送付: a document sent as a link to a page of its own on the partner's host. Only the SHA-256
-- of a link's token is kept; each view, download, 受領 and message from the page is recorded.
-- New tables and one nullable column only.
CREATE TABLE "document_links" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"document_id" text NOT NULL,
	"customer_id" text,
	"delivery_id" text,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"first_opened_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_link_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"link_id" text NOT NULL,
	"document_id" text NOT NULL,
	"type" text NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_link_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"expiry_days" integer DEFAULT 30 NOT NULL,
	"notify_on_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_link_events" ADD CONSTRAINT "document_link_events_link_id_document_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."document_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_link_settings" ADD CONSTRAINT "document_link_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_links_token_idx" ON "document_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "document_links_delivery_idx" ON "document_links" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "document_links_document_idx" ON "document_links" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "document_links_customer_idx" ON "document_links" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "document_link_events_link_idx" ON "document_link_events" USING btree ("company_id","document_id","created_at");
