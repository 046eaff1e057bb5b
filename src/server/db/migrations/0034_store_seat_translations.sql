-- The store's and each seat's names in the diners' languages (decision 014): the diner's page reads
-- them in its language, Japanese where left empty. Added with defaults, so the previous release's
-- inserts and reads are unchanged.
ALTER TABLE "companies" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
