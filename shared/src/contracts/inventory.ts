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
import Type, { type Static } from 'typebox';
import { DATA_TYPES } from './datasets';
import { DOCUMENT_CONTENT_TYPES } from './documents';
import { defineEndpoint } from './endpoint';
import { CalorificValueSchema, DataQualitySchema, GASES, UNCERTAINTY_DISTRIBUTIONS } from './factors';
import { ProjectStatusSchema, type ProjectStatus } from './projects';
import { Nullable, RowId } from './schemaParts';

/** The life-cycle stages of a PV product, in report order (DOMAIN.md; labels: dictionary pcf_lifecycle_stage). */
export const LIFECYCLE_STAGES = ['raw_material', 'production', 'distribution', 'use', 'end_of_life'] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];
export const LIFECYCLE_STAGE_DICT = 'pcf_lifecycle_stage';

/** Where a line's emissions per unit come from, as the user chooses it. */
export const INVENTORY_SOURCE_KINDS = ['factor', 'gas'] as const;
/**
 * Where a stored line's emissions come from: also a supplier's footprint, which a line takes only
 * through an approved footprint application (supply chain). Sent back with a line, 'supplier' keeps
 * the line's supplier source; a new line cannot name it.
 */
export const LINE_SOURCE_KINDS = [...INVENTORY_SOURCE_KINDS, 'supplier'] as const;
export type InventorySourceKind = (typeof LINE_SOURCE_KINDS)[number];

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
export const INVENTORY_TEMPLATE_DESCRIPTION_MAX = 1000;
export const INVENTORY_TEMPLATE_ITEM_MAX = 200;
export const INVENTORY_TEMPLATE_NOTE_MAX = 500;

const LifecycleStageSchema = Type.Enum([...LIFECYCLE_STAGES]);
const GasSchema = Type.Enum([...GASES]);
const SourceKindSchema = Type.Enum([...LINE_SOURCE_KINDS]);
const DataTypeSchema = Type.Enum([...DATA_TYPES]);
const UncertaintySchema = Type.Enum([...UNCERTAINTY_DISTRIBUTIONS]);
const ProjectQuerySchema = Type.Object({ projectId: RowId });
const IdQuerySchema = Type.Object({ id: RowId });

// lengths and numbers are checked by the service with messages naming the line; these only bound the request

/** A line as the client sends it; `id` absent: a new line. Optional fields left out are cleared. */
export const InventoryLineInputSchema = Type.Object({
  id: Type.Optional(RowId),
  stage: LifecycleStageSchema,
  /** A node of the directory tree (/businessAccounting/directory). */
  itemId: Type.Optional(Nullable(RowId)),
  description: Type.String({ maxLength: INVENTORY_DESCRIPTION_MAX * 2 }),
  /**
   * null: not known yet (a draft). The text of a number is taken too (an imported cell); NaN, Infinity, ≤ 0
   * and > INVENTORY_QUANTITY_MAX are refused with the line named. Text comes first: with the server's type
   * coercion a number becomes its text and null becomes "" (no quantity yet), where a number branch first
   * would turn null into 0.
   */
  quantity: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number(), Type.Null()])),
  unitId: RowId,
  /** null: not chosen yet (a draft). */
  sourceKind: Type.Optional(Nullable(SourceKindSchema)),
  factorId: Type.Optional(Nullable(RowId)),
  factorVersionId: Type.Optional(Nullable(RowId)),
  gas: Type.Optional(Nullable(GasSchema)),
  dataType: DataTypeSchema,
  site: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_SITE_MAX * 2 }))),
  /** Dictionary pcf_region. */
  region: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  /** All four or none, each 1 to 5 (the service checks the range with its own message). */
  quality: Type.Optional(Nullable(DataQualitySchema)),
  uncertainty: Type.Optional(Nullable(UncertaintySchema)),
  // null first: coerced to 0 a missing GSD would be refused as out of range
  gsd: Type.Optional(Type.Union([Type.Null(), Type.Number()])),
  /** Part of a production shared with other products: the study's allocation applies. */
  shared: Type.Optional(Type.Boolean()),
  note: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_NOTE_MAX * 2 }))),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
  /** The evidence documents (of the project's company) supporting the line; left out: unchanged. */
  evidenceIds: Type.Optional(Type.Array(RowId, { maxItems: INVENTORY_EVIDENCE_MAX * 2 })),
});
export type InventoryLineInput = Static<typeof InventoryLineInputSchema>;

/** POST /rest/inventory/line/save (acquisition:entry:save). */
export const SaveInventoryLineRequestSchema = Type.Object({ projectId: RowId, line: InventoryLineInputSchema });
export type SaveInventoryLineRequest = Static<typeof SaveInventoryLineRequestSchema>;

export const SaveInventoryLineReplySchema = Type.Object({
  id: Type.Integer(),
  /** The project's status after the save (assigned becomes collecting on a company user's first change). */
  projectStatus: ProjectStatusSchema,
});
export type SaveInventoryLineReply = Static<typeof SaveInventoryLineReplySchema>;

/** POST /rest/inventory/draft/save (acquisition:entry:save): many lines in one transaction, all or nothing. */
export const SaveInventoryDraftRequestSchema = Type.Object({
  projectId: RowId,
  lines: Type.Array(InventoryLineInputSchema, { maxItems: INVENTORY_LINES_MAX }),
  /** Lines to delete in the same transaction. */
  deleteIds: Type.Optional(Type.Array(RowId, { maxItems: INVENTORY_LINES_MAX })),
});
export type SaveInventoryDraftRequest = Static<typeof SaveInventoryDraftRequestSchema>;

export const SaveInventoryDraftReplySchema = Type.Object({
  /** The saved lines' ids, in the order sent. */
  ids: Type.Array(Type.Integer()),
  projectStatus: ProjectStatusSchema,
});
export type SaveInventoryDraftReply = Static<typeof SaveInventoryDraftReplySchema>;

/** POST /rest/inventory/line/delete (acquisition:entry:remove): every line of the list or none. */
export const DeleteInventoryLinesRequestSchema = Type.Object({
  projectId: RowId,
  ids: Type.Array(RowId, { maxItems: INVENTORY_LINES_MAX }),
});
export type DeleteInventoryLinesRequest = Static<typeof DeleteInventoryLinesRequestSchema>;

export const DeleteInventoryLinesReplySchema = Type.Object({ projectStatus: ProjectStatusSchema });
export type DeleteInventoryLinesReply = Static<typeof DeleteInventoryLinesReplySchema>;

/** POST /rest/inventory/template/apply (acquisition:entry:save). */
export const ApplyInventoryTemplateRequestSchema = Type.Object({ projectId: RowId, templateId: RowId });
export type ApplyInventoryTemplateRequest = Static<typeof ApplyInventoryTemplateRequestSchema>;

export const ApplyInventoryTemplateReplySchema = Type.Object({
  added: Type.Integer(),
  /** Template lines the project already had (same template line, or same stage and name). */
  skipped: Type.Integer(),
  projectStatus: ProjectStatusSchema,
});
export type ApplyInventoryTemplateReply = Static<typeof ApplyInventoryTemplateReplySchema>;

export const InventoryLineEvidenceSchema = Type.Object({ id: Type.Integer(), title: Type.String(), fileName: Type.String() });
export type InventoryLineEvidence = Static<typeof InventoryLineEvidenceSchema>;

/** A saved line as GET /rest/inventory/lines answers it. */
export const InventoryLineSchema = Type.Object({
  id: Type.Integer(),
  stage: LifecycleStageSchema,
  itemId: Nullable(Type.Integer()),
  itemName: Nullable(Type.String()),
  description: Type.String(),
  quantity: Nullable(Type.Number()),
  unitId: Type.Integer(),
  unitCode: Type.String(),
  sourceKind: Nullable(SourceKindSchema),
  factorId: Nullable(Type.Integer()),
  factorCode: Nullable(Type.String()),
  factorVersionId: Nullable(Type.Integer()),
  factorVersion: Nullable(Type.Integer()),
  /** The factor version's name in the reader's language, value (kg CO2e per factorUnit), unit, source and year. */
  factorName: Nullable(Type.String()),
  factorValue: Nullable(Type.Number()),
  factorUnitCode: Nullable(Type.String()),
  factorSource: Nullable(Type.String()),
  factorYear: Nullable(Type.Integer()),
  /** The factor version's net calorific value, when it has one (a line in another dimension converts through it). */
  factorNcv: Nullable(CalorificValueSchema),
  gas: Nullable(GasSchema),
  /** A supplier line's footprint (PACT pfId), kg CO2e per one supplierUnitCode (supply chain applications). */
  supplierFootprintId: Type.Optional(Nullable(Type.String())),
  supplierValue: Type.Optional(Nullable(Type.Number())),
  supplierUnitCode: Type.Optional(Nullable(Type.String())),
  dataType: DataTypeSchema,
  site: Nullable(Type.String()),
  region: Nullable(Type.String()),
  quality: Nullable(DataQualitySchema),
  uncertainty: Nullable(UncertaintySchema),
  gsd: Nullable(Type.Number()),
  shared: Type.Boolean(),
  note: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  templateLineId: Nullable(Type.Integer()),
  evidence: Type.Array(InventoryLineEvidenceSchema),
  updatedAt: Type.String(),
});
export type InventoryLine = Static<typeof InventoryLineSchema>;

/** GET /rest/inventory/lines?projectId= (acquisition:entry:list). */
export const InventoryLinesReplySchema = Type.Object({
  projectId: Type.Integer(),
  projectStatus: ProjectStatusSchema,
  /** May the caller change the lines now. */
  editable: Type.Boolean(),
  lines: Type.Array(InventoryLineSchema),
});
export type InventoryLinesReply = Static<typeof InventoryLinesReplySchema>;

/** What keeps a line from being submitted. */
export const INVENTORY_LINE_PROBLEMS = ['quantityMissing', 'sourceMissing', 'evidenceMissing', 'unitMismatch'] as const;
export type InventoryLineProblem = (typeof INVENTORY_LINE_PROBLEMS)[number];

/** GET /rest/inventory/check?projectId= (acquisition:entry:list): what is incomplete, line by line. */
export const InventoryCheckReplySchema = Type.Object({
  complete: Type.Boolean(),
  /** The project has no line at all. */
  empty: Type.Boolean(),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      position: Type.Integer(),
      description: Type.String(),
      problems: Type.Array(Type.Enum([...INVENTORY_LINE_PROBLEMS])),
      messages: Type.Array(Type.String()),
    }),
  ),
});
export type InventoryCheckReply = Static<typeof InventoryCheckReplySchema>;

// ---- collection templates ----

export const InventoryTemplateLineInputSchema = Type.Object({
  stage: LifecycleStageSchema,
  itemNameZh: Type.String({ maxLength: INVENTORY_TEMPLATE_ITEM_MAX * 2 }),
  itemNameEn: Type.String({ maxLength: INVENTORY_TEMPLATE_ITEM_MAX * 2 }),
  /**
   * The directory item (目录管理 node) the line's emissions count under in a result's 按类别; lines
   * added from the template carry it. Unknown ids are refused.
   */
  itemId: Type.Optional(Nullable(RowId)),
  /** The suggested unit (a unit code of the unit table). */
  unitCode: Type.String({ maxLength: 100 }),
  /** Optionally a factor to suggest (its code), or a gas for direct emissions. */
  factorCode: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  gas: Type.Optional(Nullable(GasSchema)),
  note: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_TEMPLATE_NOTE_MAX * 2 }))),
});
export type InventoryTemplateLineInput = Static<typeof InventoryTemplateLineInputSchema>;

// name and version may arrive empty or missing: the service answers 请输入表单名称! / 请输入版本号!
const inventoryTemplateFields = {
  name: Type.Optional(Type.String({ maxLength: INVENTORY_TEMPLATE_NAME_MAX * 2 })),
  nameEn: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_TEMPLATE_NAME_MAX * 2 }))),
  version: Type.Optional(Type.String({ maxLength: INVENTORY_TEMPLATE_VERSION_MAX * 2 })),
  description: Type.Optional(Nullable(Type.String({ maxLength: INVENTORY_TEMPLATE_DESCRIPTION_MAX * 2 }))),
  lines: Type.Array(InventoryTemplateLineInputSchema, { maxItems: INVENTORY_TEMPLATE_LINES_MAX * 2 }),
};

/** POST /rest/inventory/template/create (acquisition:template:add): name and version are required (请输入表单名称! / 请输入版本号!). */
export const CreateInventoryTemplateRequestSchema = Type.Object(inventoryTemplateFields);
export type CreateInventoryTemplateRequest = Static<typeof CreateInventoryTemplateRequestSchema>;

export const CreateInventoryTemplateReplySchema = Type.Object({ id: Type.Integer() });

/** POST /rest/inventory/template/update (acquisition:template:edit): replaces the lines. */
export const UpdateInventoryTemplateRequestSchema = Type.Object({ id: RowId, ...inventoryTemplateFields });
export type UpdateInventoryTemplateRequest = Static<typeof UpdateInventoryTemplateRequestSchema>;

/** POST /rest/inventory/template/delete (acquisition:template:remove). */
export const DeleteInventoryTemplateRequestSchema = Type.Object({ id: RowId });

export const InventoryTemplateSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  version: Type.String(),
  description: Nullable(Type.String()),
  lineCount: Type.Integer(),
  updatedAt: Type.String(),
});
export type InventoryTemplateSummary = Static<typeof InventoryTemplateSummarySchema>;

export const InventoryTemplateLineSchema = Type.Object({
  id: Type.Integer(),
  stage: LifecycleStageSchema,
  itemNameZh: Type.String(),
  itemNameEn: Type.String(),
  itemId: Nullable(Type.Integer()),
  /** The directory item's path, names joined by INVENTORY_ITEM_PATH_SEPARATOR. */
  itemName: Nullable(Type.String()),
  unitId: Type.Integer(),
  unitCode: Type.String(),
  factorCode: Nullable(Type.String()),
  gas: Nullable(GasSchema),
  note: Nullable(Type.String()),
  sortOrder: Type.Integer(),
});
export type InventoryTemplateLine = Static<typeof InventoryTemplateLineSchema>;

/** GET /rest/inventory/template/detail?id= (acquisition:entry:list). */
export const InventoryTemplateDetailSchema = Type.Object({
  ...InventoryTemplateSummarySchema.properties,
  lines: Type.Array(InventoryTemplateLineSchema),
});
export type InventoryTemplateDetail = Static<typeof InventoryTemplateDetailSchema>;

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

/** The workbook's media type. */
export const INVENTORY_EXCEL_CONTENT_TYPE = DOCUMENT_CONTENT_TYPES.xlsx;

/**
 * An import job's state: `checking` while the queue's worker maps, checks and writes the file;
 * `done` (written), `rejected` (nothing written: the problems) or `failed` (nothing written: the
 * reason in the one problem of row 0).
 */
export const INVENTORY_IMPORT_STATUSES = ['checking', 'done', 'rejected', 'failed'] as const;
export type InventoryImportStatus = (typeof INVENTORY_IMPORT_STATUSES)[number];

/** A problem of one cell (spreadsheet row numbers, header = row 1; row 0: the file as a whole, or why the job failed). */
export const InventoryImportProblemSchema = Type.Object({
  row: Type.Integer(),
  column: Nullable(Type.Enum([...INVENTORY_EXCEL_COLUMNS])),
  key: Type.String(),
  message: Type.String(),
});
export type InventoryImportProblem = Static<typeof InventoryImportProblemSchema>;

/**
 * An import of the project's workbook, as POST /rest/inventory/excel/import answers it (started:
 * `checking`) and GET /rest/inventory/excel/import/status?id= follows it. All or nothing: every row
 * is checked first; with any problem nothing changes and the job is `rejected` with each problem (in
 * the reader's language). `done`: a row with a lineId of the project updated that line, one without
 * added one (rows = added + updated); lines of the project the file does not name are kept.
 * projectStatus: the project's status once the job is done or rejected (an import by a company user
 * starts collecting an assigned or returned project); null while checking and when failed.
 */
export const InventoryImportJobSchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  status: Type.Enum([...INVENTORY_IMPORT_STATUSES]),
  /** The uploaded file's name, shown only. */
  fileName: Type.String(),
  rows: Type.Integer(),
  added: Type.Integer(),
  updated: Type.Integer(),
  problems: Type.Array(InventoryImportProblemSchema),
  projectStatus: Nullable(ProjectStatusSchema),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export type InventoryImportJob = Static<typeof InventoryImportJobSchema>;

const tags = ['acquisition: inventory'];
const P = INVENTORY_PERMISSIONS;

/**
 * /rest/inventory/*: a project's lines, its submit check and its workbook; the collection templates.
 * Template changes also need a platform administrator (the server refuses others before reading the body).
 */
export const inventoryEndpoints = {
  lines: defineEndpoint({
    method: 'GET',
    url: '/rest/inventory/lines',
    permission: P.list,
    tags,
    querystring: ProjectQuerySchema,
    reply: InventoryLinesReplySchema,
  }),
  check: defineEndpoint({
    method: 'GET',
    url: '/rest/inventory/check',
    permission: P.list,
    tags,
    querystring: ProjectQuerySchema,
    reply: InventoryCheckReplySchema,
  }),
  lineSave: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/line/save',
    permission: P.save,
    tags,
    body: SaveInventoryLineRequestSchema,
    reply: SaveInventoryLineReplySchema,
  }),
  draftSave: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/draft/save',
    permission: P.save,
    tags,
    body: SaveInventoryDraftRequestSchema,
    reply: SaveInventoryDraftReplySchema,
  }),
  lineDelete: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/line/delete',
    permission: P.remove,
    tags,
    body: DeleteInventoryLinesRequestSchema,
    reply: DeleteInventoryLinesReplySchema,
  }),
  templateApply: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/template/apply',
    permission: P.save,
    tags,
    body: ApplyInventoryTemplateRequestSchema,
    reply: ApplyInventoryTemplateReplySchema,
  }),
  /** SPEC §7's template download: GET with ?id (the project); the client sends a JSON content type and no body. */
  excelTemplate: defineEndpoint({
    method: 'GET',
    url: '/rest/inventory/excel/template',
    permission: P.list,
    tags,
    querystring: IdQuerySchema,
    reply: 'file',
    produces: [INVENTORY_EXCEL_CONTENT_TYPE],
  }),
  /**
   * Multipart: projectId, then the file under INVENTORY_EXCEL_FIELD. The project is checked before
   * anything is kept (404 when the caller may not see it, refused when its lines are read-only for
   * the caller); then the file goes to the job queue and the job is answered as started.
   */
  excelImport: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/excel/import',
    permission: P.save,
    tags,
    encoding: 'multipart',
    reply: InventoryImportJobSchema,
  }),
  /**
   * An import job, polled until it ends: for its starter, the users of the project's company and
   * platform administrators (404 for anyone else). The message says its outcome (imported counts, the
   * number of problems, or why it failed).
   */
  excelImportStatus: defineEndpoint({
    method: 'GET',
    url: '/rest/inventory/excel/import/status',
    permission: P.list,
    tags,
    querystring: IdQuerySchema,
    reply: InventoryImportJobSchema,
  }),
  templates: defineEndpoint({
    method: 'GET',
    url: '/rest/inventory/templates',
    permission: P.list,
    tags,
    reply: Type.Array(InventoryTemplateSummarySchema),
  }),
  templateDetail: defineEndpoint({
    method: 'GET',
    url: '/rest/inventory/template/detail',
    permission: P.list,
    tags,
    querystring: IdQuerySchema,
    reply: InventoryTemplateDetailSchema,
  }),
  templateCreate: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/template/create',
    permission: P.templateAdd,
    tags,
    body: CreateInventoryTemplateRequestSchema,
    reply: CreateInventoryTemplateReplySchema,
  }),
  templateUpdate: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/template/update',
    permission: P.templateEdit,
    tags,
    body: UpdateInventoryTemplateRequestSchema,
    reply: 'none',
  }),
  templateDelete: defineEndpoint({
    method: 'POST',
    url: '/rest/inventory/template/delete',
    permission: P.templateRemove,
    tags,
    body: DeleteInventoryTemplateRequestSchema,
    reply: 'none',
  }),
};
