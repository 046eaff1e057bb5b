ALTER TABLE "documents" ADD COLUMN "received_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "inspection_due_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "payment_method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "price_mode" text DEFAULT 'exclusive' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_tax_included" boolean DEFAULT false NOT NULL;