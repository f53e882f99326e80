/**
 * How the object table lays out its columns (issue 18): each column a width by its field's type, so
 * long texts end in an ellipsis instead of widening the table to thousands of pixels; the screen's
 * key columns moved to the right end and kept there with the actions, so what a row is for (its
 * value, its links) stays in view however many columns the user shows. antd-free.
 */
import type { ObjFieldMeta } from '../contracts';

/** The width of the row selection column antd adds (its default). */
export const SELECTION_WIDTH = 32;
/** The actions column: 编辑 and 删除 alone, or with the screen's own links. */
export const ACTIONS_WIDTH = 160;
export const ACTIONS_WITH_LINKS_WIDTH = 200;

/** A column's width in pixels by what its field holds. */
export function columnWidthOf(field: Pick<ObjFieldMeta, 'type' | 'maxLength'>): number {
  switch (field.type) {
    case 'boolean':
    case 'integer':
      return 100;
    case 'number':
      return 150;
    case 'date':
      return 120;
    case 'datetime':
      return 180;
    case 'dict':
      return 130;
    case 'string': {
      const length = field.maxLength ?? 0;
      if (length > 0 && length <= 20) return 110;
      if (length > 0 && length <= 64) return 160;
      return 220;
    }
  }
}

export interface ColumnPlan {
  /** The shown fields in the order of their columns. */
  fields: ObjFieldMeta[];
  /** The names of those kept in view at the right (a suffix of `fields`). */
  pinned: Set<string>;
}

/**
 * The shown fields in the metadata's order, except that the key columns shown follow the others,
 * in the order the screen gave them: antd keeps right-fixed columns in view only at the end.
 */
export function planColumns(fields: readonly ObjFieldMeta[], visible: readonly string[], keyColumns: readonly string[] = []): ColumnPlan {
  const shown = fields.filter((f) => visible.includes(f.name));
  const keys = keyColumns.flatMap((name) => shown.filter((f) => f.name === name));
  const others = shown.filter((f) => !keyColumns.includes(f.name));
  return { fields: [...others, ...keys], pinned: new Set(keys.map((f) => f.name)) };
}
