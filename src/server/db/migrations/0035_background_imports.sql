-- CSV imports of 商品 and 顧客 run as background jobs (decision 018): the import, its progress and
-- result, and what each committed batch did (for the undo of a failed import). New tables only.
CREATE TABLE "master_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"entity" text NOT NULL,
	"mode" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"file_key" text NOT NULL,
	"actor" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer,
	"valid" integer,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"row_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" jsonb,
	"written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "master_import_batches" (
	"import_id" text NOT NULL,
	"batch" integer NOT NULL,
	"created_ids" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	CONSTRAINT "master_import_batches_import_id_batch_pk" PRIMARY KEY("import_id","batch")
);
--> statement-breakpoint
ALTER TABLE "master_imports" ADD CONSTRAINT "master_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_import_batches" ADD CONSTRAINT "master_import_batches_import_id_master_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."master_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "master_imports_idempotency_idx" ON "master_imports" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "master_imports_running_idx" ON "master_imports" USING btree ("company_id") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "master_imports_company_idx" ON "master_imports" USING btree ("company_id","created_at");
