/**
 * /CarbonFootprintDatabase/company_info_dataset_management/item?id=<dataset id> (企业数据集详情):
 * one company dataset (read with /rest/getObjDataById) and its lines on the shared object table
 * (pcf_company_dataset_item, fixed to dataset_id = id): add and edit a line in a modal, delete with
 * the SPEC §8 texts, export, and each line's evidence; the dataset's own evidence from the head.
 * An id that is no dataset id says so; a dataset the caller may not see (another company's) or
 * that is gone shows the server's words; a failed load offers a retry.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  COMPANY_DATASET_ITEM_OBJECT,
  COMPANY_DATASET_OBJECT,
  DATASET_PERMISSIONS,
  DOCUMENT_PERMISSIONS,
  messageOf,
  useAccess,
  useDictOptions,
} from '@pcf/shared';
import type { CompanyDatasetRow, ObjCondition, ObjRow, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable, LoadFailed } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { ROW_LINK_STYLE, companyDataApi, companyDataPaths, datasetOf } from '../../parts/companyData';
import { useCompanyOptions } from '../../parts/companyDataHooks';
import { useItemEditing } from '../../parts/CompanyDatasetItemForm';
import { DatasetHeader } from './parts/DatasetHeader';

type Loaded =
  { status: 'loading' } | { status: 'ready'; dataset: CompanyDatasetRow } | { status: 'refused'; text: string } | { status: 'failed' };

/** The dataset id of the query, or null when it is not a positive whole number. */
function idOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function CompanyDatasetDetailPage() {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const access = useAccess();
  const [params] = useSearchParams();
  const datasetId = idOf(params.get('id'));
  const table = useRef<ObjectTableHandle>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // undefined: closed; null: adding; a line: editing it
  const companies = useCompanyOptions(access.isAdmin);
  const regions = useDictOptions('pcf_region');
  const lines = useItemEditing(
    access.isAdmin,
    useCallback(() => table.current?.reload(), []),
  );
  const mayEdit = access.hasPermission(DATASET_PERMISSIONS.companyEdit);
  const mayListEvidence = access.hasPermission(DOCUMENT_PERMISSIONS.evidenceList);

  useEffect(() => {
    if (datasetId === null) return;
    let active = true;
    setLoaded({ status: 'loading' });
    companyDataApi
      .byId(COMPANY_DATASET_OBJECT, datasetId)
      .then((envelope) => {
        if (!active) return;
        const dataset = envelope.code === 200 && envelope.data ? datasetOf(envelope.data) : null;
        setLoaded(dataset ? { status: 'ready', dataset } : { status: 'refused', text: messageOf(envelope) });
      })
      .catch(() => {
        if (active) setLoaded({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [datasetId, attempt]);

  const baseConditions = useMemo<ObjCondition[]>(
    () => (datasetId === null ? [] : [{ field: 'dataset_id', operator: 'eq', value: datasetId }]),
    [datasetId],
  );

  const rowActions = useMemo(
    () =>
      mayListEvidence
        ? (row: ObjRow) => (
            <Link style={ROW_LINK_STYLE} to={companyDataPaths.evidence({ type: 'dataset_item', id: Number(row.id) })}>
              {t('companyDataset.evidenceLink')}
            </Link>
          )
        : undefined,
    [mayListEvidence, t],
  );

  const back = <Link to={companyDataPaths.overview}>{t('companyDataset.backToOverview')}</Link>;

  if (datasetId === null) {
    return <Result status="warning" title={t('companyDataset.detail.invalidId')} extra={back} />;
  }
  if (loaded.status === 'loading') {
    return (
      <Card>
        <Spin description={t('common:loading')}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      </Card>
    );
  }
  if (loaded.status === 'failed') {
    return <LoadFailed title={t('companyDataset.detail.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} extra={back} />;
  }
  if (loaded.status === 'refused') {
    return <Result status="404" title={t('companyDataset.detail.notFound')} subTitle={loaded.text} extra={back} />;
  }

  const { dataset } = loaded;
  return (
    <div>
      <DatasetHeader
        dataset={dataset}
        regions={regions.value}
        companyName={access.isAdmin ? (companies.nameOf(dataset.company_id) ?? `#${dataset.company_id}`) : undefined}
        mayListEvidence={mayListEvidence}
      />
      <Card size="small" title={t('companyDataset.detail.itemsHeading')}>
        <ObjectTable
          ref={table}
          objName={COMPANY_DATASET_ITEM_OBJECT}
          baseConditions={baseConditions}
          onAdd={mayEdit ? () => lines.add(dataset) : undefined}
          onEdit={mayEdit ? lines.edit : undefined}
          deletable={access.hasPermission(DATASET_PERMISSIONS.companyRemove)}
          exportable={access.hasPermission(DATASET_PERMISSIONS.companyExport)}
          renderCell={lines.cells}
          rowActions={rowActions}
        />
      </Card>
      {lines.form}
    </div>
  );
}
