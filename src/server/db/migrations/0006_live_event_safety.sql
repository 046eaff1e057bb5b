ALTER TABLE "event_counters" ADD COLUMN "pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
-- Open live streams re-check their access the moment it may have changed: a session ended,
-- a user's flags, role or activity changed, a company was suspended, a partner's type
-- changed, a seat's QR code was renewed or the seat removed. The payload names what changed.
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kanri_access', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kanri_access', 'user:' || OLD.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_access_changed" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();--> statement-breakpoint
CREATE TRIGGER "sessions_expiry_shortened" AFTER UPDATE OF "expires_at" ON "sessions"
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION "notify_session_ended"();--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (
    OLD.permissions IS DISTINCT FROM NEW.permissions OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.company_id IS DISTINCT FROM NEW.company_id
  ) EXECUTE FUNCTION "notify_access_changed"('user');--> statement-breakpoint
CREATE TRIGGER "users_access_removed" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"('user');--> statement-breakpoint
CREATE TRIGGER "companies_access_changed" AFTER UPDATE OF "status" ON "companies"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "notify_access_changed"('company');--> statement-breakpoint
CREATE TRIGGER "oems_access_changed" AFTER UPDATE ON "oems"
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.show_history IS DISTINCT FROM NEW.show_history)
  EXECUTE FUNCTION "notify_access_changed"('oem');--> statement-breakpoint
CREATE TRIGGER "seats_access_changed" AFTER UPDATE OF "token" OR DELETE ON "seats"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"('seat');
