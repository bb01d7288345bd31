-- Client fields became a settings group (issue 12): every existing organization gets the group
-- with no fields yet (src/domain/client-fields.ts), so its first save finds the row.
INSERT INTO "settings" ("id", "organization_id", "group_name", "value")
SELECT gen_random_uuid()::text, "id", 'clientSettings', '{"fields":[]}'::jsonb
FROM "organizations"
ON CONFLICT ("organization_id", "group_name") DO NOTHING;
