/**
 * Posts and the posts a user holds; the /system/access rules of a role on an object and its fields.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FieldAccessMode } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import { companies, roles, users } from '../auth/tables';
import { metaObjects } from '../metadata/tables';

/** Posts (岗位) of /system/post, per company; served through the generic object API. */
export const sysPosts = pgTable(
  'sys_post',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(1),
    /** Dictionary sys_normal_disable: '0' in use, '1' disabled. */
    status: text('status').notNull().default('0'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_post_company_code_idx').on(t.companyId, t.code), index('sys_post_company_idx').on(t.companyId, t.sort)],
);

/**
 * The posts (sys_post) a user holds, set by /rest/user/saveUserInfo. Deleting the user drops its
 * links; a post still held by someone cannot be deleted (the generic API answers "referenced").
 */
export const userPosts = pgTable(
  'user_posts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => sysPosts.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('user_posts_post_idx').on(t.postId)],
);

/**
 * /system/access: a role's rules on one registered object. The row exists only while the role has
 * rules there (field rules or row conditions); `conditions` is a list of ObjCondition, ANDed, each
 * checked against the object's registered fields and the 14 operators when saved.
 */
export const roleObjectAccess = pgTable(
  'sys_role_object_access',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => metaObjects.id, { onDelete: 'cascade' }),
    conditions: jsonb('conditions')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sys_role_object_access_role_object_idx').on(t.roleId, t.objectId),
    index('sys_role_object_access_object_idx').on(t.objectId),
  ],
);

/** One field rule of a role's rules on an object: its mode and renamed labels (null: the registered one). */
export const roleFieldAccess = pgTable(
  'sys_role_field_access',
  {
    accessId: integer('access_id')
      .notNull()
      .references(() => roleObjectAccess.id, { onDelete: 'cascade' }),
    /** The registered field name (meta_fields.name); a rule on a field no longer registered is ignored. */
    fieldName: text('field_name').notNull(),
    mode: text('mode').$type<FieldAccessMode>().notNull().default('editable'),
    labelZh: text('label_zh'),
    labelEn: text('label_en'),
  },
  (t) => [primaryKey({ columns: [t.accessId, t.fieldName] })],
);
