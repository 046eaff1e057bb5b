CREATE TABLE "accounting_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"package" text DEFAULT 'freee' NOT NULL,
	"accounts" jsonb NOT NULL,
	"customer_as_sub_account" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_settings" ADD CONSTRAINT "accounting_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;