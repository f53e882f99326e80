/**
 * The submit check (GET /rest/inventory/check) as a list of what is missing, line by line, in the
 * server's words. It reads the saved lines, so with unsaved changes it says to save first. A complete
 * inventory says it can be submitted only to someone who can submit it now; otherwise it says where
 * the project stands.
 */
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventoryCheckReply, ProjectStatus } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';

export type CheckState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; check: InventoryCheckReply };

const PAST_REVIEW: readonly ProjectStatus[] = ['approved', 'computed', 'reported', 'published'];
const IN_REVIEW: readonly ProjectStatus[] = ['submitted', 'in_review'];

/** What a complete inventory means for the project: submit it (the user can), or where it stands. */
function completeKey(status: ProjectStatus, canSubmit: boolean): string {
  if (PAST_REVIEW.includes(status)) return 'inventory.check.completeApproved';
  if (IN_REVIEW.includes(status)) return 'inventory.check.completeSubmitted';
  return canSubmit ? 'inventory.check.complete' : 'inventory.check.completeReadOnly';
}

export interface CheckPanelProps {
  state: CheckState;
  dirty: boolean;
  projectStatus: ProjectStatus;
  /** The user may submit the project now (editable lines). */
  canSubmit: boolean;
  onRefresh(): void;
}

export function CheckPanel({ state, dirty, projectStatus, canSubmit, onRefresh }: CheckPanelProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  return (
    <Card
      size="small"
      title={t('inventory.check.title')}
      extra={
        <Button size="small" onClick={onRefresh} loading={state.status === 'loading'}>
          {t('inventory.check.run')}
        </Button>
      }
    >
      {dirty && <Alert type="warning" showIcon title={t('inventory.check.unsaved')} style={{ marginBottom: 8 }} />}
      {state.status === 'loading' && (
        <div role="status" aria-label={t('common:loading')} style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
          <Spin />
        </div>
      )}
      {state.status === 'failed' && <RetryAlert title={t('inventory.check.failed')} onRetry={onRefresh} />}
      {state.status === 'ready' &&
        (state.check.empty ? (
          <Alert type="warning" showIcon title={t('inventory.check.empty')} />
        ) : state.check.complete ? (
          <Alert type="success" showIcon title={t(completeKey(projectStatus, canSubmit))} />
        ) : (
          <>
            <Typography.Paragraph type="warning">
              {t('inventory.check.incomplete', { count: state.check.lines.length })}
            </Typography.Paragraph>
            {/* a plain list: antd's List is deprecated in 6.6 */}
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {state.check.lines.map((line) => (
                <li key={line.id}>
                  <Typography.Text strong>
                    {t('inventory.check.line', { position: line.position, description: line.description })}
                  </Typography.Text>
                  <Typography.Text>{`${t('inventory.check.separator')}${line.messages.join(t('inventory.check.join'))}`}</Typography.Text>
                </li>
              ))}
            </ul>
          </>
        ))}
    </Card>
  );
}
