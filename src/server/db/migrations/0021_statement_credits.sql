ALTER TABLE "statements" ADD COLUMN "credited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "credited_to_date" bigint DEFAULT 0 NOT NULL;