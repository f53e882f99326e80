import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../testing/testApp';
import { queryRows } from '../testing/databaseSnapshot';

/**
 * Migration 0008: pg_trgm and the trigram indexes of the list searches, on PGlite as on PostgreSQL;
 * the user name's moved to its lowered copy by migration 0042.
 */
describeEachDatabase('the trigram indexes of the list searches', (ctx) => {
  const db = () => ctx().database.db;

  it('has pg_trgm, the GIN trigram indexes of the user list and its b-tree on (name, id)', async () => {
    expect(await queryRows(db(), sql`select extname from pg_extension where extname = 'pg_trgm'`)).toEqual([{ extname: 'pg_trgm' }]);
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      db(),
      sql`select indexname, indexdef from pg_indexes where tablename = 'users' and indexname like '%trgm%' order by indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(['users_account_trgm_idx', 'users_name_folded_trgm_idx']);
    for (const index of indexes) expect(index.indexdef).toMatch(/USING gin .*gin_trgm_ops.*WITH \(fastupdate='?off'?\)/);
    const [sorted] = await queryRows<{ indexdef: string }>(
      db(),
      sql`select indexdef from pg_indexes where indexname = 'users_name_id_idx'`,
    );
    expect(sorted.indexdef).toMatch(/USING btree \(name, id\)/);
  });

  it('serves the name search of the generic object API from the trigram index, and the sort by name from the b-tree', async () => {
    const planOf = async (query: ReturnType<typeof sql>) => {
      let text = '';
      await db()
        .transaction(async (tx) => {
          // on a table of a few rows a scan is cheaper: the question is whether an index can serve the query at all,
          // so the other index goes (undone with the transaction) and scans are ruled out
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`drop index ${sql.identifier(query === byName ? 'users_name_folded_trgm_idx' : 'users_name_id_idx')}`);
          const plan = await tx.execute(sql`explain ${query}`);
          text = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
          throw new Error('undo');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'undo')) throw error;
        });
      return text;
    };
    // what a like search on the name sends (metadata/query.ts): the lowered copy against the lowered term
    const search = sql`select id from users where name_folded like lower(${'%ADM%'}::text) escape '\\'`;
    const byName = sql`select id from users order by name asc, id asc limit 20`;
    expect(await planOf(search)).toMatch(/Index Cond: \(name_folded ~~ /);
    expect(await planOf(search)).toContain('users_name_folded_trgm_idx');
    expect(await planOf(byName)).toMatch(/Index (Only )?Scan using users_name_id_idx/);
  });
});
