/**
 * Outbox (/system/outbox): the messages the platform sent or keeps, newest first. A recovery link
 * stays here when SMTP_URL is unset, or when the user asked by phone (there is no SMS gateway): a
 * platform administrator opens it and passes it on. Platform administrators only (the server checks).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxDelivery, OutboxQuery, OutboxRow } from '@pcf/shared';
import { SYSTEM_NS } from '../../locales';
import { formatTime } from '../../parts/formatTime';
import { usePagedList } from '@pcf/shared/ui';
import { FilteredPagedTable } from '../../parts/pagedList';
import { fetchOutbox } from './api';
import { DELIVERIES, DeliveryTag, channelLabel } from './parts/labels';
import { MessageDrawer } from './parts/MessageDrawer';

type OutboxFilters = Pick<OutboxQuery, 'recipient' | 'delivery'>;

interface FilterValues {
  recipient?: string;
  delivery?: OutboxDelivery;
}

export default function OutboxPage() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<FilterValues>();
  const list = usePagedList<OutboxFilters, OutboxRow>(fetchOutbox);
  const [opened, setOpened] = useState<OutboxRow | null>(null);

  const columns = useMemo<TableColumnsType<OutboxRow>>(
    () => [
      { key: 'createdAt', dataIndex: 'createdAt', title: t('outbox.createdAt'), width: 170, render: (at: string) => formatTime(at) },
      {
        key: 'channel',
        dataIndex: 'channel',
        title: t('outbox.channelLabel'),
        width: 80,
        render: (channel: OutboxRow['channel']) => channelLabel(t, channel),
      },
      { key: 'recipient', dataIndex: 'recipient', title: t('outbox.recipient'), ellipsis: true },
      {
        key: 'account',
        dataIndex: 'account',
        title: t('outbox.account'),
        width: 140,
        ellipsis: true,
        render: (account: string | null) => account ?? '—',
      },
      { key: 'subject', dataIndex: 'subject', title: t('outbox.subject'), ellipsis: true },
      {
        key: 'delivery',
        dataIndex: 'delivery',
        title: t('outbox.deliveryLabel'),
        width: 110,
        render: (delivery: OutboxDelivery) => <DeliveryTag delivery={delivery} t={t} />,
      },
      {
        key: 'sentAt',
        dataIndex: 'sentAt',
        title: t('outbox.sentAt'),
        width: 170,
        render: (at: string | null) => (at ? formatTime(at) : '—'),
      },
      {
        key: 'operation',
        title: t('common:operation'),
        width: 90,
        fixed: 'right',
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => setOpened(row)}>
            {t('common:view')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Card>
      <Alert type="info" showIcon title={t('outbox.hint')} style={{ marginBottom: 16 }} />
      <FilteredPagedTable
        name="outbox"
        form={form}
        onSearch={(values) => list.search({ recipient: values.recipient?.trim() || undefined, delivery: values.delivery })}
        list={list}
        columns={columns}
        emptyText={t('outbox.empty')}
        totalText={(total) => t('outbox.total', { total })}
        scrollX={1000}
      >
        <Form.Item name="recipient" label={t('outbox.recipient')}>
          <Input allowClear placeholder={t('outbox.recipientPlaceholder')} maxLength={200} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="delivery" label={t('outbox.deliveryLabel')}>
          <Select<OutboxDelivery>
            allowClear
            placeholder={t('common:all')}
            style={{ width: 130 }}
            options={DELIVERIES.map((delivery) => ({ value: delivery, label: t(`outbox.delivery.${delivery}`) }))}
          />
        </Form.Item>
      </FilteredPagedTable>
      <MessageDrawer row={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
