CREATE TABLE "sms_templates" (
	"event" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_opt_out_source" text;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "sms_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "sms_opt_out_source" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "channel" text DEFAULT 'push' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "segments" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "cost_ugx" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_channel_sent_idx" ON "notifications" USING btree ("channel","sent_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_idx" ON "notifications" USING btree ("dedupe_key") WHERE "notifications"."dedupe_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_gateway_message_idx" ON "notifications" USING btree ("gateway_message_id") WHERE "notifications"."gateway_message_id" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'group' WHERE "message_type" = 'all';--> statement-breakpoint
INSERT INTO "sms_templates" ("event", "text", "enabled") VALUES
  ('booking_confirmed', 'Hello {firstName}, your {service} booking with {serviceName} is confirmed. It starts on {startDate}.', true),
  ('visit_tomorrow', 'Hello {firstName}, your care visit starts tomorrow, {startDate}, with {nurseName}. {serviceName}', true),
  ('job_completed', 'Hello {firstName}, your care {reference} is complete. Thank you for choosing {serviceName}. Please review your nurse in our app.', true),
  ('nurse_assigned', 'Hello {nurseFirstName}, new assignment {careCardNumber}: {clientName}, {clientPhone}, at {place}, from {startDate} to {endDate}.', true)
ON CONFLICT DO NOTHING;
