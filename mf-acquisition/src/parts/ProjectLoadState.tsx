/**
 * A project's page (data entry, review) reads the project's lines and its row together; until they
 * are read it shows a spinner, then either the page's own content or why not — not found (404, or
 * a project the user may not see) with the way back, any other failure with a retry as well.
 */
import type { ReactNode } from 'react';
import { Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@pcf/shared';
import type { ApiEnvelope, InventoryLinesReply, ObjRow } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { projectApi } from './api';

/** Why a project's page has no project (code null: the shared client has shown why). */
export type ProjectFailure = { status: 'failed'; code: number | null; message: string | null };
/** A project's read before it is ready. */
export type ProjectPending = { status: 'loading' } | ProjectFailure;

/** A refused call as the reason the page cannot show. */
export const failureOf = (reply: ApiEnvelope): ProjectFailure => ({ status: 'failed', code: reply.code, message: messageOf(reply) });

/**
 * The project's lines and its row (pcf_project by id), or why the page cannot show them (the lines'
 * refusal first; a row the user may not see reads as not found). Rejects as the shared client does.
 */
export async function readProjectLines(
  projectId: number,
): Promise<ProjectFailure | { status: 'read'; project: ObjRow; lines: InventoryLinesReply }> {
  const [linesReply, projectReply] = await Promise.all([projectApi.lines(projectId), projectApi.project(projectId)]);
  if (linesReply.code !== 200 || !linesReply.data) return failureOf(linesReply);
  if (projectReply.code !== 200) return failureOf(projectReply);
  const project = projectReply.data?.rows[0];
  return project ? { status: 'read', project, lines: linesReply.data } : { status: 'failed', code: 404, message: null };
}

export interface ProjectLoadStateProps {
  state: ProjectPending;
  notFoundTitle: string;
  failedTitle: string;
  /** The page's way back to its list. */
  back: ReactNode;
  onRetry(): void;
}

export function ProjectLoadState({ state, notFoundTitle, failedTitle, back, onRetry }: ProjectLoadStateProps) {
  const { t } = useTranslation('common');
  if (state.status === 'loading') {
    return (
      <Card>
        <div role="status" aria-label={t('loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin />
        </div>
      </Card>
    );
  }
  return (
    <Card>
      {state.code === 404 ? (
        <Result status="404" title={state.message ?? notFoundTitle} extra={back} />
      ) : (
        <LoadFailed title={failedTitle} subTitle={state.message} onRetry={onRetry} extra={back} />
      )}
    </Card>
  );
}
