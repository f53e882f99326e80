-- The user list names companies and departments in both languages: the English names come last
-- (as CREATE OR REPLACE VIEW requires), the Chinese one where none is set, and the list shows them
-- to an English reader (ObjectTable). Still safe columns only (migration 0003).
CREATE OR REPLACE VIEW "sys_user" AS
SELECT u.id, u.account, u.name, u.user_type, u.company_id, c.name AS company_name, u.dept_id, d.name AS dept_name,
  (SELECT string_agg(p.id::text, ',' ORDER BY p.sort, p.id) FROM user_posts up JOIN sys_post p ON p.id = up.post_id WHERE up.user_id = u.id) AS post_ids,
  (SELECT string_agg(p.name, ',' ORDER BY p.sort, p.id) FROM user_posts up JOIN sys_post p ON p.id = up.post_id WHERE up.user_id = u.id) AS post_names,
  (SELECT string_agg(r.id::text, ',' ORDER BY r.sort, r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS role_ids,
  (SELECT string_agg(r.name, ',' ORDER BY r.sort, r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS role_names,
  u.phone, u.email, u.status, u.frozen, u.created_at, u.updated_at,
  coalesce(nullif(trim(c.name_en), ''), c.name) AS company_name_en,
  coalesce(nullif(trim(d.name_en), ''), d.name) AS dept_name_en
FROM users u
LEFT JOIN companies c ON c.id = u.company_id
LEFT JOIN departments d ON d.id = u.dept_id;
