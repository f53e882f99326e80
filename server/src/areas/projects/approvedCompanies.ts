/**
 * The companies a project may be created for: those whose registration was approved
 * (companies.review_status = 'approved', set by the onboarding area's review; companies the seed
 * or a platform administrator created are approved from the start). The one place that knows
 * what "approved" means for the projects area.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProjectOption } from '@pcf/shared/contracts';
import { companies } from '../../schema';
import type { Language } from '../../http/messages';
import type { Handle } from '../auth/companyScope';

function approvedCondition(): SQL {
  return eq(companies.reviewStatus, 'approved');
}

export async function isApprovedCompany(db: Handle, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), approvedCondition()));
  return row !== undefined;
}

export async function approvedCompanies(db: Handle, language: Language): Promise<ProjectOption[]> {
  const name =
    language === 'en' ? sql<string>`coalesce(nullif(trim(${companies.nameEn}), ''), ${companies.name})` : sql<string>`${companies.name}`;
  return db.select({ id: companies.id, name }).from(companies).where(approvedCondition()).orderBy(asc(name), asc(companies.id));
}
