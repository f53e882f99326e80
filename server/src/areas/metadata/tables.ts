/**
 * The registry of the generic object API (objects and fields) and the dictionaries, the value
 * lists of dict-typed fields (administered by areas/system/dictionaries).
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ObjFieldType } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';

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
