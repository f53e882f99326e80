/**
 * The shapes in which areas declare their first-start rows of the object registry and of the
 * dictionaries (areas/<area>/seed.ts; server/src/seed gathers them). The tables are the metadata
 * area's, but areas below it (units) declare rows too, so the shapes live below every area. No
 * area logic here: rows and the builders that spell the common fields once.
 */
import type { ObjFieldType } from '@pcf/shared/contracts';

export interface FieldSeed {
  name: string;
  columnName: string;
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  dictType?: string;
  required?: boolean;
  searchable?: boolean;
  sortable?: boolean;
  shownInList?: boolean;
  editable?: boolean;
  maxLength?: number;
}

export interface ObjectSeed {
  name: string;
  tableName: string;
  labelZh: string;
  labelEn: string;
  companyScoped: boolean;
  permissionPrefix: string;
  /** Columns the roles' data scope applies to (department, owning user); none: company scope only. */
  deptField?: string;
  ownerField?: string;
  fields: FieldSeed[];
}

export interface DictItemSeed {
  value: string;
  labelZh: string;
  labelEn: string;
}

export interface DictTypeSeed {
  code: string;
  nameZh: string;
  nameEn: string;
  items: DictItemSeed[];
}

/** An item of a dictionary as [value, Chinese label, English label]. */
export type DictItemRow = readonly [value: string, labelZh: string, labelEn: string];

/** A dictionary type with its items, in their order. */
export function dictionary(code: string, nameZh: string, nameEn: string, items: readonly DictItemRow[]): DictTypeSeed {
  return { code, nameZh, nameEn, items: items.map(([value, labelZh, labelEn]) => ({ value, labelZh, labelEn })) };
}

/** What a field says besides its name, type and labels; left out, the table's default holds. */
export type FieldFlags = Omit<FieldSeed, 'name' | 'columnName' | 'type' | 'labelZh' | 'labelEn'>;

/** A registered field over the column of its name. */
export function field(name: string, type: ObjFieldType, labelZh: string, labelEn: string, flags: FieldFlags = {}): FieldSeed {
  return { name, columnName: name, type, labelZh, labelEn, ...flags };
}

/** A field whose values are the items of the dictionary `dictType` (a code of sys_dict_type). */
export function dictField(
  name: string,
  dictType: string,
  labelZh: string,
  labelEn: string,
  flags: Omit<FieldFlags, 'dictType'> = {},
): FieldSeed {
  return field(name, 'dict', labelZh, labelEn, { dictType, ...flags });
}

/** The fields of a read model (a view the database refuses writes to): none is editable. */
export function readOnlyFields(fields: FieldSeed[]): FieldSeed[] {
  return fields.map((f) => ({ ...f, editable: false }));
}

/** The row's id: searched and sorted by, not listed, kept by the server. */
export const idField = (): FieldSeed =>
  field('id', 'integer', '编号', 'ID', { searchable: true, sortable: true, shownInList: false, editable: false });

/** The owning company of a company-scoped row: searched and sorted by, not listed. */
export const companyIdField = (): FieldSeed =>
  field('company_id', 'integer', '所属企业', 'Company', { searchable: true, sortable: true, shownInList: false });

/** When the row was made; the server keeps it. */
export const createdAtField = (flags: FieldFlags): FieldSeed =>
  field('created_at', 'datetime', '创建时间', 'Created at', { ...flags, editable: false });

/** When the row last changed; the server keeps it. */
export const updatedAtField = (flags: FieldFlags): FieldSeed =>
  field('updated_at', 'datetime', '更新时间', 'Updated at', { ...flags, editable: false });
