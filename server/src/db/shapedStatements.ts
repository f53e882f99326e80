/**
 * Statements run as named prepared statements, named after their SQL text: the statement's shape,
 * since values are bound parameters. On PostgreSQL a named statement is parsed once per connection
 * and, as the pool's connections plan prepared statements generically (PLAN_CACHE_OPTIONS), planned
 * once too. Planning the generic object API's page query over a read model (the user list: a view
 * with joins and subqueries) cost as much as running it; prepared and generic, the 100,000-user
 * list serves about 1.6 times the requests. (Left to choose, PostgreSQL keeps planning such a
 * search each time: the trigram index's estimate makes every custom plan look cheaper.)
 *
 * A generic plan cannot see the values, so a shape carries in its text whatever its plan depends
 * on: page size and offset are literals (a LIMIT parameter is planned as 10 % of the rows, which
 * turns an index walk that stops after one page into a hash join over the whole table).
 *
 * A connection keeps what it prepared until it closes, about 300 KB for a page of the user list.
 * So each connection names at most NAMED_PER_CONNECTION_MAX shapes (later ones run unnamed, parsed
 * and planned each time), and the pool retires a connection after CONNECTION_MAX_USES queries, so
 * the shapes a connection holds follow what is asked now. PGlite ignores statement names.
 */
import { createHash } from 'node:crypto';
import { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Client, type QueryConfig } from 'pg';
import type { Executor } from './handles';

export type { Executor } from './handles';

export const NAMED_PER_CONNECTION_MAX = 64;
export const CONNECTION_MAX_USES = 20_000;
/**
 * Sent when a pool connection starts: prepared statements are planned once, without their values.
 * (An `options` parameter in DATABASE_URL takes its place; statements are then planned as PostgreSQL chooses.)
 */
export const PLAN_CACHE_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** The statement name of a shape: 160 bits of SHA-1 in hex, within PostgreSQL's 63-byte names. */
export function statementName(text: string): string {
  return `shape_${createHash('sha1').update(text).digest('hex')}`;
}

const dialect = new PgDialect();

/** A statement's text and parameters, as they are sent. */
export type BuiltQuery = ReturnType<PgDialect['sqlToQuery']>;

export function buildQuery(query: SQL): BuiltQuery {
  return dialect.sqlToQuery(query);
}

/** Runs `query` as a named prepared statement of its shape; answers its rows. */
export async function executeShaped(db: Executor, query: SQL | BuiltQuery): Promise<Record<string, unknown>[]> {
  const built = query instanceof SQL ? dialect.sqlToQuery(query) : query;
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** A whole number written into a statement's text (see the module comment): checked, never a client string. */
export function literalInteger(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a non-negative integer: ${value}`);
  return String(value);
}

/** A pool connection that prepares at most NAMED_PER_CONNECTION_MAX statements by name. */
export class ShapeBoundedClient extends Client {
  private readonly named = new Set<string>();

  constructor(...args: ConstructorParameters<typeof Client>) {
    super(...args);
    // a connection lost while checked out (a transaction when PostgreSQL restarts) also emits
    // 'error' here, where the pool no longer listens: unheard it would end the process; the query
    // under way is refused on its own and the pool replaces the connection
    this.on('error', () => undefined);
  }

  /** The query's config, its name dropped once this connection holds as many as it may. */
  private bounded(config: unknown): unknown {
    if (typeof config !== 'object' || config === null || 'submit' in config) return config;
    const { name } = config as QueryConfig;
    if (name === undefined || this.named.has(name)) return config;
    if (this.named.size < NAMED_PER_CONNECTION_MAX) {
      this.named.add(name);
      return config;
    }
    return { ...(config as QueryConfig), name: undefined };
  }

  static {
    // assigned rather than declared: an override would have to restate every overload of query
    const query = Client.prototype.query as (this: Client, ...args: unknown[]) => unknown;
    ShapeBoundedClient.prototype.query = function (this: ShapeBoundedClient, config: unknown, ...rest: unknown[]) {
      return query.call(this, this.bounded(config), ...rest);
    } as Client['query'];
  }
}
