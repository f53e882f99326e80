/** The one database schema (drizzle). Migrations in server/drizzle are generated from this file. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  DataScope,
  FieldAccessMode,
  ObjFieldType,
  OutboxDelivery,
  ProjectBoundary,
  ProjectGwpSet,
  ProjectStandard,
  ProjectStatus,
  RecoveryChannel,
  RemoteName,
  UnitDimension,
  UserType,
} from '@pcf/shared/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameEn: text('name_en'),
  createdAt: createdAt(),
});

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(1),
    leader: text('leader'),
    phone: text('phone'),
    /** 0 in use, 1 disabled (the number the department tree sends). */
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
  },
  // names are unique among siblings only: two branches may each have their own "Sales"
  (t) => [uniqueIndex('departments_company_parent_name_idx').on(t.companyId, t.parentId, t.name)],
);

/** active: may sign in; pending/rejected: registrations under (or refused after) review. */
export type UserStatus = 'active' | 'pending' | 'rejected';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    name: text('name').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    companyId: integer('company_id').references(() => companies.id),
    deptId: integer('dept_id').references(() => departments.id),
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    frozen: boolean('frozen').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    email: text('email'),
    phone: text('phone'),
    avatarFile: text('avatar_file'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // name, id: the user list sorted by name pages through it (migration 0008, which also adds the
  // trigram indexes of the searches where pg_trgm is available; those are not declared here)
  (t) => [index('users_company_idx').on(t.companyId), index('users_name_id_idx').on(t.name, t.id)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleKey: text('role_key').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** Administrators hold every permission ('*:*:*') and see every menu. */
  isAdmin: boolean('is_admin').notNull().default(false),
  sort: integer('sort').notNull().default(1),
  /**
   * null: a platform role (seeded ones, and those platform administrators create), managed by
   * platform administrators only; a company's id: a role that company's administrators manage.
   */
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  /** '0' in use, '1' disabled (dictionary sys_normal_disable). */
  status: text('status').notNull().default('0'),
  remark: text('remark'),
  dataScope: text('data_scope').$type<DataScope>().notNull().default('all'),
});

/** The departments of a role whose data scope is 'custom'. */
export const roleDepts = pgTable(
  'role_depts',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    deptId: integer('dept_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** group: a top-level menu group (one remote); page: a route; button: a permission inside a page. */
export type MenuKind = 'group' | 'page' | 'button';

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    /** Stable key the seed syncs by: the path of a group or page, the permission of a button. */
    key: text('key').notNull().unique(),
    parentId: integer('parent_id'),
    kind: text('kind').$type<MenuKind>().notNull(),
    path: text('path'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    icon: text('icon').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    redirect: text('redirect'),
    sort: integer('sort').notNull().default(0),
    remote: text('remote').$type<RemoteName>(),
    perms: text('perms'),
    /** A route whose screen a later issue builds: seeded, but left out of menus and remotes. */
    planned: boolean('planned').notNull().default(true),
    /** On a group: its remote is switched on. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Why a session ended before its time: the guard answers each differently. */
export type RevokeReason = 'logout' | 'password';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a replacement token was issued; the old one lives on briefly for concurrent requests. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').$type<RevokeReason>(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * A password-recovery link (/ForgotPassword): only the SHA-256 of its token is stored. Valid 30
 * minutes and once; a newer link or any password change revokes the older ones. Ephemeral like
 * sessions: never backed up, emptied by a restore.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    channel: text('channel').$type<RecoveryChannel>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every message the platform sends (so far: recovery links). Sent by SMTP when SMTP_URL is set;
 * otherwise, and always for phone numbers (there is no SMS gateway), kept here for platform
 * administrators to pass on (/system/outbox). No foreign key: a row outlives its user.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    channel: text('channel').$type<RecoveryChannel>().notNull(),
    recipient: text('recipient').notNull(),
    /** The account the message is about (for the administrator passing it on). */
    account: text('account'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    delivery: text('delivery').$type<OutboxDelivery>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP server's refusal, when delivery is 'failed'. */
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const captchas = pgTable(
  'captchas',
  {
    uuid: text('uuid').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Installation-wide values: the captcha secret and the configured labels of SPEC §3. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const boardThreads = pgTable(
  'board_threads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('board_threads_owner_idx').on(t.ownerId, t.updatedAt)],
);

export const boardMessages = pgTable(
  'board_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => boardThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Written by a platform administrator (a reply). */
    fromAdmin: boolean('from_admin').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('board_messages_thread_idx').on(t.threadId, t.createdAt),
    index('board_messages_unread_idx').on(t.fromAdmin).where(sql`${t.readAt} is null`),
  ],
);

/** The category tree of SPEC §3/§7 (maintained at /businessAccounting/directory). pid 0 = root. */
export const directoryNodes = pgTable(
  'directory_nodes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    pid: integer('pid').notNull().default(0),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(1),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('directory_nodes_pid_idx').on(t.pid), index('directory_nodes_level_idx').on(t.level)],
);

/**
 * Units of measure (/businessAccounting/unit; the engine's conversion: server/src/footprint/units.ts).
 * A unit converts to its dimension's base unit by `factor` (exact decimal). Other tables refer to a
 * unit by id with a plain foreign key (no cascade): a unit in use cannot be deleted. The rules the
 * routes keep are also constraints here: factor > 0, one base unit per dimension, base factor 1.
 * Listed through the read model pcf_unit (a view refusing writes, written by hand in the units migration).
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    /** The symbol (kg, t·km, m², kWp); unique, case-sensitive. */
    code: text('code').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    dimension: text('dimension').$type<UnitDimension>().notNull(),
    factor: numeric('factor').notNull(),
    isBase: boolean('is_base').notNull().default(false),
    /** A reference unit of the method (DOMAIN.md): code, dimension and factor fixed, never deleted. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('units_one_base_per_dimension_idx').on(t.dimension).where(sql`${t.isBase}`),
    check('units_factor_positive', sql`${t.factor} > 0`),
    check('units_base_factor_one', sql`not ${t.isBase} or ${t.factor} = 1`),
    check('units_dimension_known', sql`${t.dimension} in ('mass', 'energy', 'volume', 'area', 'transport', 'count', 'power')`),
  ],
);

/**
 * Accounting projects (server/src/areas/projects): one product of one company, accounted under one
 * standard, boundary, declared unit, period and GWP set, by its assigned accountant (a user of the
 * company) and checked by its reviewer. `status` moves only through the lifecycle
 * (areas/projects/lifecycle.ts); each move is a row of project_status_history. Listed through the
 * read model pcf_project (a view refusing writes, written by hand in the projects migration).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    productModel: text('product_model').notNull(),
    /** Dictionary pcf_pv_technology (mono_perc, topcon, hjt, cdte ...). */
    technology: text('technology').notNull(),
    ratedPowerWp: numeric('rated_power_wp').notNull(),
    areaM2: numeric('area_m2').notNull(),
    massKg: numeric('mass_kg').notNull(),
    standard: text('standard').$type<ProjectStandard>().notNull(),
    boundary: text('boundary').$type<ProjectBoundary>().notNull(),
    declaredUnitId: integer('declared_unit_id')
      .notNull()
      .references(() => units.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    gwpSet: text('gwp_set').$type<ProjectGwpSet>().notNull(),
    accountantId: integer('accountant_id')
      .notNull()
      .references(() => users.id),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ProjectStatus>().notNull().default('assigned'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_company_code_idx').on(t.companyId, t.code),
    index('projects_reviewer_idx').on(t.reviewerId),
    index('projects_accountant_idx').on(t.accountantId),
    check('projects_period_ordered', sql`${t.periodStart} <= ${t.periodEnd}`),
    check('projects_quantities_positive', sql`${t.ratedPowerWp} > 0 and ${t.areaM2} > 0 and ${t.massKg} > 0`),
    check(
      'projects_status_known',
      sql`${t.status} in ('assigned', 'collecting', 'submitted', 'in_review', 'returned', 'approved', 'computed', 'reported', 'published')`,
    ),
    check('projects_standard_known', sql`${t.standard} in ('iso_14067', 'pas_2050', 'eu_pef', 'fr_ecs', 't_gdcpa_013')`),
    check('projects_boundary_known', sql`${t.boundary} in ('cradle_to_gate', 'cradle_to_grave')`),
    check('projects_gwp_set_known', sql`${t.gwpSet} in ('AR6', 'AR5')`),
  ],
);

/**
 * Every status change of a project (and its creation and reassignments), who and when. The actor's
 * account and name are copied so the row outlives the user; it goes with its project.
 */
export const projectStatusHistory = pgTable(
  'project_status_history',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ProjectStatus>(),
    toStatus: text('to_status').$type<ProjectStatus>().notNull(),
    /** A lifecycle action, or create / reassign. */
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    actorAccount: text('actor_account').notNull(),
    actorName: text('actor_name').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_status_history_project_idx').on(t.projectId, t.id)],
);

/**
 * The metadata registry of the generic object API (/rest/getObjDataByPage and friends): only the
 * tables and columns listed here can be read or changed through it. Table and column names are
 * identifiers the API quotes; they never come from a request.
 */
export const metaObjects = pgTable('meta_objects', {
  id: serial('id').primaryKey(),
  /** The name callers pass as objName. */
  name: text('name').notNull().unique(),
  tableName: text('table_name').notNull(),
  labelZh: text('label_zh').notNull(),
  labelEn: text('label_en').notNull(),
  /** Rows carry company_id; a user of a company sees and changes only that company's rows. */
  companyScoped: boolean('company_scoped').notNull().default(false),
  /** e.g. system:post; reading needs <prefix>:list, saving <prefix>:edit, deleting <prefix>:remove. */
  permissionPrefix: text('permission_prefix').notNull(),
  /**
   * The data scope (roles' all/custom/dept/deptAndChild/self) applies only to objects naming these
   * columns: the row's department and its owning user. Neither: the company scope alone.
   */
  deptField: text('dept_field'),
  ownerField: text('owner_field'),
  createdAt: createdAt(),
});

export const metaFields = pgTable(
  'meta_fields',
  {
    id: serial('id').primaryKey(),
    objectId: integer('object_id')
      .notNull()
      .references(() => metaObjects.id, { onDelete: 'cascade' }),
    /** The key of the field in requests and rows. */
    name: text('name').notNull(),
    columnName: text('column_name').notNull(),
    type: text('type').$type<ObjFieldType>().notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    dictType: text('dict_type'),
    required: boolean('required').notNull().default(false),
    searchable: boolean('searchable').notNull().default(false),
    sortable: boolean('sortable').notNull().default(false),
    shownInList: boolean('shown_in_list').notNull().default(true),
    /** false for columns the server keeps (id, audit times): never written from a request. */
    editable: boolean('editable').notNull().default(true),
    maxLength: integer('max_length'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('meta_fields_object_name_idx').on(t.objectId, t.name)],
);

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

/** Dictionary types (sys_normal_disable ...): the value lists of select fields and dict-typed object fields. */
export const sysDictTypes = pgTable('sys_dict_type', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** '0' in use, '1' disabled. */
  status: text('status').notNull().default('0'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sysDictItems = pgTable(
  'sys_dict_item',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => sysDictTypes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
    /** '0' in use, '1' disabled: no longer offered nor accepted in new saves. */
    status: text('status').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_dict_item_type_value_idx').on(t.typeId, t.value), index('sys_dict_item_type_sort_idx').on(t.typeId, t.sort)],
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
    conditions: jsonb('conditions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sys_role_object_access_role_object_idx').on(t.roleId, t.objectId), index('sys_role_object_access_object_idx').on(t.objectId)],
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
