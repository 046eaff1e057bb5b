-- 有償支給原材料の決済 (取適法): which supplied materials of an issued 発注書 are settled and on which
-- day, by position in supplied_materials. The order's content stays frozen; this is its state.
ALTER TABLE "documents" ADD COLUMN "supplied_settlements" jsonb DEFAULT '[]'::jsonb NOT NULL;
