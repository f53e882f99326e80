/**
 * /CarbonFootprintDatabase/carbon_emission_factor_management (碳排放因子管理): the public emission
 * factor database. Left, the directory (the shared category tree in catalogue mode): a chosen node
 * shows the factors of it and of its sub-categories. Right, filters (library set, region, year, source) and the
 * shared object table on pcf_emission_factor (the current version of each factor) with quick and
 * advanced search, sort, column settings and export. The filters live in the query string
 * (?categoryId=&region=&year=&source=&library=), so the visualization screen links straight to a filtered list.
 * The list shows each factor's licence (the open factor library keeps its sets' licences).
 * Changes go through /rest/factor/*: add, edit (a new version), delete (refused by the server for a
 * factor in use) and import with its report. Changing the public database is for platform
 * administrators holding the button's permission, as the server requires; others only read.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Col, Row, Space, Spin, Tag } from 'antd';
import { DotChartOutlined, ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  FACTOR_LIBRARY_DICT,
  FACTOR_OBJECT,
  GAS_DICT,
  GWP_SETS,
  UNCERTAINTY_DICT,
  UNCERTAINTY_DISTRIBUTIONS,
  dqrRating,
  formatStored,
  round2,
  useAccess,
  useDictOptions,
} from '@pcf/shared';
import type { CategoryTreeSelection, ObjDictOption, ObjRow, ObjValue, ObjectTableHandle, TreeNode, TreeService } from '@pcf/shared';
import { CategoryTree, ObjectTable, useConfirmDelete } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { directoryTreeService, factorApi } from './api';
import { conditionsOf, filtersOf, indexDirectory, sameFilters, withFilters } from './factorFilters';
import type { FactorFilters } from './factorFilters';
import { FactorFilterBar } from './parts/FactorFilterBar';
import { FactorFormModal } from './parts/FactorFormModal';
import { FactorImportModal } from './parts/FactorImportModal';

export const FACTOR_DETAIL_PATH = '/CarbonFootprintDatabase/carbon_emission_factor_management/item';
export const VISUALIZATION_PATH = '/CarbonFootprintDatabase/DatabaseVisualization';
const REGION_DICT = 'pcf_region';
const GWP_SET_DICT = 'pcf_gwp_set';
// the value and its unit stay in view beside the row's links; the rest is offered under 列设置 (issue 18)
const KEY_COLUMNS = ['value', 'unit_code'] as const;
const DEFAULT_COLUMNS = [
  'code',
  'name_zh',
  'name_en',
  'category_name',
  'value',
  'unit_code',
  'region',
  'year',
  'source',
  'licence',
  'dqr',
] as const;

type Directory = { status: 'loading' } | { status: 'ready'; nodes: TreeNode[] } | { status: 'failed' };

const numberOf = (value: ObjValue | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const numeric = Number(value);
  return Number.isFinite(numeric) ? numeric : null;
};

export default function FactorListPage() {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const access = useAccess();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const table = useRef<ObjectTableHandle>(null);
  const [directory, setDirectory] = useState<Directory>({ status: 'loading' });
  const [treeKey, setTreeKey] = useState(0);
  const treeSelection = useRef<number | null>(null);
  // undefined: closed; null: adding; a number: editing that factor
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const regions = useDictOptions(REGION_DICT).value;
  const libraries = useDictOptions(FACTOR_LIBRARY_DICT).value;
  const gases = useDictOptions(GAS_DICT).value;
  const uncertainties = useDictOptions(UNCERTAINTY_DICT).value;

  // changing the public database needs a platform administrator as well as the button (server: assertFactorAdmin)
  const mayChange = (button: 'add' | 'edit' | 'remove' | 'import') => access.isAdmin && access.hasPermission(`database:factor:${button}`);
  const may = {
    add: mayChange('add'),
    edit: mayChange('edit'),
    remove: mayChange('remove'),
    import: mayChange('import'),
    export: access.hasPermission('database:factor:export'),
    detail: access.hasPermission('database:factor:query'),
    visualize: access.hasPermission('database:visualization:view'),
  };

  // the tree's own calls, its loaded nodes also serving the sub-category filter and the form's category choice
  const treeService = useMemo<TreeService>(
    () => ({
      ...directoryTreeService,
      load: async () => {
        try {
          const result = await directoryTreeService.load();
          setDirectory((current) =>
            result.ok ? { status: 'ready', nodes: result.nodes } : current.status === 'ready' ? current : { status: 'failed' },
          );
          return result;
        } catch (error) {
          setDirectory((current) => (current.status === 'ready' ? current : { status: 'failed' }));
          throw error;
        }
      },
    }),
    [],
  );
  const directoryIndex = useMemo(() => (directory.status === 'ready' ? indexDirectory(directory.nodes) : null), [directory]);

  const filters = useMemo(() => filtersOf(searchParams), [searchParams]);
  const updateFilters = useCallback(
    (change: (current: FactorFilters) => FactorFilters) =>
      setSearchParams(
        (params) => {
          const current = filtersOf(params);
          const next = change(current);
          return sameFilters(current, next) ? params : withFilters(params, next);
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // the tree keeps its own selection: when the category changes elsewhere (the tag, a link), it starts over unselected
  useEffect(() => {
    if (treeSelection.current !== null && treeSelection.current !== filters.categoryId) {
      treeSelection.current = null;
      setTreeKey((key) => key + 1);
    }
  }, [filters.categoryId]);

  const onTreeSelect = useCallback(
    (selection: CategoryTreeSelection | null) => {
      treeSelection.current = selection?.node.id ?? null;
      updateFilters((current) => ({ ...current, categoryId: selection?.node.id }));
    },
    [updateFilters],
  );

  const category = filters.categoryId === undefined ? undefined : directoryIndex?.get(filters.categoryId);
  const below = category?.descendants;
  const belowKey = below?.join(',') ?? '';
  const baseConditions = useMemo(
    () => conditionsOf(filters, below),
    // below is read through its key: a reloaded directory with the same nodes changes no condition
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters, belowKey],
  );
  const categoryLabel =
    filters.categoryId === undefined
      ? null
      : category
        ? category.path.join(' / ')
        : t('factor.filters.categoryId', { id: filters.categoryId });

  const fallbackDictOptions = useMemo<Record<string, ObjDictOption[]>>(
    () => ({
      [UNCERTAINTY_DICT]: UNCERTAINTY_DISTRIBUTIONS.map((value) => ({ value, label: t(`factor.uncertainty.${value}`) })),
      [GWP_SET_DICT]: GWP_SETS.map((value) => ({ value, label: t(`factor.gwpSets.${value}`) })),
    }),
    // the texts follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const renderCell = useMemo(
    () => ({
      // the stored value with all its digits (the text as the server sent it), so a line can be checked against it
      value: (value: ObjValue | undefined) => (typeof value === 'number' || typeof value === 'string' ? formatStored(value) : ''),
      dqr: (value: ObjValue | undefined) => {
        const numeric = numberOf(value);
        if (numeric === null) return '';
        return (
          <Space size={4}>
            <span>{String(round2(numeric))}</span>
            <Tag>{t(`factor.rating.${dqrRating(numeric)}`)}</Tag>
          </Space>
        );
      },
    }),
    [t],
  );

  const confirmDelete = useConfirmDelete(
    (row: ObjRow) => factorApi.remove({ id: Number(row.id) }),
    useCallback(() => table.current?.reload(), []),
  );

  const deleteSelected = () => {
    const rows = table.current?.rowsToDelete(true);
    if (rows) confirmDelete(rows[0]);
  };

  const rowActions = useCallback(
    (row: ObjRow) => (
      <>
        {may.detail && (
          <Button type="link" onClick={() => navigate(`${FACTOR_DETAIL_PATH}?id=${Number(row.id)}`)}>
            {t('common:detail')}
          </Button>
        )}
        {may.remove && (
          <Button type="link" danger onClick={() => confirmDelete(row)}>
            {t('common:delete')}
          </Button>
        )}
      </>
    ),
    [may.detail, may.remove, navigate, confirmDelete, t],
  );

  const toolbarExtra = (
    <>
      {may.remove && (
        <Button danger onClick={deleteSelected}>
          {t('common:delete')}
        </Button>
      )}
      {may.import && (
        <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
          {t('common:import')}
        </Button>
      )}
      {may.visualize && (
        <Button icon={<DotChartOutlined />} onClick={() => navigate(VISUALIZATION_PATH)}>
          {t('factor.visualization')}
        </Button>
      )}
    </>
  );

  // with a category from the link, the list waits for the directory so it asks once, sub-categories included
  const tableReady = filters.categoryId === undefined || directory.status !== 'loading';

  return (
    <Row gutter={16}>
      <Col xs={24} lg={6}>
        <Card title={t('factor.directory')} style={{ marginBottom: 16 }}>
          <CategoryTree key={treeKey} service={treeService} catalogue readOnly onSelect={onTreeSelect} />
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Card>
          <FactorFilterBar
            filters={filters}
            categoryLabel={categoryLabel}
            regions={regions}
            libraries={libraries}
            onChange={(next) => updateFilters(() => next)}
            onClearCategory={() => updateFilters((current) => ({ ...current, categoryId: undefined }))}
          />
          {tableReady ? (
            <ObjectTable
              ref={table}
              objName={FACTOR_OBJECT}
              baseConditions={baseConditions}
              onAdd={may.add ? () => setEditing(null) : undefined}
              onEdit={may.edit ? (row) => setEditing(Number(row.id)) : undefined}
              selectable={may.remove}
              exportable={may.export}
              fallbackDictOptions={fallbackDictOptions}
              renderCell={renderCell}
              rowActions={may.detail || may.remove ? rowActions : undefined}
              keyColumns={KEY_COLUMNS}
              defaultColumns={DEFAULT_COLUMNS}
              toolbarExtra={toolbarExtra}
            />
          ) : (
            <div style={{ textAlign: 'center', padding: 48 }}>
              <Spin />
            </div>
          )}
        </Card>
      </Col>
      {editing !== undefined && (
        <FactorFormModal
          factorId={editing}
          directory={directory.status === 'ready' ? directory.nodes : []}
          dictionaries={{ regions, gases, uncertainties }}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            table.current?.reload();
          }}
        />
      )}
      {importing && <FactorImportModal gasOptions={gases} onClose={() => setImporting(false)} onImported={() => table.current?.reload()} />}
    </Row>
  );
}
