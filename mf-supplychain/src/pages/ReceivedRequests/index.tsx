/**
 * /SupplyChainManagement/distributionPJ (碳足迹分配, hidden; reached from 供应链概览): the footprint
 * requests the company received from its customers (companies on the platform, or PACT clients
 * through the API). A request awaiting an answer is fulfilled with one of the company's shared
 * footprints or rejected with a reason (答复请求, supplychain:distribution:edit); either answers
 * the requester. An answered request shows the footprint sent or the reason.
 */
import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { SUPPLY_CHAIN_PERMISSIONS as P, useAccess, type FootprintRequest, type FootprintRequestStatus, useLoaded } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../locales';
import { supplyChainApi } from '../../parts/api';
import { useCompanyScope } from '../../parts/CompanyScope';
import { FootprintDrawer } from '../../parts/FootprintDrawer';
import { formatPeriod, formatTime } from '../../parts/format';
import { RequestStatusTag, StatusFilter } from '../../parts/RequestStatus';
import { FulfilModal } from './parts/FulfilModal';
import { RejectModal } from './parts/RejectModal';

type Open = { kind: 'fulfil' | 'reject' | 'view'; request: FootprintRequest };

export default function ReceivedRequestsPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const access = useAccess();
  const scope = useCompanyScope();
  const mayAnswer = access.hasPermission(P.receivedEdit);
  const [status, setStatus] = useState<FootprintRequestStatus | undefined>(undefined);
  const { load, retry: reload } = useLoaded(
    () => supplyChainApi.received(status, scope.companyId),
    `received:${status ?? 'all'}:${scope.companyId ?? 'all'}`,
  );
  const [open, setOpen] = useState<Open | null>(null);
  const answered = () => {
    setOpen(null);
    reload();
  };

  const columns: ColumnsType<FootprintRequest> = [
    {
      title: t('received.requester'),
      dataIndex: 'counterpart',
      render: (name: string, r) => (
        <>
          {name}
          {r.counterpartKind === 'client' && <Tag style={{ marginLeft: 8 }}>{t('requests.kinds.client')}</Tag>}
        </>
      ),
    },
    { title: t('requests.products'), dataIndex: 'productIds', render: (ids: string[]) => ids.join(', ') },
    { title: t('requests.period'), render: (_: unknown, r) => formatPeriod(r.periodStart, r.periodEnd) },
    { title: t('requests.message'), dataIndex: 'message', render: (m: string | null) => m ?? '—' },
    { title: t('requests.status'), render: (_: unknown, r) => <RequestStatusTag request={{ ...r, refreshNeeded: false }} /> },
    { title: t('requests.rejectReason'), dataIndex: 'rejectReason', render: (reason: string | null) => reason ?? '—' },
    { title: t('requests.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    { title: t('requests.decidedAt'), dataIndex: 'decidedAt', render: (at: string | null) => formatTime(at) },
    {
      title: t('common:operation'),
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {r.status === 'created' && mayAnswer && (
            <>
              <Button type="link" onClick={() => setOpen({ kind: 'fulfil', request: r })}>
                {t('received.fulfil')}
              </Button>
              <Button type="link" danger onClick={() => setOpen({ kind: 'reject', request: r })}>
                {t('received.reject')}
              </Button>
            </>
          )}
          {r.footprint !== null && r.footprint !== undefined && (
            <Button type="link" onClick={() => setOpen({ kind: 'view', request: r })}>
              {t('requests.viewFootprint')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('received.title')} extra={scope.picker}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <StatusFilter value={status} onChange={setStatus} />
        {load.status === 'failed' ? (
          <LoadFailed title={t('requests.listFailed')} subTitle={load.message} onRetry={reload} />
        ) : (
          <Table<FootprintRequest>
            rowKey="id"
            loading={load.status === 'loading'}
            dataSource={load.status === 'ready' ? load.data : []}
            columns={columns}
            locale={{ emptyText: t('requests.empty') }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('received.hint')}
        </Typography.Paragraph>
      </Space>
      {open?.kind === 'fulfil' && <FulfilModal request={open.request} onClose={() => setOpen(null)} onSaved={answered} />}
      {open?.kind === 'reject' && <RejectModal request={open.request} onClose={() => setOpen(null)} onSaved={answered} />}
      {open?.kind === 'view' && <FootprintDrawer request={open.request} onClose={() => setOpen(null)} />}
    </Card>
  );
}
