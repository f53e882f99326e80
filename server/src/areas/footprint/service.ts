/**
 * Footprint evaluation (contracts/footprint.ts): what its parts share. The contract's constants
 * (imported from @pcf/shared/contracts at run time), and who may do what with a project: it is visible, as everywhere, to its company's users,
 * its reviewer and platform administrators (404 to anyone else); the company's users and platform
 * administrators change its settings and compute it, the reviewer only reads.
 */
import { eq } from 'drizzle-orm';
import type { ProjectStatus } from '@pcf/shared/contracts';
import { projects } from '../../schema';
import { PROJECT_DICTIONARIES } from '../projects/seed';
import { ApiError } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import type { Handle } from '../auth/companyScope';
import { actorKinds } from '../projects/lifecycle';
import { actorOf, projectVisibleTo, type ProjectRecord } from '../projects/service';

/** The declared quantity's bound (the footprint_studies check constraint). */
export const DECLARED_QUANTITY_MAX = 1e9;

export const missingProject = (): ApiError => new ApiError('projectMissing', 404, 404);
export const readOnlyForYou = (): ApiError => new ApiError('footprintReadOnlyForYou', 403, 403);

/** The project when the caller may see it; 404 otherwise (nothing revealed). */
export async function visibleProject(db: Handle, session: SessionContext, projectId: number): Promise<ProjectRecord> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || !projectVisibleTo(session, project)) throw missingProject();
  return project;
}

/** A user of the project's company or a platform administrator: the ones who enter settings and compute. */
export function isCompanySide(session: SessionContext, project: Pick<ProjectRecord, 'companyId' | 'reviewerId'>): boolean {
  const kinds = actorKinds(actorOf(session), project);
  return kinds.includes('enterprise') || kinds.includes('admin');
}

export function statusLabel(status: ProjectStatus, language: Language): string {
  const item = PROJECT_DICTIONARIES.find((d) => d.code === 'pcf_project_status')?.items.find((i) => i.value === status);
  return item ? (language === 'zh' ? item.labelZh : item.labelEn) : status;
}
