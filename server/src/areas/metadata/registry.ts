/**
 * Reads one registered object and its fields from the metadata tables. Table and column names
 * are checked against a strict identifier pattern here as well, so that a mistyped registration
 * fails closed instead of reaching SQL (they are quoted with sql.identifier in any case).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ObjFieldType } from '@pcf/shared/contracts';
import { OBJ_FIELD_TYPES } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { metaFields, metaObjects } from '../../schema';
import { ApiError } from '../../http/errors';
import { badInput, shown } from './errors';

/** Every registered table has this integer primary key. */
export const ID_COLUMN = 'id';
/** Company-scoped tables carry the owning company here. */
export const COMPANY_COLUMN = 'company_id';
/** Set by the server on every update when the object registers it. */
export const UPDATED_AT_COLUMN = 'updated_at';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
const OBJECT_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

type BasicFieldKey =
  'name' | 'type' | 'labelZh' | 'labelEn' | 'dictType' | 'required' | 'searchable' | 'sortable' | 'shownInList' | 'maxLength';

/** What every view of a registered field repeats of it (the registry, its administration, the object API's metadata). */
export function fieldBasics<F extends Record<BasicFieldKey, unknown>>(field: F): Pick<F, BasicFieldKey> {
  return {
    name: field.name,
    type: field.type,
    labelZh: field.labelZh,
    labelEn: field.labelEn,
    dictType: field.dictType,
    required: field.required,
    searchable: field.searchable,
    sortable: field.sortable,
    shownInList: field.shownInList,
    maxLength: field.maxLength,
  };
}

export interface FieldDef {
  name: string;
  column: string;
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  dictType: string | null;
  required: boolean;
  searchable: boolean;
  sortable: boolean;
  shownInList: boolean;
  /** false: kept by the server (id, audit times), never written from a request. */
  editable: boolean;
  maxLength: number | null;
  order: number;
  /**
   * The column holding this one's text lowered (<column>_folded, a stored generated column), which
   * a like search compares instead of lowering every row (migration 0042); null: none.
   */
  foldedColumn?: string | null;
}

/** The suffix of a column that holds another's text lowered. */
export const FOLDED_SUFFIX = '_folded';

export interface ObjectDef {
  name: string;
  table: string;
  labelZh: string;
  labelEn: string;
  companyScoped: boolean;
  permissionPrefix: string;
  /** Columns the roles' data scope applies to (department, owning user); null: not scoped by it. */
  deptColumn: string | null;
  ownerColumn: string | null;
  fields: FieldDef[];
}

export async function loadObject(db: Db, objName: string): Promise<ObjectDef> {
  // a name that cannot be registered is not looked up (and not echoed whole)
  if (!OBJECT_NAME.test(objName)) throw badInput('objUnknown', { name: shown(objName) });
  // the object, its fields and its table's folded columns in one round trip (every call of the object API starts here)
  const joined = await db
    .select({
      object: metaObjects,
      field: metaFields,
      folded: sql<string[] | null>`(select array_agg(a.attname::text) from pg_attribute a
        where a.attrelid = to_regclass('public.' || quote_ident(${metaObjects.tableName}))
          and a.attnum > 0 and not a.attisdropped and a.attname like ${`%\\${FOLDED_SUFFIX}`})`,
    })
    .from(metaObjects)
    .leftJoin(metaFields, eq(metaFields.objectId, metaObjects.id))
    .where(eq(metaObjects.name, objName))
    .orderBy(asc(metaFields.sort), asc(metaFields.id));
  if (joined.length === 0) throw badInput('objUnknown', { name: objName });
  const { object } = joined[0];
  const folded = new Set(joined[0].folded ?? []);
  const fields = joined.flatMap((row) => (row.field === null ? [] : [row.field]));
  const def: ObjectDef = {
    name: object.name,
    table: object.tableName,
    labelZh: object.labelZh,
    labelEn: object.labelEn,
    companyScoped: object.companyScoped,
    permissionPrefix: object.permissionPrefix,
    deptColumn: object.deptField,
    ownerColumn: object.ownerField,
    fields: fields.map((f) => ({
      ...fieldBasics(f),
      column: f.columnName,
      editable: f.editable,
      order: f.sort,
      foldedColumn: folded.has(f.columnName + FOLDED_SUFFIX) ? f.columnName + FOLDED_SUFFIX : null,
    })),
  };
  if (!isWellFormed(def)) throw new ApiError('objRegistryInvalid', 500, 500, { name: def.name });
  return def;
}

function isWellFormed(def: ObjectDef): boolean {
  const names = new Set(def.fields.map((f) => f.name));
  return (
    IDENTIFIER.test(def.table) &&
    def.permissionPrefix !== '' &&
    [def.deptColumn, def.ownerColumn].every((column) => column === null || IDENTIFIER.test(column)) &&
    names.size === def.fields.length &&
    def.fields.some((f) => f.column === ID_COLUMN) &&
    (!def.companyScoped || def.fields.some((f) => f.column === COMPANY_COLUMN)) &&
    def.fields.every(
      (f) => IDENTIFIER.test(f.column) && OBJECT_NAME.test(f.name) && (OBJ_FIELD_TYPES as readonly string[]).includes(f.type),
    )
  );
}
