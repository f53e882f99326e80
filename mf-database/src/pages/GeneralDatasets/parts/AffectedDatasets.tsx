/**
 * The general datasets a change of a factor or of a dataset would recompute (GET
 * /rest/generalDataset/affected), nearest first: how far each is (depth) and the shortest chain of
 * codes that leads to it. Loads itself, with loading, empty and failed (retry) states.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Empty, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AffectedDataset, AffectedDatasetsQuery } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { generalDatasetApi } from '../api';
import { formatFootprint, nameIn } from '../datasetRows';

export interface AffectedDatasetsProps {
  query: AffectedDatasetsQuery;
  /** Shown when nothing depends on the factor or dataset. */
  emptyText: string;
  /** Opens a dataset's detail. */
  onOpen?: (id: number) => void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; datasets: AffectedDataset[] };

export function AffectedDatasets({ query, emptyText, onOpen }: AffectedDatasetsProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const { factorId, datasetId } = query;

  const fetchAffected = useCallback(() => {
    setLoad({ state: 'loading' });
    generalDatasetApi
      .affected(factorId !== undefined ? { factorId } : { datasetId })
      .then((envelope) =>
        setLoad(envelope.code === 200 && envelope.data ? { state: 'done', datasets: envelope.data.datasets } : { state: 'failed' }),
      )
      .catch(() => setLoad({ state: 'failed' }));
  }, [factorId, datasetId]);
  useEffect(fetchAffected, [fetchAffected]);

  if (load.state === 'loading') return <Spin style={{ display: 'block', margin: '16px auto' }} />;
  if (load.state === 'failed') {
    return <RetryAlert title={t('generalDataset.affected.loadFailed')} onRetry={fetchAffected} />;
  }
  if (load.datasets.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Table<AffectedDataset>
      className="pcf-general-dataset__affected"
      rowKey="id"
      size="small"
      pagination={load.datasets.length > 10 ? { pageSize: 10, size: 'small' } : false}
      dataSource={load.datasets}
      columns={[
        {
          key: 'code',
          title: t('generalDataset.field.code'),
          render: (_v, d) =>
            onOpen ? (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(d.id)}>
                {d.code}
              </Button>
            ) : (
              d.code
            ),
        },
        { key: 'name', title: t('generalDataset.field.name'), render: (_v, d) => nameIn(i18n.language, d.nameZh, d.nameEn) },
        {
          key: 'depth',
          title: t('generalDataset.affected.depth'),
          render: (_v, d) => (
            <Tag color={d.depth === 1 ? 'blue' : 'default'}>{t('generalDataset.affected.depthValue', { depth: d.depth })}</Tag>
          ),
        },
        {
          key: 'path',
          title: t('generalDataset.affected.path'),
          render: (_v, d) => <Typography.Text type="secondary">{d.path.join(' → ')}</Typography.Text>,
        },
        {
          key: 'footprint',
          title: t('generalDataset.affected.footprint'),
          align: 'right',
          render: (_v, d) => formatFootprint(d.footprint),
        },
      ]}
    />
  );
}
