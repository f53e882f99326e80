/**
 * Accounting projects (/businessAccounting/distribution and /businessAccounting/project_management).
 * An administrator creates a project for an approved company and assigns an accountant (a user of
 * that company) and a reviewer (verification and review staff); the project then moves through its
 * lifecycle, one action at a time, each allowed only to one kind of actor (PROJECT_TRANSITIONS;
 * the server's copy is server/src/areas/projects/lifecycle.ts and a test proves they agree).
 *
 * The list is the generic object API on the read model `pcf_project` (company-scoped, writes refused);
 * changes go through the calls below.
 */

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

export const PROJECT_ACTIONS = ['start', 'submit', 'take', 'return', 'approve', 'compute', 'report', 'publish'] as const;
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
}

/** Every allowed transition; anything else is refused. */
export const PROJECT_TRANSITIONS: readonly ProjectTransition[] = [
  { from: 'assigned', action: 'start', to: 'collecting', actors: ['enterprise'] },
  { from: 'returned', action: 'start', to: 'collecting', actors: ['enterprise'] },
  { from: 'collecting', action: 'submit', to: 'submitted', actors: ['enterprise'] },
  { from: 'submitted', action: 'take', to: 'in_review', actors: ['reviewer'] },
  { from: 'in_review', action: 'return', to: 'returned', actors: ['reviewer'] },
  { from: 'in_review', action: 'approve', to: 'approved', actors: ['reviewer'] },
  { from: 'approved', action: 'compute', to: 'computed', actors: ['enterprise', 'admin'] },
  { from: 'computed', action: 'report', to: 'reported', actors: ['enterprise', 'admin'] },
  { from: 'reported', action: 'publish', to: 'published', actors: ['enterprise', 'admin'] },
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

/** The details of a project an administrator sets (and changes while they are editable). */
export interface ProjectDetails {
  code: string;
  name: string;
  productModel: string;
  technology: ProjectTechnology;
  ratedPowerWp: number;
  areaM2: number;
  massKg: number;
  standard: ProjectStandard;
  boundary: ProjectBoundary;
  declaredUnitId: number;
  /** ISO dates (YYYY-MM-DD), start not after end. */
  periodStart: string;
  periodEnd: string;
  gwpSet: ProjectGwpSet;
}

/** POST /rest/project/create (business:project:add): status assigned. */
export interface CreateProjectRequest extends ProjectDetails {
  companyId: number;
  accountantId: number;
  reviewerId: number;
}

/** POST /rest/project/update (business:project:edit). The company never changes. */
export interface UpdateProjectRequest extends ProjectDetails {
  id: number;
}

/** POST /rest/project/assign (business:project:assign): a new accountant and/or reviewer. */
export interface AssignProjectRequest {
  id: number;
  accountantId: number;
  reviewerId: number;
  note?: string;
}

/** POST /rest/project/transition (business:project:transition). */
export interface ProjectTransitionRequest {
  id: number;
  action: ProjectAction;
  /** Required for return (the reason), optional otherwise. */
  note?: string;
}

export interface SaveProjectReply {
  id: number;
  status: ProjectStatus;
}

/** One row of GET /rest/project/history?id= (business:project:list), oldest first. */
export interface ProjectHistoryEntry {
  id: number;
  /** null on the row of the creation. */
  fromStatus: ProjectStatus | null;
  toStatus: ProjectStatus;
  /** A lifecycle action, or create / reassign. */
  action: ProjectAction | 'create' | 'reassign';
  actorId: number | null;
  actorName: string;
  note: string | null;
  /** ISO time. */
  at: string;
}

export interface ProjectHistoryReply {
  status: ProjectStatus;
  /** The actions the caller may take now. */
  allowedActions: ProjectAction[];
  entries: ProjectHistoryEntry[];
}

export interface ProjectOption {
  id: number;
  name: string;
}

/** GET /rest/project/options (business:distribution:list): what the assignment form offers. */
export interface ProjectFormOptions {
  /** Approved companies. */
  companies: ProjectOption[];
  /** Active verification and review staff. */
  reviewers: ProjectOption[];
  /** piece, kWp, m², kWh: id and code. */
  declaredUnits: ProjectOption[];
}

/** GET /rest/project/accountants?companyId= (business:distribution:list): active enterprise users of the company. */
export type ProjectAccountantOptions = ProjectOption[];
