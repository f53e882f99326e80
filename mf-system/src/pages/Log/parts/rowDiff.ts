/**
 * The before and after of a logged change, field by field. A change logs a row object, a list of
 * rows (snapshots by id) or nothing (null before a create, after a delete); rows of two lists are
 * paired by their id, else by position.
 */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** The field exists on one side only, or its values differ. */
  changed: boolean;
}

export interface RowChange {
  /** The row's id when it has one, else its position (1, 2 ...); null for a single value. */
  key: string | null;
  fields: FieldChange[];
}

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Key order and spacing do not make two values differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRow(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

function fieldsOf(before: Row | undefined, after: Row | undefined): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((field) => {
    const had = before !== undefined && field in before;
    const has = after !== undefined && field in after;
    const was = had ? before[field] : undefined;
    const is = has ? after[field] : undefined;
    return { field, before: was, after: is, changed: had !== has || !sameValue(was, is) };
  });
}

const idOf = (row: unknown): string | null =>
  isRow(row) && (typeof row.id === 'number' || typeof row.id === 'string') ? String(row.id) : null;

function asRows(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function rowChanges(before: unknown, after: unknown): RowChange[] {
  const was = asRows(before);
  const is = asRows(after);
  if (was.length === 0 && is.length === 0) return [];
  // values that are not rows (a count, a list of ids): the whole of each side on one line
  if ([...was, ...is].some((value) => !isRow(value))) {
    const old = before ?? undefined;
    const now = after ?? undefined;
    return [{ key: null, fields: [{ field: '', before: old, after: now, changed: !sameValue(old, now) }] }];
  }
  const byId = [...was, ...is].every((row) => idOf(row) !== null);
  const changes: RowChange[] = [];
  if (byId) {
    const keys = [...new Set([...was, ...is].map((row) => idOf(row) as string))];
    for (const key of keys) {
      const old = was.find((row) => idOf(row) === key);
      const now = is.find((row) => idOf(row) === key);
      changes.push({ key, fields: fieldsOf(isRow(old) ? old : undefined, isRow(now) ? now : undefined) });
    }
    return changes;
  }
  const count = Math.max(was.length, is.length);
  for (let index = 0; index < count; index += 1) {
    const old = was[index];
    const now = is[index];
    changes.push({
      key: count > 1 ? String(index + 1) : null,
      fields: fieldsOf(isRow(old) ? old : undefined, isRow(now) ? now : undefined),
    });
  }
  return changes;
}

/** A value as one line of text: strings as they are, everything else as JSON; undefined when absent. */
export function displayValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
