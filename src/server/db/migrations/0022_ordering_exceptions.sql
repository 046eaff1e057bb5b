CREATE TABLE "ordering_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"opens_at" integer,
	"closes_at" integer,
	"last_order_at" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordering_exceptions" ADD CONSTRAINT "ordering_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordering_exceptions_company_day_idx" ON "ordering_exceptions" USING btree ("company_id","day");