-- テーブル移動・連結, 分割会計 and お持ち帰り (decision 022). Only added.

-- A visit absorbed by another at テーブル連結: closed, pointing at the visit that took its orders and guests.
ALTER TABLE "seat_visits" ADD COLUMN "merged_into_id" text;--> statement-breakpoint
-- When orders last came to the visit's seat from another (移動 or 連結): such a visit's orders are its
-- seat's bill even if older than the seat's session.
ALTER TABLE "seat_visits" ADD COLUMN "moved_at_ms" bigint;--> statement-breakpoint

-- 分割会計: each part is a payment of the same visit. 'even' (割り勘: the whole bill with its 割引・サービス料
-- divided N ways) or 'items' (the lines this part paid, in `lines`); null: the bill paid in one.
ALTER TABLE "seat_payments" ADD COLUMN "split_kind" text;--> statement-breakpoint
ALTER TABLE "seat_payments" ADD COLUMN "split_count" integer;--> statement-breakpoint
ALTER TABLE "seat_payments" ADD COLUMN "split_index" integer;--> statement-breakpoint
ALTER TABLE "seat_payments" ADD COLUMN "lines" jsonb;--> statement-breakpoint

-- お持ち帰り: an order taken out. Its lines carry the rate they were taxed at (軽減 8% for food).
ALTER TABLE "orders" ADD COLUMN "is_takeout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The rate of an item taken out: 'reduced' (飲食料品, 8%) or 'standard' (酒類 and what is not food, 10%).
ALTER TABLE "menu_items" ADD COLUMN "takeout_tax_category" text DEFAULT 'reduced' NOT NULL;--> statement-breakpoint
-- Whether the store takes テイクアウト orders at all (座席設定 → 来店とお通し).
ALTER TABLE "table_service_settings" ADD COLUMN "takeout_enabled" boolean DEFAULT false NOT NULL;
