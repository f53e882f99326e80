/**
 * The companies a picker offers the caller: a platform administrator every company, anyone else
 * only their own (none without a company). Only approved companies are offered: a registration
 * under review, or a rejected one, gets no users, departments or roles of the platform's making.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyOption } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { companies } from '../../../schema';
import type { Language } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import { isPlatformAdmin } from '../../auth/companyScope';

export async function companyOptions(db: Db, session: SessionContext, language: Language): Promise<CompanyOption[]> {
  if (!isPlatformAdmin(session) && session.companyId === null) return [];
  const name =
    language === 'en' ? sql<string>`coalesce(nullif(trim(${companies.nameEn}), ''), ${companies.name})` : sql<string>`${companies.name}`;
  return db
    .select({ id: companies.id, name })
    .from(companies)
    .where(
      and(eq(companies.reviewStatus, 'approved'), isPlatformAdmin(session) ? undefined : eq(companies.id, session.companyId as number)),
    )
    .orderBy(asc(name), asc(companies.id));
}
