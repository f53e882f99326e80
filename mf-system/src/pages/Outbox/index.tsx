/**
 * Outbox (/system/outbox): the messages the platform sent or keeps, newest first. A recovery link
 * stays here when SMTP_URL is unset, or when the user asked by phone (there is no SMS gateway): a
 * platform administrator opens it and passes it on. Platform administrators only (the server checks).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxDelivery, OutboxRow } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../locales';
import { formatTime } from '../Log/parts/formatTime';
import { DELIVERIES, DeliveryTag, channelLabel } from './parts/labels';
import { MessageDrawer } from './parts/MessageDrawer';
import { OUTBOX_PAGE_SIZES, useOutboxPage } from './parts/useOutboxPage';

interface FilterValues {
  recipient?: string;
  delivery?: OutboxDelivery;
}

export default function OutboxPage() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<FilterValues>();
  const list = useOutboxPage();
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
      <Form<FilterValues>
        form={form}
        name="outbox"
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(values) => list.search({ recipient: values.recipient?.trim() || undefined, delivery: values.delivery })}
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
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('common:search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                list.search({});
              }}
            >
              {t('common:reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {list.state.status === 'failed' ? (
        <LoadFailed onRetry={list.reload} />
      ) : (
        <Table<OutboxRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.state.rows}
          loading={list.state.status === 'loading'}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('outbox.empty')} /> }}
          scroll={{ x: 1000 }}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.state.total,
            pageSizeOptions: OUTBOX_PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('outbox.total', { total }),
          }}
          onChange={(pagination) => list.setPaging(pagination.current ?? 1, pagination.pageSize ?? list.pageSize)}
        />
      )}
      <MessageDrawer row={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
