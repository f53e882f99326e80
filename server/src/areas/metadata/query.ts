/**
 * Request values → parameterised SQL. Identifiers come only from the registry (quoted with
 * sql.identifier); every value is a bound parameter, typed and bounded first; like patterns have
 * their wildcards escaped. Nothing a client sends is ever spliced into the SQL text.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ObjFieldType, ObjOperator } from '@pcf/shared/contracts';
import { OBJ_LIST_MAX, OBJ_OPERATORS } from '@pcf/shared/contracts';
import { containsPattern, escapeLike } from '../../db/queries';
import { badInput, shown } from './errors';
import type { FieldDef } from './registry';

export const CONDITIONS_MAX = 50;
/** Longest value a condition compares with. */
export const CONDITION_VALUE_MAX_LENGTH = 1000;

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

export type BoundValue = string | number | boolean;

export interface RawCondition {
  field: string;
  operator: string;
  value: unknown;
}

const LIKE_OPERATORS: readonly ObjOperator[] = ['like', 'notLike', 'likeLeft', 'likeRight'];
const ORDER_OPERATORS: readonly ObjOperator[] = ['gt', 'lt', 'ge', 'le'];
const TEXT_TYPES: readonly ObjFieldType[] = ['string', 'dict'];

/** A list, or that list as JSON text (form-urlencoded bodies); absent or empty means none. */
export function parseConditions(raw: unknown): RawCondition[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw badInput('objConditionsInvalid');
    }
  }
  if (!Array.isArray(list)) throw badInput('objConditionsInvalid');
  if (list.length > CONDITIONS_MAX) throw badInput('objConditionsTooMany', { max: CONDITIONS_MAX });
  return list.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badInput('objConditionsInvalid');
    const { field, operator, value } = item as Record<string, unknown>;
    if (typeof field !== 'string' || typeof operator !== 'string') throw badInput('objConditionsInvalid');
    return { field, operator, value };
  });
}

export function isOperator(operator: string): operator is ObjOperator {
  return (OBJ_OPERATORS as readonly string[]).includes(operator);
}

/** The value as the column's type expects it, or a 400 naming the field. */
export function typedValue(field: FieldDef, value: unknown, maxLength: number | null = CONDITION_VALUE_MAX_LENGTH): BoundValue {
  const invalid = () => badInput('objValueInvalid', { field: field.name, type: field.type });
  switch (field.type) {
    case 'string':
    case 'dict': {
      if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
      if (typeof value !== 'string') throw invalid();
      if (maxLength !== null && Array.from(value).length > maxLength)
        throw badInput('objValueTooLong', { field: field.name, max: maxLength });
      // PostgreSQL text cannot hold NUL
      if (value.includes('\u0000')) throw invalid();
      return value;
    }
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < INT_MIN || n > INT_MAX) throw invalid();
      return n;
    }
    case 'number': {
      const n =
        typeof value === 'string' && /^-?\d{1,30}(\.\d{1,30})?([eE][+-]?\d{1,3})?$/.test(value.trim()) ? Number(value.trim()) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw invalid();
      return n;
    }
    case 'boolean': {
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      throw invalid();
    }
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDate(value)) throw invalid();
      return value;
    }
    case 'datetime': {
      if (typeof value !== 'string') throw invalid();
      const instant = parseInstant(value);
      if (instant === null) throw invalid();
      return instant;
    }
  }
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** ISO 8601 date and time, UTC when no zone is given; returned as an ISO string in UTC. */
function parseInstant(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const zone = match[6] ?? 'Z';
  const iso = `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}${(match[5] ?? '').slice(0, 4)}${zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** One condition on a field the caller may search, as a boolean SQL expression. */
export function conditionSql(field: FieldDef, operator: string, value: unknown): SQL {
  if (!isOperator(operator)) throw badInput('objOperatorUnknown', { operator: shown(operator) });
  const column = sql.identifier(field.column);
  const notForType = () => badInput('objOperatorNotForType', { field: field.name, operator });
  if (LIKE_OPERATORS.includes(operator) && !TEXT_TYPES.includes(field.type)) throw notForType();
  if (ORDER_OPERATORS.includes(operator) && field.type === 'boolean') throw notForType();

  switch (operator) {
    case 'isNull':
      return sql`${column} is null`;
    case 'isNotNull':
      return sql`${column} is not null`;
    case 'in':
    case 'notIn': {
      const list = listOf(field, value);
      const values = sql.join(
        list.map((v) => sql`${v}`),
        sql`, `,
      );
      return operator === 'in' ? sql`${column} in (${values})` : sql`${column} not in (${values})`;
    }
    default:
      break;
  }
  if (value === undefined || value === null || (value === '' && !TEXT_TYPES.includes(field.type))) {
    throw badInput('objValueRequired', { field: field.name });
  }
  if (Array.isArray(value)) throw badInput('objValueInvalid', { field: field.name, type: field.type });
  const bound = typedValue(field, value);
  switch (operator) {
    case 'eq':
      return sql`${column} = ${bound}`;
    case 'ne':
      return sql`${column} <> ${bound}`;
    case 'gt':
      return sql`${column} > ${bound}`;
    case 'lt':
      return sql`${column} < ${bound}`;
    case 'ge':
      return sql`${column} >= ${bound}`;
    case 'le':
      return sql`${column} <= ${bound}`;
    // case-insensitive, as the original's MySQL collation matched
    case 'like':
      return caseFreeLike(field, containsPattern(String(bound)), false);
    case 'notLike':
      return caseFreeLike(field, containsPattern(String(bound)), true);
    case 'likeLeft':
      return caseFreeLike(field, `%${escapeLike(String(bound))}`, false);
    case 'likeRight':
      return caseFreeLike(field, `${escapeLike(String(bound))}%`, false);
  }
}

/**
 * `pattern` matched without regard to case: against the column's lowered copy where the table
 * keeps one (registry.ts foldedColumn), which on UTF-8 is what ILIKE does to every row it checks.
 */
function caseFreeLike(field: FieldDef, pattern: string, negated: boolean): SQL {
  if (field.foldedColumn) {
    const folded = sql.identifier(field.foldedColumn);
    return negated ? sql`${folded} not like lower(${pattern}::text) escape '\\'` : sql`${folded} like lower(${pattern}::text) escape '\\'`;
  }
  const column = sql.identifier(field.column);
  return negated ? sql`${column} not ilike ${pattern} escape '\\'` : sql`${column} ilike ${pattern} escape '\\'`;
}

/** The values of in/notIn: a list (or a JSON list, or 'a,b,c' text), 1 to OBJ_LIST_MAX, each typed. */
function listOf(field: FieldDef, value: unknown): BoundValue[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        throw badInput('objListInvalid', { field: field.name, max: OBJ_LIST_MAX });
      }
    } else {
      list = text === '' ? [] : text.split(',');
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > OBJ_LIST_MAX) {
    throw badInput('objListInvalid', { field: field.name, max: OBJ_LIST_MAX });
  }
  return list.map((item: unknown) => {
    if (item === null || item === undefined || Array.isArray(item))
      throw badInput('objValueInvalid', { field: field.name, type: field.type });
    return typedValue(field, item);
  });
}

export type SortDirection = 'asc' | 'desc';

export function sortDirection(order: string | undefined): SortDirection {
  if (order === undefined || order === '' || order === 'asc' || order === 'ascend' || order === 'ascending') return 'asc';
  if (order === 'desc' || order === 'descend' || order === 'descending') return 'desc';
  throw badInput('objSortOrderInvalid');
}

/** The column as a row value: dates and times as ISO text, numbers as float8, the same on both drivers. */
export function selectExpression(field: FieldDef): SQL {
  const column = sql.identifier(field.column);
  switch (field.type) {
    case 'date':
      return sql`to_char(${column}, 'YYYY-MM-DD')`;
    case 'datetime':
      return sql`to_char(${column}::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'number':
      return sql`${column}::float8`;
    default:
      return sql`${column}`;
  }
}
