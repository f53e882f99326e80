/**
 * The yardstick of issue 19's read figures: a bare Fastify + pg server on the benchmark's database,
 * doing the least a server can for the same answers. Run as its own process by bare.ts:
 * `node --import tsx bench/bareServer.ts` with DATABASE_URL and PORT.
 *
 *   GET /bare/user?id=        one user by id (what GET /rest/getInfo answers, without a session)
 *   GET /bare/users?term=     a page of 20 users whose name contains the term in any case, sorted by name, and the count
 *
 * The name search is case-insensitive like the product's, through the same lowered copy of the name
 * and its trigram index (migration 0042): the same answers, in the cheapest way the schema allows.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get<{ Querystring: { id: string } }>('/bare/user', async (request) => {
  const { rows } = await pool.query({
    name: 'bare_user',
    text: 'select id, account, name, company_id, dept_id, user_type, avatar_file from users where id = $1',
    values: [Number(request.query.id)],
  });
  return { code: 200, msg: 'ok', data: rows[0] ?? null };
});

app.get<{ Querystring: { term: string } }>('/bare/users', async (request) => {
  const like = `%${request.query.term}%`;
  const page = await pool.query({
    name: 'bare_users_page',
    text: 'select id, account, name, email, phone, company_id, dept_id, status, created_at from users where name_folded like lower($1) order by name limit 20 offset 0',
    values: [like],
  });
  const count = await pool.query({
    name: 'bare_users_count',
    text: 'select count(*)::int as total from users where name_folded like lower($1)',
    values: [like],
  });
  return { code: 200, msg: 'ok', data: { total: count.rows[0].total, rows: page.rows } };
});

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('bare server ready'));
