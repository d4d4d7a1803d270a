CREATE TABLE "care_message_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"per_week" integer DEFAULT 2 NOT NULL,
	"hour" integer DEFAULT 10 NOT NULL,
	"library_filled_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "care_message_settings_one_row" CHECK ("care_message_settings"."id" = 1),
	CONSTRAINT "care_message_settings_per_week_check" CHECK ("care_message_settings"."per_week" BETWEEN 1 AND 7),
	CONSTRAINT "care_message_settings_hour_check" CHECK ("care_message_settings"."hour" BETWEEN 7 AND 19)
);
--> statement-breakpoint
CREATE TABLE "care_message_texts" (
	"message_id" integer NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_message_texts_message_id_language_pk" PRIMARY KEY("message_id","language"),
	CONSTRAINT "care_message_texts_language_check" CHECK ("care_message_texts"."language" IN ('en', 'lg', 'sw', 'nyn'))
);
--> statement-breakpoint
CREATE TABLE "care_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"week" integer NOT NULL,
	"position" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_messages_category_check" CHECK ("care_messages"."category" IN ('Pregnancy', 'Postnatal', 'Baby', 'Reminder'))
);
--> statement-breakpoint
ALTER TABLE "care_message_settings" ADD CONSTRAINT "care_message_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_message_texts" ADD CONSTRAINT "care_message_texts_message_id_care_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."care_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_message_texts" ADD CONSTRAINT "care_message_texts_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_messages" ADD CONSTRAINT "care_messages_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_messages_week_key" ON "care_messages" USING btree ("category","week","position");--> statement-breakpoint
CREATE INDEX "notifications_care_idx" ON "notifications" USING btree ("customer_id","sent_at") WHERE "notifications"."event" IN ('care_stage', 'care_reminder');