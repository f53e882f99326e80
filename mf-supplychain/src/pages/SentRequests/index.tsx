/**
 * /SupplyChainManagement/applyPJ (碳足迹申请, hidden; reached from 供应链概览): the footprint requests
 * the company sent to its suppliers: to whom, which products, which period, the message, the status
 * (待答复, 已履行, 已拒绝), the reason of a rejection, and the footprint received, shown by its PACT
 * fields in a drawer; 需更新 when the supplier has published an update since. 发送请求 (supplychain:
 * apply:edit) sends a new one. `?id=` opens that request's footprint (the visualization's link).
 */
import { useEffect, useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SUPPLY_CHAIN_PERMISSIONS as P, useAccess, type FootprintRequest, type FootprintRequestStatus, useLoaded } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../locales';
import { supplyChainApi } from '../../parts/api';
import { useCompanyScope } from '../../parts/CompanyScope';
import { FootprintDrawer } from '../../parts/FootprintDrawer';
import { formatPeriod, formatTime } from '../../parts/format';
import { idParam } from '../../parts/paths';
import { RequestStatusTag, StatusFilter } from '../../parts/RequestStatus';
import { CreateRequestModal } from './parts/CreateRequestModal';

export default function SentRequestsPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const access = useAccess();
  const scope = useCompanyScope();
  const mayCreate = access.hasPermission(P.sentEdit);
  const [status, setStatus] = useState<FootprintRequestStatus | undefined>(undefined);
  const { load, retry: reload } = useLoaded(
    () => supplyChainApi.sent(status, scope.companyId),
    `sent:${status ?? 'all'}:${scope.companyId ?? 'all'}`,
  );
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<FootprintRequest | null>(null);
  const [params, setParams] = useSearchParams();
  const linked = idParam(params.get('id'));

  // the visualization's click-through: open the named request's footprint once the list is here
  useEffect(() => {
    if (linked === null || load.status !== 'ready') return;
    const request = load.data.find((r) => r.id === linked);
    if (request?.footprint) setViewing(request);
  }, [linked, load]);

  const closeDrawer = () => {
    setViewing(null);
    if (linked !== null) setParams({}, { replace: true });
  };

  const columns: ColumnsType<FootprintRequest> = [
    {
      title: t('sent.supplier'),
      dataIndex: 'counterpart',
      render: (name: string, r) => (
        <>
          {name}
          {r.counterpartKind === 'host' && <Tag style={{ marginLeft: 8 }}>{t('requests.kinds.host')}</Tag>}
        </>
      ),
    },
    { title: t('requests.products'), dataIndex: 'productIds', render: (ids: string[]) => ids.join(', ') },
    { title: t('requests.period'), render: (_: unknown, r) => formatPeriod(r.periodStart, r.periodEnd) },
    { title: t('requests.message'), dataIndex: 'message', render: (m: string | null) => m ?? '—' },
    { title: t('requests.status'), render: (_: unknown, r) => <RequestStatusTag request={r} /> },
    { title: t('requests.rejectReason'), dataIndex: 'rejectReason', render: (reason: string | null) => reason ?? '—' },
    { title: t('requests.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    { title: t('requests.decidedAt'), dataIndex: 'decidedAt', render: (at: string | null) => formatTime(at) },
    {
      title: t('common:operation'),
      render: (_: unknown, r) =>
        r.footprint ? (
          <Button type="link" onClick={() => setViewing(r)}>
            {t('requests.viewFootprint')}
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Card
      title={t('sent.title')}
      extra={
        <Space wrap>
          {scope.picker}
          {mayCreate && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('sent.create')}
            </Button>
          )}
        </Space>
      }
    >
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
          {t('sent.hint')}
        </Typography.Paragraph>
      </Space>
      {creating && (
        <CreateRequestModal
          companyId={scope.companyId}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
      {viewing && <FootprintDrawer request={viewing} onClose={closeDrawer} />}
    </Card>
  );
}
