-- Every synced row gets version + 1 and a fresh updated_at on each UPDATE, whatever code writes it
-- (DESIGN.md "versions"): If-Match checks and checkpoint pulls rely on it.
CREATE OR REPLACE FUNCTION bump_sync_columns() RETURNS trigger AS $$
BEGIN
  NEW.version := OLD.version + 1;
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "roles_bump_sync_columns" BEFORE UPDATE ON "roles" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "users_bump_sync_columns" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "contacts_bump_sync_columns" BEFORE UPDATE ON "contacts" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "claims_bump_sync_columns" BEFORE UPDATE ON "claims" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "claim_contacts_bump_sync_columns" BEFORE UPDATE ON "claim_contacts" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "conversations_bump_sync_columns" BEFORE UPDATE ON "conversations" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "notes_bump_sync_columns" BEFORE UPDATE ON "notes" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "tasks_bump_sync_columns" BEFORE UPDATE ON "tasks" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "calendar_events_bump_sync_columns" BEFORE UPDATE ON "calendar_events" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "documents_bump_sync_columns" BEFORE UPDATE ON "documents" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "settings_bump_sync_columns" BEFORE UPDATE ON "settings" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE TRIGGER "notifications_bump_sync_columns" BEFORE UPDATE ON "notifications" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
