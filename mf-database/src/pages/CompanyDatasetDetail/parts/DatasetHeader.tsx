/** The head of a company dataset's detail: what the dataset is, and the ways to its evidence and back. */
import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyDatasetRow, ObjDictOption } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { companyDataPaths } from '../../../parts/companyData';

export interface DatasetHeaderProps {
  dataset: CompanyDatasetRow;
  regions: readonly ObjDictOption[];
  /** Shown to platform administrators, who see every company's datasets. */
  companyName?: string;
  mayListEvidence: boolean;
}

export function DatasetHeader({ dataset, regions, companyName, mayListEvidence }: DatasetHeaderProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const region = dataset.region === null ? '' : (regions.find((option) => option.value === dataset.region)?.label ?? dataset.region);
  const updated = new Date(dataset.updated_at);

  const items = [
    { key: 'name', label: t('companyDataset.dataset.name'), children: dataset.name },
    { key: 'year', label: t('companyDataset.dataset.year'), children: String(dataset.year) },
    { key: 'site', label: t('companyDataset.dataset.site'), children: dataset.site ?? '' },
    { key: 'region', label: t('companyDataset.dataset.region'), children: region },
    ...(companyName === undefined ? [] : [{ key: 'company', label: t('companyDataset.company.label'), children: companyName }]),
    {
      key: 'updated',
      label: t('companyDataset.detail.updatedAt'),
      children: Number.isNaN(updated.getTime()) ? '' : updated.toLocaleString(i18n.language),
    },
    { key: 'description', label: t('companyDataset.dataset.description'), children: dataset.description ?? '', span: 'filled' as const },
  ];

  return (
    <Card
      size="small"
      title={t('companyDataset.detail.heading', { name: dataset.name })}
      style={{ marginBottom: 16 }}
      extra={
        <Space size="middle">
          {mayListEvidence && (
            <Link to={companyDataPaths.evidence({ type: 'dataset', id: dataset.id })}>{t('companyDataset.detail.datasetEvidence')}</Link>
          )}
          <Link to={companyDataPaths.overview}>{t('companyDataset.backToOverview')}</Link>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} items={items} />
    </Card>
  );
}
