-- 承認フロー: the rules per kind, and each document's approval (its status, the step it waits at,
-- and the route it was applied for with each step's decision). Only added: an instance of the
-- previous release reads and writes documents as before.
ALTER TABLE "document_settings" ADD COLUMN "approval_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "approval_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "approval_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "approval" jsonb;--> statement-breakpoint
CREATE INDEX "documents_approval_idx" ON "documents" USING btree ("company_id","approval_status") WHERE "documents"."approval_status" <> 'none';
