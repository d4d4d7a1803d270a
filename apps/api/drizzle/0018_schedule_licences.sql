CREATE TABLE "licence_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired" integer NOT NULL,
	"expiring" integer NOT NULL,
	"recipients" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "unmc_registration_number" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "licence_expiry" date;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "licence_file" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "licence_file_name" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "licence_file_type" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "licence_file_size" integer;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "licence_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "calendar_token_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nurse_jobs" ADD COLUMN "shift" text DEFAULT 'Day and night' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "nurses_calendar_token_key" ON "nurses" USING btree ("calendar_token_hash") WHERE "nurses"."calendar_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "nurses_licence_expiry_idx" ON "nurses" USING btree ("licence_expiry") WHERE "nurses"."licence_expiry" IS NOT NULL AND "nurses"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "nurse_jobs_schedule_idx" ON "nurse_jobs" USING btree ("nurse_id","end_date","start_date") WHERE "nurse_jobs"."deleted_at" IS NULL AND "nurse_jobs"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "nurse_jobs" ADD CONSTRAINT "nurse_jobs_shift_check" CHECK ("shift" IN ('Day', 'Night', 'Day and night'));
