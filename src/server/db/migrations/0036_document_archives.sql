-- 期間エクスポート as a background job (decision 018): the request, its progress, the ZIP's key in
-- the file store and when it expires. New table only.
CREATE TABLE "document_archives" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"requested_by" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"kinds" jsonb NOT NULL,
	"encoding" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_id" text,
	"file_key" text,
	"size" bigint,
	"total" integer,
	"written" integer DEFAULT 0 NOT NULL,
	"replaced" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_archives" ADD CONSTRAINT "document_archives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_archives_idempotency_idx" ON "document_archives" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "document_archives_company_idx" ON "document_archives" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "document_archives_expiry_idx" ON "document_archives" USING btree ("expires_at") WHERE state = 'done';
