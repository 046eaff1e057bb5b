-- Kitchen stations and printing (issue 35). New columns with defaults and new tables only: an
-- instance of the previous release keeps reading and writing categories and orders as before.

-- Where a category's items are made: キッチン (default), ドリンク or デザート. キッチン表示 shows a
-- station its own lines, and kitchen tickets go to the printer of that route.
ALTER TABLE "menu_categories" ADD COLUMN "station" text DEFAULT 'kitchen' NOT NULL;--> statement-breakpoint

-- A line of an order marked 提供済 at its station (line_index: its place in orders.items). An order
-- whose every line is here is 提供済 itself.
CREATE TABLE "order_line_states" (
	"order_id" text NOT NULL,
	"line_index" integer NOT NULL,
	"company_id" text NOT NULL,
	"served_at_ms" bigint NOT NULL,
	"served_by" text,
	CONSTRAINT "order_line_states_order_id_line_index_pk" PRIMARY KEY("order_id","line_index")
);
--> statement-breakpoint
ALTER TABLE "order_line_states" ADD CONSTRAINT "order_line_states_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_states" ADD CONSTRAINT "order_line_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint

-- The thermal printer of each route (kitchen, drink, dessert, receipt): an Epson TM printer
-- reached with ePOS-Print from the staff tablet's browser.
CREATE TABLE "printers" (
	"company_id" text NOT NULL,
	"route" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"host" text NOT NULL,
	"device_id" text DEFAULT 'local_printer' NOT NULL,
	"paper_width" integer DEFAULT 80 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_company_id_route_pk" PRIMARY KEY("company_id","route")
);
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint

-- A ticket or receipt a printer did not take, kept until it is printed (a reload of 注文確認
-- still shows it). source_id: the order of a ticket, the receipt document of a receipt.
CREATE TABLE "print_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at_ms" bigint NOT NULL,
	"printed_at_ms" bigint
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_pending_idx" ON "print_jobs" USING btree ("company_id","route","source_id") WHERE "printed_at_ms" is null;
