CREATE TABLE "service_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"service_name" text,
	"service_phone" text,
	"service_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "service_settings_one_row" CHECK ("service_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "nurses_email_idx" ON "nurses" USING btree (lower("email"));