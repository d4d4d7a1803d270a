-- Servers keep the sessions they look up (ADR 020). Every change that
-- can end a session or change what it allows is told to them on the
-- care_sessions channel, with the staff member's id (TG_ARGV[0] names the
-- column that holds it), or '*' when the whole table is emptied. NOTIFY is
-- sent at commit, and not at all when the transaction rolls back.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('care_sessions', '*');
  ELSE
    PERFORM pg_notify('care_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Signing in and each minute's touch move last_seen_at forward: not told.
CREATE TRIGGER sessions_notify_change AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at
    OR NEW.expires_at < OLD.expires_at
    OR NEW.last_seen_at < OLD.last_seen_at
    OR NEW.user_id <> OLD.user_id
    OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION notify_session_change('user_id');--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION notify_session_change('user_id');--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
-- A request's session carries its staff member's name, e-mail and role, and
-- needs them active. A new password or sign-in time changes none of these.
CREATE TRIGGER staff_users_notify_change AFTER UPDATE ON "staff_users" FOR EACH ROW
  WHEN ((NEW.role, NEW.active, NEW.name, NEW.email) IS DISTINCT FROM (OLD.role, OLD.active, OLD.name, OLD.email))
  EXECUTE FUNCTION notify_session_change('id');--> statement-breakpoint
CREATE TRIGGER staff_users_notify_delete AFTER DELETE ON "staff_users" FOR EACH ROW
  EXECUTE FUNCTION notify_session_change('id');--> statement-breakpoint
CREATE TRIGGER staff_users_notify_truncate AFTER TRUNCATE ON "staff_users" FOR EACH STATEMENT
  EXECUTE FUNCTION notify_session_change();
