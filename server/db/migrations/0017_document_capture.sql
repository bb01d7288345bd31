-- Field capture (issue 14): the server's SHA-256 of every upload and whether the device's own hash
-- agreed, where and when a photo was taken, and which document a compressed copy was made from.
ALTER TABLE "documents" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "client_sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "checksum_status" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_checksum_status_check" CHECK ("checksum_status" IN ('verified', 'mismatch'));--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "location_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "device_time_offset_ms" bigint;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "original_of" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_original_of_documents_id_fk" FOREIGN KEY ("original_of") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
