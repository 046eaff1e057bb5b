CREATE TABLE "seat_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"seat_id" text,
	"seat_name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at_ms" bigint NOT NULL,
	"handled_at_ms" bigint,
	"handled_by" text
);
--> statement-breakpoint
ALTER TABLE "seat_requests" ADD CONSTRAINT "seat_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_requests" ADD CONSTRAINT "seat_requests_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_requests_company_open_idx" ON "seat_requests" USING btree ("company_id","created_at_ms") WHERE "seat_requests"."handled_at_ms" is null;--> statement-breakpoint
CREATE INDEX "seat_requests_seat_idx" ON "seat_requests" USING btree ("seat_id","kind","created_at_ms");