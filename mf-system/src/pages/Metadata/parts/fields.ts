/** The field grid's rows and the checks made before a save (the server makes the same, with its own messages). */
import { META_FIELD_NAME_PATTERN, META_LABEL_MAX, META_MAX_LENGTH_MAX, META_ORDER_MAX, OBJ_FIELD_TYPES } from '@pcf/shared';
import type { MetaCandidateColumn, MetaFieldDetail, MetaFieldInput, ObjFieldType } from '@pcf/shared';

export type ObjectKindInForm = 'system' | 'table' | 'custom';

export interface FieldRow extends MetaFieldInput {
  /** Stable key of the grid row. */
  key: string;
  /** Kept by the server: not removable, type fixed. */
  builtIn: boolean;
  /** Added in this form (not saved yet). */
  isNew: boolean;
  /** Rows holding a value in its column (custom objects); null: unknown. */
  filled: number | null;
  /** table kind: the types the column can hold; null: any of OBJ_FIELD_TYPES. */
  types: ObjFieldType[] | null;
}

let nextKey = 0;
export const newKey = (): string => `field-${(nextKey += 1)}`;

export function rowOfDetail(field: MetaFieldDetail, types: ObjFieldType[] | null): FieldRow {
  return {
    key: newKey(),
    name: field.name,
    type: field.type,
    labelZh: field.labelZh,
    labelEn: field.labelEn,
    dictType: field.dictType,
    required: field.required,
    searchable: field.searchable,
    sortable: field.sortable,
    shownInList: field.shownInList,
    order: field.order,
    maxLength: field.maxLength,
    builtIn: field.builtIn,
    isNew: false,
    filled: field.filled,
    types,
  };
}

export function blankRow(order: number): FieldRow {
  return {
    key: newKey(),
    name: '',
    type: 'string',
    labelZh: '',
    labelEn: '',
    dictType: null,
    required: false,
    searchable: true,
    sortable: true,
    shownInList: true,
    order,
    maxLength: null,
    builtIn: false,
    isNew: true,
    filled: null,
    types: null,
  };
}

/** A new row for an existing table's column: its name, and the first type the column holds. */
export function rowOfColumn(column: MetaCandidateColumn, order: number): FieldRow {
  const type = column.types[0] ?? 'string';
  return { ...blankRow(order), name: column.column, type, labelEn: column.column, types: column.types };
}

export function inputOf(row: FieldRow): MetaFieldInput {
  const textual = row.type === 'string' || row.type === 'dict';
  return {
    name: row.name.trim(),
    type: row.type,
    labelZh: row.labelZh.trim(),
    labelEn: row.labelEn.trim(),
    dictType: row.type === 'dict' ? row.dictType : null,
    required: row.required,
    searchable: row.searchable,
    sortable: row.sortable,
    shownInList: row.shownInList,
    order: row.order,
    maxLength: textual ? row.maxLength : null,
  };
}

export type FieldProblem =
  | { key: 'nameInvalid'; field: string }
  | { key: 'nameTwice'; field: string }
  | { key: 'labelsRequired'; field: string }
  | { key: 'dictRequired'; field: string }
  | { key: 'orderInvalid'; field: string }
  | { key: 'lengthInvalid'; field: string };

/** The first problem of the grid, or null. */
export function problemOf(rows: readonly FieldRow[]): FieldProblem | null {
  const seen = new Set<string>();
  for (const row of rows) {
    const name = row.name.trim();
    if (!META_FIELD_NAME_PATTERN.test(name)) return { key: 'nameInvalid', field: name };
    if (seen.has(name)) return { key: 'nameTwice', field: name };
    seen.add(name);
    const zh = row.labelZh.trim();
    const en = row.labelEn.trim();
    if (zh === '' || en === '' || zh.length > META_LABEL_MAX || en.length > META_LABEL_MAX) return { key: 'labelsRequired', field: name };
    if (row.type === 'dict' && !row.dictType) return { key: 'dictRequired', field: name };
    if (!Number.isInteger(row.order) || row.order < 0 || row.order > META_ORDER_MAX) return { key: 'orderInvalid', field: name };
    if (row.maxLength !== null && (row.maxLength < 1 || row.maxLength > META_MAX_LENGTH_MAX)) return { key: 'lengthInvalid', field: name };
  }
  return null;
}

export const ALL_TYPES: readonly ObjFieldType[] = OBJ_FIELD_TYPES;
