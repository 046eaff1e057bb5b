-- 受領書類 (電子帳簿保存法, 電子取引): received files and the versions of their keys. New tables only.
CREATE TABLE "received_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"file_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"current_version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"delete_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "received_document_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"transaction_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"counterparty_name" text NOT NULL,
	"counterparty_search" text NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "received_documents" ADD CONSTRAINT "received_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_documents" ADD CONSTRAINT "received_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_documents" ADD CONSTRAINT "received_documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_document_versions" ADD CONSTRAINT "received_document_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_document_versions" ADD CONSTRAINT "received_document_versions_document_id_received_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."received_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_document_versions" ADD CONSTRAINT "received_document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_documents_company_idx" ON "received_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "received_document_versions_version_idx" ON "received_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "received_document_versions_date_idx" ON "received_document_versions" USING btree ("company_id","transaction_date");
