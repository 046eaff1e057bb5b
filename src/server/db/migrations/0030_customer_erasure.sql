ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;
