-- TRUNCATE fires no row or UPDATE/DELETE trigger: refuse it too, so the audit
-- log stays append-only against every statement.
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
