/**
 * Accounting projects (/businessAccounting/distribution and /businessAccounting/project_management).
 * An administrator creates a project for an approved company and assigns an accountant (a user of
 * that company) and a reviewer (verification and review staff); the project then moves through its
 * lifecycle, one action at a time, each allowed only to one kind of actor (PROJECT_TRANSITIONS,
 * which the server's lifecycle.ts decides by).
 *
 * The list is the generic object API on the read model `pcf_project` (company-scoped, writes refused);
 * changes go through the calls below.
 */
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import { ObjPageRequestSchema, ObjPageSchema } from './objects';
import { Nullable, RowId } from './schemaParts';

export const PROJECT_STATUSES = [
  'assigned',
  'collecting',
  'submitted',
  'in_review',
  'returned',
  'approved',
  'computed',
  'reported',
  'published',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** A value read from a list row or an answer is one of the statuses. */
export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);

export const PROJECT_ACTIONS = ['start', 'submit', 'take', 'return', 'approve', 'compute', 'report', 'publish', 'withdraw'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/**
 * Who may take an action: `enterprise` a user of the project's company, `reviewer` the project's
 * assigned reviewer, `admin` a platform administrator.
 */
export type ProjectActorKind = 'admin' | 'enterprise' | 'reviewer';

export interface ProjectTransition {
  from: ProjectStatus;
  action: ProjectAction;
  to: ProjectStatus;
  actors: readonly ProjectActorKind[];
  /**
   * Taken only as part of the work that gives it meaning, never on its own: a computation moves the
   * project to computed, the study report's submit, publish and withdraw move it on (or back).
   */
  carriedBy?: 'computation' | 'report';
}

/** Every allowed transition; anything else is refused. */
export const PROJECT_TRANSITIONS: readonly ProjectTransition[] = [
  { from: 'assigned', action: 'start', to: 'collecting', actors: ['enterprise'] },
  { from: 'returned', action: 'start', to: 'collecting', actors: ['enterprise'] },
  { from: 'collecting', action: 'submit', to: 'submitted', actors: ['enterprise'] },
  { from: 'submitted', action: 'take', to: 'in_review', actors: ['reviewer'] },
  { from: 'in_review', action: 'return', to: 'returned', actors: ['reviewer'] },
  { from: 'in_review', action: 'approve', to: 'approved', actors: ['reviewer'] },
  { from: 'approved', action: 'compute', to: 'computed', actors: ['enterprise', 'admin'], carriedBy: 'computation' },
  { from: 'computed', action: 'report', to: 'reported', actors: ['enterprise', 'admin'], carriedBy: 'report' },
  { from: 'reported', action: 'publish', to: 'published', actors: ['enterprise', 'reviewer', 'admin'], carriedBy: 'report' },
  // its only published report withdrawn, the project can be computed and reported again
  { from: 'published', action: 'withdraw', to: 'computed', actors: ['admin'], carriedBy: 'report' },
];

/** Actions whose note is required (the reviewer's reason for returning). */
export const PROJECT_ACTIONS_NEEDING_NOTE: readonly ProjectAction[] = ['return'];

/** The row colours of SPEC §4. */
export type ProjectStatusColour = 'grey' | 'orange' | 'blue' | 'green' | 'red';
export const PROJECT_STATUS_COLOURS: Readonly<Record<ProjectStatus, ProjectStatusColour>> = {
  assigned: 'grey',
  collecting: 'orange',
  submitted: 'blue',
  in_review: 'blue',
  returned: 'red',
  approved: 'green',
  computed: 'green',
  reported: 'green',
  published: 'green',
};

/** Details are editable until the project is submitted (and again once returned). */
export const PROJECT_EDITABLE_STATUSES: readonly ProjectStatus[] = ['assigned', 'collecting', 'returned'];

/** Dictionaries of the select fields (labels in both languages: /sysDictInfo/getDictInfo). */
export const PROJECT_STATUS_DICT = 'pcf_project_status';
export const PROJECT_TECHNOLOGY_DICT = 'pcf_pv_technology';
export const PROJECT_STANDARD_DICT = 'pcf_project_standard';
export const PROJECT_BOUNDARY_DICT = 'pcf_system_boundary';
export const PROJECT_GWP_DICT = 'pcf_gwp_set';

export const PROJECT_STANDARDS = ['iso_14067', 'pas_2050', 'eu_pef', 'fr_ecs', 't_gdcpa_013'] as const;
export type ProjectStandard = (typeof PROJECT_STANDARDS)[number];
export const PROJECT_BOUNDARIES = ['cradle_to_gate', 'cradle_to_grave'] as const;
export type ProjectBoundary = (typeof PROJECT_BOUNDARIES)[number];
export const PROJECT_GWP_SETS = ['AR6', 'AR5'] as const;
export type ProjectGwpSet = (typeof PROJECT_GWP_SETS)[number];
/** The technology is a dictionary value (pcf_pv_technology): administrators may add technologies. */
export type ProjectTechnology = string;
/** The units a project may declare (codes of the units table). */
export const PROJECT_DECLARED_UNIT_CODES = ['piece', 'kWp', 'm²', 'kWh'] as const;

/** The object name of the project list in the generic object API. */
export const PROJECT_OBJECT = 'pcf_project';

export const PROJECT_CODE_MAX = 50;
export const PROJECT_NAME_MAX = 100;
export const PROJECT_MODEL_MAX = 100;
export const PROJECT_NOTE_MAX = 500;
/** Rated power (Wp), area (m²) and mass (kg) are greater than 0 and at most this. */
export const PROJECT_QUANTITY_MAX = 1e9;

/** A row of pcf_project as the object API returns it. */
export interface ProjectRow {
  id: number;
  company_id: number;
  company_name: string;
  /** The company's English name (its Chinese one where it has none), for an English reader. */
  company_name_en: string;
  code: string;
  name: string;
  product_model: string;
  technology: string;
  rated_power_wp: number;
  area_m2: number;
  mass_kg: number;
  standard: ProjectStandard;
  boundary: ProjectBoundary;
  declared_unit_id: number;
  declared_unit_code: string;
  period_start: string;
  period_end: string;
  gwp_set: ProjectGwpSet;
  accountant_id: number;
  accountant_name: string;
  reviewer_id: number;
  reviewer_name: string;
  status: ProjectStatus;
  created_at: string;
  updated_at: string;
}

// lengths are checked again after trimming (bilingual messages); these only bound the request
const ProjectId = RowId;
export const ProjectStatusSchema = Type.Enum([...PROJECT_STATUSES]);
export const ProjectActionSchema = Type.Enum([...PROJECT_ACTIONS]);

/** The details of a project an administrator sets (and changes while they are editable). */
const projectDetails = {
  code: Type.String({ maxLength: PROJECT_CODE_MAX * 2 }),
  name: Type.String({ maxLength: PROJECT_NAME_MAX * 2 }),
  productModel: Type.String({ maxLength: PROJECT_MODEL_MAX * 2 }),
  /** A value of the dictionary pcf_pv_technology. */
  technology: Type.String({ maxLength: 50 }),
  ratedPowerWp: Type.Number(),
  areaM2: Type.Number(),
  massKg: Type.Number(),
  standard: Type.Enum([...PROJECT_STANDARDS]),
  boundary: Type.Enum([...PROJECT_BOUNDARIES]),
  declaredUnitId: ProjectId,
  /** ISO dates (YYYY-MM-DD), start not after end. */
  periodStart: Type.String({ maxLength: 10 }),
  periodEnd: Type.String({ maxLength: 10 }),
  gwpSet: Type.Enum([...PROJECT_GWP_SETS]),
};
export const ProjectDetailsSchema = Type.Object(projectDetails);
export type ProjectDetails = Static<typeof ProjectDetailsSchema>;

const ProjectNote = Type.Optional(Type.String({ maxLength: PROJECT_NOTE_MAX * 2 }));

/** POST /rest/project/create (business:project:add): status assigned. */
export const CreateProjectRequestSchema = Type.Object({
  ...projectDetails,
  companyId: ProjectId,
  accountantId: ProjectId,
  reviewerId: ProjectId,
});
export type CreateProjectRequest = Static<typeof CreateProjectRequestSchema>;

/** POST /rest/project/update (business:project:edit). The company never changes. */
export const UpdateProjectRequestSchema = Type.Object({ ...projectDetails, id: ProjectId });
export type UpdateProjectRequest = Static<typeof UpdateProjectRequestSchema>;

/** POST /rest/project/assign (business:project:assign): a new accountant and/or reviewer. */
export const AssignProjectRequestSchema = Type.Object({ id: ProjectId, accountantId: ProjectId, reviewerId: ProjectId, note: ProjectNote });
export type AssignProjectRequest = Static<typeof AssignProjectRequestSchema>;

/** POST /rest/project/transition (business:project:transition). */
export const ProjectTransitionRequestSchema = Type.Object({
  id: ProjectId,
  action: ProjectActionSchema,
  /** Required for return (the reason), optional otherwise. */
  note: ProjectNote,
});
export type ProjectTransitionRequest = Static<typeof ProjectTransitionRequestSchema>;

export const SaveProjectReplySchema = Type.Object({ id: Type.Integer(), status: ProjectStatusSchema });
export type SaveProjectReply = Static<typeof SaveProjectReplySchema>;

/** One row of GET /rest/project/history?id= (business:project:list), oldest first. */
export const ProjectHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  /** null on the row of the creation. */
  fromStatus: Nullable(ProjectStatusSchema),
  toStatus: ProjectStatusSchema,
  /** A lifecycle action, or create / reassign. */
  action: Type.Enum([...PROJECT_ACTIONS, 'create', 'reassign']),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  note: Nullable(Type.String()),
  /** ISO time. */
  at: Type.String(),
});
export type ProjectHistoryEntry = Static<typeof ProjectHistoryEntrySchema>;

export const ProjectHistoryQuerySchema = Type.Object({ id: ProjectId });

export const ProjectHistoryReplySchema = Type.Object({
  status: ProjectStatusSchema,
  /** The actions the caller may take now. */
  allowedActions: Type.Array(ProjectActionSchema),
  entries: Type.Array(ProjectHistoryEntrySchema),
});
export type ProjectHistoryReply = Static<typeof ProjectHistoryReplySchema>;

export const ProjectOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ProjectOption = Static<typeof ProjectOptionSchema>;

/** GET /rest/project/options (business:distribution:list): what the assignment form offers. */
export const ProjectFormOptionsSchema = Type.Object({
  /** Approved companies. */
  companies: Type.Array(ProjectOptionSchema),
  /** Active verification and review staff. */
  reviewers: Type.Array(ProjectOptionSchema),
  /** piece, kWp, m², kWh: id and code. */
  declaredUnits: Type.Array(ProjectOptionSchema),
});
export type ProjectFormOptions = Static<typeof ProjectFormOptionsSchema>;

/** GET /rest/project/accountants?companyId= (business:distribution:list): active enterprise users of the company. */
export const ProjectAccountantsQuerySchema = Type.Object({ companyId: ProjectId });
export const ProjectAccountantOptionsSchema = Type.Array(ProjectOptionSchema);
export type ProjectAccountantOptions = Static<typeof ProjectAccountantOptionsSchema>;

/** The permissions of the project calls: the lists, the administrators' buttons and the lifecycle. */
export const PROJECT_PERMISSIONS = {
  /** The project list and a project's history. */
  list: 'business:project:list',
  add: 'business:project:add',
  edit: 'business:project:edit',
  assign: 'business:project:assign',
  /** Every lifecycle action (who may take which: PROJECT_TRANSITIONS). */
  transition: 'business:project:transition',
  /** The assignment form's choices (/businessAccounting/distribution). */
  distributionList: 'business:distribution:list',
} as const;

const tags = ['business: projects'];

/** /rest/project/*: the list, the administrators' changes, the lifecycle, the history and the assignment form's choices. */
export const projectEndpoints = {
  /**
   * The pcf_project list with the generic list's body and answer (objectEndpoints.page) and its rules,
   * that also reaches verification and review staff, who belong to no company: for them it holds the
   * projects they review. Any other object is refused.
   */
  page: defineEndpoint({
    method: 'POST',
    url: '/rest/project/getObjDataByPage',
    readOnly: true,
    permission: PROJECT_PERMISSIONS.list,
    tags,
    body: ObjPageRequestSchema,
    reply: ObjPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/rest/project/create',
    permission: PROJECT_PERMISSIONS.add,
    tags,
    body: CreateProjectRequestSchema,
    reply: SaveProjectReplySchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/rest/project/update',
    permission: PROJECT_PERMISSIONS.edit,
    tags,
    body: UpdateProjectRequestSchema,
    reply: SaveProjectReplySchema,
  }),
  assign: defineEndpoint({
    method: 'POST',
    url: '/rest/project/assign',
    permission: PROJECT_PERMISSIONS.assign,
    tags,
    body: AssignProjectRequestSchema,
    reply: SaveProjectReplySchema,
  }),
  transition: defineEndpoint({
    method: 'POST',
    url: '/rest/project/transition',
    permission: PROJECT_PERMISSIONS.transition,
    tags,
    body: ProjectTransitionRequestSchema,
    reply: SaveProjectReplySchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    url: '/rest/project/history',
    permission: PROJECT_PERMISSIONS.list,
    tags,
    querystring: ProjectHistoryQuerySchema,
    reply: ProjectHistoryReplySchema,
  }),
  options: defineEndpoint({
    method: 'GET',
    url: '/rest/project/options',
    permission: PROJECT_PERMISSIONS.distributionList,
    tags,
    reply: ProjectFormOptionsSchema,
  }),
  accountants: defineEndpoint({
    method: 'GET',
    url: '/rest/project/accountants',
    permission: PROJECT_PERMISSIONS.distributionList,
    tags,
    querystring: ProjectAccountantsQuerySchema,
    reply: ProjectAccountantOptionsSchema,
  }),
};
