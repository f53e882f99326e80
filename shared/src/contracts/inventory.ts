/**
 * Inventory data entry (/acquisitionManagement/index and the hidden /acquisitionManagement/acquisition).
 *
 * A project's inventory is a list of lines, each in one life-cycle stage (DOMAIN.md): a quantity in a
 * unit of the unit table and where its emissions per unit come from, either an emission factor (the
 * factor and the VERSION chosen, so a result can be reproduced) or a direct emission of a greenhouse
 * gas (the quantity is then the gas mass, in a unit of mass). A line may be saved incomplete (a
 * draft: no quantity or no source yet); what is given is always checked. The submit check
 * (/rest/inventory/check) lists what is still missing per line, including the evidence primary
 * data needs.
 *
 * Who: the project's company users (the accountant among them) and platform administrators change
 * the lines while the project is assigned, collecting or returned; a company user's first change of
 * an assigned project starts collecting (the lifecycle's `start`). After submit the lines are
 * read-only. The project's reviewer reads them. Everyone else: the project does not exist (404).
 *
 * Collection templates (forms with a name and a version) are maintained by platform administrators;
 * applying one to a project adds its lines, skipping those the project already has.
 */
import type { DataQuality, Gas, UncertaintyDistribution } from './factors';
import type { DataType } from './datasets';
import type { ProjectStatus } from './projects';

/** The life-cycle stages of a PV product, in report order (DOMAIN.md; labels: dictionary pcf_lifecycle_stage). */
export const LIFECYCLE_STAGES = ['raw_material', 'production', 'distribution', 'use', 'end_of_life'] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];
export const LIFECYCLE_STAGE_DICT = 'pcf_lifecycle_stage';

/** Where a line's emissions per unit come from. */
export const INVENTORY_SOURCE_KINDS = ['factor', 'gas'] as const;
export type InventorySourceKind = (typeof INVENTORY_SOURCE_KINDS)[number];

/** The permissions of the data entry calls (buttons of the /acquisitionManagement pages). */
export const INVENTORY_PERMISSIONS = {
  /** Reading a project's lines, its submit check and the templates. */
  list: 'acquisition:entry:list',
  /** Saving lines (one, or a draft of many), applying a template. */
  save: 'acquisition:entry:save',
  remove: 'acquisition:entry:remove',
  /** Template changes: platform administrators (the routes check the flag too). */
  templateAdd: 'acquisition:template:add',
  templateEdit: 'acquisition:template:edit',
  templateRemove: 'acquisition:template:remove',
} as const;

/** Lines may change while the project is in one of these statuses. */
export const INVENTORY_EDITABLE_STATUSES: readonly ProjectStatus[] = ['assigned', 'collecting', 'returned'];

/** A quantity is a finite number greater than 0 and at most this. */
export const INVENTORY_QUANTITY_MAX = 1e12;
export const INVENTORY_DESCRIPTION_MAX = 200;
export const INVENTORY_SITE_MAX = 100;
export const INVENTORY_NOTE_MAX = 1000;
/** Geometric standard deviation bounds (as for factor versions). */
export const INVENTORY_GSD_MIN = 1;
export const INVENTORY_GSD_MAX = 100;
/** Most lines of one draft save (and of a project). */
export const INVENTORY_LINES_MAX = 2000;
/** Most evidence documents linked to one line. */
export const INVENTORY_EVIDENCE_MAX = 50;

export const INVENTORY_TEMPLATE_NAME_MAX = 100;
export const INVENTORY_TEMPLATE_VERSION_MAX = 30;
export const INVENTORY_TEMPLATE_LINES_MAX = 500;

/** A line as the client sends it; `id` absent: a new line. Optional fields left out are cleared. */
export interface InventoryLineInput {
  id?: number;
  stage: LifecycleStage;
  /** A node of the directory tree (/businessAccounting/directory). */
  itemId?: number | null;
  description: string;
  /** null: not known yet (a draft). The text of a number is taken too (an imported cell); NaN, Infinity, ≤ 0 and > INVENTORY_QUANTITY_MAX are refused. */
  quantity?: number | string | null;
  unitId: number;
  /** null: not chosen yet (a draft). */
  sourceKind?: InventorySourceKind | null;
  factorId?: number | null;
  factorVersionId?: number | null;
  gas?: Gas | null;
  dataType: DataType;
  site?: string | null;
  /** Dictionary pcf_region. */
  region?: string | null;
  /** All four or none, each 1 to 5. */
  quality?: DataQuality | null;
  uncertainty?: UncertaintyDistribution | null;
  gsd?: number | null;
  /** Part of a production shared with other products: the study's allocation applies. */
  shared?: boolean;
  note?: string | null;
  sortOrder?: number;
  /** The evidence documents (of the project's company) supporting the line; left out: unchanged. */
  evidenceIds?: number[];
}

/** POST /rest/inventory/line/save (acquisition:entry:save). */
export interface SaveInventoryLineRequest {
  projectId: number;
  line: InventoryLineInput;
}

export interface SaveInventoryLineReply {
  id: number;
  /** The project's status after the save (assigned becomes collecting on a company user's first change). */
  projectStatus: ProjectStatus;
}

/** POST /rest/inventory/draft/save (acquisition:entry:save): many lines in one transaction, all or nothing. */
export interface SaveInventoryDraftRequest {
  projectId: number;
  lines: InventoryLineInput[];
  /** Lines to delete in the same transaction. */
  deleteIds?: number[];
}

export interface SaveInventoryDraftReply {
  /** The saved lines' ids, in the order sent. */
  ids: number[];
  projectStatus: ProjectStatus;
}

/** POST /rest/inventory/line/delete (acquisition:entry:remove): every line of the list or none. */
export interface DeleteInventoryLinesRequest {
  projectId: number;
  ids: number[];
}

/** POST /rest/inventory/template/apply (acquisition:entry:save). */
export interface ApplyInventoryTemplateRequest {
  projectId: number;
  templateId: number;
}

export interface ApplyInventoryTemplateReply {
  added: number;
  /** Template lines the project already had (same template line, or same stage and name). */
  skipped: number;
  projectStatus: ProjectStatus;
}

export interface InventoryLineEvidence {
  id: number;
  title: string;
  fileName: string;
}

/** A saved line as GET /rest/inventory/lines answers it. */
export interface InventoryLine {
  id: number;
  stage: LifecycleStage;
  itemId: number | null;
  itemName: string | null;
  description: string;
  quantity: number | null;
  unitId: number;
  unitCode: string;
  sourceKind: InventorySourceKind | null;
  factorId: number | null;
  factorCode: string | null;
  factorVersionId: number | null;
  factorVersion: number | null;
  /** The factor version's name in the reader's language, value (kg CO2e per factorUnit), unit, source and year. */
  factorName: string | null;
  factorValue: number | null;
  factorUnitCode: string | null;
  factorSource: string | null;
  factorYear: number | null;
  gas: Gas | null;
  dataType: DataType;
  site: string | null;
  region: string | null;
  quality: DataQuality | null;
  uncertainty: UncertaintyDistribution | null;
  gsd: number | null;
  shared: boolean;
  note: string | null;
  sortOrder: number;
  templateLineId: number | null;
  evidence: InventoryLineEvidence[];
  updatedAt: string;
}

/** GET /rest/inventory/lines?projectId= (acquisition:entry:list). */
export interface InventoryLinesReply {
  projectId: number;
  projectStatus: ProjectStatus;
  /** May the caller change the lines now. */
  editable: boolean;
  lines: InventoryLine[];
}

/** What keeps a line from being submitted. */
export const INVENTORY_LINE_PROBLEMS = ['quantityMissing', 'sourceMissing', 'evidenceMissing', 'unitMismatch'] as const;
export type InventoryLineProblem = (typeof INVENTORY_LINE_PROBLEMS)[number];

/** GET /rest/inventory/check?projectId= (acquisition:entry:list): what is incomplete, line by line. */
export interface InventoryCheckReply {
  complete: boolean;
  /** The project has no line at all. */
  empty: boolean;
  lines: { id: number; position: number; description: string; problems: InventoryLineProblem[]; messages: string[] }[];
}

// ---- collection templates ----

export interface InventoryTemplateLineInput {
  stage: LifecycleStage;
  itemNameZh: string;
  itemNameEn: string;
  /**
   * The directory item (目录管理 node) the line's emissions count under in a result's 按类别; lines
   * added from the template carry it. Unknown ids are refused.
   */
  itemId?: number | null;
  /** The suggested unit (a unit code of the unit table). */
  unitCode: string;
  /** Optionally a factor to suggest (its code), or a gas for direct emissions. */
  factorCode?: string | null;
  gas?: Gas | null;
  note?: string | null;
}

/** POST /rest/inventory/template/create (acquisition:template:add): name and version are required (请输入表单名称! / 请输入版本号!). */
export interface CreateInventoryTemplateRequest {
  name: string;
  nameEn?: string | null;
  version: string;
  description?: string | null;
  lines: InventoryTemplateLineInput[];
}

/** POST /rest/inventory/template/update (acquisition:template:edit): replaces the lines. */
export interface UpdateInventoryTemplateRequest extends CreateInventoryTemplateRequest {
  id: number;
}

export interface InventoryTemplateSummary {
  id: number;
  name: string;
  nameEn: string | null;
  version: string;
  description: string | null;
  lineCount: number;
  updatedAt: string;
}

export interface InventoryTemplateLine {
  id: number;
  stage: LifecycleStage;
  itemNameZh: string;
  itemNameEn: string;
  itemId: number | null;
  /** The directory item's path, names joined by INVENTORY_ITEM_PATH_SEPARATOR. */
  itemName: string | null;
  unitId: number;
  unitCode: string;
  factorCode: string | null;
  gas: Gas | null;
  note: string | null;
  sortOrder: number;
}

/** GET /rest/inventory/template/detail?id= (acquisition:entry:list). */
export interface InventoryTemplateDetail extends InventoryTemplateSummary {
  lines: InventoryTemplateLine[];
}

// ---- Excel: the project's inventory offline ----

/**
 * GET /rest/inventory/excel/template?id=<projectId> (acquisition:entry:list; SPEC §7's template
 * download: GET with ?id): an .xlsx of the project's lines (or, with none yet, the PV module
 * template's), one row per line with its id, and sheets listing the stages, units, gases and data
 * types a cell may hold. Cells starting with = + - @ are neutralised.
 */
export const INVENTORY_EXCEL_COLUMNS = [
  'lineId',
  'stage',
  'description',
  'item',
  'quantity',
  'unit',
  'factorCode',
  'factorVersion',
  'gas',
  'dataType',
  'site',
  'region',
  'ter',
  'ger',
  'tir',
  'p',
  'gsd',
  'shared',
  'note',
] as const;
export type InventoryExcelColumn = (typeof INVENTORY_EXCEL_COLUMNS)[number];
/**
 * How a directory item is written in the workbook's 目录项 column and in a template line's itemName:
 * its path from the root, e.g. 原材料获取 > 辅材 > 光伏玻璃 (names may hold a slash). An import takes
 * the path, or the item's own name when no other item has it.
 */
export const INVENTORY_ITEM_PATH_SEPARATOR = ' > ';
export const INVENTORY_EXCEL_MAX_BYTES = 5 * 1024 * 1024;
export const INVENTORY_EXCEL_FIELD = 'file';

/** A problem of one cell (spreadsheet row numbers, header = row 1; row 0: the file as a whole). */
export interface InventoryImportProblem {
  row: number;
  column: InventoryExcelColumn | null;
  key: string;
  message: string;
}

/**
 * POST /rest/inventory/excel/import (acquisition:entry:save), multipart: projectId and the file.
 * All or nothing: every row is checked first; with any problem nothing changes and the report lists
 * each (imported false). A row with a lineId of the project updates that line; without, adds one.
 * Lines of the project the file does not name are kept.
 */
export interface InventoryImportReply {
  imported: boolean;
  rows: number;
  added: number;
  updated: number;
  problems: InventoryImportProblem[];
  projectStatus: ProjectStatus;
}
