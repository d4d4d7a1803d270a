CREATE TABLE "sms_reply_limits" (
	"phone" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nurse_job_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"distance_m" integer,
	"message_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_codes" (
	"nurse_job_id" integer PRIMARY KEY NOT NULL,
	"nurse_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"text" text NOT NULL,
	"reason" text NOT NULL,
	"kind" text,
	"code" text,
	"nurse_id" integer,
	"nurse_job_id" integer,
	"day" date,
	"check_id" integer,
	"message_id" text,
	"decision" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_checks" ADD CONSTRAINT "visit_checks_nurse_job_id_nurse_jobs_id_fk" FOREIGN KEY ("nurse_job_id") REFERENCES "public"."nurse_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checks" ADD CONSTRAINT "visit_checks_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_codes" ADD CONSTRAINT "visit_codes_nurse_job_id_nurse_jobs_id_fk" FOREIGN KEY ("nurse_job_id") REFERENCES "public"."nurse_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_codes" ADD CONSTRAINT "visit_codes_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_nurse_job_id_nurse_jobs_id_fk" FOREIGN KEY ("nurse_job_id") REFERENCES "public"."nurse_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_check_id_visit_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."visit_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_checks_once_key" ON "visit_checks" USING btree ("nurse_job_id","day","kind");--> statement-breakpoint
CREATE INDEX "visit_checks_day_idx" ON "visit_checks" USING btree ("day","nurse_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_codes_code_nurse_key" ON "visit_codes" USING btree ("code","nurse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_exceptions_message_key" ON "visit_exceptions" USING btree ("channel","message_id") WHERE "visit_exceptions"."message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "visit_exceptions_open_idx" ON "visit_exceptions" USING btree ("at","id") WHERE "visit_exceptions"."decision" IS NULL;--> statement-breakpoint
CREATE INDEX "visit_exceptions_job_idx" ON "visit_exceptions" USING btree ("nurse_job_id","day") WHERE "visit_exceptions"."nurse_job_id" IS NOT NULL;