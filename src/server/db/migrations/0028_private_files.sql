ALTER TABLE "files" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "files" SET "is_private" = true
WHERE "id" IN (SELECT "seal_file_id" FROM "companies" WHERE "seal_file_id" IS NOT NULL)
  OR "id" IN (SELECT "issuer"->>'sealFileId' FROM "documents" WHERE "issuer"->>'sealFileId' IS NOT NULL);
