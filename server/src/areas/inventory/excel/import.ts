/**
 * A project's inventory workbook, all or nothing: what the worker of an import job
 * (importJobs.ts, POST /rest/inventory/excel/import) runs in its one transaction.
 *
 * The project is held (locked, editable, the starter of its company or a platform administrator,
 * as a draft save); every row is turned into a line as the form would send it, its cells read by
 * column (a stage, unit, gas or data type by code or by name in either language; a directory item
 * by its path or a name only one item has; a factor by code, at the version given or its current
 * one; yes/no as 是/否, yes/no, true/false) and then checked by the draft save's own rules
 * (service.ts checkLine). A rule stops at a line's first problem, so the line is checked again
 * without the field refused, until it passes: every problem of a row is reported, each at its
 * column. With any problem nothing changes and the report lists them, worded in both languages
 * (the job is read in the reader's); otherwise the rows are written by the draft save (a row with
 * the id of one of the project's lines updates it, keeping what the file has no column for: its
 * uncertainty distribution, evidence and place in the list, and its directory item when the file
 * has no 目录项 column (a file of before the column); a row without adds a line).
 */
import { GASES } from '@pcf/shared/contracts';
import { INVENTORY_LINES_MAX, LIFECYCLE_STAGES, INVENTORY_EXCEL_COLUMNS } from '@pcf/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  DataType,
  Gas,
  InventoryExcelColumn,
  InventoryLineInput,
  LifecycleStage,
  ProjectStatus,
  UncertaintyDistribution,
} from '@pcf/shared/contracts';
import {
  emissionFactorVersions,
  emissionFactors,
  inventoryLines,
  sysDictItems,
  sysDictTypes,
  units,
  type StoredInventoryImportProblem,
} from '../../../schema';
import { LINE_DICTIONARIES } from '../seed';
import { ApiError } from '../../../http/errors';
import { translate, type Language, type MessageKey, type MessageParams } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import type { Tx } from '../../auth/companyScope';
import type { ProjectRecord } from '../../projects/service';
import type { RawCell } from '../../factors/import/read';
import { REGION_DICT, checkLine, editableProject, loadReferences, writeDraft, type References } from '../service';
import { titledParams } from './columns';
import { itemResolver, loadItemPaths, type ItemMatch } from '../itemPaths';
import { paramsIn, type ProblemParams, type ReadSheet, type SheetProblem, type SheetRow } from './read';
import { byName, nameKey } from '../../factors/import/rows';

/** The languages a problem is worded in (the job is read in either). */
const LANGUAGES: readonly Language[] = ['zh', 'en'];

const DATA_TYPES: readonly DataType[] = ['primary', 'secondary'];
const DQR_COLUMNS = ['ter', 'ger', 'tir', 'p'] as const;
/** The template's neutralising apostrophe before = + - @ (template.ts): read back as the text it protects. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;
const NUMBER_LITERAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const YES = new Set(['是', 'yes', 'y', 'true', '1']);
const NO = new Set(['否', 'no', 'n', 'false', '0']);

function dictionaryNames<T extends string>(code: string, values: readonly T[]): Map<string, T | null> {
  const items = LINE_DICTIONARIES.find((d) => d.code === code)?.items ?? [];
  return byName(
    values.map((value) => ({ code: value, names: items.filter((i) => i.value === value).flatMap((i) => [i.labelZh, i.labelEn]) })),
  );
}

const STAGE_BY_NAME = dictionaryNames<LifecycleStage>('pcf_lifecycle_stage', LIFECYCLE_STAGES);
const GAS_BY_NAME = dictionaryNames<Gas>('pcf_gas', GASES);
const DATA_TYPE_BY_NAME = dictionaryNames<DataType>('pcf_data_type', DATA_TYPES);

interface FactorRef {
  id: number;
  currentVersionId: number | null;
  /** version number → version id */
  versions: Map<number, number>;
}

interface ExistingLine {
  id: number;
  itemId: number | null;
  uncertainty: UncertaintyDistribution | null;
  dataType: DataType;
}

/** What the file's codes and names stand for, loaded once per file. */
interface Lookups {
  unitByCode: Map<string, number>;
  unitByName: Map<string, number | null>;
  regionByName: Map<string, string | null>;
  factors: Map<string, FactorRef>;
  lines: Map<number, ExistingLine>;
  item: (text: string) => ItemMatch;
  /** Whether the file has the 目录项 column: without it an updated line keeps its item. */
  hasItemColumn: boolean;
}

async function loadLookups(
  tx: Tx,
  projectId: number,
  rows: readonly SheetRow[],
  columns: ReadonlySet<InventoryExcelColumn>,
): Promise<Lookups> {
  const codes = [
    ...new Set(
      rows.flatMap((r) => {
        const c = r.cells.get('factorCode');
        return typeof c === 'string' && c.trim() !== '' ? [c.trim()] : [];
      }),
    ),
  ];
  const unitRows = await tx.select({ id: units.id, code: units.code, nameZh: units.nameZh, nameEn: units.nameEn }).from(units);
  const regionRows = await tx
    .select({ value: sysDictItems.value, labelZh: sysDictItems.labelZh, labelEn: sysDictItems.labelEn })
    .from(sysDictItems)
    .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
    .where(and(eq(sysDictTypes.code, REGION_DICT), eq(sysDictItems.status, '0')));
  const factorRows =
    codes.length === 0
      ? []
      : await tx
          .select({ id: emissionFactors.id, code: emissionFactors.code, currentVersionId: emissionFactors.currentVersionId })
          .from(emissionFactors)
          .where(inArray(emissionFactors.code, codes));
  const versionRows =
    factorRows.length === 0
      ? []
      : await tx
          .select({ id: emissionFactorVersions.id, factorId: emissionFactorVersions.factorId, version: emissionFactorVersions.version })
          .from(emissionFactorVersions)
          .where(
            inArray(
              emissionFactorVersions.factorId,
              factorRows.map((f) => f.id),
            ),
          );
  const lineRows = await tx
    .select({
      id: inventoryLines.id,
      itemId: inventoryLines.itemId,
      uncertainty: inventoryLines.uncertainty,
      dataType: inventoryLines.dataType,
    })
    .from(inventoryLines)
    .where(eq(inventoryLines.projectId, projectId));
  // a unit by its code as written (mg and Mg differ), else by its code or a name in any case when only one unit has it
  const unitByCode = new Map(unitRows.map((u) => [u.code.normalize('NFKC').trim(), u.id]));
  const unitByName = new Map<string, number | null>();
  for (const u of unitRows) {
    for (const name of [u.code, u.nameZh, u.nameEn]) {
      const key = nameKey(name);
      const taken = unitByName.get(key);
      if (key !== '') unitByName.set(key, taken === undefined || taken === u.id ? u.id : null);
    }
  }
  return {
    unitByCode,
    unitByName,
    regionByName: byName(regionRows.map((r) => ({ code: r.value, names: [r.labelZh, r.labelEn] }))),
    factors: new Map(
      factorRows.map((f) => [
        f.code,
        {
          id: f.id,
          currentVersionId: f.currentVersionId,
          versions: new Map(versionRows.filter((v) => v.factorId === f.id).map((v) => [v.version, v.id])),
        },
      ]),
    ),
    lines: new Map(lineRows.map((l) => [l.id, l])),
    item: itemResolver(await loadItemPaths(tx)),
    hasItemColumn: columns.has('item'),
  };
}

interface RowProblem {
  column: InventoryExcelColumn | null;
  key: MessageKey;
  params?: ProblemParams;
}

/** A row read into a line as the form would send it. */
interface MappedRow {
  row: number;
  line: InventoryLineInput;
  /** Problems of reading its cells. */
  problems: RowProblem[];
}

/** A row read into a line: its problems' words (column titles, a list's separator) are made in either language. */
function mapRow({ row, cells }: SheetRow, lookups: Lookups): MappedRow {
  const problems: RowProblem[] = [];
  const refuse = (column: InventoryExcelColumn, key: MessageKey, params?: ProblemParams) => {
    problems.push(params ? { column, key, params } : { column, key });
  };
  /** A cell neither formula nor error value, else its problem and undefined. */
  const plain = (column: InventoryExcelColumn): Exclude<RawCell, object> | Date | undefined => {
    const cell = cells.get(column) ?? null;
    if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) {
      if ('formula' in cell) refuse(column, 'inventoryExcelFormulaCell');
      else refuse(column, 'inventoryExcelCellError', { value: cell.error.slice(0, 20) });
      return undefined;
    }
    return cell;
  };
  /** The cell as trimmed text ('' when blank), null when refused. */
  const text = (column: InventoryExcelColumn): string | null => {
    const cell = plain(column);
    if (cell === undefined) return null;
    if (cell === null) return '';
    if (typeof cell === 'string') return cell.replace(NEUTRALISED, '').trim();
    if (typeof cell === 'number') return String(cell);
    if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
    return cell.toISOString().slice(0, 10);
  };
  /** The cell as a number, null when blank, undefined when refused. */
  const number = (column: InventoryExcelColumn): number | null | undefined => {
    const cell = plain(column);
    if (cell === undefined) return undefined;
    if (cell === null) return null;
    if (typeof cell === 'number') return cell;
    const shown =
      typeof cell === 'string' ? cell.trim() : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).toUpperCase();
    if (typeof cell === 'string' && NUMBER_LITERAL.test(shown) && Number.isFinite(Number(shown))) return Number(shown);
    refuse(column, 'inventoryExcelNotNumber', titledParams(column, { value: shown.slice(0, 30) }));
    return undefined;
  };

  // the line named
  let id: number | undefined;
  const lineId = number('lineId');
  if (typeof lineId === 'number') {
    if (Number.isInteger(lineId) && lookups.lines.has(lineId)) id = lineId;
    else refuse('lineId', 'inventoryExcelLineIdUnknown', { value: lineId });
  }
  const existing = id === undefined ? undefined : lookups.lines.get(id);

  const stageText = text('stage');
  const stage = stageText ? STAGE_BY_NAME.get(nameKey(stageText)) : undefined;
  if (stageText === '') refuse('stage', 'inventoryExcelRequired', titledParams('stage'));
  else if (stageText !== null && !stage) refuse('stage', 'inventoryExcelStageUnknown', { value: stageText.slice(0, 40) });

  const unitText = text('unit');
  const unitId = unitText ? (lookups.unitByCode.get(unitText.normalize('NFKC')) ?? lookups.unitByName.get(nameKey(unitText))) : undefined;
  if (unitText === '') refuse('unit', 'inventoryExcelRequired', titledParams('unit'));
  else if (unitText !== null && (unitId === undefined || unitId === null))
    refuse('unit', 'inventoryExcelUnitUnknown', { value: unitText.slice(0, 40) });

  // the source: a factor (at the version given, or its current one) or a gas
  let source: Pick<InventoryLineInput, 'sourceKind' | 'factorId' | 'factorVersionId' | 'gas'> = {
    sourceKind: null,
    factorId: null,
    factorVersionId: null,
    gas: null,
  };
  const factorCode = text('factorCode');
  const version = number('factorVersion');
  const gasText = text('gas');
  const gas = gasText ? GAS_BY_NAME.get(nameKey(gasText)) : undefined;
  if (gasText && !gas) refuse('gas', 'inventoryExcelGasUnknown', { value: gasText.slice(0, 40) });
  if (factorCode) {
    const factor = lookups.factors.get(factorCode);
    if (!factor) refuse('factorCode', 'inventoryExcelFactorUnknown', { value: factorCode.slice(0, 60) });
    else if (typeof version === 'number' && !factor.versions.has(version))
      refuse('factorVersion', 'inventoryExcelFactorVersionUnknown', { factor: factorCode, version });
    else if (version !== undefined) {
      const versionId = version === null ? factor.currentVersionId : (factor.versions.get(version) ?? null);
      // a gas as well: the draft save's rule refuses the mix
      source = { sourceKind: 'factor', factorId: factor.id, factorVersionId: versionId, gas: gas ?? null };
    }
  } else if (typeof version === 'number') {
    refuse('factorVersion', 'inventoryExcelVersionWithoutFactor');
  } else if (gas) {
    source = { sourceKind: 'gas', factorId: null, factorVersionId: null, gas };
  }

  let itemId = existing?.itemId ?? null;
  if (lookups.hasItemColumn) {
    const itemText = text('item');
    itemId = null;
    if (itemText) {
      const match = lookups.item(itemText);
      if (match.kind === 'found') itemId = match.id;
      else if (match.kind === 'unknown') refuse('item', 'inventoryExcelItemUnknown', { value: itemText.slice(0, 100) });
      else
        refuse('item', 'inventoryExcelItemAmbiguous', (language) => ({
          value: itemText.slice(0, 100),
          paths: match.paths.slice(0, 3).join(language === 'zh' ? '、' : '; '),
        }));
    }
  }

  const dataTypeText = text('dataType');
  let dataType: DataType = existing?.dataType ?? 'secondary';
  if (dataTypeText) {
    const named = DATA_TYPE_BY_NAME.get(nameKey(dataTypeText));
    if (named) dataType = named;
    else refuse('dataType', 'inventoryExcelDataTypeUnknown', { value: dataTypeText.slice(0, 40) });
  }

  const sharedCell = plain('shared');
  let shared = false;
  if (typeof sharedCell === 'boolean') shared = sharedCell;
  else if (sharedCell !== undefined && sharedCell !== null) {
    const said = nameKey(text('shared') ?? '');
    if (YES.has(said)) shared = true;
    else if (!NO.has(said) && said !== '') refuse('shared', 'inventoryExcelSharedInvalid', { value: said.slice(0, 20) });
  }

  // the quantity goes to the draft save's rule as it is: the text of a number, or a number
  const quantityCell = plain('quantity');
  let quantity: number | string | null = null;
  if (typeof quantityCell === 'number') quantity = quantityCell;
  else if (typeof quantityCell === 'string') quantity = quantityCell.replace(NEUTRALISED, '').trim();
  else if (quantityCell !== null && quantityCell !== undefined) number('quantity');

  const scores = DQR_COLUMNS.map((column) => number(column));
  const gsd = number('gsd');
  const regionText = text('region');
  const region = regionText ? (lookups.regionByName.get(nameKey(regionText)) ?? regionText) : null;

  const line: InventoryLineInput = {
    ...(id === undefined ? {} : { id }),
    // a stage or unit not understood is already a problem of the row; the line is still checked for the rest
    stage: stage ?? LIFECYCLE_STAGES[0],
    itemId,
    description: text('description') ?? '',
    quantity,
    unitId: typeof unitId === 'number' ? unitId : 0,
    ...source,
    dataType,
    site: text('site') || null,
    region,
    quality: scores.every((s) => s === null)
      ? null
      : { ter: scores[0] ?? Number.NaN, ger: scores[1] ?? Number.NaN, tir: scores[2] ?? Number.NaN, p: scores[3] ?? Number.NaN },
    // a geometric standard deviation describes a log-normal distribution
    uncertainty: existing?.uncertainty ?? (typeof gsd === 'number' ? 'lognormal' : null),
    gsd: gsd ?? null,
    shared,
    note: text('note') || null,
  };
  return { row, line, problems };
}

/**
 * The draft save's rule on one line, all its problems: each refusal is put at its column and the
 * line checked again without that field, until it passes (or a problem no field explains).
 */
function ruleProblems(input: InventoryLineInput, refs: References, row: number, language: Language): RowProblem[] {
  const site = translate('inventoryFieldSite', language);
  const note = translate('inventoryFieldNote', language);
  const problems: RowProblem[] = [];
  let line = input;
  const withoutSource = (l: InventoryLineInput): InventoryLineInput => ({
    ...l,
    sourceKind: null,
    factorId: null,
    factorVersionId: null,
    gas: null,
  });
  for (let attempt = 0; attempt < INVENTORY_EXCEL_COLUMNS.length; attempt++) {
    try {
      checkLine(line, refs, row, language);
      return problems;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const problem = (column: InventoryExcelColumn | null): RowProblem => ({ column, key: error.messageKey, params: error.params });
      switch (error.messageKey) {
        case 'inventoryDescriptionInvalid':
          problems.push(problem('description'));
          line = { ...line, description: Array.from(line.description.trim()).slice(0, 40).join('') || '—' };
          break;
        case 'inventoryQuantityInvalid':
          problems.push(problem('quantity'));
          line = { ...line, quantity: null };
          break;
        case 'inventoryFactorRequired':
        case 'inventoryFactorUnknown':
          problems.push(problem('factorCode'));
          line = withoutSource(line);
          break;
        case 'inventoryFactorVersionUnknown':
          problems.push(problem('factorVersion'));
          line = withoutSource(line);
          break;
        case 'inventorySourceMixed':
        case 'inventoryGasRequired':
          problems.push(problem('gas'));
          line = withoutSource(line);
          break;
        case 'inventoryUnitMismatch':
        case 'inventoryGasUnitNotMass':
          problems.push(problem('unit'));
          line = withoutSource(line);
          break;
        case 'inventoryRegionUnknown':
          problems.push(problem('region'));
          line = { ...line, region: null };
          break;
        case 'inventoryQualityInvalid': {
          const q = line.quality;
          const scores = q ? [q.ter, q.ger, q.tir, q.p] : [];
          const bad = scores.findIndex((s) => !(Number.isFinite(s) && s >= 1 && s <= 5));
          problems.push(problem(DQR_COLUMNS[bad === -1 ? 0 : bad]));
          line = { ...line, quality: null };
          break;
        }
        case 'inventoryGsdInvalid':
          problems.push(problem('gsd'));
          line = { ...line, gsd: null };
          break;
        case 'inventoryTextTooLong':
          if (error.params.field === site) {
            problems.push(problem('site'));
            line = { ...line, site: null };
          } else {
            problems.push(problem(error.params.field === note ? 'note' : null));
            line = { ...line, note: null };
          }
          break;
        case 'inventoryUnitUnknown':
          // a unit the reading did not find: nothing after it can be checked
          problems.push(problem('unit'));
          return problems;
        case 'inventoryItemUnknown':
          problems.push(problem('item'));
          line = { ...line, itemId: null };
          break;
        default:
          problems.push(problem(null));
          return problems;
      }
    }
  }
  return problems;
}

/**
 * The rule's problems of a line with their words in both languages: the rule decides alike in
 * either (only its labels differ), so a line with problems is checked once more in English.
 */
function bilingualRuleProblems(line: InventoryLineInput, refs: References, row: number): RowProblem[] {
  const zh = ruleProblems(line, refs, row, 'zh');
  if (zh.length === 0) return zh;
  const en = ruleProblems(line, refs, row, 'en');
  if (en.length !== zh.length || en.some((p, index) => p.key !== zh[index].key || p.column !== zh[index].column))
    throw new Error(`the draft save's rule decided row ${row} differently by language`);
  return zh.map((p, index) => ({
    ...p,
    params: (language: Language) => paramsIn((language === 'zh' ? zh : en)[index].params, language) ?? {},
  }));
}

const columnOrder = (column: InventoryExcelColumn | null) => (column === null ? -1 : INVENTORY_EXCEL_COLUMNS.indexOf(column));

/** The report: by row, then column; each message in both languages. */
export const reportOf = (problems: readonly SheetProblem[]): StoredInventoryImportProblem[] =>
  [...problems]
    .sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column))
    .map((p) => ({
      row: p.row,
      column: p.column,
      key: p.key,
      message: { zh: translate(p.key, 'zh', paramsIn(p.params, 'zh')), en: translate(p.key, 'en', paramsIn(p.params, 'en')) },
    }));

/** A refusal of the import as a whole (the project's), worded in both languages. */
export class ImportRefused extends Error {
  constructor(readonly problem: StoredInventoryImportProblem) {
    super(problem.key);
    this.name = 'ImportRefused';
  }
}

/** A refusal in both languages: with the parameters given for a language, else the error's own. */
export const refusalOf = (error: ApiError, params: Partial<Record<Language, MessageParams>> = {}): StoredInventoryImportProblem => ({
  row: 0,
  column: null,
  key: error.messageKey,
  message: {
    zh: translate(error.messageKey, 'zh', params.zh ?? error.params),
    en: translate(error.messageKey, 'en', params.en ?? error.params),
  },
});

/** The project held for the import; a refusal names its status in each language, so it is asked in both. */
async function importedProject(tx: Tx, session: SessionContext, projectId: number, language: Language): Promise<ProjectRecord> {
  try {
    return await editableProject(tx, session, projectId, language);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const params: Partial<Record<Language, MessageParams>> = { [language]: error.params };
    for (const other of LANGUAGES.filter((l) => l !== language)) {
      await editableProject(tx, session, projectId, other).catch((again: unknown) => {
        if (again instanceof ApiError && again.messageKey === error.messageKey) params[other] = again.params;
      });
    }
    throw new ImportRefused(refusalOf(error, params));
  }
}

/** What an import came to; rejected: nothing written. */
export type ImportOutcome =
  | { status: 'done'; rows: number; added: number; updated: number; projectStatus: ProjectStatus }
  | { status: 'rejected'; rows: number; problems: StoredInventoryImportProblem[]; projectStatus: ProjectStatus };

/**
 * The import of a read sheet, inside the caller's transaction (which records the outcome with it).
 * A project the starter may no longer change is ImportRefused. `language` (the starter's) words the
 * draft save's own refusals, which the checks before it leave only for an unforeseen failure.
 */
export async function importSheet(
  tx: Tx,
  session: SessionContext,
  projectId: number,
  sheet: ReadSheet,
  language: Language,
  now: Date,
): Promise<ImportOutcome> {
  // the project first: one not visible or read-only is refused, whatever the file holds
  const project = await importedProject(tx, session, projectId, language);
  const rejected = (problems: SheetProblem[], rows: number): ImportOutcome => ({
    status: 'rejected',
    rows,
    problems: reportOf(problems),
    projectStatus: project.status,
  });
  if (sheet.problems.length > 0) return rejected(sheet.problems, 0);

  const lookups = await loadLookups(tx, project.id, sheet.rows, sheet.columns);
  const mapped = sheet.rows.map((row) => mapRow(row, lookups));
  const firstRowOf = new Map<number, number>();
  for (const m of mapped) {
    const id = m.line.id;
    if (id === undefined) continue;
    const first = firstRowOf.get(id);
    if (first === undefined) firstRowOf.set(id, m.row);
    else m.problems.push({ column: 'lineId', key: 'inventoryExcelLineIdRepeated', params: { id, first } });
  }
  const lines = mapped.map((m) => m.line);
  const refs = await loadReferences(tx, project.companyId, lines);
  const problems: SheetProblem[] = [];
  for (const m of mapped) {
    const ruled = bilingualRuleProblems(m.line, refs, m.row);
    // a cell has one problem: the reading's comes first
    const taken = new Set(m.problems.map((p) => p.column));
    for (const p of [...m.problems, ...ruled.filter((r) => r.column === null || !taken.has(r.column))]) problems.push({ row: m.row, ...p });
  }
  const added = lines.filter((l) => l.id === undefined).length;
  if (problems.length === 0 && lookups.lines.size + added > INVENTORY_LINES_MAX) {
    problems.push({ row: 0, column: null, key: 'inventoryTooManyLines', params: { max: INVENTORY_LINES_MAX } });
  }
  if (problems.length > 0) return rejected(problems, sheet.rows.length);

  const saved = await writeDraft(tx, session, project, { lines }, language, now);
  return { status: 'done', rows: lines.length, added, updated: lines.length - added, projectStatus: saved.projectStatus };
}
