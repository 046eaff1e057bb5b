CREATE TABLE "mail_budgets" (
	"company_id" text PRIMARY KEY NOT NULL,
	"tier" text DEFAULT 'standard' NOT NULL,
	"recipients_per_message" integer,
	"messages_per_hour" integer,
	"messages_per_hour_per_user" integer,
	"new_recipients_per_day" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_recipients" (
	"company_id" text NOT NULL,
	"address" text NOT NULL,
	"is_new" boolean NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_recipients_company_id_address_pk" PRIMARY KEY("company_id","address")
);
--> statement-breakpoint
ALTER TABLE "mail_budgets" ADD CONSTRAINT "mail_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_sends_company_idx" ON "mail_sends" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_user_idx" ON "mail_sends" USING btree ("company_id","user_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_recipients_first_idx" ON "mail_recipients" USING btree ("company_id","first_sent_at");--> statement-breakpoint
-- Companies that signed themselves up before the limits existed start on the lower limits too.
INSERT INTO "mail_budgets" ("company_id", "tier")
SELECT DISTINCT "company_id", 'starter' FROM "operation_logs"
WHERE "operation_type" = 'company.register' AND "company_id" IS NOT NULL
ON CONFLICT ("company_id") DO NOTHING;
