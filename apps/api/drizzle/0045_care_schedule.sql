CREATE TABLE "care_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"steps" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "care_schedule_one_row" CHECK ("care_schedule"."id" = 1)
);
--> statement-breakpoint
-- ADR 059: the one row exists from the start (steps null: the built-in schedule),
-- so a contact recorded while an ADMIN saves always finds it to share-lock.
INSERT INTO "care_schedule" ("id") VALUES (1) ON CONFLICT DO NOTHING;
