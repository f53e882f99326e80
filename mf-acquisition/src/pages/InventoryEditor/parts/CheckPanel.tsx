/**
 * The submit check (GET /rest/inventory/check) as a list of what is missing, line by line, in the
 * server's words. It reads the saved lines, so with unsaved changes it says to save first.
 */
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventoryCheckReply } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';

export type CheckState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; check: InventoryCheckReply };

export function CheckPanel({ state, dirty, onRefresh }: { state: CheckState; dirty: boolean; onRefresh(): void }) {
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
          <Alert type="success" showIcon title={t('inventory.check.complete')} />
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
