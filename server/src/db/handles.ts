/**
 * The types of a database handle, apart from connection.ts so that modules the connection itself
 * uses (shapedStatements.ts) can name them. No table schema is attached: queries are built from the
 * areas' tables (server/src/schema.ts gathers them), and the db layer imports no area.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
