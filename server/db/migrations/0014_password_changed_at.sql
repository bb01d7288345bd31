-- When the password was last set: security.passwordPolicy.expiryDays counts from it (issue 15).
-- Existing accounts start counting from this migration.
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;
