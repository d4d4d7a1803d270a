CREATE TABLE "access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"record" text NOT NULL,
	"record_id" text,
	"subject_kind" text,
	"subject_id" integer,
	"detail" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" text NOT NULL,
	"erased_customers" integer DEFAULT 0 NOT NULL,
	"erased_nurses" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"deleted_access_entries" integer DEFAULT 0 NOT NULL,
	"deleted_codes" integer DEFAULT 0 NOT NULL,
	"deleted_sessions" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "marketing_objected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent_method" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent_by" uuid;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "marketing_objected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_settings" ADD COLUMN "retention_soft_deleted_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_settings" ADD COLUMN "retention_access_log_days" integer DEFAULT 730 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_settings" ADD COLUMN "retention_auth_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_log_subject_idx" ON "access_log" USING btree ("subject_kind","subject_id","at");--> statement-breakpoint
CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_consent_by_staff_users_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 26: the audit log stays append-only, except that an erasure rewrites
-- the erased person's values in it: only inside a transaction that set
-- app.erasure to 'on' (SET LOCAL / set_config(..., true)). DELETE and
-- TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.erasure', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
-- Access entries are never changed; the retention run deletes old ones.
CREATE OR REPLACE FUNCTION access_log_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log entries are never changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER access_log_no_update BEFORE UPDATE ON "access_log" FOR EACH STATEMENT EXECUTE FUNCTION access_log_no_update();
