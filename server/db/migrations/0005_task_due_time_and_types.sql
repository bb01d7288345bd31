ALTER TABLE "tasks" ALTER COLUMN "type" SET DEFAULT 'general';--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_dedupe_key" UNIQUE("organization_id","dedupe_key");--> statement-breakpoint
-- Task types became a settings group (issue 13): every existing organization gets the default
-- types (src/domain/task-types.ts), and tasks that held a type's name now hold its id.
INSERT INTO "settings" ("id", "organization_id", "group_name", "value")
SELECT gen_random_uuid()::text, "id", 'taskSettings', '{"types":[{"id":"general","name":"General","color":"#64748b"},{"id":"inspection","name":"Inspection","color":"#2563eb"},{"id":"re-inspection","name":"Re-inspection","color":"#0891b2"},{"id":"call","name":"Call","color":"#0d9488"},{"id":"documentation","name":"Documentation","color":"#7c3aed"},{"id":"review","name":"Review","color":"#d97706"},{"id":"follow-up","name":"Follow-up","color":"#db2777"},{"id":"deadline","name":"Deadline","color":"#dc2626"}]}'::jsonb
FROM "organizations"
ON CONFLICT ("organization_id", "group_name") DO NOTHING;--> statement-breakpoint
UPDATE "tasks" SET "type" = lower("type") WHERE "type" IN ('General', 'Inspection', 'Re-inspection', 'Call', 'Documentation', 'Review', 'Follow-up', 'Deadline');
