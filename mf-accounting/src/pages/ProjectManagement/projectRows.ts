/**
 * Project rows of the object table (pcf_project) and what the signed-in user may do with each:
 * the actions come from the lifecycle table of the contracts (the server's is the same and checks
 * again), for the kinds of actor the user is on that project.
 */
import { PROJECT_STATUSES, PROJECT_STATUS_COLOURS, PROJECT_TRANSITIONS } from '@pcf/shared';
import type { ObjRow, ProjectAction, ProjectActorKind, ProjectStatus } from '@pcf/shared';

export interface ProjectSummary {
  id: number;
  name: string;
  status: ProjectStatus;
  companyId: number;
  reviewerId: number;
  accountantId: number;
}

const isStatus = (value: unknown): value is ProjectStatus =>
  typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);

export function projectOf(row: ObjRow): ProjectSummary | null {
  if (!isStatus(row.status)) return null;
  return {
    id: Number(row.id),
    name: String(row.name ?? ''),
    status: row.status,
    companyId: Number(row.company_id),
    reviewerId: Number(row.reviewer_id),
    accountantId: Number(row.accountant_id),
  };
}

export interface Viewer {
  userId: number | null;
  companyId: number | null;
  isAdmin: boolean;
}

export function actorKindsOf(viewer: Viewer, project: ProjectSummary): ProjectActorKind[] {
  const kinds: ProjectActorKind[] = [];
  if (viewer.isAdmin) kinds.push('admin');
  if (!viewer.isAdmin && viewer.companyId !== null && viewer.companyId === project.companyId) kinds.push('enterprise');
  if (viewer.userId !== null && viewer.userId === project.reviewerId) kinds.push('reviewer');
  return kinds;
}

export function actionsFor(viewer: Viewer, project: ProjectSummary): ProjectAction[] {
  const kinds = actorKindsOf(viewer, project);
  // compute, report, publish and withdraw come with the computation and the report, on their own screens
  return PROJECT_TRANSITIONS.filter((t) => t.from === project.status && !t.carriedBy && t.actors.some((kind) => kinds.includes(kind))).map(
    (t) => t.action,
  );
}

/** SPEC §4's colours as antd tag colours (grey is antd's default tag). */
export function tagColourOf(status: ProjectStatus): string {
  const colour = PROJECT_STATUS_COLOURS[status];
  return colour === 'grey' ? 'default' : colour;
}

/** An ISO time in the viewer's time zone, YYYY-MM-DD HH:mm:ss. */
export function formatTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}
