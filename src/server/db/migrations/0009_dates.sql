ALTER TABLE "document_lines" ADD COLUMN "date" date;--> statement-breakpoint
ALTER TABLE "document_settings" ADD COLUMN "date_style" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "transaction_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "period_to" date;