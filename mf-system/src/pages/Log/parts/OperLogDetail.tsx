/**
 * One operation log entry in a drawer: who, what, when, the request id and address, and the rows
 * before and after the change side by side, the changed fields highlighted.
 */
import type { HTMLAttributes } from 'react';
import { Descriptions, Drawer, Empty, Table, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperLogRow } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { formatTime } from '../../../parts/formatTime';
import { actionLabel, objectLabel } from './labels';
import { displayValue, rowChanges, type FieldChange } from './rowDiff';

export interface OperLogDetailProps {
  entry: OperLogRow | null;
  onClose: () => void;
}

export function OperLogDetail({ entry, onClose }: OperLogDetailProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { token } = theme.useToken();
  const changes = entry ? rowChanges(entry.before, entry.after) : [];

  const cell = (value: unknown) => {
    const text = displayValue(value);
    return text === undefined ? (
      <Typography.Text type="secondary">{t('log.absent')}</Typography.Text>
    ) : (
      <span style={{ wordBreak: 'break-all' }}>{text}</span>
    );
  };
  const columns: TableColumnsType<FieldChange> = [
    {
      key: 'field',
      title: t('log.field'),
      width: '24%',
      render: (_, row) => (
        <span>
          {row.field === '' ? t('log.value') : row.field}
          {row.changed && (
            <Tag color="warning" style={{ marginInlineStart: 8 }}>
              {t('log.changed')}
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'before', title: t('log.before'), render: (_, row) => cell(row.before) },
    { key: 'after', title: t('log.after'), render: (_, row) => cell(row.after) },
  ];

  return (
    <Drawer open={entry !== null} onClose={onClose} title={t('log.detailTitle')} size={760} destroyOnHidden>
      {entry && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('log.account')}>
              {entry.account ?? t('log.nobody')}
              {entry.userId !== null && <Typography.Text type="secondary">{` (ID ${entry.userId})`}</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label={t('log.time')}>{formatTime(entry.at)}</Descriptions.Item>
            <Descriptions.Item label={t('log.object')}>{objectLabel(t, entry.object)}</Descriptions.Item>
            <Descriptions.Item label={t('log.action')}>{actionLabel(t, entry.action)}</Descriptions.Item>
            <Descriptions.Item label={t('log.targetIds')}>{entry.targetIds || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('log.requestId')}>{entry.requestId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('log.address')}>{entry.address ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('log.diffTitle')}
          </Typography.Title>
          {changes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.noRows')} />
          ) : (
            changes.map((change) => (
              <div key={change.key ?? 'value'} style={{ marginBottom: 16 }} data-testid="row-diff">
                {change.key !== null && <Typography.Text strong>{t('log.rowKey', { key: change.key })}</Typography.Text>}
                <Table<FieldChange>
                  rowKey={(row) => row.field}
                  size="small"
                  columns={columns}
                  dataSource={change.fields}
                  pagination={false}
                  onRow={(row) =>
                    ({
                      'data-changed': row.changed ? 'true' : 'false',
                      style: row.changed ? { background: token.colorWarningBg } : undefined,
                    }) as HTMLAttributes<HTMLElement>
                  }
                />
              </div>
            ))
          )}
        </>
      )}
    </Drawer>
  );
}
