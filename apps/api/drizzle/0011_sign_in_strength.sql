ALTER TABLE "staff_users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
-- A session carries must_change_password (issue 20.12): when it changes,
-- servers keeping that person's sessions must hear of it (ADR 020).
-- The code lock's columns and a new password hash still tell nothing.
DROP TRIGGER IF EXISTS staff_users_notify_change ON "staff_users";--> statement-breakpoint
CREATE TRIGGER staff_users_notify_change AFTER UPDATE ON "staff_users" FOR EACH ROW
  WHEN ((NEW.role, NEW.active, NEW.name, NEW.email, NEW.must_change_password) IS DISTINCT FROM (OLD.role, OLD.active, OLD.name, OLD.email, OLD.must_change_password))
  EXECUTE FUNCTION notify_session_change('id');
