/**
 * The evidence file of a project's line, for whoever may read the project's inventory. A reviewer
 * belongs to no company, so the evidence library's own file route (company-scoped) shows them
 * nothing; here the project decides: the document must be linked to a line of this project, and
 * the caller must see the project (its company, its reviewer, an administrator). 404 otherwise.
 */
import { and, eq } from 'drizzle-orm';
import type { DocumentFileType } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { evidenceDocuments, inventoryLineEvidence, inventoryLines, projects } from '../../../schema';
import { ApiError } from '../../../http/errors';
import type { SessionContext } from '../../auth/sessions';
import type { FileStore, OpenedStoredFile } from '../../files/fileStore';
import { projectVisibleTo } from '../../projects/service';

const notFound = (): ApiError => new ApiError('evidenceNotFound', 404, 404);

export async function projectEvidenceFile(
  db: Db,
  files: FileStore<DocumentFileType>,
  session: SessionContext,
  projectId: number,
  documentId: number,
): Promise<{ opened: OpenedStoredFile<DocumentFileType>; fileName: string }> {
  const [project] = await db
    .select({ companyId: projects.companyId, reviewerId: projects.reviewerId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || !projectVisibleTo(session, project)) throw new ApiError('projectMissing', 404, 404);
  const [document] = await db
    .selectDistinct({ storedFile: evidenceDocuments.storedFile, fileName: evidenceDocuments.fileName })
    .from(inventoryLineEvidence)
    .innerJoin(inventoryLines, eq(inventoryLines.id, inventoryLineEvidence.lineId))
    .innerJoin(evidenceDocuments, eq(evidenceDocuments.id, inventoryLineEvidence.documentId))
    .where(and(eq(inventoryLines.projectId, projectId), eq(inventoryLineEvidence.documentId, documentId)));
  if (!document) throw notFound();
  const opened = await files.open(document.storedFile);
  if (!opened) throw new ApiError('fileNotFound', 404, 404);
  return { opened, fileName: document.fileName };
}
