CREATE TABLE "visit_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nurse_job_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"sms_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"day_shift_start" text DEFAULT '08:00' NOT NULL,
	"night_shift_start" text DEFAULT '20:00' NOT NULL,
	"coordinator_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "visit_settings_one_row" CHECK ("visit_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "visit_alerts" ADD CONSTRAINT "visit_alerts_nurse_job_id_nurse_jobs_id_fk" FOREIGN KEY ("nurse_job_id") REFERENCES "public"."nurse_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_alerts_once_key" ON "visit_alerts" USING btree ("nurse_job_id","day","kind");