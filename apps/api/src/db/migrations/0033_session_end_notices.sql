-- Every API process caches which sessions are live (modules/auth/session-cache.ts). Any
-- change a live session depends on tells them all, on commit, even from a path that forgot
-- to end sessions: a user disabled or given a new password, an account closed or moved, a
-- session ended.
CREATE FUNCTION auth_sessions_ended_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_sessions_ended', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_end_notice AFTER UPDATE OF is_active, password_hash ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_sessions_ended_notice();
--> statement-breakpoint
CREATE TRIGGER accounts_session_end_notice AFTER UPDATE OF is_active, role, branch_id OR DELETE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION auth_sessions_ended_notice();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_end_notice AFTER UPDATE OF revoked_at OR DELETE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_sessions_ended_notice();
--> statement-breakpoint
CREATE TRIGGER users_delete_session_end_notice AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_sessions_ended_notice();
