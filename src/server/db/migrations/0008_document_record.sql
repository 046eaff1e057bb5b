ALTER TABLE "documents" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
CREATE INDEX "operation_logs_company_target_idx" ON "operation_logs" USING btree ("company_id","target_id");