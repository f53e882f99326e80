/**
 * Which company's departments and roles a caller administers. Only the built-in administrator
 * role is platform-wide (any company, naming it); everyone else administers their own company,
 * whatever company id a request carries (the session decides). A non-administrator without a
 * company administers none.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { companies } from '../../schema';
import { ApiError, refused } from '../../http/errors';
import type { SessionContext } from '../../security/session';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Handle = Db | Tx;

export const isPlatformAdmin = (session: SessionContext): boolean => session.isAdmin;

export const noCompany = (): ApiError => new ApiError('sysNoCompany', 403, 403);

/** May the caller change rows of this company? */
export function administers(session: SessionContext, companyId: number | null): boolean {
  if (isPlatformAdmin(session)) return true;
  return companyId !== null && session.companyId === companyId;
}

/**
 * The one company a change applies to: the caller's own, or for a platform administrator the one
 * requested (it must exist).
 */
export async function targetCompany(db: Handle, session: SessionContext, requested: number | null | undefined): Promise<number> {
  if (!isPlatformAdmin(session)) {
    if (session.companyId === null) throw noCompany();
    return session.companyId;
  }
  if (requested === null || requested === undefined) throw refused('sysCompanyRequired');
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, requested));
  if (!company) throw refused('sysCompanyMissing');
  return company.id;
}

/**
 * The company a listing is limited to: the caller's own; for a platform administrator the one
 * requested, or undefined (every company).
 */
export function listedCompany(session: SessionContext, requested: number | null | undefined): number | undefined {
  if (!isPlatformAdmin(session)) {
    if (session.companyId === null) throw noCompany();
    return session.companyId;
  }
  return requested ?? undefined;
}

/** Serialises the tree changes of one company (a move checked against a concurrent move cannot make a cycle). */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
