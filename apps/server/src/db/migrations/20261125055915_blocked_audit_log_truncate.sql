-- TRUNCATE bypasses row triggers: block it too, so the audit log stays append-only.
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
