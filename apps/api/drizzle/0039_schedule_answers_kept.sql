CREATE TABLE "data_change_horizon" (
	"id" integer PRIMARY KEY NOT NULL,
	"horizon" "xid8" NOT NULL,
	CONSTRAINT "data_change_horizon_one_row" CHECK ("data_change_horizon"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "data_changes" (
	"txid" "xid8" NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "data_changes_txid_area_pk" PRIMARY KEY("txid","area")
);
--> statement-breakpoint
-- ADR 055: nothing is emptied yet, so every snapshot is above the horizon.
INSERT INTO "data_change_horizon" ("id", "horizon") VALUES (1, '0'::xid8);--> statement-breakpoint
-- One row per transaction that changed what an area's answers show
-- (TG_ARGV[0] names the area), whatever wrote it: a server, the seed, an
-- import or SQL typed by hand. Rolled back, the row goes with the rest.
CREATE OR REPLACE FUNCTION note_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_changes (txid, area) VALUES (pg_current_xact_id(), TG_ARGV[0])
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The schedule (GET /schedule) shows: approved nurses and their name,
-- number, availability, station and licence (not their rating, place or
-- photo: those change often and the schedule does not show them)...
CREATE TRIGGER nurses_schedule_change
  AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "care_number", "availability",
    "station", "licence_expiry", "verified", "deleted_at", "erased_at"
  ON "nurses" FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('schedule');--> statement-breakpoint
CREATE TRIGGER nurses_schedule_truncate AFTER TRUNCATE ON "nurses"
  FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('schedule');--> statement-breakpoint
-- ...their account status...
CREATE TRIGGER nurse_account_status_schedule_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "nurse_account_status" FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('schedule');--> statement-breakpoint
-- ...every field of their jobs...
CREATE TRIGGER nurse_jobs_schedule_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "nurse_jobs" FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('schedule');--> statement-breakpoint
-- ...and each job's card number and client.
CREATE TRIGGER job_cards_schedule_change
  AFTER DELETE OR UPDATE OF "care_card_number", "client_name"
  ON "job_cards" FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('schedule');--> statement-breakpoint
CREATE TRIGGER job_cards_schedule_truncate AFTER TRUNCATE ON "job_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION note_data_change('schedule');
