CREATE TABLE "visit_day_decisions" (
	"nurse_job_id" integer NOT NULL,
	"day" date NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_day_decisions_nurse_job_id_day_pk" PRIMARY KEY("nurse_job_id","day")
);
--> statement-breakpoint
CREATE TABLE "visit_proof_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"proof_from" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_proof_settings_one_row" CHECK ("visit_proof_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "visit_day_decisions" ADD CONSTRAINT "visit_day_decisions_nurse_job_id_nurse_jobs_id_fk" FOREIGN KEY ("nurse_job_id") REFERENCES "public"."nurse_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_day_decisions" ADD CONSTRAINT "visit_day_decisions_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nurses_phone_idx" ON "nurses" USING btree ("phone_number");--> statement-breakpoint
-- Issue 37: proof of the visit is required from the day of this upgrade (Kampala); the days before are paid as before.
INSERT INTO "visit_proof_settings" ("id", "proof_from") VALUES (1, (now() AT TIME ZONE 'UTC' + interval '3 hours')::date);
