/**
 * /CarbonFootprintDatabase/company_info_dataset_management/item2 (企业数据集明细): every line of
 * the company's datasets on the shared object table (pcf_company_dataset_item), filtered by dataset
 * if chosen. The line object holds only its dataset's id: the names come from the list of the
 * company's datasets, loaded once. Each line leads to its dataset's detail and its evidence; lines
 * are edited and deleted here, and added once a dataset is chosen (a line always belongs to one).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Card, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMPANY_DATASET_ITEM_OBJECT, DATASET_PERMISSIONS, DOCUMENT_PERMISSIONS, useAccess } from '@pcf/shared';
import type { ObjCondition, ObjRow, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable, RetryAlert } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { ROW_LINK_STYLE, companyDataPaths } from '../../parts/companyData';
import { useCompanyDatasets, useCompanyOptions } from '../../parts/companyDataHooks';
import { useItemEditing } from '../../parts/CompanyDatasetItemForm';

export default function CompanyDatasetItemsPage() {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  const datasets = useCompanyDatasets();
  const companies = useCompanyOptions(access.isAdmin);
  const lines = useItemEditing(
    access.isAdmin,
    useCallback(() => table.current?.reload(), []),
  );
  const [datasetId, setDatasetId] = useState<number | undefined>(undefined);
  const mayEdit = access.hasPermission(DATASET_PERMISSIONS.companyEdit);
  const mayListEvidence = access.hasPermission(DOCUMENT_PERMISSIONS.evidenceList);
  const companyName = companies.nameOf;

  const byId = useMemo(() => new Map(datasets.value.map((dataset) => [dataset.id, dataset])), [datasets.value]);
  const chosen = datasetId === undefined ? undefined : byId.get(datasetId);

  const datasetOptions = useMemo(
    () =>
      datasets.value.map((dataset) => ({
        value: dataset.id,
        // an administrator sees every company's datasets: two may share a name
        label: access.isAdmin
          ? `${dataset.name} (${companyName(dataset.company_id) ?? `#${dataset.company_id}`}, ${dataset.year})`
          : `${dataset.name} (${dataset.year})`,
      })),
    [datasets.value, access.isAdmin, companyName],
  );

  const baseConditions = useMemo<ObjCondition[]>(
    () => (datasetId === undefined ? [] : [{ field: 'dataset_id', operator: 'eq', value: datasetId }]),
    [datasetId],
  );

  const rowActions = useMemo(
    () => (row: ObjRow) => {
      const dataset = typeof row.dataset_id === 'number' ? row.dataset_id : Number(row.dataset_id);
      const name = byId.get(dataset)?.name ?? `#${dataset}`;
      return (
        <>
          <Link style={ROW_LINK_STYLE} to={companyDataPaths.detail(dataset)} title={t('companyDataset.items.openDataset', { name })}>
            {name}
          </Link>
          {mayListEvidence && (
            <Link style={ROW_LINK_STYLE} to={companyDataPaths.evidence({ type: 'dataset_item', id: Number(row.id) })}>
              {t('companyDataset.evidenceLink')}
            </Link>
          )}
        </>
      );
    },
    [byId, mayListEvidence, t],
  );

  const filter = (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('companyDataset.items.datasetFilter')}
      placeholder={t('companyDataset.items.allDatasets')}
      loading={datasets.loading}
      options={datasetOptions}
      value={datasetId}
      onChange={(value) => setDatasetId(value ?? undefined)}
      notFoundContent={datasets.failed ? t('companyDataset.optionsFailed') : undefined}
      style={{ width: 280 }}
    />
  );

  return (
    <Card
      size="small"
      title={t('companyDataset.itemsTitle')}
      extra={<Link to={companyDataPaths.overview}>{t('companyDataset.backToOverview')}</Link>}
    >
      {datasets.failed && (
        <RetryAlert
          title={t('companyDataset.items.datasetsFailed')}
          type="warning"
          style={{ marginBottom: 12 }}
          onRetry={datasets.reload}
        />
      )}
      <ObjectTable
        ref={table}
        objName={COMPANY_DATASET_ITEM_OBJECT}
        baseConditions={baseConditions}
        onAdd={mayEdit && chosen ? () => lines.add(chosen) : undefined}
        onEdit={mayEdit ? lines.edit : undefined}
        deletable={access.hasPermission(DATASET_PERMISSIONS.companyRemove)}
        exportable={access.hasPermission(DATASET_PERMISSIONS.companyExport)}
        renderCell={lines.cells}
        rowActions={rowActions}
        toolbarExtra={
          <>
            {filter}
            {mayEdit && !chosen && <Typography.Text type="secondary">{t('companyDataset.items.addHint')}</Typography.Text>}
          </>
        }
      />
      {lines.form}
    </Card>
  );
}
