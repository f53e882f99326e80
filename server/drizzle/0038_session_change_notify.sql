-- Every process keeps the sessions it has looked up in memory (areas/auth/sessionCache.ts) and
-- listens on this channel: a committed change to anything a session lookup reads tells every
-- process to forget what it holds. NOTIFY goes out at commit, once per channel and payload per
-- transaction.
CREATE OR REPLACE FUNCTION session_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_facts_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- per row: a last-seen update that matched nothing (another request touched first) says nothing;
-- a new session changes no session already held
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_facts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER companies_session_facts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_session_facts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER roles_session_facts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER role_menus_session_facts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER menus_session_facts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
--> statement-breakpoint
CREATE TRIGGER settings_session_facts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();
