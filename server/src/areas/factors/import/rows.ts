/**
 * The rules of one row of an import file. Pure: the reference data is loaded once per file.
 *
 * A cell is first read as its column's kind (text, number, date); what cannot be read is a problem
 * of that cell: text starting with = + - @ (a spreadsheet could run it as a formula: refused, never
 * imported, whatever the column), a formula cell, an error value (#N/A), text that is not a number
 * (NaN and Infinity included) in a number column. A number column also reads a numeric literal
 * written as text (every cell of a .csv is text), so "-1" is the number -1, which the value rule
 * then refuses. Names for the reference data are taken as people write them: a unit by its code or
 * name, a region or an uncertainty distribution by its code or its label in either language, a GWP
 * set as AR6 or IPCC AR6, a category as its directory path ("原材料获取/硅料/多晶硅") or as a node
 * name that only one node has. The content then goes through the same rules as a form
 * (content.ts checkContent), each problem pointed at its column; a cell has at most one problem.
 */
import type { FactorContent, FactorImportColumn, Gas, GwpSet, UncertaintyDistribution } from '@pcf/shared/contracts';
import type { MessageKey, MessageParams } from '../../../http/messages';
import { checkCode, checkContent, type CleanContent, type ContentField, type ContentProblem, type ContentReferences } from '../content';
import { GAS_COLUMNS, IMPORT_COLUMN_BY_KEY } from './columns';
import { isBlank, type RawCell } from './cells';

export { isBlank };

/** A problem as stored with the job: translated when someone reads it (row 0: the file as a whole). */
export interface StoredProblem {
  row: number;
  column: FactorImportColumn | null;
  key: MessageKey;
  params?: MessageParams;
}

export interface ImportReferences {
  content: ContentReferences;
  /** A directory path (names joined by "/") → node id. */
  categoryByPath: ReadonlyMap<string, number>;
  /** A node name → the nodes of that name with their paths. */
  categoriesByName: ReadonlyMap<string, readonly { id: number; path: string }[]>;
  /** Lower-case unit code or name → unit code (null: more than one unit has it). */
  unitByName: ReadonlyMap<string, string | null>;
  /** Lower-case region code or label → region code (null: ambiguous). */
  regionByName: ReadonlyMap<string, string | null>;
  /** Lower-case distribution code or label → code. */
  uncertaintyByName: ReadonlyMap<string, UncertaintyDistribution | null>;
}

export interface DirectoryNode {
  id: number;
  pid: number;
  name: string;
}

export interface NamedItem<T extends string = string> {
  code: T;
  names: readonly string[];
}

/** A directory path as compared: no blanks around the separators, none at either end. */
export function pathKey(path: string): string {
  return path
    .trim()
    .replace(/\s*\/\s*/g, '/')
    .replace(/^\/+|\/+$/g, '');
}

/** A name as compared: NFKC, no outer blanks, lower case. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

/** name → code, null where two codes share a name; a code always names itself (also the inventory workbook's lookups). */
export function byName<T extends string>(items: readonly NamedItem<T>[]): Map<string, T | null> {
  const map = new Map<string, T | null>();
  for (const item of items) {
    for (const name of item.names) {
      const key = nameKey(name);
      if (key === '') continue;
      const taken = map.get(key);
      map.set(key, taken === undefined || taken === item.code ? item.code : null);
    }
  }
  for (const item of items) map.set(nameKey(item.code), item.code);
  return map;
}

export function buildReferences(
  content: ContentReferences,
  nodes: readonly DirectoryNode[],
  units: readonly NamedItem[],
  regions: readonly NamedItem[],
  distributions: readonly NamedItem[],
): ImportReferences {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const pathOf = (node: DirectoryNode): string => {
    const names: string[] = [];
    for (let current: DirectoryNode | undefined = node, depth = 0; current && depth < 16; current = byId.get(current.pid), depth += 1)
      names.unshift(current.name.trim());
    return names.join('/');
  };
  const categoryByPath = new Map<string, number>();
  const categoriesByName = new Map<string, { id: number; path: string }[]>();
  for (const node of nodes) {
    const path = pathOf(node);
    categoryByPath.set(pathKey(path), node.id);
    const named = categoriesByName.get(node.name.trim()) ?? [];
    named.push({ id: node.id, path });
    categoriesByName.set(node.name.trim(), named);
  }
  return {
    content,
    categoryByPath,
    categoriesByName,
    unitByName: byName(units),
    regionByName: byName(regions),
    // the dictionary's values: content.ts refuses one that is not a distribution
    uncertaintyByName: byName(distributions) as Map<string, UncertaintyDistribution | null>,
  };
}

/** The cells of one row by column (columns the file does not have are absent). */
export type RowCells = ReadonlyMap<FactorImportColumn, RawCell>;

export interface ImportedRow {
  row: number;
  code: string;
  content: CleanContent;
}

export type RowResult = { code: string | null; problems: StoredProblem[]; imported: ImportedRow | null };

const FORMULA_START = /^[=+\-@]/;
const NUMBER_LITERAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const LOOSE_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

function isoDateOf(date: Date): string {
  // exceljs reads a date cell as that day at 00:00 UTC
  return date.toISOString().slice(0, 10);
}

const DQR_COLUMNS = ['ter', 'ger', 'tir', 'p'] as const;

export function checkRow(cells: RowCells, row: number, refs: ImportReferences): RowResult {
  const problems: StoredProblem[] = [];
  const refused = new Set<FactorImportColumn>();
  const refuse = (column: FactorImportColumn, key: MessageKey, params?: MessageParams) => {
    if (refused.has(column)) return;
    refused.add(column);
    problems.push(params ? { row, column, key, params } : { row, column, key });
  };

  /** The cell as text ('' when blank), or null when it is refused. */
  const textOf = (column: FactorImportColumn): string | null => {
    const cell = cells.get(column) ?? null;
    if (cell === null) return '';
    if (typeof cell === 'string') {
      const text = cell.trim();
      if (FORMULA_START.test(text)) {
        refuse(column, 'factorImportFormula');
        return null;
      }
      return text;
    }
    if (typeof cell === 'number') return String(cell);
    if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
    if (cell instanceof Date) return isoDateOf(cell);
    if ('formula' in cell) refuse(column, 'factorImportFormulaCell');
    else refuse(column, 'factorImportCellError', { value: cell.error.slice(0, 20) });
    return null;
  };

  /** The cell as a number, null when blank, undefined when refused. */
  const numberOf = (column: FactorImportColumn): number | null | undefined => {
    const cell = cells.get(column) ?? null;
    if (cell === null) return null;
    if (typeof cell === 'number') return cell;
    if (typeof cell === 'string') {
      const text = cell.trim();
      if (text === '') return null;
      if (NUMBER_LITERAL.test(text) && Number.isFinite(Number(text))) return Number(text);
      if (FORMULA_START.test(text)) refuse(column, 'factorImportFormula');
      else refuse(column, 'factorImportNotNumber', { column, value: text.slice(0, 30) });
      return undefined;
    }
    if (typeof cell === 'boolean' || cell instanceof Date) {
      refuse(column, 'factorImportNotNumber', { column, value: typeof cell === 'boolean' ? String(cell).toUpperCase() : isoDateOf(cell) });
      return undefined;
    }
    textOf(column); // a formula or an error value: its own problem
    return undefined;
  };

  /** The cell as YYYY-MM-DD when it is one (checked by the content rules), null when blank, undefined when refused. */
  const dateOf = (column: FactorImportColumn): string | null | undefined => {
    const cell = cells.get(column) ?? null;
    if (cell instanceof Date) return isoDateOf(cell);
    const text = textOf(column);
    if (text === null) return undefined;
    if (text === '') return null;
    const loose = LOOSE_DATE.exec(text);
    return loose ? `${loose[1]}-${loose[2].padStart(2, '0')}-${loose[3].padStart(2, '0')}` : text;
  };

  const required = (column: FactorImportColumn, value: string | number | null | undefined): void => {
    if (value === '' || value === null) refuse(column, 'factorFieldRequired', { field: column });
  };

  // code
  const codeText = textOf('code');
  required('code', codeText);
  if (codeText) {
    const problem = checkCode(codeText);
    if (problem) refuse('code', problem.key, problem.params);
  }

  // category
  let categoryId: number | null = null;
  const categoryText = textOf('category');
  if (categoryText) {
    const byPath = refs.categoryByPath.get(pathKey(categoryText));
    const named = refs.categoriesByName.get(categoryText) ?? [];
    if (byPath !== undefined) categoryId = byPath;
    else if (named.length === 1) categoryId = named[0].id;
    else if (named.length > 1)
      refuse('category', 'factorImportCategoryAmbiguous', {
        category: categoryText,
        paths: named
          .slice(0, 3)
          .map((n) => n.path)
          .join('、'),
      });
    else refuse('category', 'factorCategoryUnknown', { category: categoryText });
  }

  // unit, GWP set, region, uncertainty: a code, or a name of one
  const unitText = textOf('unit');
  required('unit', unitText);
  const unit = unitText && !refs.content.unitIds.has(unitText) ? (refs.unitByName.get(nameKey(unitText)) ?? unitText) : unitText;
  const gwpText = textOf('gwpSet');
  required('gwpSet', gwpText);
  const gwpSet = (gwpText ?? '').normalize('NFKC').replace(/\s+/g, '').toUpperCase().replace(/^IPCC/, '') as GwpSet;
  const regionText = textOf('region');
  const region =
    regionText && !refs.content.regions.has(regionText) ? (refs.regionByName.get(nameKey(regionText)) ?? regionText) : regionText;
  const uncertaintyText = textOf('uncertainty');
  const uncertainty = uncertaintyText
    ? ((refs.uncertaintyByName.get(nameKey(uncertaintyText)) ?? uncertaintyText) as UncertaintyDistribution)
    : null;

  // numbers
  const value = numberOf('value');
  const year = numberOf('year');
  required('year', year);
  const scores = DQR_COLUMNS.map((column) => numberOf(column));
  const gsd = numberOf('gsd');
  const gases: { gas: Gas; amount: number }[] = [];
  for (const { key, gas } of GAS_COLUMNS) {
    const amount = numberOf(key);
    if (typeof amount === 'number') gases.push({ gas, amount });
  }
  const validFrom = dateOf('validFrom');
  const validTo = dateOf('validTo');

  const input: FactorContent = {
    nameZh: textOf('nameZh') ?? '',
    nameEn: textOf('nameEn') ?? '',
    categoryId,
    unit: unit ?? '',
    gwpSet,
    value: value ?? null,
    gases,
    region: region ?? '',
    year: year ?? Number.NaN,
    source: textOf('source') ?? '',
    databaseVersion: textOf('databaseVersion') ?? '',
    // a file without these columns leaves them out (a new version of a known code starts without them)
    licence: cells.has('licence') ? (textOf('licence') ?? '') : undefined,
    sourceUrl: cells.has('sourceUrl') ? textOf('sourceUrl') : undefined,
    gwpBasis: cells.has('gwpBasis') ? (textOf('gwpBasis') ?? '') : undefined,
    validFrom: validFrom ?? null,
    validTo: validTo ?? null,
    quality: scores.every((s) => s === null)
      ? null
      : { ter: scores[0] ?? Number.NaN, ger: scores[1] ?? Number.NaN, tir: scores[2] ?? Number.NaN, p: scores[3] ?? Number.NaN },
    uncertainty,
    gsd: gsd ?? null,
    note: textOf('note') ?? '',
  };
  const checked = checkContent(input, refs.content);
  if ('problems' in checked) {
    for (const problem of checked.problems) {
      const column = columnOf(problem, scores);
      if (column === null) problems.push({ row, column, key: problem.key, params: problem.params });
      else refuse(column, problem.key, problem.params);
    }
  }
  // a code of its own rule's problem is not compared with the others
  const code = codeText && !refused.has('code') ? codeText : null;
  if (problems.length > 0 || 'problems' in checked || code === null) return { code, problems, imported: null };
  return { code, problems, imported: { row, code, content: checked.content } };
}

/** The column a content problem is about. */
function columnOf(problem: ContentProblem, scores: readonly (number | null | undefined)[]): FactorImportColumn | null {
  const field: ContentField | null = problem.field;
  if (field === null) return null;
  if (field === 'categoryId') return 'category';
  if (field === 'gases') return 'value';
  if (field === 'quality') {
    const bad = scores.findIndex((s) => typeof s !== 'number' || !(s >= 1 && s <= 5));
    return DQR_COLUMNS[bad === -1 ? 0 : bad];
  }
  return IMPORT_COLUMN_BY_KEY.has(field as FactorImportColumn) ? (field as FactorImportColumn) : null;
}
