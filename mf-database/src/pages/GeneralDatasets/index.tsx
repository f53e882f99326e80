/**
 * /CarbonFootprintDatabase/general_dataset_management (通用数据集管理): the background datasets a
 * platform administrator curates, on the shared object table (pcf_general_dataset, a read model):
 * paging, sort, quick and advanced search, column settings, export. Each footprint is computed by
 * the server from the dataset's input exchanges and shown per its reference unit; one that cannot
 * be computed shows a tag with the server's reason. 详情 opens how it is made and what depends on it.
 * Changes go through /rest/generalDataset/*: add and edit in a wide form, delete with the standard
 * texts of SPEC §8 (the server refuses a dataset another one uses), "recompute all"; each save shows
 * the footprint and every dataset recomputed with it. The toolbar also answers "which datasets does
 * this factor affect". Change buttons show only to a platform administrator holding their right
 * (the server requires both).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { App, Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATASET_PERMISSIONS, GENERAL_DATASET_OBJECT, messageOf, useAccess, useDictOptions } from '@pcf/shared';
import type { ObjRow, ObjValue, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable, useConfirmDelete } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { REGION_DICT, generalDatasetApi } from './api';
import { formatFootprint, perUnit } from './datasetRows';
import { DatasetDrawer } from './parts/DatasetDrawer';
import { DatasetFormModal } from './parts/DatasetFormModal';
import { FactorImpact } from './parts/FactorImpact';
import { OutcomeModal, type Outcome } from './parts/OutcomeModal';
import { ProblemTag } from './parts/ProblemTag';

/** Searching factors needs the factor list's right (the object API checks it). */
const FACTOR_LIST = 'database:factor:list';

export default function GeneralDatasetsPage() {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  // the region dictionary's options in the current language (an empty list while it loads or if it fails)
  const regionOptions = useDictOptions(REGION_DICT).value;
  const regionLabels = useMemo(() => Object.fromEntries(regionOptions.map((o) => [o.value, o.label])), [regionOptions]);
  const [viewing, setViewing] = useState<number | null>(null);
  // undefined: closed; null: adding; a number: editing that dataset
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // bumped after a save: an open drawer reloads what it shows
  const [saves, setSaves] = useState(0);
  const [recomputing, setRecomputing] = useState(false);
  // the server lets only platform administrators change general datasets, whatever a role grants
  const may = (permission: string) => access.isAdmin && access.hasPermission(permission);
  const mayAdd = may(DATASET_PERMISSIONS.generalAdd);
  const mayEdit = may(DATASET_PERMISSIONS.generalEdit);
  const mayRemove = may(DATASET_PERMISSIONS.generalRemove);

  const reload = useCallback(() => table.current?.reload(), []);

  const confirmDelete = useConfirmDelete(
    (row: ObjRow) => generalDatasetApi.remove({ id: Number(row.id) }),
    (row: ObjRow) => {
      if (viewing === Number(row.id)) setViewing(null);
      reload();
    },
  );

  const deleteSelected = () => {
    const rows = table.current?.rowsToDelete(true);
    if (rows) confirmDelete(rows[0]);
  };

  const recomputeAll = () => {
    modal.confirm({
      title: t('common:systemTip'),
      content: t('generalDataset.recompute.confirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        setRecomputing(true);
        try {
          const envelope = await generalDatasetApi.recompute();
          if (envelope.code !== 200 || !envelope.data) {
            message.error(messageOf(envelope));
            return;
          }
          setOutcome({ kind: 'recomputed', recomputed: envelope.data.recomputed });
          setSaves((n) => n + 1);
          reload();
        } catch {
          // the shared client has shown it
        } finally {
          setRecomputing(false);
        }
      },
    });
  };

  const renderCell = useMemo(
    () => ({
      footprint: (value: ObjValue | undefined, row: ObjRow) =>
        value === null || value === undefined || value === '' ? (
          <ProblemTag datasetId={Number(row.id)} />
        ) : (
          `${formatFootprint(Number(value))} ${perUnit(String(row.unit_code ?? ''))}`
        ),
      status: (value: ObjValue | undefined) =>
        value === 'problem' || value === 'computed' ? (
          <Tag color={value === 'problem' ? 'error' : 'success'}>{t(`generalDataset.status.${value}`)}</Tag>
        ) : (
          ''
        ),
    }),
    [t],
  );

  const rowActions = (row: ObjRow) => (
    <>
      <Button type="link" onClick={() => setViewing(Number(row.id))}>
        {t('common:detail')}
      </Button>
      {mayRemove && (
        <Button type="link" danger onClick={() => confirmDelete(row)}>
          {t('common:delete')}
        </Button>
      )}
    </>
  );

  const toolbarExtra = (
    <>
      {mayRemove && (
        <Button danger onClick={deleteSelected}>
          {t('common:delete')}
        </Button>
      )}
      {mayEdit && (
        <Button onClick={recomputeAll} loading={recomputing}>
          {t('generalDataset.recompute.button')}
        </Button>
      )}
      {access.hasPermission(FACTOR_LIST) && <FactorImpact onOpen={setViewing} />}
    </>
  );

  return (
    <Card>
      <ObjectTable
        ref={table}
        objName={GENERAL_DATASET_OBJECT}
        onAdd={mayAdd ? () => setEditing(null) : undefined}
        onEdit={mayEdit ? (row) => setEditing(Number(row.id)) : undefined}
        selectable={mayRemove}
        exportable={access.hasPermission(DATASET_PERMISSIONS.generalExport)}
        renderCell={renderCell}
        rowActions={rowActions}
        toolbarExtra={toolbarExtra}
      />
      {viewing !== null && (
        <DatasetDrawer
          key={`${viewing}:${saves}`}
          datasetId={viewing}
          regionLabels={regionLabels}
          onOpen={setViewing}
          onEdit={mayEdit ? (id) => setEditing(id) : undefined}
          onClose={() => setViewing(null)}
        />
      )}
      {editing !== undefined && (
        <DatasetFormModal
          datasetId={editing}
          regionOptions={regionOptions}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            setOutcome({ kind: 'saved', ...saved });
            setSaves((n) => n + 1);
            reload();
          }}
        />
      )}
      {outcome && <OutcomeModal outcome={outcome} onClose={() => setOutcome(null)} />}
    </Card>
  );
}
