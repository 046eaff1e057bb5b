-- 座席マップ: each seat's place on the floor grid of 座席設定, in whole cells (its top-left cell,
-- width and height), its shape (table2 / table4 / counter, null: none chosen) and its area ('' is the
-- one floor of a store that has a single one). Null columns until staff place the seat: the map lays
-- such seats out by itself. Only added: the previous release reads and writes seats as before.
ALTER TABLE "seats" ADD COLUMN "map_x" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "map_y" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "map_w" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "map_h" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "map_shape" text;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "map_area" text DEFAULT '' NOT NULL;
