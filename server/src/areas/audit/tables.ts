/**
 * The operation log and the sign-in log.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Operation log: who changed what, when, with the row before and after (secrets stripped). Written in
 * the transaction of the change; no foreign keys, so a row outlives the user or company it names.
 */
export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    account: text('account'),
    companyId: integer('company_id'),
    /** The area or registered object changed: user, role, dept, menu, dict_type, sys_post ... */
    object: text('object').notNull(),
    /** create, update, delete, freeze, unfreeze, reset, grant, switch, restore ... */
    action: text('action').notNull(),
    targetIds: text('target_ids'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    address: text('address'),
  },
  (t) => [
    index('sys_oper_log_at_idx').on(t.at.desc()),
    index('sys_oper_log_account_idx').on(t.account, t.at.desc()),
    index('sys_oper_log_company_idx').on(t.companyId, t.at.desc()),
  ],
);

/** Sign-in log: every attempt at the sign-in routes, the account as typed, never the password. */
export const sysLoginLog = pgTable(
  'sys_login_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    account: text('account').notNull(),
    userId: integer('user_id'),
    companyId: integer('company_id'),
    success: boolean('success').notNull(),
    /** The envelope code and message key of the answer (e.g. 500 / captchaInvalid). */
    code: integer('code'),
    reason: text('reason'),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sys_login_log_at_idx').on(t.at.desc()),
    index('sys_login_log_account_idx').on(t.account, t.at.desc()),
    index('sys_login_log_company_idx').on(t.companyId, t.at.desc()),
  ],
);
