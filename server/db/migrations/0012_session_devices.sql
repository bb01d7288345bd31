-- The profile's "active sessions" list names each device: the browser and address that last
-- logged in or refreshed the session (issue 15).
ALTER TABLE "refresh_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "ip_address" text;
