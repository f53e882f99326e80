/**
 * /SupplyChainManagement/CarbonApplicationApply (碳足迹结果申请): applications to use a supplier's
 * footprint in an inventory line. The buyer (supplychain:application:edit) applies a fulfilled
 * request's footprint to one line of one of its projects; the supplier company, the project's
 * reviewer or an administrator (supplychain:application:review, and the server's own check, which
 * the rows' `actions` carry) approves it, and the line then takes the footprint as its source, or
 * rejects it with a reason. `?request=<id>` opens the form with that request chosen.
 */
import { useState } from 'react';
import { App, Button, Card, Input, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  CODE_OK,
  LIST_SEARCH_MAX,
  SUPPLY_CHAIN_PERMISSIONS,
  formatNumber,
  formatShare,
  messageOf,
  useAccess,
  type FootprintApplication,
  type FootprintApplicationStatus,
} from '@pcf/shared';
import { usePagedList } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../locales';
import { formatTime } from '../../parts/format';
import { idParam } from '../../parts/paths';
import { PagedTable } from '../../parts/PagedTable';
import { applicationApi } from './api';
import { ApplyModal } from './parts/ApplyModal';
import { RejectModal } from './parts/RejectModal';

const STATUS_COLOURS: Record<FootprintApplicationStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

type Filter = FootprintApplicationStatus | 'all';

export default function FootprintApplicationsPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const mayApply = access.hasPermission(SUPPLY_CHAIN_PERMISSIONS.applicationEdit);
  const mayReview = access.hasPermission(SUPPLY_CHAIN_PERMISSIONS.applicationReview);
  const [search, setSearch] = useSearchParams();
  const requested = idParam(search.get('request'));
  const [filter, setFilter] = useState<Filter>('all');
  const [text, setText] = useState('');
  const applications = usePagedList((page) => applicationApi.list({ ...page, status: filter === 'all' ? undefined : filter, text }), {
    key: `applications:${filter}:${text.trim()}`,
  });
  const { reload } = applications;
  const [applying, setApplying] = useState(mayApply && requested !== null);
  const [rejecting, setRejecting] = useState<FootprintApplication | null>(null);

  const closeApply = () => {
    setApplying(false);
    if (requested !== null)
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('request');
          return next;
        },
        { replace: true },
      );
  };

  const approve = (row: FootprintApplication) =>
    modal.confirm({
      title: t('common:warning'),
      content: t('application.approveConfirm', {
        line: row.lineDescription,
        project: row.projectName,
        supplier: row.supplierName,
        share: formatShare(row.primaryShare),
      }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const envelope = await applicationApi.decide({ id: row.id, decision: 'approve' });
          if (envelope.code !== CODE_OK) message.error(messageOf(envelope));
          else message.success(envelope.msg);
          reload();
        } catch {
          // the shared client has shown it
        }
      },
    });

  const columns: ColumnsType<FootprintApplication> = [
    {
      title: t('application.project'),
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{row.projectName}</Typography.Text>
          <Typography.Text type="secondary">{row.lineDescription}</Typography.Text>
        </Space>
      ),
    },
    { title: t('application.buyer'), dataIndex: 'buyerName' },
    { title: t('application.supplier'), dataIndex: 'supplierName' },
    {
      title: t('application.figure'),
      render: (_: unknown, row) => (
        <Tooltip title={t('application.footprintId', { id: row.footprintId })}>
          <span>{`${formatNumber(row.value)} kg CO₂e/${row.unitCode}`}</span>
        </Tooltip>
      ),
    },
    {
      title: t('application.status'),
      dataIndex: 'status',
      render: (status: FootprintApplicationStatus, row) => (
        <Space orientation="vertical" size={0}>
          <Tag color={STATUS_COLOURS[status]}>{t(`application.statuses.${status}`)}</Tag>
          {status === 'approved' && <Typography.Text type="secondary">{t('application.lineUses')}</Typography.Text>}
          {row.reason && <Typography.Text type="secondary">{t('application.reasonIs', { reason: row.reason })}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('application.note'), dataIndex: 'note', render: (note: string | null) => note ?? '—' },
    { title: t('application.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    { title: t('application.decidedAt'), dataIndex: 'decidedAt', render: (at: string | null) => (at ? formatTime(at) : '—') },
    {
      title: t('common:operation'),
      render: (_: unknown, row) =>
        mayReview &&
        row.actions.length > 0 && (
          <Space size={0}>
            {row.actions.includes('approve') && (
              <Button type="link" onClick={() => approve(row)}>
                {t('application.approve')}
              </Button>
            )}
            {row.actions.includes('reject') && (
              <Button type="link" danger onClick={() => setRejecting(row)}>
                {t('application.reject')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={t('application.title')}
      extra={
        mayApply && (
          <Button type="primary" onClick={() => setApplying(true)}>
            {t('application.apply')}
          </Button>
        )
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('application.all') },
            ...APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`application.statuses.${status}`) })),
          ]}
        />
        <Input.Search
          allowClear
          maxLength={LIST_SEARCH_MAX}
          aria-label={t('application.search')}
          placeholder={t('application.search')}
          onSearch={setText}
          style={{ width: 260 }}
        />
        <Button onClick={reload}>{t('common:refresh')}</Button>
      </Space>
      <PagedTable
        list={applications}
        columns={columns}
        failedTitle={t('application.listFailed')}
        emptyText={t('application.empty')}
        totalText={(total) => t('application.total', { total })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('application.hint')}
      </Typography.Paragraph>
      {applying && (
        <ApplyModal
          requestId={requested}
          withCompany={access.isAdmin}
          onClose={closeApply}
          onApplied={() => {
            closeApply();
            reload();
          }}
        />
      )}
      {rejecting && (
        <RejectModal
          application={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            setRejecting(null);
            reload();
          }}
        />
      )}
    </Card>
  );
}
