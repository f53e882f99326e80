/** Datasets recomputed with a change: each with its new footprint, or why it can no longer be computed (the server's words). */
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecomputedDataset } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { formatFootprint, nameIn } from '../datasetRows';

export function RecomputedTable({ datasets }: { datasets: readonly RecomputedDataset[] }) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  return (
    <Table<RecomputedDataset>
      className="pcf-general-dataset__recomputed"
      rowKey="id"
      size="small"
      pagination={datasets.length > 10 ? { pageSize: 10, size: 'small' } : false}
      dataSource={[...datasets]}
      columns={[
        { key: 'code', title: t('generalDataset.field.code'), dataIndex: 'code' },
        { key: 'name', title: t('generalDataset.field.name'), render: (_v, d) => nameIn(i18n.language, d.nameZh, d.nameEn) },
        {
          key: 'footprint',
          title: t('generalDataset.result.newFootprint'),
          render: (_v, d) =>
            d.problem !== null || d.footprint === null ? (
              <Typography.Text type="danger">{d.problem ?? t('generalDataset.status.problem')}</Typography.Text>
            ) : (
              formatFootprint(d.footprint)
            ),
        },
      ]}
    />
  );
}
