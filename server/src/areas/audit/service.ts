/**
 * Operation log and sign-in log. recordOperation writes through the caller's transaction, so a change
 * that rolls back leaves no log row; secrets (password*, token*, *hash*, *secret*) never reach a row.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { LoginLogRow, LogOrder, LogPage, OperAction, OperLogRow } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { sysLoginLog, sysOperLog } from '../../schema';
import { pageWindow, selectPage } from '../../db/queries';
import type { SessionContext } from '../auth/sessions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The request being served, so services deep in a call learn its id, address and session. */
export const requestContext = new AsyncLocalStorage<FastifyRequest>();

/** The signed-in caller of the request being served, if any. */
export function requestSession(): SessionContext | null {
  return requestContext.getStore()?.auth ?? null;
}

export type { OperAction };

export interface OperationEntry {
  /** The area or registered object: user, role, dept, menu, dict_type, dict_item, sys_post ... */
  object: string;
  action: OperAction;
  targetIds: readonly (number | string)[];
  before?: unknown;
  after?: unknown;
}

const SECRET_KEY = /^(password|token)|hash|secret/i;

/** A copy without any key that names a secret, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!SECRET_KEY.test(key)) out[key] = withoutSecrets(inner);
    }
    return out;
  }
  return value;
}

/** The rows of a table by id, as stored (the before and after of a change). */
export async function snapshot(tx: Executor, table: string, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(
    sql`select * from ${sql.identifier(table)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`,
  );
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}

/** Who a log row names: a session, or (after a restore) the caller as the restored data knows them. */
export type LogActor = Pick<SessionContext, 'account' | 'companyId'> & { userId: number | null };

/** One log row in the change's own transaction; null session: the request's caller (or nobody). */
export async function recordOperation(tx: Executor, session: LogActor | null, entry: OperationEntry): Promise<void> {
  const request = requestContext.getStore();
  const actor = session ?? request?.auth ?? null;
  const before = entry.before === undefined ? null : withoutSecrets(entry.before);
  const after = entry.after === undefined ? null : withoutSecrets(entry.after);
  await tx.insert(sysOperLog).values({
    userId: actor?.userId ?? null,
    account: actor?.account ?? null,
    companyId: actor?.companyId ?? null,
    object: entry.object,
    action: entry.action,
    targetIds: entry.targetIds.join(',').slice(0, 1000),
    before,
    after,
    requestId: request ? String(request.id) : null,
    address: request?.ip ?? null,
  });
}

/** One row's create or update, logged with the row as stored after it (read back inside the same transaction). */
export async function recordRowChange(
  tx: Executor,
  session: LogActor | null,
  change: { object: string; action: OperAction; table: string; id: number; before?: unknown },
): Promise<void> {
  const { table, id, ...entry } = change;
  await recordOperation(tx, session, { ...entry, targetIds: [id], after: await snapshot(tx, table, [id]) });
}

export interface LoginEntry {
  account: string;
  userId: number | null;
  companyId: number | null;
  success: boolean;
  code: number | null;
  reason: string | null;
  address: string | null;
  userAgent: string | null;
}

export async function recordLogin(db: Db, entry: LoginEntry): Promise<void> {
  await db.insert(sysLoginLog).values(entry);
}

// ---- reading, for the log screens ----

export interface LogQuery {
  pageNum?: number;
  pageSize?: number;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  account?: string;
  object?: string;
  action?: string;
  success?: boolean;
  /** By time: newest first unless 'asc'. */
  order?: LogOrder;
}

/** The logs' largest page. */
const LOG_PAGE_SIZE_MAX = 200;

/** Platform administrators read every company's rows; anyone else only their own company's. */
function companyFilter(session: SessionContext, column: typeof sysOperLog.companyId | typeof sysLoginLog.companyId): SQL | undefined {
  if (session.isAdmin) return undefined;
  return session.companyId === null ? sql`false` : eq(column, session.companyId);
}

/** By time, then id (rows of one instant keep a stable order across pages). */
function byTime(query: LogQuery, table: typeof sysOperLog | typeof sysLoginLog): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(table.at), direction(table.id)];
}

// Not through the object API: the logs must never become editable, exportable or granted through /system/access.
export async function listOperations(db: Db, session: SessionContext, query: LogQuery): Promise<LogPage<OperLogRow>> {
  const where = and(
    companyFilter(session, sysOperLog.companyId),
    query.from ? gte(sysOperLog.at, new Date(query.from)) : undefined,
    query.to ? lte(sysOperLog.at, new Date(query.to)) : undefined,
    query.account ? eq(sysOperLog.account, query.account) : undefined,
    query.object ? eq(sysOperLog.object, query.object) : undefined,
    query.action ? eq(sysOperLog.action, query.action) : undefined,
  );
  const { rows, total } = await selectPage(db, sysOperLog, where, byTime(query, sysOperLog), pageWindow(query, LOG_PAGE_SIZE_MAX));
  return { total, rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}

export async function listLogins(db: Db, session: SessionContext, query: LogQuery): Promise<LogPage<LoginLogRow>> {
  const where = and(
    companyFilter(session, sysLoginLog.companyId),
    query.from ? gte(sysLoginLog.at, new Date(query.from)) : undefined,
    query.to ? lte(sysLoginLog.at, new Date(query.to)) : undefined,
    query.account ? eq(sysLoginLog.account, query.account) : undefined,
    query.success === undefined ? undefined : eq(sysLoginLog.success, query.success),
  );
  const { rows, total } = await selectPage(db, sysLoginLog, where, byTime(query, sysLoginLog), pageWindow(query, LOG_PAGE_SIZE_MAX));
  return { total, rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}
