/**
 * PACT 客户端: the PACT API clients of the company (a platform administrator: of every company),
 * with supplychain:footprint:client. A new client's secret is shown once; revoking a client ends
 * its tokens at once, so it asks first.
 */
import { useState } from 'react';
import { App, Button, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf, useAccess, type CreatedPactClient, type PactClient, useLoaded } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { formatTime } from '../../../parts/format';
import { clientApi } from '../api';
import { ClientCreateModal } from './ClientCreateModal';
import { ClientSecretModal } from './ClientSecretModal';

export function ClientsTab() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const { load, retry } = useLoaded(clientApi.list, 'clients');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedPactClient | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const switchAutoAnswer = async (client: PactClient, autoAnswer: boolean) => {
    setSwitching(client.id);
    try {
      const envelope = await clientApi.setAutoAnswer(client.id, autoAnswer);
      if (envelope.code !== CODE_OK) message.error(messageOf(envelope));
      else {
        message.success(t(autoAnswer ? 'footprint.clients.autoAnswerOn' : 'footprint.clients.autoAnswerOff', { label: client.label }));
        retry();
      }
    } catch {
      // the shared client has shown it
    } finally {
      setSwitching(null);
    }
  };

  const revoke = (client: PactClient) =>
    modal.confirm({
      title: t('common:warning'),
      content: t('footprint.clients.revokeConfirm', { label: client.label }),
      okText: t('common:confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const envelope = await clientApi.revoke(client.id);
          if (envelope.code !== CODE_OK) message.error(messageOf(envelope));
          else {
            message.success(envelope.msg);
            retry();
          }
        } catch {
          // the shared client has shown it
        }
      },
    });

  const columns: ColumnsType<PactClient> = [
    { title: t('footprint.clients.label'), dataIndex: 'label' },
    ...(access.isAdmin ? [{ title: t('footprint.company'), dataIndex: 'companyName' }] : []),
    {
      title: t('footprint.clients.clientId'),
      dataIndex: 'clientId',
      render: (clientId: string) => <Typography.Text copyable>{clientId}</Typography.Text>,
    },
    { title: t('footprint.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: t('footprint.clients.autoAnswer'),
      dataIndex: 'autoAnswer',
      render: (autoAnswer: boolean, client) => (
        <Switch
          size="small"
          checked={autoAnswer}
          disabled={client.revokedAt !== null}
          loading={switching === client.id}
          aria-label={t('footprint.clients.autoAnswerOf', { label: client.label })}
          onChange={(checked) => void switchAutoAnswer(client, checked)}
        />
      ),
    },
    {
      title: t('footprint.status'),
      dataIndex: 'revokedAt',
      render: (revokedAt: string | null) =>
        revokedAt === null ? (
          <Tag color="success">{t('footprint.clients.active')}</Tag>
        ) : (
          <Tag>{t('footprint.clients.revokedAt', { at: formatTime(revokedAt) })}</Tag>
        ),
    },
    {
      title: t('common:operation'),
      render: (_: unknown, client) =>
        client.revokedAt === null && (
          <Button type="link" danger onClick={() => revoke(client)}>
            {t('footprint.clients.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('footprint.clients.create')}
        </Button>
        <Button onClick={retry}>{t('common:refresh')}</Button>
      </Space>
      {load.status === 'failed' ? (
        <LoadFailed title={t('footprint.clients.listFailed')} subTitle={load.message} onRetry={retry} />
      ) : (
        <Table<PactClient>
          rowKey="id"
          loading={load.status === 'loading'}
          dataSource={load.status === 'ready' ? load.data : []}
          columns={columns}
          locale={{ emptyText: t('footprint.clients.empty') }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('footprint.clients.hint')}
      </Typography.Paragraph>
      {creating && (
        <ClientCreateModal
          isAdmin={access.isAdmin}
          onClose={() => setCreating(false)}
          onCreated={(client) => {
            setCreating(false);
            setCreated(client);
            retry();
          }}
        />
      )}
      {created && <ClientSecretModal created={created} onClose={() => setCreated(null)} />}
    </>
  );
}
