-- 帳票の言語 per customer (日本語 / English / 日英) and PDFの言語 per document (null: the customer's).
ALTER TABLE "customers" ADD COLUMN "pdf_language" text DEFAULT 'ja' NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pdf_language" text;
--> statement-breakpoint
-- 有償支給原材料 of a 発注書 (取適法): name, quantity, unit price, amount, supply day, settlement.
ALTER TABLE "documents" ADD COLUMN "supplied_materials" jsonb DEFAULT '[]'::jsonb NOT NULL;
