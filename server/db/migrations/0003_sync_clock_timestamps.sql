-- Checkpoint pulls need updated_at to follow the moment of the write, not the start of the writing
-- transaction (now()): with clock_timestamp() a row's updated_at is never earlier than the start of
-- the transaction that wrote it, which is what the pull's commit horizon relies on
-- (server/sync/commit-horizon.ts). Inserts get the same stamp and always start at version 1, so
-- no code path (seed, bulk load, API) can hand-set either. CREATE OR REPLACE keeps this re-runnable
-- next to triggers other migrations may already have added.
CREATE OR REPLACE FUNCTION bump_sync_columns() RETURNS trigger AS $$
BEGIN
  NEW.version := OLD.version + 1;
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_sync_columns() RETURNS trigger AS $$
BEGIN
  NEW.version := 1;
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "roles_stamp_sync_columns" BEFORE INSERT ON "roles" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "users_stamp_sync_columns" BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contacts_stamp_sync_columns" BEFORE INSERT ON "contacts" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "claims_stamp_sync_columns" BEFORE INSERT ON "claims" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "claim_contacts_stamp_sync_columns" BEFORE INSERT ON "claim_contacts" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "conversations_stamp_sync_columns" BEFORE INSERT ON "conversations" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notes_stamp_sync_columns" BEFORE INSERT ON "notes" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tasks_stamp_sync_columns" BEFORE INSERT ON "tasks" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "calendar_events_stamp_sync_columns" BEFORE INSERT ON "calendar_events" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "documents_stamp_sync_columns" BEFORE INSERT ON "documents" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "settings_stamp_sync_columns" BEFORE INSERT ON "settings" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notifications_stamp_sync_columns" BEFORE INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "user_preferences_stamp_sync_columns" BEFORE INSERT ON "user_preferences" FOR EACH ROW EXECUTE FUNCTION stamp_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "settings_bump_sync_columns" BEFORE UPDATE ON "settings" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notifications_bump_sync_columns" BEFORE UPDATE ON "notifications" FOR EACH ROW EXECUTE FUNCTION bump_sync_columns();
