/** One message whole: who it is for, what became of it, and its text (a kept link can be copied and passed on). */
import { Descriptions, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { formatTime } from '../../../parts/formatTime';
import { DeliveryTag, channelLabel } from './labels';

export function MessageDrawer({ row, onClose }: { row: OutboxRow | null; onClose: () => void }) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  return (
    <Drawer open={row !== null} onClose={onClose} title={t('outbox.detailTitle')} size={720} destroyOnHidden>
      {row && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'createdAt', label: t('outbox.createdAt'), children: formatTime(row.createdAt) },
              { key: 'channel', label: t('outbox.channelLabel'), children: channelLabel(t, row.channel) },
              { key: 'recipient', label: t('outbox.recipient'), children: row.recipient },
              { key: 'account', label: t('outbox.account'), children: row.account ?? '—' },
              { key: 'subject', label: t('outbox.subject'), children: row.subject },
              { key: 'delivery', label: t('outbox.deliveryLabel'), children: <DeliveryTag delivery={row.delivery} t={t} /> },
              { key: 'sentAt', label: t('outbox.sentAt'), children: row.sentAt ? formatTime(row.sentAt) : '—' },
              ...(row.error
                ? [{ key: 'error', label: t('outbox.error'), children: <Typography.Text type="danger">{row.error}</Typography.Text> }]
                : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('outbox.body')}
          </Typography.Title>
          <Typography.Paragraph
            copyable={{ text: row.body }}
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            data-testid="outbox-body"
          >
            {row.body}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
