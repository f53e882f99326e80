/**
 * Study reports (contracts/reports.ts). A report is as visible as its project: to its company's
 * users, its reviewer and platform administrators; to anyone else it does not exist (404). The
 * company side (its users, administrators on its behalf) creates, saves and submits drafts; the
 * project's reviewer or an administrator publishes or returns; an administrator withdraws.
 *
 * Every save is a new version row (the first one is the prefill). Submitting moves the project
 * computed → reported and publishing reported → published, inside the report's transaction, when
 * the lifecycle allows it to the caller (projects/service.ts moveIfAllowed). Publishing renders
 * the bilingual PDF once, stores it (folder reports of the file store) before the transaction that
 * records its SHA-256 and the new verification code, and removes it if that transaction fails.
 * A published report is frozen: its sections no longer change and its PDF is the stored one.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type {
  ReportDetail,
  ReportFileQuery,
  ReportableSnapshot,
  ReportLanguage,
  ReportSections,
  ReportStatus,
  ReportSummary,
  ReportVerification,
  ReportVersion,
  SaveReportRequest,
} from '@pcf/shared/contracts';
import {
  REPORTABLE_SNAPSHOTS_MAX,
  REPORT_NOTE_MAX,
  REPORT_SECTIONS,
  REPORT_SECTION_MAX,
  REPORT_SECTION_TITLES,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { footprintSnapshots, projects, reportVersions, reports } from '../../schema';
import { ApiError, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { isPlatformAdmin, type Handle, type Tx } from '../auth/companyScope';
import { recordOperation } from '../audit/service';
import { FILE_FOLDERS, FileStore } from '../files/fileStore';
import type { ObjectStore } from '../files/store';
import { sha256Hex } from '../files/uploads';
import { actorKinds } from '../projects/lifecycle';
import { actorOf, moveIfAllowed, projectVisibleTo, type ProjectRecord } from '../projects/service';
import { snapshotOf, visibleSnapshot } from '../footprint/snapshot';
import { isCompanySide } from '../footprint/service';
import { prefillSections } from './prefill';
import type { ReportDocument } from './document';
import { reportDocx, reportPdf } from './renderers';

/** The operation log's object of a report's changes (OPER_OBJECTS). */
export const REPORT_LOG_OBJECT = 'report';
const OBJECT = REPORT_LOG_OBJECT;

const missing = (): ApiError => new ApiError('reportMissing', 404, 404);
const readOnly = (): ApiError => new ApiError('reportReadOnlyForYou', 403, 403);

type ReportRow = typeof reports.$inferSelect;
type SnapshotRow = typeof footprintSnapshots.$inferSelect;

/** The frozen PDFs of published reports. */
export const reportFiles = (store: ObjectStore) => new FileStore(store, FILE_FOLDERS.reports, { pdf: 'application/pdf' });

/** A publishing begun this long ago that has not ended is taken as stopped (its worker died and the queue gave up). */
export const PUBLISH_STALE_AFTER_MS = 10 * 60 * 1000;

export interface ReportServices {
  db: Db;
  files: ObjectStore;
  /** The server's public address, for the QR code's /detail link. */
  publicUrl: string;
}

// ---- reading ----

async function loadReport(db: Handle, id: number, lock = false): Promise<{ report: ReportRow; project: ProjectRecord } | null> {
  const query = db.select({ report: reports, project: projects }).from(reports).innerJoin(projects, eq(projects.id, reports.projectId));
  const [row] = lock ? await query.where(eq(reports.id, id)).for('update') : await query.where(eq(reports.id, id));
  return row ?? null;
}

async function visibleReport(db: Handle, session: SessionContext, id: number, lock = false) {
  const found = await loadReport(db, id, lock);
  if (!found || !projectVisibleTo(session, found.project)) throw missing();
  return found;
}

async function sectionsOf(db: Handle, reportId: number, version: number): Promise<ReportSections> {
  const [row] = await db
    .select({ sections: reportVersions.sections })
    .from(reportVersions)
    .where(and(eq(reportVersions.reportId, reportId), eq(reportVersions.version, version)));
  if (!row) throw missing();
  return row.sections;
}

async function snapshotRow(db: Handle, id: number): Promise<SnapshotRow> {
  const [row] = await db.select().from(footprintSnapshots).where(eq(footprintSnapshots.id, id));
  return row;
}

function summary(
  report: ReportRow,
  project: ProjectRecord,
  snapshot: Pick<SnapshotRow, 'seq' | 'perDeclaredUnit' | 'declaredUnitCode'>,
): ReportSummary {
  return {
    id: report.id,
    projectId: project.id,
    projectName: project.name,
    snapshotId: report.snapshotId,
    snapshotSeq: snapshot.seq,
    status: report.status,
    version: report.version,
    perDeclaredUnit: Number(snapshot.perDeclaredUnit),
    declaredUnitCode: snapshot.declaredUnitCode,
    updatedAt: report.updatedAt.toISOString(),
    verificationCode: report.verificationCode,
    publishedAt: report.publishedAt?.toISOString() ?? null,
    publishing: report.publishStartedAt !== null,
    publishFailed: report.publishFailedAt !== null,
  };
}

function actionsFor(session: SessionContext, report: ReportRow, project: ProjectRecord): ReportDetail['actions'] {
  const kinds = actorKinds(actorOf(session), project);
  const companySide = kinds.includes('enterprise') || kinds.includes('admin');
  const reviewer = kinds.includes('reviewer') || kinds.includes('admin');
  const actions: ReportDetail['actions'] = [];
  if (report.status === 'draft' && companySide) actions.push('edit', 'submit');
  if (report.status === 'in_review' && reviewer && report.publishStartedAt === null) actions.push('publish', 'return');
  if (report.status === 'published' && isPlatformAdmin(session)) actions.push('withdraw');
  return actions;
}

async function detailOf(db: Handle, session: SessionContext, report: ReportRow, project: ProjectRecord): Promise<ReportDetail> {
  const snapshot = await snapshotRow(db, report.snapshotId);
  return {
    ...summary(report, project, snapshot),
    sections: await sectionsOf(db, report.id, report.version),
    reviewNote: report.reviewNote,
    withdrawReason: report.withdrawReason,
    pdfSha256: report.pdfSha256,
    actions: actionsFor(session, report, project),
  };
}

export async function reportDetail(db: Db, session: SessionContext, id: number, now: Date): Promise<ReportDetail> {
  const { report, project } = await visibleReport(db, session, id);
  await settleStalePublishing(db, [report], now);
  return detailOf(db, session, report, project);
}

/** The reports the caller may see (all for administrators, the company's, or the reviewer's projects'), newest first. */
export async function listReports(db: Db, session: SessionContext, projectId: number | undefined, now: Date): Promise<ReportSummary[]> {
  const scope: SQL[] = [];
  if (projectId !== undefined) scope.push(eq(reports.projectId, projectId));
  if (!isPlatformAdmin(session))
    scope.push(session.companyId !== null ? eq(reports.companyId, session.companyId) : eq(projects.reviewerId, session.userId));
  const rows = await db
    .select({
      report: reports,
      project: projects,
      seq: footprintSnapshots.seq,
      perDeclaredUnit: footprintSnapshots.perDeclaredUnit,
      declaredUnitCode: footprintSnapshots.declaredUnitCode,
    })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .innerJoin(footprintSnapshots, eq(footprintSnapshots.id, reports.snapshotId))
    .where(and(...scope))
    .orderBy(desc(reports.updatedAt), desc(reports.id));
  const visible = rows.filter((r) => projectVisibleTo(session, r.project));
  await settleStalePublishing(
    db,
    visible.map((r) => r.report),
    now,
  );
  return visible.map((r) => summary(r.report, r.project, r));
}

export async function reportVersionList(db: Db, session: SessionContext, id: number): Promise<ReportVersion[]> {
  const { report } = await visibleReport(db, session, id);
  const rows = await db
    .select({ version: reportVersions.version, savedAt: reportVersions.savedAt, savedByName: reportVersions.savedByName })
    .from(reportVersions)
    .where(eq(reportVersions.reportId, report.id))
    .orderBy(desc(reportVersions.version));
  return rows.map((r) => ({ version: r.version, savedAt: r.savedAt.toISOString(), savedByName: r.savedByName }));
}

/** The snapshots of the projects the caller writes reports for: every project for administrators, the company's otherwise. */
export async function reportableSnapshots(db: Db, session: SessionContext): Promise<ReportableSnapshot[]> {
  if (!isPlatformAdmin(session) && session.companyId === null) return [];
  const rows = await db
    .select({
      snapshotId: footprintSnapshots.id,
      projectId: projects.id,
      projectName: projects.name,
      productModel: projects.productModel,
      seq: footprintSnapshots.seq,
      createdAt: footprintSnapshots.createdAt,
      perDeclaredUnit: footprintSnapshots.perDeclaredUnit,
      declaredUnitCode: footprintSnapshots.declaredUnitCode,
    })
    .from(footprintSnapshots)
    .innerJoin(projects, eq(projects.id, footprintSnapshots.projectId))
    .where(isPlatformAdmin(session) ? undefined : eq(projects.companyId, session.companyId as number))
    .orderBy(desc(footprintSnapshots.createdAt), desc(footprintSnapshots.id))
    .limit(REPORTABLE_SNAPSHOTS_MAX);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), perDeclaredUnit: Number(r.perDeclaredUnit) }));
}

// ---- changes ----

function requireCompanySide(session: SessionContext, project: ProjectRecord): void {
  if (!isCompanySide(session, project)) throw readOnly();
}

const statusWord = (status: ReportStatus, language: Language): string =>
  ({
    draft: { zh: '草稿', en: 'a draft' },
    in_review: { zh: '审核中', en: 'in review' },
    published: { zh: '已发布', en: 'published' },
    withdrawn: { zh: '已撤回', en: 'withdrawn' },
  })[status][language];

function requireDraft(report: ReportRow, language: Language): void {
  if (report.status !== 'draft') throw refused('reportNotDraft', { status: statusWord(report.status, language) });
}

function cleanSections(sections: ReportSections, language: Language): ReportSections {
  for (const key of REPORT_SECTIONS)
    for (const l of ['zh', 'en'] as const)
      if (sections[key][l].length > REPORT_SECTION_MAX)
        throw refused('reportSectionTooLong', { section: REPORT_SECTION_TITLES[key][language], max: REPORT_SECTION_MAX });
  return Object.fromEntries(REPORT_SECTIONS.map((key) => [key, { zh: sections[key].zh, en: sections[key].en }])) as ReportSections;
}

function cleanNote(note: string | undefined, key: 'reportNoteRequired' | 'reportReasonRequired'): string {
  const trimmed = note?.trim() ?? '';
  if (trimmed === '' || trimmed.length > REPORT_NOTE_MAX) throw refused(key, { max: REPORT_NOTE_MAX });
  return trimmed;
}

export async function createReport(db: Db, session: SessionContext, snapshotId: number, now: Date): Promise<ReportDetail> {
  const snapshot = await visibleSnapshot(db, session, snapshotId).catch(() => {
    throw new ApiError('reportSnapshotMissing', 404, 404);
  });
  return db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, snapshot.projectId));
    requireCompanySide(session, project);
    const sections = prefillSections(snapshotOf(snapshot, 'zh'), snapshotOf(snapshot, 'en'), { standard: project.standard });
    const [report] = await tx
      .insert(reports)
      .values({
        projectId: project.id,
        snapshotId: snapshot.id,
        companyId: project.companyId,
        createdBy: session.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(reportVersions)
      .values({ reportId: report.id, version: 1, sections, savedBy: session.userId, savedByName: session.name, savedAt: now });
    await recordOperation(tx, session, {
      object: OBJECT,
      action: 'create',
      targetIds: [report.id],
      after: { id: report.id, snapshotId: snapshot.id },
    });
    return detailOf(tx, session, report, project);
  });
}

export async function saveReport(
  db: Db,
  session: SessionContext,
  input: SaveReportRequest,
  language: Language,
  now: Date,
): Promise<ReportDetail> {
  return db.transaction(async (tx) => {
    const { report, project } = await visibleReport(tx, session, input.id, true);
    requireCompanySide(session, project);
    requireDraft(report, language);
    if (input.baseVersion !== report.version) throw refused('reportVersionStale', { version: report.version });
    const sections = cleanSections(input.sections, language);
    const version = report.version + 1;
    await tx
      .insert(reportVersions)
      .values({ reportId: report.id, version, sections, savedBy: session.userId, savedByName: session.name, savedAt: now });
    const [saved] = await tx.update(reports).set({ version, updatedAt: now }).where(eq(reports.id, report.id)).returning();
    await recordOperation(tx, session, { object: OBJECT, action: 'update', targetIds: [report.id], after: { id: report.id, version } });
    return detailOf(tx, session, saved, project);
  });
}

/** The project locked for its move (the report's row is locked first, always in that order). */
async function lockedProject(tx: Tx, id: number): Promise<ProjectRecord> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

async function hasPublishedReport(tx: Tx, projectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.projectId, projectId), eq(reports.status, 'published')))
    .limit(1);
  return row !== undefined;
}

/** One status move of a locked report: its row, the project's lifecycle move it brings (if any) and the log row. */
async function moveReport(
  tx: Tx,
  session: SessionContext,
  found: { report: ReportRow; project: ProjectRecord },
  move: { action: 'submit' | 'return' | 'publish' | 'withdraw'; set: Partial<ReportRow> & { status: ReportStatus }; logged?: object },
  now: Date,
): Promise<ReportDetail> {
  const { report, project } = found;
  const [moved] = await tx
    .update(reports)
    .set({ ...move.set, updatedAt: now })
    .where(eq(reports.id, report.id))
    .returning();
  // submitting reports the project (computed → reported), publishing publishes it (reported → published),
  // withdrawing its last published report takes it back to computed, to be computed and reported again
  const projectMove = { submit: ['computed', 'report'], publish: ['reported', 'publish'], withdraw: ['published', 'withdraw'] } as const;
  const step = move.action === 'return' ? null : projectMove[move.action];
  if (step && !(move.action === 'withdraw' && (await hasPublishedReport(tx, project.id)))) {
    const locked = await lockedProject(tx, project.id);
    if (locked.status === step[0]) await moveIfAllowed(tx, session, locked, step[1], now);
  }
  await recordOperation(tx, session, {
    object: OBJECT,
    action: 'transition',
    targetIds: [report.id],
    before: { status: report.status },
    after: { status: move.set.status, action: move.action, ...move.logged },
  });
  return detailOf(tx, session, moved, project);
}

export async function submitReport(db: Db, session: SessionContext, id: number, language: Language, now: Date): Promise<ReportDetail> {
  return db.transaction(async (tx) => {
    const { report, project } = await visibleReport(tx, session, id, true);
    requireCompanySide(session, project);
    requireDraft(report, language);
    return moveReport(tx, session, { report, project }, { action: 'submit', set: { status: 'in_review', reviewNote: null } }, now);
  });
}

function requireReviewer(session: SessionContext, project: ProjectRecord): void {
  const kinds = actorKinds(actorOf(session), project);
  if (!kinds.includes('reviewer') && !kinds.includes('admin')) throw new ApiError('reportReviewerOnly', 403, 403);
}

function requireInReview(report: ReportRow, language: Language): void {
  if (report.status !== 'in_review') throw refused('reportNotInReview', { status: statusWord(report.status, language) });
}

/** 100 random bits as 20 base32 characters in groups of 4 (REPORT_CODE_PATTERN). */
export function newVerificationCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes = randomBytes(13);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 20) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** The shell routes by hash: the public page is /#/detail. */
export const verifyUrlOf = (publicUrl: string, code: string): string => `${publicUrl}/#/detail?code=${code}`;

async function documentOf(
  db: Handle,
  report: ReportRow,
  project: ProjectRecord,
  language: ReportLanguage,
  version: number,
  date: Date,
  code: string | null,
  publicUrl: string,
): Promise<ReportDocument> {
  const snapshot = await snapshotRow(db, report.snapshotId);
  return {
    language,
    sections: await sectionsOf(db, report.id, version),
    snapshots: { zh: snapshotOf(snapshot, 'zh'), en: snapshotOf(snapshot, 'en') },
    standard: project.standard,
    version,
    code,
    verifyUrl: code ? verifyUrlOf(publicUrl, code) : null,
    date,
  };
}

/** A report being published can be neither published again nor returned until its worker is done. */
function requireNotPublishing(report: ReportRow): void {
  if (report.publishStartedAt !== null) throw refused('reportPublishing');
}

/**
 * Returning is done at once. Publishing is only begun here: the report is marked publishing (the
 * caller's rights and its state checked under the lock) and its version answered; the caller then
 * sends the job to a worker (publishJobs.ts), which renders the PDF and publishes it (`publishReport`).
 */
export async function reviewReport(
  services: ReportServices,
  session: SessionContext,
  input: { id: number; decision: 'publish' | 'return'; note?: string },
  language: Language,
  now: Date,
): Promise<ReportDetail> {
  const { db } = services;
  const note = input.decision === 'return' ? cleanNote(input.note, 'reportNoteRequired') : null;
  return db.transaction(async (tx) => {
    const { report, project } = await visibleReport(tx, session, input.id, true);
    requireReviewer(session, project);
    requireInReview(report, language);
    requireNotPublishing(report);
    if (note === null) {
      const [marked] = await tx
        .update(reports)
        .set({ publishStartedAt: now, publishFailedAt: null })
        .where(eq(reports.id, report.id))
        .returning();
      return detailOf(tx, session, marked, project);
    }
    return moveReport(
      tx,
      session,
      { report, project },
      { action: 'return', set: { status: 'draft', reviewNote: note, publishFailedAt: null }, logged: { note } },
      now,
    );
  });
}

/** The publishing ended without a publication (a failure, or a job that could not be sent): to be published again. */
export async function failPublishing(db: Db, reportId: number, now: Date): Promise<void> {
  await db
    .update(reports)
    .set({ publishStartedAt: null, publishFailedAt: now })
    .where(and(eq(reports.id, reportId), isNotNull(reports.publishStartedAt)));
}

/**
 * Marks failed the publishing that no worker will finish: every one (`all`, the single process of a
 * PGlite database at its start), or those begun before `now - PUBLISH_STALE_AFTER_MS` (the queue's
 * retries of a dead worker's job are over by then); `ids` narrows it.
 */
export async function failStalePublishing(db: Db, now: Date, options: { all?: boolean; ids?: number[] } = {}): Promise<number> {
  const conditions: SQL[] = [isNotNull(reports.publishStartedAt)];
  if (!options.all) conditions.push(lt(reports.publishStartedAt, new Date(now.getTime() - PUBLISH_STALE_AFTER_MS)));
  if (options.ids) conditions.push(inArray(reports.id, options.ids));
  const failed = await db
    .update(reports)
    .set({ publishStartedAt: null, publishFailedAt: now })
    .where(and(...conditions))
    .returning({ id: reports.id });
  return failed.length;
}

/**
 * The reports just read that are publishing past the limit are failed, in the database and in the
 * rows: a read writes only when it meets such a report, so the polled list and detail stay reads.
 */
async function settleStalePublishing(db: Db, rows: ReportRow[], now: Date): Promise<void> {
  const limit = now.getTime() - PUBLISH_STALE_AFTER_MS;
  const stale = rows.filter((r) => r.publishStartedAt !== null && r.publishStartedAt.getTime() < limit);
  if (stale.length === 0) return;
  await failStalePublishing(db, now, { ids: stale.map((r) => r.id) });
  for (const report of stale) Object.assign(report, { publishStartedAt: null, publishFailedAt: now });
}

/**
 * A worker's part of publishing: the bilingual PDF rendered with a fresh verification code, stored,
 * and the report published in one transaction, only if it is still being published at the version
 * that was reviewed (a second delivery of the job, or one taken as stopped, finds it is not and
 * does nothing). Answers whether it published.
 */
export async function publishReport(services: ReportServices, actor: SessionContext, reportId: number, now: Date): Promise<boolean> {
  const { db } = services;
  const found = await loadReport(db, reportId);
  if (!found || found.report.status !== 'in_review' || found.report.publishStartedAt === null) return false;
  const { version } = found.report;
  const code = newVerificationCode();
  const pdf = await reportPdf(await documentOf(db, found.report, found.project, 'both', version, now, code, services.publicUrl));
  const sha256 = sha256Hex(pdf);
  try {
    return await reportFiles(services.files).saveFor(pdf, 'pdf', (stored) =>
      db.transaction(async (tx) => {
        const locked = await loadReport(tx, reportId, true);
        if (!locked || locked.report.status !== 'in_review' || locked.report.publishStartedAt === null || locked.report.version !== version)
          throw new NotPublishing();
        await moveReport(
          tx,
          actor,
          locked,
          {
            action: 'publish',
            set: {
              status: 'published',
              verificationCode: code,
              pdfFile: stored,
              pdfSha256: sha256,
              publishedAt: now,
              publishedBy: actor.userId,
              publishStartedAt: null,
              publishFailedAt: null,
            },
            logged: { sha256 },
          },
          now,
        );
        return true;
      }),
    );
  } catch (error) {
    if (error instanceof NotPublishing) return false;
    throw error;
  }
}

/** The report was no longer being published when the rendered PDF was to be recorded. */
class NotPublishing extends Error {}

export async function withdrawReport(
  db: Db,
  session: SessionContext,
  input: { id: number; reason: string },
  now: Date,
): Promise<ReportDetail> {
  return db.transaction(async (tx) => {
    const { report, project } = await visibleReport(tx, session, input.id, true);
    if (!isPlatformAdmin(session)) throw new ApiError('reportAdminOnly', 403, 403);
    if (report.status !== 'published') throw refused('reportNotPublished');
    const reason = cleanNote(input.reason, 'reportReasonRequired');
    return moveReport(
      tx,
      session,
      { report, project },
      { action: 'withdraw', set: { status: 'withdrawn', withdrawReason: reason, withdrawnAt: now }, logged: { reason } },
      now,
    );
  });
}

// ---- files ----

export interface ReportFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function storedPdf(services: ReportServices, report: ReportRow): Promise<Buffer> {
  const bytes = report.pdfFile ? await reportFiles(services.files).read(report.pdfFile) : null;
  if (!bytes) throw missing();
  return bytes;
}

/** A draft is rendered from its version; a published or withdrawn report's PDF is the frozen one (bilingual). */
export async function reportFile(
  services: ReportServices,
  session: SessionContext,
  query: ReportFileQuery,
  kind: 'pdf' | 'docx',
  now: Date,
): Promise<ReportFile> {
  const { report, project } = await visibleReport(services.db, session, query.id);
  const frozen = report.status === 'published' || report.status === 'withdrawn';
  const baseName = `report-${project.code}-${report.id}`;
  if (kind === 'pdf' && frozen) return { bytes: await storedPdf(services, report), contentType: PDF_TYPE, fileName: `${baseName}.pdf` };
  const version = frozen ? report.version : (query.version ?? report.version);
  if (version > report.version) throw missing();
  const doc = await documentOf(
    services.db,
    report,
    project,
    query.lang,
    version,
    report.publishedAt ?? now,
    frozen ? report.verificationCode : null,
    services.publicUrl,
  );
  return kind === 'pdf'
    ? { bytes: await reportPdf(doc), contentType: PDF_TYPE, fileName: `${baseName}-${query.lang}.pdf` }
    : { bytes: await reportDocx(doc), contentType: DOCX_TYPE, fileName: `${baseName}-${query.lang}.docx` };
}

// ---- public verification ----

async function byCode(db: Db, code: string): Promise<{ report: ReportRow; project: ProjectRecord }> {
  const [row] = await db
    .select({ report: reports, project: projects })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(eq(reports.verificationCode, code));
  if (!row || (row.report.status !== 'published' && row.report.status !== 'withdrawn')) throw new ApiError('reportCodeUnknown', 404, 404);
  return row;
}

export async function verification(db: Db, code: string): Promise<ReportVerification> {
  const { report, project } = await byCode(db, code);
  const snapshot = await snapshotRow(db, report.snapshotId);
  const zh = snapshotOf(snapshot, 'zh');
  const en = snapshotOf(snapshot, 'en');
  return {
    code,
    status: report.status === 'published' ? 'valid' : 'withdrawn',
    withdrawReason: report.withdrawReason,
    productZh: zh.projectName,
    productEn: en.projectName,
    productModel: zh.productModel,
    companyZh: zh.companyName,
    companyEn: en.companyName,
    total: zh.total,
    perDeclaredUnit: zh.perDeclaredUnit,
    declaredUnitCode: zh.declaredUnitCode,
    perKwp: zh.perKwp,
    perM2: zh.perM2,
    standard: project.standard === 'iso_14067' ? 'ISO 14067:2018 / GB/T 24067-2024' : project.standard,
    gwpSet: zh.gwpSet,
    issuedAt: report.publishedAt!.toISOString(),
    pdfSha256: report.pdfSha256!,
  };
}

export async function verificationPdf(services: ReportServices, code: string): Promise<ReportFile> {
  const { report, project } = await byCode(services.db, code);
  return { bytes: await storedPdf(services, report), contentType: PDF_TYPE, fileName: `report-${project.code}-${report.id}.pdf` };
}

/** Whether the uploaded bytes are the published PDF of `code`. */
export async function checkPdf(db: Db, code: string, bytes: Buffer): Promise<{ matches: boolean; sha256: string }> {
  const { report } = await byCode(db, code);
  const sha256 = sha256Hex(bytes);
  return { matches: sha256 === report.pdfSha256, sha256 };
}
