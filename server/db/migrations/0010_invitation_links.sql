ALTER TABLE "potential_users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "potential_users" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "potential_users" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "potential_users" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "potential_users" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "potential_users_token_hash_key" ON "potential_users" USING btree ("token_hash");
