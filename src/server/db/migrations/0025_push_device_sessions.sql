-- A device now belongs to the session that subscribed it; rows from before name no session and are dropped (the browser sends its subscription again).
-- Nullable on purpose (expand, not contract): an instance of the previous version still inserts without it during a rolling upgrade.
DELETE FROM "push_subscriptions";
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");
