/**
 * The review of registrations (/businessAccounting/zhuceUser), by platform administrators only:
 * a registration's detail and licence, approve, or reject with a reason. Each decision is one
 * transaction on the company row (locked, so two reviewers cannot both decide): the company's
 * review status, its applicant users' status (approved: active with the enterprise role), a notice
 * on the applicant's message board and the operation log.
 *
 * States: pending → approved, pending → rejected, and rejected → approved (an administrator who
 * reconsiders after the applicant got in touch). An approved registration is final here.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LicenceType, RegistrationDetail } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { companies, roles, userRoles, users } from '../../schema';
import { ApiError, forbidden, refused } from '../../http/errors';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';
import { REJECT_REASON_MAX } from '@pcf/shared/contracts';
import { recordOperation, snapshot } from '../audit/service';
import type { SessionContext } from '../auth/sessions';
import { sendNotice } from '../messages/service';
import { isPlatformAdmin } from '../auth/companyScope';
import type { FileStore, OpenedStoredFile } from '../files/fileStore';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The seeded platform role of enterprise users (demo's role): what an approved applicant gets. */
export const ENTERPRISE_ROLE_KEY = 'enterprise';

const notFound = (): ApiError => new ApiError('registrationNotFound', 404, 404);

/**
 * Reviewing admits companies to the platform: platform administrators only. A role granted
 * business:registration:* is not enough (as for backup), so no company's user ever reviews.
 */
export function assertReviewer(session: SessionContext): void {
  if (!isPlatformAdmin(session)) throw forbidden();
}

/** Companies that registered at /zhuce carry a credit code; platform-created ones do not. */
const isRegistration = (companyId: number) => and(eq(companies.id, companyId), isNotNull(companies.creditCode));

async function registrationRow(db: Db | Tx, companyId: number) {
  const [company] = await db.select().from(companies).where(isRegistration(companyId));
  if (!company) throw notFound();
  return company;
}

/** The applicants: the company's users in the order they were created (registration creates one). */
async function applicants(db: Db | Tx, companyId: number) {
  return db
    .select({ id: users.id, account: users.account, status: users.status })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.id));
}

export async function registrationDetail(db: Db, licences: FileStore<LicenceType>, companyId: number): Promise<RegistrationDetail> {
  const company = await registrationRow(db, companyId);
  const [applicant] = await applicants(db, companyId);
  const [reviewer] =
    company.reviewedBy === null ? [] : await db.select({ name: users.name }).from(users).where(eq(users.id, company.reviewedBy));
  const located = company.licenceFile ? licences.describe(company.licenceFile) : null;
  const size = company.licenceFile ? await licences.sizeOf(company.licenceFile) : null;
  return {
    companyId: company.id,
    companyName: company.name,
    companyNameEn: company.nameEn,
    creditCode: company.creditCode ?? '',
    industry: company.industry,
    region: company.region,
    address: company.address,
    contact: company.contact,
    phone: company.phone,
    email: company.email,
    userId: applicant?.id ?? null,
    account: applicant?.account ?? null,
    reviewStatus: company.reviewStatus,
    rejectReason: company.rejectReason,
    reviewedBy: reviewer?.name ?? null,
    reviewedAt: company.reviewedAt?.toISOString() ?? null,
    submittedAt: company.createdAt.toISOString(),
    licence: located && size !== null ? { type: located.type, size } : null,
  };
}

/** The stored licence of a registration, or 404 when it has none on disk. */
export async function licenceFile(db: Db, licences: FileStore<LicenceType>, companyId: number): Promise<OpenedStoredFile<LicenceType>> {
  const company = await registrationRow(db, companyId);
  const opened = company.licenceFile ? await licences.open(company.licenceFile) : null;
  if (!opened) throw new ApiError('registrationLicenceNotFound', 404, 404);
  return opened;
}

/** Both languages in one message: the board shows what was written, whatever the reader's language. */
function bilingual(key: MessageKey, zh: MessageParams, en: MessageParams): string {
  return `${translate(key, 'zh', zh)}\n${translate(key, 'en', en)}`;
}

interface Decision {
  reviewStatus: 'approved' | 'rejected';
  userStatus: 'active' | 'rejected';
  reason: string | null;
}

async function decide(db: Db, session: SessionContext, companyId: number, decision: Decision, now: Date): Promise<void> {
  assertReviewer(session);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(isRegistration(companyId)).for('update');
    if (!before) throw notFound();
    const waiting = (await applicants(tx, companyId)).filter((u) => u.status !== 'active');
    const ids = waiting.map((u) => u.id);
    const logged = { company: (await snapshot(tx, 'companies', [companyId]))[0], users: await snapshot(tx, 'users', ids) };
    if (before.reviewStatus === 'approved') throw refused('registrationAlreadyApproved');
    if (decision.reviewStatus === 'rejected' && before.reviewStatus === 'rejected') throw refused('registrationAlreadyRejected');
    let roleId: number | null = null;
    if (decision.reviewStatus === 'approved') {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, ENTERPRISE_ROLE_KEY));
      if (!role) throw refused('registrationRoleMissing');
      roleId = role.id;
    }
    const [after] = await tx
      .update(companies)
      .set({ reviewStatus: decision.reviewStatus, rejectReason: decision.reason, reviewedBy: session.userId, reviewedAt: now })
      .where(eq(companies.id, companyId))
      .returning();
    if (ids.length > 0) {
      await tx.update(users).set({ status: decision.userStatus, updatedAt: now }).where(inArray(users.id, ids));
      if (roleId !== null)
        await tx
          .insert(userRoles)
          .values(ids.map((userId) => ({ userId, roleId })))
          .onConflictDoNothing();
    }
    const names = { zh: { company: after.name }, en: { company: after.nameEn ?? after.name } };
    const body =
      decision.reviewStatus === 'approved'
        ? bilingual('registrationApprovedNotice', names.zh, names.en)
        : bilingual(
            'registrationRejectedNotice',
            { ...names.zh, reason: decision.reason ?? '' },
            { ...names.en, reason: decision.reason ?? '' },
          );
    const subject = `${translate('registrationNoticeSubject', 'zh')} / ${translate('registrationNoticeSubject', 'en')}`;
    for (const userId of ids) await sendNotice(tx, { recipientId: userId, senderId: session.userId, subject, body }, now);
    await recordOperation(tx, session, {
      object: 'registration',
      action: decision.reviewStatus === 'approved' ? 'approve' : 'reject',
      targetIds: [companyId],
      before: logged,
      after: { company: (await snapshot(tx, 'companies', [companyId]))[0], users: await snapshot(tx, 'users', ids), roleId },
    });
  });
}

export async function approveRegistration(db: Db, session: SessionContext, companyId: number, now: Date): Promise<void> {
  await decide(db, session, companyId, { reviewStatus: 'approved', userStatus: 'active', reason: null }, now);
}

export async function rejectRegistration(db: Db, session: SessionContext, companyId: number, reason: string, now: Date): Promise<void> {
  assertReviewer(session);
  const text = reason.trim();
  if (text === '' || Array.from(text).length > REJECT_REASON_MAX)
    throw refused('registrationRejectReasonInvalid', { max: REJECT_REASON_MAX });
  await decide(db, session, companyId, { reviewStatus: 'rejected', userStatus: 'rejected', reason: text }, now);
}
