/**
 * Accounting projects: creation and assignment by platform administrators, the lifecycle moves
 * (lifecycle.ts decides), and the status history. Every change runs in one transaction that locks
 * the project row first, writes the history row and the operation log; a refusal changes nothing.
 * Submitting also needs a complete inventory (areas/inventory/completeness.ts: every line with its
 * quantity and source, primary data with evidence), checked in the same transaction through the
 * SubmitCheck the routes are given (submitCheck.ts).
 * A project is visible to platform administrators, to the users of its company and to its assigned
 * reviewer; to anyone else it is as absent as one that does not exist (404).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type {
  AssignProjectRequest,
  CreateProjectRequest,
  ProjectAction,
  ProjectFormOptions,
  ProjectHistoryEntry,
  ProjectHistoryReply,
  ProjectOption,
  ProjectStatus,
  ProjectTransitionRequest,
  SaveProjectReply,
  UpdateProjectRequest,
  ProjectDetails,
} from '@pcf/shared/contracts';
import {
  PROJECT_CODE_MAX,
  PROJECT_DECLARED_UNIT_CODES,
  PROJECT_MODEL_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NOTE_MAX,
  PROJECT_QUANTITY_MAX,
  PROJECT_TECHNOLOGY_DICT,
  PROJECT_ACTIONS_NEEDING_NOTE as ACTIONS_NEEDING_NOTE,
  PROJECT_EDITABLE_STATUSES as EDITABLE_STATUSES,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { projectStatusHistory, projects, sysDictItems, sysDictTypes, units, users } from '../../schema';
import { ApiError, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation, recordRowChange } from '../audit/service';
import { isPlatformAdmin, type Handle, type Tx } from '../auth/companyScope';
import { approvedCompanies, isApprovedCompany } from './approvedCompanies';
import type { SubmitCheck } from './submitCheck';
import { recordRoundMove } from './reviewRounds';
import { ASSIGNABLE, actorKinds, allowedActions, decide } from './lifecycle';

const OBJECT = 'project';

const missing = (): ApiError => new ApiError('projectMissing', 404, 404);
const notYours = (): ApiError => new ApiError('projectActionNotYours', 403, 403);
const adminOnly = (): ApiError => new ApiError('projectAdminOnly', 403, 403);

export type ProjectRecord = typeof projects.$inferSelect;

// ---- input rules ----

function cleanText(value: string, max: number, key: 'projectCodeInvalid' | 'projectNameInvalid' | 'projectModelInvalid'): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max) throw refused(key, { max });
  return trimmed;
}

function cleanQuantity(value: number): string {
  if (!Number.isFinite(value) || value <= 0 || value > PROJECT_QUANTITY_MAX) throw refused('projectQuantityInvalid');
  return String(value);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function cleanNote(note: string | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  if (trimmed.length > PROJECT_NOTE_MAX) throw refused('projectNoteTooLong', { max: PROJECT_NOTE_MAX });
  return trimmed === '' ? null : trimmed;
}

interface CleanDetails {
  code: string;
  name: string;
  productModel: string;
  technology: string;
  ratedPowerWp: string;
  areaM2: string;
  massKg: string;
  standard: ProjectDetails['standard'];
  boundary: ProjectDetails['boundary'];
  declaredUnitId: number;
  periodStart: string;
  periodEnd: string;
  gwpSet: ProjectDetails['gwpSet'];
}

function cleanDetails(input: ProjectDetails): CleanDetails {
  if (!isIsoDate(input.periodStart) || !isIsoDate(input.periodEnd) || input.periodStart > input.periodEnd)
    throw refused('projectPeriodInvalid');
  return {
    code: cleanText(input.code, PROJECT_CODE_MAX, 'projectCodeInvalid'),
    name: cleanText(input.name, PROJECT_NAME_MAX, 'projectNameInvalid'),
    productModel: cleanText(input.productModel, PROJECT_MODEL_MAX, 'projectModelInvalid'),
    technology: input.technology.trim(),
    ratedPowerWp: cleanQuantity(input.ratedPowerWp),
    areaM2: cleanQuantity(input.areaM2),
    massKg: cleanQuantity(input.massKg),
    standard: input.standard,
    boundary: input.boundary,
    declaredUnitId: input.declaredUnitId,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    gwpSet: input.gwpSet,
  };
}

/** Checks against other tables: the technology dictionary and the declared unit. */
async function checkReferences(tx: Handle, details: CleanDetails): Promise<void> {
  const [technology] = await tx
    .select({ id: sysDictItems.id })
    .from(sysDictItems)
    .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
    .where(
      and(
        eq(sysDictTypes.code, PROJECT_TECHNOLOGY_DICT),
        eq(sysDictItems.value, details.technology),
        eq(sysDictItems.status, '0'),
        eq(sysDictTypes.status, '0'),
      ),
    );
  if (!technology) throw refused('projectTechnologyUnknown');
  const [unit] = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, details.declaredUnitId), inArray(units.code, [...PROJECT_DECLARED_UNIT_CODES])));
  if (!unit) throw refused('projectDeclaredUnitInvalid');
}

async function checkCodeFree(tx: Handle, companyId: number, code: string, exceptId: number): Promise<void> {
  const [clash] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.code, code), ne(projects.id, exceptId)));
  if (clash) throw refused('projectCodeTaken', { code });
}

/** Active and not frozen: someone who can sign in and do the work. */
const activeUser = and(eq(users.status, 'active'), eq(users.frozen, false));

async function checkAccountant(tx: Handle, companyId: number, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.userType, 'enterprise'), activeUser));
  if (!row) throw refused('projectAccountantInvalid');
}

async function checkReviewer(tx: Handle, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'review'), activeUser));
  if (!row) throw refused('projectReviewerInvalid');
}

// ---- visibility ----

function visibleTo(session: SessionContext, project: Pick<ProjectRecord, 'companyId' | 'reviewerId'>): boolean {
  return actorKinds(actorOf(session), project).length > 0;
}

const actorOf = (session: SessionContext) => ({ userId: session.userId, companyId: session.companyId, isAdmin: isPlatformAdmin(session) });

/** The project locked for a change, when the caller may see it; 404 otherwise (nothing revealed). */
async function lockedProject(tx: Tx, session: SessionContext, id: number): Promise<ProjectRecord> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  if (!row || !visibleTo(session, row)) throw missing();
  return row;
}

async function addHistory(
  tx: Tx,
  session: SessionContext,
  entry: { projectId: number; fromStatus: ProjectStatus | null; toStatus: ProjectStatus; action: string; note: string | null; at: Date },
): Promise<void> {
  await tx
    .insert(projectStatusHistory)
    .values({ ...entry, actorId: session.userId, actorAccount: session.account, actorName: session.name });
}

// ---- changes ----

export async function createProject(db: Db, session: SessionContext, input: CreateProjectRequest, now: Date): Promise<SaveProjectReply> {
  if (!isPlatformAdmin(session)) throw adminOnly();
  const details = cleanDetails(input);
  return db.transaction(async (tx) => {
    if (!(await isApprovedCompany(tx, input.companyId))) throw refused('projectCompanyNotApproved');
    await checkReferences(tx, details);
    await checkCodeFree(tx, input.companyId, details.code, 0);
    await checkAccountant(tx, input.companyId, input.accountantId);
    await checkReviewer(tx, input.reviewerId);
    const [created] = await tx
      .insert(projects)
      .values({
        ...details,
        companyId: input.companyId,
        accountantId: input.accountantId,
        reviewerId: input.reviewerId,
        status: 'assigned',
        createdBy: session.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: projects.id });
    await addHistory(tx, session, { projectId: created.id, fromStatus: null, toStatus: 'assigned', action: 'create', note: null, at: now });
    await recordRowChange(tx, session, { object: OBJECT, action: 'create', table: 'projects', id: created.id });
    return { id: created.id, status: 'assigned' };
  });
}

export async function updateProject(db: Db, session: SessionContext, input: UpdateProjectRequest, now: Date): Promise<SaveProjectReply> {
  if (!isPlatformAdmin(session)) throw adminOnly();
  const details = cleanDetails(input);
  return db.transaction(async (tx) => {
    const current = await lockedProject(tx, session, input.id);
    if (!EDITABLE_STATUSES.includes(current.status)) throw refused('projectNotEditable');
    await checkReferences(tx, details);
    await checkCodeFree(tx, current.companyId, details.code, current.id);
    await tx
      .update(projects)
      .set({ ...details, updatedAt: now })
      .where(eq(projects.id, current.id));
    await recordRowChange(tx, session, { object: OBJECT, action: 'update', table: 'projects', id: current.id, before: current });
    return { id: current.id, status: current.status };
  });
}

export async function assignProject(db: Db, session: SessionContext, input: AssignProjectRequest, now: Date): Promise<SaveProjectReply> {
  if (!isPlatformAdmin(session)) throw adminOnly();
  const note = cleanNote(input.note);
  return db.transaction(async (tx) => {
    const current = await lockedProject(tx, session, input.id);
    if (!ASSIGNABLE(current.status)) throw refused('projectNotAssignable');
    if (current.accountantId === input.accountantId && current.reviewerId === input.reviewerId) throw refused('projectAssignUnchanged');
    await checkAccountant(tx, current.companyId, input.accountantId);
    await checkReviewer(tx, input.reviewerId);
    await tx
      .update(projects)
      .set({ accountantId: input.accountantId, reviewerId: input.reviewerId, updatedAt: now })
      .where(eq(projects.id, current.id));
    await addHistory(tx, session, {
      projectId: current.id,
      fromStatus: current.status,
      toStatus: current.status,
      action: 'reassign',
      note,
      at: now,
    });
    await recordRowChange(tx, session, { object: OBJECT, action: 'assign', table: 'projects', id: current.id, before: current });
    return { id: current.id, status: current.status };
  });
}

export async function transitionProject(
  db: Db,
  session: SessionContext,
  input: ProjectTransitionRequest,
  now: Date,
  language: Language,
  submitCheck: SubmitCheck,
): Promise<SaveProjectReply> {
  const note = cleanNote(input.note);
  return db.transaction(async (tx) => {
    const current = await lockedProject(tx, session, input.id);
    const decision = decide(current.status, input.action, actorKinds(actorOf(session), current));
    if (!decision.allowed) throw decision.reason === 'notYours' ? notYours() : refused('projectActionNotInStatus');
    if (decision.carriedBy) throw refused(decision.carriedBy === 'computation' ? 'projectComputedOnly' : 'projectReportedOnly');
    if (ACTIONS_NEEDING_NOTE.includes(input.action) && note === null) throw refused('projectNoteRequired');
    // a project is submitted with a complete inventory: every line with its quantity and source, primary data with evidence
    if (input.action === 'submit') {
      const incomplete = await submitCheck(tx, current.id, language);
      if (incomplete) throw incomplete;
    }
    await recordMove(tx, session, current, input.action, decision.to, note, now);
    return { id: current.id, status: decision.to };
  });
}

async function recordMove(
  tx: Tx,
  session: SessionContext,
  current: ProjectRecord,
  action: ProjectAction,
  to: ProjectStatus,
  note: string | null,
  now: Date,
): Promise<void> {
  await tx.update(projects).set({ status: to, updatedAt: now }).where(eq(projects.id, current.id));
  await addHistory(tx, session, { projectId: current.id, fromStatus: current.status, toStatus: to, action, note, at: now });
  // take opens a review round, return and approve decide it (reviewRounds.ts)
  await recordRoundMove(tx, current.id, action, session.userId, note, now);
  await recordOperation(tx, session, {
    object: OBJECT,
    action: 'transition',
    targetIds: [current.id],
    before: { id: current.id, status: current.status },
    after: { id: current.id, status: to, action, note },
  });
}

/**
 * Takes `action` inside the caller's transaction on a project the caller locked (FOR UPDATE), when
 * the lifecycle allows it to this session: the status, its history row and the log row, as the
 * transition route does. Answers the status reached, or null (nothing changed) when not allowed.
 * The inventory starts collecting this way on a company user's first change.
 */
export async function moveIfAllowed(
  tx: Tx,
  session: SessionContext,
  current: ProjectRecord,
  action: ProjectAction,
  now: Date,
): Promise<ProjectStatus | null> {
  const decision = decide(current.status, action, actorKinds(actorOf(session), current));
  if (!decision.allowed || ACTIONS_NEEDING_NOTE.includes(action)) return null;
  await recordMove(tx, session, current, action, decision.to, null, now);
  return decision.to;
}

/** The project by id for a change, locked, when the caller may see it; 404 (projectMissing) otherwise. */
export const lockedVisibleProject = lockedProject;
/** May the caller see this project at all (its company, its reviewer, a platform administrator)? */
export const projectVisibleTo = visibleTo;
export { actorOf };

// ---- reads ----

export async function projectHistory(db: Db, session: SessionContext, id: number): Promise<ProjectHistoryReply> {
  const [project] = await db
    .select({ companyId: projects.companyId, reviewerId: projects.reviewerId, status: projects.status })
    .from(projects)
    .where(eq(projects.id, id));
  if (!project || !visibleTo(session, project)) throw missing();
  const rows = await db
    .select({
      id: projectStatusHistory.id,
      fromStatus: projectStatusHistory.fromStatus,
      toStatus: projectStatusHistory.toStatus,
      action: projectStatusHistory.action,
      actorId: projectStatusHistory.actorId,
      actorName: projectStatusHistory.actorName,
      note: projectStatusHistory.note,
      at: projectStatusHistory.at,
    })
    .from(projectStatusHistory)
    .where(eq(projectStatusHistory.projectId, id))
    .orderBy(asc(projectStatusHistory.id));
  return {
    status: project.status,
    allowedActions: allowedActions(project.status, actorKinds(actorOf(session), project)),
    entries: rows.map((r) => ({ ...r, action: r.action as ProjectHistoryEntry['action'], at: r.at.toISOString() })),
  };
}

export async function projectFormOptions(db: Db, language: Language): Promise<ProjectFormOptions> {
  const [companies, reviewers, declaredUnits] = await Promise.all([
    approvedCompanies(db, language),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.userType, 'review'), activeUser))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ id: units.id, code: units.code, nameZh: units.nameZh, nameEn: units.nameEn })
      .from(units)
      .where(inArray(units.code, [...PROJECT_DECLARED_UNIT_CODES]))
      .orderBy(asc(units.id)),
  ]);
  // in the order the form lists them, named in the reader's language with the symbol (个（piece）, kilowatt peak (kWp))
  const unitOrder = (code: string) => (PROJECT_DECLARED_UNIT_CODES as readonly string[]).indexOf(code);
  const unitLabel = (unit: (typeof declaredUnits)[number]) => {
    const name = language === 'zh' ? unit.nameZh : unit.nameEn;
    if (name === unit.code) return name;
    return language === 'zh' ? `${name}（${unit.code}）` : `${name} (${unit.code})`;
  };
  return {
    companies,
    reviewers,
    declaredUnits: declaredUnits
      .sort((a, b) => unitOrder(a.code) - unitOrder(b.code))
      .map((unit) => ({ id: unit.id, name: unitLabel(unit) })),
  };
}

/** Only a platform administrator looks into another company's users. */
export async function accountantOptions(db: Db, session: SessionContext, companyId: number): Promise<ProjectOption[]> {
  if (!isPlatformAdmin(session) && session.companyId !== companyId) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'enterprise'), activeUser))
    .orderBy(asc(users.name), asc(users.id));
}

export type { ProjectAction };
