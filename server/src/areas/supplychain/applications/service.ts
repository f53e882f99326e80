/**
 * Applications to use a received footprint in an inventory line (contracts/supplyChain.ts).
 *
 * The buyer company (the request's requester) applies for one line of one of its projects while
 * the lines may change, with the request's footprint: its main one, or another an external host's
 * answer carried (`footprintId`). The figure the line will take is fixed then from that document
 * (figure.ts) and must be in the line's dimension. The supplier company decides; so may the
 * project's reviewer or a platform administrator (the only deciders when the supplier is an
 * external host). Approving writes the line's source in the same transaction: source kind
 * 'supplier' with the footprint's id, its value per declared unit and that unit, and its own
 * primary data share (what the buyer's primary data share counts of it). A footprint its supplier
 * deprecated or changed since (the request needs refreshing) is refused both when applying and
 * when approving.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type {
  ApplicationListQuery,
  ApplicationPage,
  CreateApplication,
  DecideApplication,
  FootprintApplication,
  FootprintApplicationStatus,
} from '@pcf/shared/contracts';
import { INVENTORY_EDITABLE_STATUSES, REASON_MAX, factorUnitPath } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import {
  companies,
  footprintApplications,
  footprintRequests,
  inventoryLines,
  pactFootprints,
  projects,
  supplyPartners,
  units,
} from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import type { Language } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import type { Handle, Tx } from '../../auth/companyScope';
import { recordOperation } from '../../audit/service';
import { editableProject, INVENTORY_LINE_LOG_OBJECT, statusLabel } from '../../inventory/service';
import { requestMissing } from '../requests/service';
import { receivedOf, sameId } from '../requests/received';
import { footprintFigure, footprintPrimaryShare, isFigure } from './figure';
import { refuseStaleFootprint } from './stale';
import { searchPattern, supplyChainWindow } from '../paging';

export const APPLICATION_LOG_OBJECT = 'footprint_application';

const missing = (): ApiError => new ApiError('applicationMissing', 404, 404);

type ApplicationRow = typeof footprintApplications.$inferSelect;
type RequestRow = typeof footprintRequests.$inferSelect;

/**
 * A document a fulfilled request carries: the platform supplier's pact footprint, or one of those
 * the host sent (`footprintId`; its main one when left out). Null when the request has no such one.
 */
export async function requestDocument(
  db: Handle,
  request: RequestRow,
  footprintId?: string,
): Promise<{ id: string; document: unknown } | null> {
  if (request.pactFootprintId !== null) {
    if (footprintId !== undefined && !sameId(footprintId, request.pactFootprintId)) return null;
    const [row] = await db
      .select({ document: pactFootprints.document })
      .from(pactFootprints)
      .where(eq(pactFootprints.id, request.pactFootprintId));
    return row ? { id: request.pactFootprintId, document: row.document } : null;
  }
  const wanted = footprintId ?? request.receivedDocument?.id;
  const document = receivedOf(request).find((d) => sameId(d.id, wanted));
  return document && typeof document.id === 'string' ? { id: document.id, document } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---- who may do what ----

interface Parties {
  request: RequestRow;
  project: typeof projects.$inferSelect;
}

function mayDecide(session: SessionContext, { request, project }: Parties): boolean {
  if (session.isAdmin) return true;
  if (request.supplierCompanyId !== null && request.supplierCompanyId === session.companyId) return true;
  return project.reviewerId !== null && project.reviewerId === session.userId;
}

function mayRead(session: SessionContext, parties: Parties): boolean {
  return mayDecide(session, parties) || (session.companyId !== null && parties.project.companyId === session.companyId);
}

// ---- reading ----

async function views(db: Handle, session: SessionContext, rows: readonly ApplicationRow[]): Promise<FootprintApplication[]> {
  if (rows.length === 0) return [];
  const requestRows = await db
    .select({ request: footprintRequests, supplierName: companies.name, partnerName: supplyPartners.name })
    .from(footprintRequests)
    .leftJoin(companies, eq(companies.id, footprintRequests.supplierCompanyId))
    .leftJoin(supplyPartners, eq(supplyPartners.id, footprintRequests.partnerId))
    .where(inArray(footprintRequests.id, [...new Set(rows.map((r) => r.requestId))]));
  const requests = new Map(requestRows.map((r) => [r.request.id, r]));
  const projectRows = await db
    .select({ project: projects, buyerName: companies.name })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(inArray(projects.id, [...new Set(rows.map((r) => r.projectId))]));
  const projectMap = new Map(projectRows.map((p) => [p.project.id, p]));
  const unitRows = await db.select({ id: units.id, code: units.code }).from(units);
  const unitCodes = new Map(unitRows.map((u) => [u.id, u.code]));
  return rows.map((row) => {
    const request = requests.get(row.requestId);
    const project = projectMap.get(row.projectId);
    if (!request || !project) throw new Error(`application ${row.id} lost its request or project`);
    const parties = { request: request.request, project: project.project };
    const decider = mayDecide(session, parties);
    return {
      id: row.id,
      requestId: row.requestId,
      direction: project.project.companyId === session.companyId ? 'mine' : 'toDecide',
      buyerName: project.buyerName,
      supplierName: request.supplierName ?? request.partnerName ?? '—',
      projectId: row.projectId,
      projectName: project.project.name,
      lineId: row.lineId,
      lineDescription: row.lineDescription,
      footprintId: row.footprintId,
      value: Number(row.value),
      unitCode: unitCodes.get(row.unitId) ?? '—',
      primaryShare: Number(row.primaryShare),
      note: row.note,
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      actions: decider && row.status === 'pending' ? ['approve', 'reject'] : [],
    };
  });
}

/**
 * The applications the caller may see: its company's own (as buyer), those its company decides (as
 * supplier), those of the projects it reviews; every one for a platform administrator (or one company's).
 */
export async function listApplications(db: Db, session: SessionContext, query: ApplicationListQuery): Promise<ApplicationPage> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(footprintApplications.status, query.status));
  const pattern = searchPattern(query.text);
  if (pattern !== null) where.push(or(ilike(projects.name, pattern), ilike(footprintApplications.lineDescription, pattern)) as SQL);
  if (!session.isAdmin) {
    const sides: SQL[] = [eq(projects.reviewerId, session.userId)];
    if (session.companyId !== null)
      sides.push(eq(footprintApplications.companyId, session.companyId), eq(footprintRequests.supplierCompanyId, session.companyId));
    where.push(or(...sides) as SQL);
  } else if (query.companyId !== undefined) {
    where.push(or(eq(footprintApplications.companyId, query.companyId), eq(footprintRequests.supplierCompanyId, query.companyId)) as SQL);
  }
  const window = supplyChainWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ application: footprintApplications })
      .from(footprintApplications)
      .innerJoin(footprintRequests, eq(footprintRequests.id, footprintApplications.requestId))
      .innerJoin(projects, eq(projects.id, footprintApplications.projectId))
      .where(and(...where))
      .orderBy(desc(footprintApplications.createdAt), desc(footprintApplications.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(footprintApplications)
      .innerJoin(footprintRequests, eq(footprintRequests.id, footprintApplications.requestId))
      .innerJoin(projects, eq(projects.id, footprintApplications.projectId))
      .where(and(...where)),
  ]);
  const page = await views(
    db,
    session,
    rows.map((r) => r.application),
  );
  return { rows: page, total: Number(counted.total) };
}

// ---- applying ----

export async function createApplication(
  db: Db,
  session: SessionContext,
  input: CreateApplication,
  language: Language,
  now: Date,
): Promise<FootprintApplication> {
  const note = (input.note ?? '').trim();
  if (Array.from(note).length > REASON_MAX) throw refused('applicationNoteTooLong', { max: REASON_MAX });
  return db.transaction(async (tx) => {
    // shared: a deprecation or a change marked meanwhile waits, or is seen (refuseStaleFootprint)
    const [request] = await tx.select().from(footprintRequests).where(eq(footprintRequests.id, input.requestId)).for('share');
    if (!request || request.requesterCompanyId === null || (!session.isAdmin && request.requesterCompanyId !== session.companyId))
      throw requestMissing();
    if (request.status !== 'fulfilled') throw refused('applicationRequestNotFulfilled');
    // the project must be the requester's, and its lines must be changeable by the caller now
    const project = await editableProject(tx, session, input.projectId, language);
    if (project.companyId !== request.requesterCompanyId) throw refused('applicationProjectOther');
    const [line] = await tx
      .select({ id: inventoryLines.id, description: inventoryLines.description, unitCode: units.code, dimension: units.dimension })
      .from(inventoryLines)
      .innerJoin(units, eq(units.id, inventoryLines.unitId))
      .where(and(eq(inventoryLines.id, input.lineId), eq(inventoryLines.projectId, project.id)))
      .for('update', { of: inventoryLines });
    if (!line) throw refused('applicationLineMissing');
    const found = await requestDocument(tx, request, input.footprintId);
    if (!found && input.footprintId !== undefined) throw refused('applicationFootprintNotReceived');
    if (!found || !UUID.test(found.id)) throw refused('applicationFigureMissing');
    await refuseStaleFootprint(tx, request, found.id);
    const figure = footprintFigure(found.document);
    if (!isFigure(figure))
      throw figure.kind === 'unit' ? refused('applicationUnitUnsupported', { unit: figure.unit }) : refused('applicationFigureMissing');
    const [unit] = await tx.select().from(units).where(eq(units.code, figure.unitCode));
    if (!unit) throw refused('applicationUnitUnsupported', { unit: figure.pactUnit });
    if (!factorUnitPath(line.dimension, unit.dimension, null))
      throw refused('applicationUnitMismatch', { from: line.unitCode, to: unit.code });
    const [pending] = await tx
      .select({ id: footprintApplications.id })
      .from(footprintApplications)
      .where(and(eq(footprintApplications.lineId, line.id), eq(footprintApplications.status, 'pending')));
    if (pending) throw refused('applicationPending');
    const [created] = await tx
      .insert(footprintApplications)
      .values({
        requestId: request.id,
        companyId: project.companyId,
        projectId: project.id,
        lineId: line.id,
        lineDescription: line.description,
        footprintId: found.id,
        value: figure.value,
        unitId: unit.id,
        primaryShare: footprintPrimaryShare(found.document),
        note: note === '' ? null : note,
        createdBy: session.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordOperation(tx, session, {
      object: APPLICATION_LOG_OBJECT,
      action: 'create',
      targetIds: [created.id],
      after: { requestId: request.id, projectId: project.id, lineId: line.id, footprintId: found.id, value: figure.value, unit: unit.code },
    });
    return (await views(tx, session, [created]))[0];
  });
}

// ---- deciding ----

const statusWord = (status: FootprintApplicationStatus, language: Language): string =>
  ({ pending: { zh: '待审批', en: 'pending' }, approved: { zh: '批准', en: 'approved' }, rejected: { zh: '拒绝', en: 'rejected' } })[
    status
  ][language];

/** Writes the approved footprint into the line, in the approval's transaction. */
async function takeFootprint(
  tx: Tx,
  session: SessionContext,
  application: ApplicationRow,
  request: RequestRow,
  language: Language,
  now: Date,
): Promise<void> {
  await refuseStaleFootprint(tx, request, application.footprintId);
  const [project] = await tx.select().from(projects).where(eq(projects.id, application.projectId)).for('update');
  if (!INVENTORY_EDITABLE_STATUSES.includes(project.status))
    throw refused('applicationProjectNotEditable', { status: statusLabel(project.status, language) });
  const [line] =
    application.lineId === null
      ? []
      : await tx
          .select({ line: inventoryLines, dimension: units.dimension, unitCode: units.code })
          .from(inventoryLines)
          .innerJoin(units, eq(units.id, inventoryLines.unitId))
          .where(and(eq(inventoryLines.id, application.lineId), eq(inventoryLines.projectId, project.id)))
          .for('update', { of: inventoryLines });
  if (!line) throw refused('applicationLineMissing');
  const [unit] = await tx.select().from(units).where(eq(units.id, application.unitId));
  // the line's unit may have changed since the application
  if (!factorUnitPath(line.dimension, unit.dimension, null))
    throw refused('applicationUnitMismatch', { from: line.unitCode, to: unit.code });
  const source = {
    sourceKind: 'supplier' as const,
    factorId: null,
    factorVersionId: null,
    gas: null,
    supplierFootprintId: application.footprintId,
    supplierValue: application.value,
    supplierUnitId: unit.id,
    supplierPrimaryShare: application.primaryShare,
    // the line's quantity is the company's own; the footprint counts by supplierPrimaryShare
    dataType: 'primary' as const,
  };
  await tx
    .update(inventoryLines)
    .set({ ...source, updatedBy: session.userId, updatedAt: now })
    .where(eq(inventoryLines.id, line.line.id));
  await recordOperation(tx, session, {
    object: INVENTORY_LINE_LOG_OBJECT,
    action: 'update',
    targetIds: [line.line.id],
    before: {
      projectId: project.id,
      sourceKind: line.line.sourceKind,
      factorVersionId: line.line.factorVersionId,
      gas: line.line.gas,
      dataType: line.line.dataType,
    },
    after: { projectId: project.id, ...source, applicationId: application.id },
  });
}

export async function decideApplication(
  db: Db,
  session: SessionContext,
  input: DecideApplication,
  language: Language,
  now: Date,
): Promise<FootprintApplication> {
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'reject' && (reason === '' || Array.from(reason).length > REASON_MAX))
    throw refused('applicationReasonRequired', { max: REASON_MAX });
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(footprintApplications).where(eq(footprintApplications.id, input.id)).for('update');
    if (!application) throw missing();
    // shared: a deprecation or a change marked meanwhile waits, or is seen (refuseStaleFootprint)
    const [request] = await tx.select().from(footprintRequests).where(eq(footprintRequests.id, application.requestId)).for('share');
    const [project] = await tx.select().from(projects).where(eq(projects.id, application.projectId));
    const parties = { request, project };
    if (!mayRead(session, parties)) throw missing();
    if (!mayDecide(session, parties)) throw new ApiError('applicationNotYours', 403, 403);
    if (application.status !== 'pending') throw refused('applicationNotPending', { status: statusWord(application.status, language) });
    const approve = input.decision === 'approve';
    if (approve) await takeFootprint(tx, session, application, request, language, now);
    const [saved] = await tx
      .update(footprintApplications)
      .set({
        status: approve ? 'approved' : 'rejected',
        reason: approve ? (reason === '' ? null : reason) : reason,
        decidedBy: session.userId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(footprintApplications.id, application.id))
      .returning();
    await recordOperation(tx, session, {
      object: APPLICATION_LOG_OBJECT,
      action: approve ? 'approve' : 'reject',
      targetIds: [saved.id],
      after: { status: saved.status, reason: saved.reason },
    });
    return (await views(tx, session, [saved]))[0];
  });
}
