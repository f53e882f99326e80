/**
 * The footprints a company shares (contracts/pact.ts, /SupplyChainManagement/CarbonApplication):
 * PACT ProductFootprint documents made from its published study reports. A company's users see and
 * share their own company's; platform administrators any company's. A footprint is never edited:
 * a new version is a new document naming the ones it replaces in `precedingPfIds`, and the one it
 * replaces is deprecated in the same transaction. Every document is checked against the spec's
 * JSON Schema before it is stored, so what the API serves always conforms.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SUPPLY_CHAIN_PERMISSIONS } from '@pcf/shared/contracts';
import type {
  CreatePactFootprintRequest,
  NewPactFootprintVersionRequest,
  PactFootprintDetail,
  PactFootprintListQuery,
  PactFootprintPage,
  PactFootprintSummary,
  PactProductFootprint,
  PactShareableReport,
  PactSpecVersion,
} from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { announceFootprintChange } from '../requests/published';
import {
  companies,
  emissionFactorVersions,
  footprintSnapshots,
  pactCompanies,
  pactFootprints,
  projects,
  reports,
  units,
} from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import { translate, type Language } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import { hasPermission } from '../../auth/guard';
import { anyContains, searchPattern, supplyChainWindow } from '../paging';
import { isPlatformAdmin, listedCompany, noCompany, type Handle, type Tx } from '../../auth/companyScope';
import { recordOperation } from '../../audit/service';
import { snapshotOf } from '../../footprint/snapshot';
import { factorFacts } from '../../analysis/contribution';
import { productFootprintOf, type FootprintSource } from './document';
import { toV23 } from './v23';
import { pactProblems, type FieldProblem } from '../pact/validation';

export const PACT_FOOTPRINT_LOG_OBJECT = 'pact_footprint';

type FootprintRow = typeof pactFootprints.$inferSelect;

const missing = (): ApiError => new ApiError('pactShareMissing', 404, 404);

export interface ShareServices {
  db: Db;
  /** The platform's public address: the verification page's base. */
  publicUrl: string;
}

// ---- identifiers ----

/** The company's PACT uuid, made with its first footprint (in the caller's transaction). */
export async function companyPactUuid(tx: Handle, companyId: number): Promise<string> {
  await tx.insert(pactCompanies).values({ companyId, pactUuid: randomUUID() }).onConflictDoNothing();
  const [row] = await tx.select({ uuid: pactCompanies.pactUuid }).from(pactCompanies).where(eq(pactCompanies.companyId, companyId));
  return row.uuid;
}

export const companyUrn = (uuid: string) => `urn:uuid:${uuid}`;

/**
 * The platform's product id: the issuer's host, the company's PACT uuid (product models are unique
 * only within a company) and the product model, as the spec's `urn:pact:<domain>:product-id:<id>`.
 */
export function platformProductId(publicUrl: string, companyUuid: string, productModel: string): string {
  const host = new URL(publicUrl).host;
  return `urn:pact:${host}:product-id:${companyUuid}:${encodeURIComponent(productModel.trim())}`;
}

// ---- reading ----

function summaryOf(row: FootprintRow, names: { companyName: string; projectName: string }): PactFootprintSummary {
  const document = row.document;
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: names.companyName,
    reportId: row.reportId,
    snapshotId: row.snapshotId,
    projectName: names.projectName,
    productNameCompany: document.productNameCompany,
    productIds: row.productIds,
    version: row.version,
    status: row.status,
    precedingPfIds: row.precedingPfIds,
    pcfExcludingBiogenicUptake: document.pcf.pcfExcludingBiogenicUptake,
    declaredUnitOfMeasurement: document.pcf.declaredUnitOfMeasurement,
    declaredUnitAmount: document.pcf.declaredUnitAmount,
    createdAt: row.createdAt.toISOString(),
    deprecatedAt: row.deprecatedAt?.toISOString() ?? null,
  };
}

/** The served document: as stored, with the row's status (the one field that follows the row). */
export const servedDocument = (row: Pick<FootprintRow, 'document' | 'status'>): PactProductFootprint => ({
  ...row.document,
  status: row.status,
});

const LISTED = {
  footprint: pactFootprints,
  companyName: companies.name,
  projectName: projects.name,
};

function listedRows(db: Handle, where: SQL | undefined) {
  return db
    .select(LISTED)
    .from(pactFootprints)
    .innerJoin(companies, eq(companies.id, pactFootprints.companyId))
    .innerJoin(reports, eq(reports.id, pactFootprints.reportId))
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(where)
    .orderBy(desc(pactFootprints.createdAt), desc(pactFootprints.id));
}

/**
 * The customers whose fulfilled requests a footprint answered: companies by name, PACT clients by
 * label. Written out in full: drizzle leaves the columns of a one-table select unqualified.
 */
const RECEIVERS = sql<string[]>`array(
  select distinct coalesce(rc.name, rk.label) from footprint_requests rr
  left join companies rc on rc.id = rr.requester_company_id
  left join pact_clients rk on rk.id = rr.requester_client_id
  where rr.pact_footprint_id = pact_footprints.id and rr.status = 'fulfilled' and coalesce(rc.name, rk.label) is not null
  order by 1)`;

export async function listFootprints(db: Db, session: SessionContext, query: PactFootprintListQuery): Promise<PactFootprintPage> {
  const company = listedCompany(session, query.companyId);
  const pattern = searchPattern(query.text);
  const where = and(
    company === undefined ? undefined : eq(pactFootprints.companyId, company),
    query.status ? eq(pactFootprints.status, query.status) : undefined,
    pattern === null
      ? undefined
      : or(
          ilike(sql`${pactFootprints.document}->>'productNameCompany'`, pattern),
          anyContains(pactFootprints.productIds, pattern),
          ilike(projects.name, pattern),
        ),
  );
  const window = supplyChainWindow(query);
  const [rows, [counted]] = await Promise.all([
    listedRows(db, where).limit(window.limit).offset(window.offset),
    db
      .select({ total: count() })
      .from(pactFootprints)
      .innerJoin(reports, eq(reports.id, pactFootprints.reportId))
      .innerJoin(projects, eq(projects.id, reports.projectId))
      .where(where),
  ]);
  const receivers = await receiversFor(
    db,
    session,
    rows.map((r) => r.footprint.id),
  );
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      ...summaryOf(row.footprint, row),
      ...(receivers ? { receivers: receivers.get(row.footprint.id) ?? [] } : {}),
    })),
  };
}

/** Who received each footprint, for the readers of the received requests (it is what those show); null for anyone else. */
async function receiversFor(db: Handle, session: SessionContext, ids: readonly string[]): Promise<Map<string, string[]> | null> {
  if (!hasPermission(session, SUPPLY_CHAIN_PERMISSIONS.receivedList)) return null;
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pactFootprints.id, receivers: RECEIVERS })
    .from(pactFootprints)
    .where(inArray(pactFootprints.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.receivers]));
}

/** A footprint the caller may see (its company's, or any for administrators); 404 otherwise. */
async function visibleFootprint(db: Handle, session: SessionContext, id: string, lock = false) {
  const query = db.select().from(pactFootprints).where(eq(pactFootprints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw missing();
  if (!isPlatformAdmin(session) && row.companyId !== session.companyId) throw missing();
  return row;
}

async function detailOf(db: Handle, row: FootprintRow): Promise<PactFootprintDetail> {
  const [listed] = await listedRows(db, eq(pactFootprints.id, row.id));
  return { ...summaryOf(row, listed), document: servedDocument(row) };
}

export async function footprintDetail(db: Db, session: SessionContext, id: string): Promise<PactFootprintDetail> {
  const detail = await detailOf(db, await visibleFootprint(db, session, id));
  const receivers = await receiversFor(db, session, [id]);
  return receivers ? { ...detail, receivers: receivers.get(id) ?? [] } : detail;
}

/** The company's published reports, newest first (what a footprint can be made from). */
export async function shareableReports(db: Db, session: SessionContext, companyId: number | undefined): Promise<PactShareableReport[]> {
  const company = listedCompany(session, companyId);
  const scope: SQL[] = [eq(reports.status, 'published')];
  if (company !== undefined) scope.push(eq(reports.companyId, company));
  const rows = await db
    .select({ report: reports, project: projects, snapshot: footprintSnapshots })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .innerJoin(footprintSnapshots, eq(footprintSnapshots.id, reports.snapshotId))
    .where(and(...scope))
    .orderBy(desc(reports.publishedAt), desc(reports.id));
  return rows.map(({ report, project, snapshot }) => ({
    reportId: report.id,
    snapshotId: snapshot.id,
    projectId: project.id,
    projectName: project.name,
    productModel: project.productModel,
    perDeclaredUnit: Number(snapshot.perDeclaredUnit),
    declaredUnitCode: snapshot.declaredUnitCode,
    publishedAt: (report.publishedAt as Date).toISOString(),
    verificationCode: report.verificationCode as string,
  }));
}

// ---- making a document ----

/** A published report of a company the caller shares for (its own; any for administrators); refused otherwise. */
async function shareableReport(tx: Tx, session: SessionContext, reportId: number) {
  const [found] = await tx
    .select({ report: reports, project: projects, snapshot: footprintSnapshots, company: companies })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .innerJoin(footprintSnapshots, eq(footprintSnapshots.id, reports.snapshotId))
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .where(eq(reports.id, reportId));
  const allowed = found && (isPlatformAdmin(session) || found.report.companyId === session.companyId);
  if (!found || !allowed || found.report.status !== 'published') throw refused('pactReportNotShareable');
  return found;
}

const problemsText = (problems: readonly FieldProblem[], language: Language) =>
  problems
    .map((p) => translate('pactFieldProblem', language, { field: p.field || '/', problem: translate(p.key, language, p.params) }))
    .join('; ');

/** The document of a published report, checked against the PACT v3.0 schema. */
async function documentOf(
  tx: Tx,
  services: ShareServices,
  found: Awaited<ReturnType<typeof shareableReport>>,
  input: { pfId: string; precedingPfIds: readonly string[]; productIds: readonly string[]; now: Date },
  language: Language,
): Promise<{ document: PactProductFootprint; productIds: string[] }> {
  const { report, project, snapshot: row, company } = found;
  const snapshot = snapshotOf(row, 'en');
  const [unit] = await tx.select().from(units).where(eq(units.id, snapshot.settings.declaredUnitId));
  const versionIds = [...new Set(snapshot.lines.flatMap((line) => (line.factorVersionId === null ? [] : [line.factorVersionId])))];
  const { gasAmounts } = await factorFacts(tx, versionIds);
  const versions =
    versionIds.length === 0
      ? []
      : await tx
          .select({
            id: emissionFactorVersions.id,
            source: emissionFactorVersions.source,
            databaseVersion: emissionFactorVersions.databaseVersion,
          })
          .from(emissionFactorVersions)
          .where(inArray(emissionFactorVersions.id, versionIds));
  const companyUuid = await companyPactUuid(tx, company.id);
  const productIds = [...new Set([platformProductId(services.publicUrl, companyUuid, project.productModel), ...input.productIds])];
  const verificationUrl = `${services.publicUrl}/detail?code=${encodeURIComponent(report.verificationCode as string)}`;
  const source: FootprintSource = {
    pfId: input.pfId,
    created: input.now,
    precedingPfIds: input.precedingPfIds,
    companyName: company.name,
    companyIds: [companyUrn(companyUuid)],
    productIds,
    project: {
      name: project.name,
      productModel: project.productModel,
      technology: project.technology,
      standard: project.standard,
      periodStart: project.periodStart,
      periodEnd: project.periodEnd,
      ratedPowerWp: Number(project.ratedPowerWp),
      areaM2: Number(project.areaM2),
      massKg: Number(project.massKg),
    },
    snapshot,
    declaredUnit: { code: unit.code, dimension: unit.dimension },
    gasAmounts,
    factorSources: new Map(
      versions
        .filter((v) => v.source.trim() !== '')
        .map((v) => [v.id, { name: v.source.trim(), version: v.databaseVersion.trim() || '-' }]),
    ),
    report: { publishedAt: report.publishedAt as Date, verificationCode: report.verificationCode as string },
    verificationUrl,
  };
  const document = productFootprintOf(source);
  if (!document) throw refused('pactDeclaredUnitUnsupported', { unit: unit.code });
  const problems = pactProblems('3.0', 'ProductFootprint', document);
  if (problems.length > 0) throw refused('pactDocumentNonConforming', { problems: problemsText(problems, language) });
  return { document, productIds };
}

/**
 * Refuses a first footprint of a product that already has an Active one: a buyer asking for the
 * product could not tell which is meant (automatic answers wait for a person), and the newer would
 * not deprecate the older. The company's row is locked so two such shares cannot both pass.
 */
async function refuseSecondActive(tx: Tx, companyId: number, productModel: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [active] = await tx
    .select({ version: pactFootprints.version })
    .from(pactFootprints)
    .innerJoin(reports, eq(reports.id, pactFootprints.reportId))
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(
      and(
        eq(pactFootprints.companyId, companyId),
        eq(pactFootprints.status, 'Active'),
        sql`btrim(${projects.productModel}) = ${productModel.trim()}`,
      ),
    )
    .limit(1);
  if (active) throw refused('pactShareActiveExists', { productModel: productModel.trim(), version: active.version });
}

export async function createFootprint(
  services: ShareServices,
  session: SessionContext,
  input: CreatePactFootprintRequest,
  now: Date,
  language: Language,
): Promise<PactFootprintDetail> {
  if (!isPlatformAdmin(session) && session.companyId === null) throw noCompany();
  return services.db.transaction(async (tx) => {
    const found = await shareableReport(tx, session, input.reportId);
    await refuseSecondActive(tx, found.company.id, found.project.productModel);
    const pfId = randomUUID();
    const { document, productIds } = await documentOf(
      tx,
      services,
      found,
      { pfId, precedingPfIds: [], productIds: input.productIds ?? [], now },
      language,
    );
    const [row] = await tx
      .insert(pactFootprints)
      .values({
        id: pfId,
        companyId: found.company.id,
        reportId: found.report.id,
        snapshotId: found.snapshot.id,
        version: 1,
        productIds,
        document,
        createdBy: session.userId,
        createdAt: now,
      })
      .returning();
    await recordOperation(tx, session, {
      object: PACT_FOOTPRINT_LOG_OBJECT,
      action: 'create',
      targetIds: [pfId],
      after: { id: pfId, reportId: found.report.id },
    });
    return detailOf(tx, row);
  });
}

/** Marks a footprint deprecated (in the caller's transaction); answers the row as it is now. */
async function markDeprecated(tx: Tx, row: FootprintRow, now: Date): Promise<FootprintRow> {
  const [updated] = await tx
    .update(pactFootprints)
    .set({ status: 'Deprecated', deprecatedAt: now, document: { ...row.document, status: 'Deprecated' } })
    .where(eq(pactFootprints.id, row.id))
    .returning();
  return updated;
}

export async function newFootprintVersion(
  services: ShareServices,
  session: SessionContext,
  input: NewPactFootprintVersionRequest,
  now: Date,
  language: Language,
): Promise<PactFootprintDetail> {
  return services.db.transaction(async (tx) => {
    const previous = await visibleFootprint(tx, session, input.id, true);
    if (previous.status === 'Deprecated') throw refused('pactShareDeprecated');
    const found = await shareableReport(tx, session, input.reportId);
    const [previousProject] = await tx
      .select({ productModel: projects.productModel })
      .from(reports)
      .innerJoin(projects, eq(projects.id, reports.projectId))
      .where(eq(reports.id, previous.reportId));
    // a version replaces the footprint of the same product of the same company
    if (found.company.id !== previous.companyId || found.project.productModel.trim() !== previousProject.productModel.trim())
      throw refused('pactShareOtherProduct', { productModel: previousProject.productModel });
    const pfId = randomUUID();
    const precedingPfIds = [previous.id, ...previous.precedingPfIds];
    // the product ids the buyer knows it by go on, besides any new ones
    const extra = [...previous.productIds.slice(1), ...(input.productIds ?? [])];
    const { document, productIds } = await documentOf(tx, services, found, { pfId, precedingPfIds, productIds: extra, now }, language);
    await markDeprecated(tx, previous, now);
    await announceFootprintChange(tx, services.publicUrl, previous.id, [pfId, previous.id], now);
    const [row] = await tx
      .insert(pactFootprints)
      .values({
        id: pfId,
        companyId: found.company.id,
        reportId: found.report.id,
        snapshotId: found.snapshot.id,
        version: previous.version + 1,
        precedingPfIds,
        productIds,
        document,
        createdBy: session.userId,
        createdAt: now,
      })
      .returning();
    await recordOperation(tx, session, {
      object: PACT_FOOTPRINT_LOG_OBJECT,
      action: 'create',
      targetIds: [pfId, previous.id],
      after: { id: pfId, reportId: found.report.id, precedingPfIds },
    });
    return detailOf(tx, row);
  });
}

export async function deprecateFootprint(
  services: ShareServices,
  session: SessionContext,
  id: string,
  now: Date,
): Promise<PactFootprintDetail> {
  return services.db.transaction(async (tx) => {
    const row = await visibleFootprint(tx, session, id, true);
    if (row.status === 'Deprecated') throw refused('pactShareDeprecated');
    const updated = await markDeprecated(tx, row, now);
    await announceFootprintChange(tx, services.publicUrl, row.id, [row.id], now);
    await recordOperation(tx, session, {
      object: PACT_FOOTPRINT_LOG_OBJECT,
      action: 'update',
      targetIds: [id],
      after: { id, status: 'Deprecated' },
    });
    return detailOf(tx, updated);
  });
}

// ---- export ----

export interface ExportedDocument {
  fileName: string;
  json: string;
}

/** The document as a JSON file in v3.0 or v2.3 (the v2.3 form checked against the v2.3 schema too). */
export async function exportFootprint(
  db: Db,
  session: SessionContext,
  id: string,
  specVersion: PactSpecVersion,
  language: Language,
): Promise<ExportedDocument> {
  const row = await visibleFootprint(db, session, id);
  const document = servedDocument(row);
  let body: unknown = document;
  if (specVersion === '2.3') {
    const [project] = await db
      .select({ massKg: projects.massKg, areaM2: projects.areaM2 })
      .from(reports)
      .innerJoin(projects, eq(projects.id, reports.projectId))
      .where(eq(reports.id, row.reportId));
    body = toV23(document, row.version, { massKg: Number(project.massKg), areaM2: Number(project.areaM2) });
    const problems = pactProblems('2.3', 'ProductFootprint', body);
    if (problems.length > 0) throw refused('pactDocumentNonConforming', { problems: problemsText(problems, language) });
  }
  return { fileName: `pact-${specVersion}-${row.id}.json`, json: `${JSON.stringify(body, null, 2)}\n` };
}

export { problemsText };
