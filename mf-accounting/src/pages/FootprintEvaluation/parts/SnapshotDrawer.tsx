/**
 * The computations (snapshots) of one project, newest first: totals, per kWp, DQR, when and by
 * whom. One opens its result; two selected open their comparison (older as a, newer as b, so the
 * difference reads as the change since).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Drawer, Empty, Space, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '@pcf/shared';
import type { SnapshotSummary } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { footprintApi } from '../../../parts/footprint/api';
import { formatNumber, formatTime, perUnitLabel } from '../../../parts/footprint/format';
import { snapshotUrl } from '../../../parts/footprint/paths';

export interface SnapshotDrawerProps {
  project: { id: number; name: string };
  onClose(): void;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string | null } | { state: 'done'; snapshots: SnapshotSummary[] };

export function SnapshotDrawer({ project, onClose }: SnapshotDrawerProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [selected, setSelected] = useState<SnapshotSummary[]>([]);

  const fetchSnapshots = useCallback(() => {
    setLoad({ state: 'loading' });
    footprintApi
      .snapshots(project.id)
      .then((envelope) =>
        setLoad(
          envelope.code === 200 && envelope.data
            ? { state: 'done', snapshots: envelope.data.snapshots }
            : { state: 'failed', message: messageOf(envelope) },
        ),
      )
      .catch(() => setLoad({ state: 'failed', message: null }));
  }, [project.id]);
  useEffect(fetchSnapshots, [fetchSnapshots]);

  const compare = () => {
    const [a, b] = [...selected].sort((x, y) => x.seq - y.seq);
    navigate(snapshotUrl(a.id, b.id));
  };

  const columns: TableColumnsType<SnapshotSummary> = [
    { key: 'seq', title: t('footprint.snapshots.seq'), render: (_, row) => `#${row.seq}` },
    { key: 'total', title: t('footprint.snapshots.total'), align: 'right', render: (_, row) => formatNumber(row.total) },
    {
      key: 'perDeclaredUnit',
      title: t('footprint.snapshots.perDeclaredUnit'),
      align: 'right',
      render: (_, row) => `${formatNumber(row.perDeclaredUnit)} ${perUnitLabel(row.declaredUnitCode)}`,
    },
    { key: 'perKwp', title: t('footprint.snapshots.perKwp'), align: 'right', render: (_, row) => formatNumber(row.perKwp) },
    { key: 'dqr', title: t('footprint.snapshots.dqr'), align: 'right', render: (_, row) => formatNumber(row.dqr) },
    { key: 'gwpSet', title: t('footprint.settings.gwpSet'), render: (_, row) => row.gwpSet },
    { key: 'createdAt', title: t('footprint.snapshots.createdAt'), render: (_, row) => formatTime(row.createdAt) },
    { key: 'createdBy', title: t('footprint.snapshots.createdBy'), render: (_, row) => row.createdByName },
    {
      key: 'open',
      title: t('common:operation'),
      render: (_, row) => (
        <Button type="link" onClick={() => navigate(snapshotUrl(row.id))}>
          {t('common:view')}
        </Button>
      ),
    },
  ];

  let body;
  if (load.state === 'loading') body = <Spin />;
  else if (load.state === 'failed')
    body = <RetryAlert title={load.message ?? t('footprint.snapshots.loadFailed')} showIcon={false} onRetry={fetchSnapshots} />;
  else if (load.snapshots.length === 0) body = <Empty description={t('footprint.snapshots.empty')} />;
  else
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space>
          <Button type="primary" disabled={selected.length !== 2} onClick={compare}>
            {t('footprint.snapshots.compare')}
          </Button>
          <Typography.Text type="secondary">{t('footprint.snapshots.compareHint')}</Typography.Text>
        </Space>
        <Table<SnapshotSummary>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={load.snapshots}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selected.map((s) => s.id),
            onChange: (_keys, rows) => setSelected(rows),
            // two at most: a comparison is of a pair
            getCheckboxProps: (row) => ({ disabled: selected.length >= 2 && !selected.some((s) => s.id === row.id) }),
          }}
        />
      </Space>
    );

  return (
    <Drawer open title={t('footprint.snapshots.title', { name: project.name })} onClose={onClose} size="large">
      {body}
    </Drawer>
  );
}
