CREATE TABLE "user_posts" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "user_posts_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "user_posts" ADD CONSTRAINT "user_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posts" ADD CONSTRAINT "user_posts_post_id_sys_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."sys_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_posts_post_idx" ON "user_posts" USING btree ("post_id");--> statement-breakpoint
-- The user list of the generic object API (object sys_user): safe columns only, never the password
-- hash, lockout counters or tokens; the ids and names of each user's roles and posts as text.
-- Kept by hand (drizzle-kit does not manage it): a migration that changes a column it reads must
-- drop and recreate it.
CREATE VIEW "sys_user" AS
SELECT u.id, u.account, u.name, u.user_type, u.company_id, c.name AS company_name, u.dept_id, d.name AS dept_name,
  (SELECT string_agg(p.id::text, ',' ORDER BY p.sort, p.id) FROM user_posts up JOIN sys_post p ON p.id = up.post_id WHERE up.user_id = u.id) AS post_ids,
  (SELECT string_agg(p.name, ',' ORDER BY p.sort, p.id) FROM user_posts up JOIN sys_post p ON p.id = up.post_id WHERE up.user_id = u.id) AS post_names,
  (SELECT string_agg(r.id::text, ',' ORDER BY r.sort, r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS role_ids,
  (SELECT string_agg(r.name, ',' ORDER BY r.sort, r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS role_names,
  u.phone, u.email, u.status, u.frozen, u.created_at, u.updated_at
FROM users u
LEFT JOIN companies c ON c.id = u.company_id
LEFT JOIN departments d ON d.id = u.dept_id;
--> statement-breakpoint
-- A read model: any write through it is refused as a constraint violation (the generic API's 400),
-- so users change only through /rest/user/* and its rules (last administrator, rights, company).
CREATE FUNCTION "sys_user_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sys_user is read-only: users change through /rest/user/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sys_user_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "sys_user" FOR EACH ROW EXECUTE FUNCTION "sys_user_read_only"();
