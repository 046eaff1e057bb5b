CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"offset" bigint NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_key_offset_pk" PRIMARY KEY("key","offset")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_key_stored_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Images and PDFs are compressed already: stored out of line as they are, not compressed again.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
