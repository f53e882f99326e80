/**
 * Footprint evaluation (contracts/footprint.ts): what its parts share. The contract's constants
 * (run-time copies: the server imports only types from @pcf/shared; footprint.test.ts proves them
 * equal), and who may do what with a project: it is visible, as everywhere, to its company's users,
 * its reviewer and platform administrators (404 to anyone else); the company's users and platform
 * administrators change its settings and compute it, the reviewer only reads.
 */
import { eq } from 'drizzle-orm';
import type { AllocationMethod, FootprintJobPhase, GwpSet, ProjectBoundary, ProjectStatus } from '@pcf/shared/contracts';
import { projects } from '../../schema';
import { DICTIONARIES } from '../../seed/dictionaries';
import { ApiError } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import type { Handle } from '../auth/companyScope';
import { actorKinds } from '../projects/lifecycle';
import { actorOf, projectVisibleTo, type ProjectRecord } from '../projects/service';

/** Run-time copies of the contract's constants (footprint.test.ts proves they are equal). */
export const FOOTPRINT_PERMISSIONS = {
  list: 'business:footprint:list',
  entry: 'business:footprint:entry',
  compute: 'business:footprint:compute',
  result: 'business:footprint:result',
} as const;

export const FOOTPRINT_RESULT_OBJECT = 'pcf_footprint_result';
export const FOOTPRINT_COMPUTABLE_STATUSES: readonly ProjectStatus[] = ['approved', 'computed', 'reported'];
export const FOOTPRINT_LIST_STATUSES: readonly ProjectStatus[] = ['approved', 'computed', 'reported', 'published'];
export const ALLOCATION_METHODS: readonly AllocationMethod[] = ['none', 'mass', 'economic'];
export const FOOTPRINT_GOAL_MAX = 1000;
export const FOOTPRINT_SCOPE_MAX = 2000;
export const MONTE_CARLO_MIN = 100;
export const MONTE_CARLO_MAX = 100000;
export const MONTE_CARLO_DEFAULT = 10000;
export const MONTE_CARLO_SEED_DEFAULT = 20240101;
export const CUT_OFF_LINE_PERCENT_DEFAULT = 1;
export const CUT_OFF_TOTAL_PERCENT_DEFAULT = 5;
export const CUT_OFF_PERCENT_MAX = 5;
export const FOOTPRINT_JOB_PHASES: readonly FootprintJobPhase[] = ['reading', 'computing', 'uncertainty', 'saving'];
/** The declared quantity's bound (the footprint_studies check constraint). */
export const DECLARED_QUANTITY_MAX = 1e9;
export const PROJECT_BOUNDARIES: readonly ProjectBoundary[] = ['cradle_to_gate', 'cradle_to_grave'];
export const GWP_SETS: readonly GwpSet[] = ['AR6', 'AR5'];

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
  const item = DICTIONARIES.find((d) => d.code === 'pcf_project_status')?.items.find((i) => i.value === status);
  return item ? (language === 'zh' ? item.labelZh : item.labelEn) : status;
}
