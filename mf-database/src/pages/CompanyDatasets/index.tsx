/**
 * /CarbonFootprintDatabase/company_info_dataset_management (企业数据集管理): the company's overview
 * (counts of and ways into its products, dataset lines and evidence) and its datasets on the shared
 * object table (pcf_company_dataset): add and edit in a modal, delete with the SPEC §8 texts,
 * export; each dataset opens its detail (/item?id=) and its evidence. An enterprise user sees its
 * own company's only; a platform administrator sees every company's and names the company when
 * adding. Buttons show only with their database:companyDataset:* right; the server checks again.
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMPANY_DATASET_OBJECT, DATASET_PERMISSIONS, DOCUMENT_PERMISSIONS, objectApi, useAccess } from '@pcf/shared';
import type { CompanyDatasetRow, ObjRow, ObjValue, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable, useConfirmDelete } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { ROW_LINK_STYLE, companyDataPaths, datasetOf } from '../../parts/companyData';
import { useCompanyOptions } from '../../parts/companyDataHooks';
import { CompanyOverview } from './parts/CompanyOverview';
import { DatasetFormModal } from './parts/DatasetFormModal';

export default function CompanyDatasetsPage() {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  const companies = useCompanyOptions(access.isAdmin);
  const companyName = companies.nameOf;
  // undefined: closed; null: adding; a dataset: editing it
  const [editing, setEditing] = useState<CompanyDatasetRow | null | undefined>(undefined);
  const [changes, setChanges] = useState(0);
  const may = (permission: string) => access.hasPermission(permission);
  const mayEdit = may(DATASET_PERMISSIONS.companyEdit);
  const mayRemove = may(DATASET_PERMISSIONS.companyRemove);
  const mayOpenPages = may(DATASET_PERMISSIONS.companyQuery);
  const mayListEvidence = may(DOCUMENT_PERMISSIONS.evidenceList);

  const changed = () => {
    table.current?.reload();
    setChanges((n) => n + 1);
  };

  // deleted here rather than by the table: the overview's counts change with it (items go with their dataset)
  const confirmDelete = useConfirmDelete(
    (ids: number[]) =>
      ids.length === 1 ? objectApi.remove(COMPANY_DATASET_OBJECT, ids[0]) : objectApi.removeList(COMPANY_DATASET_OBJECT, ids),
    changed,
  );

  const deleteSelected = () => {
    const rows = table.current?.rowsToDelete();
    if (rows) confirmDelete(rows.map((row) => Number(row.id)));
  };

  const edit = (row: ObjRow) => {
    const dataset = datasetOf(row);
    if (dataset) setEditing(dataset);
  };

  const renderCell = useMemo(
    () => ({
      name: (value: ObjValue | undefined, row: ObjRow) =>
        mayOpenPages && typeof row.id === 'number' ? (
          <Link to={companyDataPaths.detail(row.id)}>{String(value ?? '')}</Link>
        ) : (
          String(value ?? '')
        ),
      company_id: (value: ObjValue | undefined) => (typeof value === 'number' ? (companyName(value) ?? `#${value}`) : ''),
    }),
    [mayOpenPages, companyName],
  );

  const rowActions = useMemo(() => {
    if (!mayOpenPages && !mayRemove) return undefined;
    return (row: ObjRow) => {
      const datasetId = Number(row.id);
      return (
        <>
          {mayRemove && (
            <Button type="link" danger onClick={() => confirmDelete([datasetId])}>
              {t('common:delete')}
            </Button>
          )}
          {mayOpenPages && (
            <Link style={ROW_LINK_STYLE} to={companyDataPaths.detail(datasetId)}>
              {t('companyDataset.dataset.openItems')}
            </Link>
          )}
          {mayOpenPages && mayListEvidence && (
            <Link style={ROW_LINK_STYLE} to={companyDataPaths.evidence({ type: 'dataset', id: datasetId })}>
              {t('companyDataset.evidenceLink')}
            </Link>
          )}
        </>
      );
    };
    // confirmDelete is rebuilt each render but reads only stable values
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mayOpenPages, mayRemove, mayListEvidence, t]);

  return (
    <div>
      <CompanyOverview refreshKey={changes} mayOpenPages={mayOpenPages} mayListEvidence={mayListEvidence} />
      <Card size="small" title={t('companyDataset.dataset.listTitle')}>
        <ObjectTable
          ref={table}
          objName={COMPANY_DATASET_OBJECT}
          onAdd={mayEdit ? () => setEditing(null) : undefined}
          onEdit={mayEdit ? edit : undefined}
          selectable={mayRemove}
          exportable={may(DATASET_PERMISSIONS.companyExport)}
          renderCell={renderCell}
          rowActions={rowActions}
          toolbarExtra={
            mayRemove ? (
              <Button danger onClick={deleteSelected}>
                {t('common:delete')}
              </Button>
            ) : undefined
          }
        />
      </Card>
      {editing !== undefined && (
        <DatasetFormModal
          dataset={editing}
          choosesCompany={access.isAdmin}
          companies={companies}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            changed();
          }}
        />
      )}
    </div>
  );
}
