CREATE TABLE "care_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"pregnancy_id" integer,
	"baby_id" integer,
	"step_key" text NOT NULL,
	"done_on" date NOT NULL,
	"place" text NOT NULL,
	"facility" text,
	"notes" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_records_place_check" CHECK ("care_records"."place" IN ('here', 'elsewhere')),
	CONSTRAINT "care_records_owner_check" CHECK (("care_records"."baby_id" IS NULL AND "care_records"."pregnancy_id" IS NOT NULL) OR ("care_records"."baby_id" IS NOT NULL AND "care_records"."pregnancy_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "care_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"pregnancy_id" integer,
	"baby_id" integer,
	"step_key" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"vaccines" text[] DEFAULT '{}'::text[] NOT NULL,
	"target" date NOT NULL,
	"due_from" date NOT NULL,
	"due_until" date NOT NULL,
	"overdue_until" date NOT NULL,
	"station" text,
	CONSTRAINT "care_steps_kind_check" CHECK ("care_steps"."kind" IN ('antenatal', 'postnatal', 'immunisation'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "care_records" ADD CONSTRAINT "care_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_records" ADD CONSTRAINT "care_records_pregnancy_id_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_records" ADD CONSTRAINT "care_records_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_records" ADD CONSTRAINT "care_records_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_steps" ADD CONSTRAINT "care_steps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_records_contact_key" ON "care_records" USING btree ("pregnancy_id","step_key") WHERE "care_records"."baby_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "care_records_dose_key" ON "care_records" USING btree ("baby_id","step_key") WHERE "care_records"."baby_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "care_records_customer_idx" ON "care_records" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "care_steps_customer_idx" ON "care_steps" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "care_steps_due_idx" ON "care_steps" USING btree ("due_from","customer_id","id","overdue_until","due_until","kind","station");--> statement-breakpoint
CREATE INDEX "care_steps_station_idx" ON "care_steps" USING btree ("station","due_from","customer_id","id","overdue_until","due_until","kind");--> statement-breakpoint
-- Issue 42: the Care due worklist reads care_steps alone, so each row holds
-- its customer's station, and a customer deleted or erased has none: kept
-- here, whatever changed her row (an edit, a delete, an erasure, SQL typed
-- by hand).
CREATE OR REPLACE FUNCTION care_steps_follow_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM care_steps WHERE customer_id = NEW.id;
  ELSE
    UPDATE care_steps SET station = NEW.station WHERE customer_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER customers_care_steps_follow
  AFTER UPDATE OF "station", "deleted_at" ON "customers" FOR EACH ROW
  WHEN (OLD.station IS DISTINCT FROM NEW.station OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION care_steps_follow_customer();--> statement-breakpoint
-- ADR 055: what the worklist and its counts show changed: its steps, the
-- customers' names, phones, stations and deletion, the babies' names.
CREATE TRIGGER care_steps_care_due_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "care_steps" FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('care-due');--> statement-breakpoint
CREATE TRIGGER customers_care_due_change
  AFTER DELETE OR UPDATE OF "firstname", "lastname", "phonenumber", "station", "deleted_at", "erased_at"
  ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('care-due');--> statement-breakpoint
CREATE TRIGGER customers_care_due_truncate AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('care-due');--> statement-breakpoint
CREATE TRIGGER babies_care_due_change AFTER DELETE OR UPDATE OF "name"
  ON "babies" FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('care-due');--> statement-breakpoint
CREATE TRIGGER babies_care_due_truncate AFTER TRUNCATE ON "babies"
  FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('care-due');
