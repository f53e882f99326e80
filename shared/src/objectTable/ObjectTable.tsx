/**
 * The list screen of one registered object (issue 3): metadata-driven columns in the current
 * language, server-side paging and sorting through /rest/getObjDataByPage, a quick search, an
 * advanced search of the 14 operators, column settings kept per object, selection, and the
 * toolbar buttons of SPEC §8 (add, edit, delete with the standard confirm and texts, export).
 * Columns have widths by type (columnLayout.ts); the actions and the screen's key columns stay in
 * view at the right however wide the table grows (issue 18).
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Checkbox, Input, Popover, Space, Table, Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { ObjCondition, ObjFieldMeta, ObjMetaData, ObjRow, ObjValue } from '../contracts';
import { ApiError } from '../http/errors';
import { messageOf } from '../http/request';
import { saveBlob } from '../http/saveBlob';
import { currentLanguage } from '../i18n';
import { useDictionaries } from '../referenceData/useDictionaries';
import { useConfirmDelete } from '../confirmDelete/useConfirmDelete';
import { AdvancedSearch } from './AdvancedSearch';
import {
  clearVisibleColumns,
  objectApi,
  quickSearchField,
  saveVisibleColumns,
  visibleColumnsOf,
  type ObjDictOption,
  type ObjPageEndpoint,
} from './objectApi';
import { OBJECT_TABLE_NS } from './objectTableLocales';
import { ACTIONS_WIDTH, ACTIONS_WITH_LINKS_WIDTH, SELECTION_WIDTH, columnWidthOf, planColumns } from './columnLayout';
import './objectTable.css';

export const OBJECT_TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ObjectTableProps {
  objName: string;
  /** A list route of the same shape as /rest/getObjDataByPage; that one by default. */
  pageEndpoint?: ObjPageEndpoint;
  /** Shows 新增 and calls this. */
  onAdd?: () => void;
  /** Shows 编辑 (toolbar: exactly one selected row; and a link per row). */
  onEdit?: (row: ObjRow) => void;
  /** Shows 删除 with the standard confirm; the table deletes through the object API and reloads. */
  deletable?: boolean;
  /** Shows 导出: the filtered list as .xlsx. */
  exportable?: boolean;
  /** The screen's own buttons, after the standard ones. */
  toolbarExtra?: ReactNode;
  /** Options of dict fields by dict type, used when the dictionary call has none (or fails). */
  fallbackDictOptions?: Readonly<Record<string, ObjDictOption[]>>;
  /** Conditions the screen always adds (a parent's id ...). */
  baseConditions?: readonly ObjCondition[];
  /** Offers row selection for the screen's own toolbar buttons (onEdit and deletable imply it). */
  selectable?: boolean;
  /** A screen's own rendering of some fields' cells, by field name (a status tag ...). */
  renderCell?: Readonly<Record<string, (value: ObjValue | undefined, row: ObjRow) => ReactNode>>;
  /** The screen's own links in each row's 操作 column, after 编辑 and 删除. */
  rowActions?: (row: ObjRow) => ReactNode;
  /** Width of the 操作 column when the screen's links need other than the default. */
  actionsWidth?: number;
  /** Fields that must stay in view (the key value of a row): shown last, fixed at the right beside 操作. */
  keyColumns?: readonly string[];
  /** The columns shown until the user chooses (列设置, kept per object); the fields shown in lists otherwise. */
  defaultColumns?: readonly string[];
}

export interface ObjectTableHandle {
  reload(): void;
  selectedRows(): ObjRow[];
  /** The rows a delete button acts on, or null after 请选择要删除的数据 (none) or, `single`, 只能选择一条数据 (more than one). */
  rowsToDelete(single?: boolean): ObjRow[] | null;
  /** The one selected row, or null after 只能选择一条数据. */
  oneSelected(): ObjRow | null;
  metaData(): ObjMetaData | null;
}

interface Query {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  quick: string;
  advanced: ObjCondition[];
}

const idOf = (row: ObjRow): number => Number(row.id);

/**
 * A read model names reference data (a category, a company) in both languages: `x` in Chinese and
 * the unlisted field `x_en` in English. The English reader sees `x_en` where the row has one; a
 * listed `x_en` (a registration's own English name) is a column of its own and changes nothing.
 */
function englishOf(meta: ObjMetaData, name: string, row: ObjRow, value: ObjValue | undefined): ObjValue | undefined {
  const companion = meta.fields.find((f) => f.name === `${name}_en`);
  const english = row[`${name}_en`];
  return companion && !companion.shownInList && typeof english === 'string' && english.trim() !== '' ? english : value;
}

export const ObjectTable = forwardRef<ObjectTableHandle, ObjectTableProps>(function ObjectTable(props, ref) {
  const {
    objName,
    pageEndpoint,
    onAdd,
    onEdit,
    deletable,
    exportable,
    toolbarExtra,
    fallbackDictOptions,
    baseConditions,
    selectable,
    renderCell,
    rowActions,
    actionsWidth,
    keyColumns,
    defaultColumns,
  } = props;
  const { t, i18n } = useTranslation([OBJECT_TABLE_NS, 'common']);
  const { message } = App.useApp();
  const [meta, setMeta] = useState<ObjMetaData | null>(null);
  const [rows, setRows] = useState<ObjRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<ObjRow[]>([]);
  const [visible, setVisible] = useState<string[]>([]);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [query, setQuery] = useState<Query>({ pageNum: 1, pageSize: 10, quick: '', advanced: [] });
  const [reloads, setReloads] = useState(0);
  const language = currentLanguage();
  const latest = useRef(0);
  // read when the metadata arrives: a screen's inline list must not reload the metadata
  const defaultColumnsRef = useRef(defaultColumns);
  defaultColumnsRef.current = defaultColumns;

  // metadata in the current language: reloaded when the language changes
  useEffect(() => {
    let active = true;
    setMeta(null);
    objectApi
      .metaData(objName)
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === 200 && envelope.data) {
          const data = envelope.data;
          setMeta(data);
          setVisible(visibleColumnsOf(objName, data.fields, defaultColumnsRef.current));
        } else {
          setFailed(true);
          setLoading(false);
          message.error(messageOf(envelope));
        }
      })
      .catch(() => {
        if (!active) return;
        // the shared client has already shown what went wrong
        setFailed(true);
        setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [objName, language, message]);

  // the options of each dict field, from the dictionary call or the screen's fallback
  const dictTypes = useMemo(() => (meta?.fields ?? []).flatMap((f) => (f.dictType === null ? [] : [f.dictType])), [meta]);
  const dictOptions = useDictionaries(dictTypes, fallbackDictOptions);

  const quickField = useMemo(() => (meta ? quickSearchField(meta.fields) : undefined), [meta]);

  // a screen's filter changed: its matches start on page 1 (page 3 of another filter may be empty);
  // adjusted while rendering, so the list asks the server once, for the new filter's first page
  const baseKey = JSON.stringify(baseConditions ?? []);
  const [pagedBaseKey, setPagedBaseKey] = useState(baseKey);
  if (baseKey !== pagedBaseKey) {
    setPagedBaseKey(baseKey);
    if (query.pageNum !== 1) setQuery((q) => ({ ...q, pageNum: 1 }));
  }

  const conditionsOf = useCallback(
    (q: Query): ObjCondition[] => {
      const all: ObjCondition[] = [...(baseConditions ?? []), ...q.advanced];
      if (quickField && q.quick.trim() !== '') all.push({ field: quickField.name, operator: 'like', value: q.quick.trim() });
      return all;
    },
    [baseConditions, quickField],
  );

  useEffect(() => {
    if (!meta) return;
    const call = ++latest.current;
    setLoading(true);
    objectApi
      .page(
        {
          objName,
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          sortField: query.sortField,
          sortOrder: query.sortOrder,
          conditions: conditionsOf(query),
        },
        pageEndpoint,
      )
      .then((envelope) => {
        if (call !== latest.current) return;
        if (envelope.code === 200 && envelope.data) {
          setRows(envelope.data.rows);
          setTotal(envelope.data.total);
          setFailed(false);
          // rows of another page are no longer on screen: their selection would act unseen
          setSelected([]);
        } else {
          setFailed(true);
          message.error(messageOf(envelope));
        }
      })
      .catch(() => {
        if (call === latest.current) setFailed(true);
      })
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  }, [meta, objName, pageEndpoint, query, conditionsOf, reloads, message]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const rowsToDelete = useCallback(
    (single = false): ObjRow[] | null => {
      if (selected.length === 0 || (single && selected.length > 1)) {
        message.warning(t(selected.length === 0 ? 'common:selectToDelete' : 'common:selectOnlyOne'));
        return null;
      }
      return selected;
    },
    [message, selected, t],
  );
  const oneSelected = useCallback((): ObjRow | null => {
    if (selected.length !== 1) {
      message.warning(t('common:selectOnlyOne'));
      return null;
    }
    return selected[0];
  }, [message, selected, t]);

  useImperativeHandle(ref, () => ({ reload, selectedRows: () => selected, rowsToDelete, oneSelected, metaData: () => meta }), [
    reload,
    selected,
    rowsToDelete,
    oneSelected,
    meta,
  ]);

  const chooseColumns = (names: string[]) => {
    setVisible(names);
    saveVisibleColumns(objName, names);
  };

  const resetColumns = () => {
    clearVisibleColumns(objName);
    if (meta) setVisible(visibleColumnsOf(objName, meta.fields, defaultColumns));
  };

  const display = useCallback(
    (field: ObjFieldMeta, value: ObjValue | undefined): ReactNode => {
      if (value === null || value === undefined || value === '') return '';
      if (field.type === 'boolean') return value ? t('trueText') : t('falseText');
      if (field.type === 'dict' && field.dictType) {
        const option = dictOptions[field.dictType]?.find((o) => o.value === String(value));
        return option ? <Tag>{option.label}</Tag> : String(value);
      }
      if (field.type === 'datetime') {
        const date = new Date(String(value));
        return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString(i18n.language);
      }
      return String(value);
    },
    [dictOptions, t, i18n.language],
  );

  const confirmDelete = useConfirmDelete((targets: ObjRow[]) => {
    const ids = targets.map(idOf);
    return ids.length === 1 ? objectApi.remove(objName, ids[0]) : objectApi.removeList(objName, ids);
  }, reload);

  const deleteSelected = () => {
    const rows = rowsToDelete();
    if (rows) confirmDelete(rows);
  };

  const editSelected = () => {
    const row = oneSelected();
    if (row) onEdit?.(row);
  };

  const exportList = async () => {
    if (!meta) return;
    setExporting(true);
    try {
      const blob = await objectApi.exportFile({
        objName,
        sortField: query.sortField,
        sortOrder: query.sortOrder,
        conditions: conditionsOf(query),
        fields: visible,
      });
      saveBlob(blob, `${meta.label || objName}.xlsx`);
    } catch (error) {
      // 401 and network errors have been shown by the shared client
      if (error instanceof ApiError) message.error(error.message);
    } finally {
      setExporting(false);
    }
  };

  const withSelection = Boolean(onEdit || deletable || selectable);
  const columns = useMemo<TableColumnsType<ObjRow>>(() => {
    if (!meta) return [];
    const plan = planColumns(meta.fields, visible, keyColumns);
    const cols: TableColumnsType<ObjRow> = plan.fields.map((field) => ({
      key: field.name,
      dataIndex: field.name,
      title: field.label,
      width: columnWidthOf(field),
      fixed: plan.pinned.has(field.name) ? 'right' : undefined,
      sorter: field.sortable,
      sortOrder: query.sortField === field.name ? (query.sortOrder === 'asc' ? 'ascend' : 'descend') : null,
      ellipsis: true,
      render: (value: ObjValue | undefined, row: ObjRow) =>
        renderCell?.[field.name]?.(value, row) ?? display(field, language === 'en-US' ? englishOf(meta, field.name, row, value) : value),
    }));
    if (onEdit || deletable || rowActions) {
      cols.push({
        key: '__actions',
        title: t('common:operation'),
        width: actionsWidth ?? (rowActions ? ACTIONS_WITH_LINKS_WIDTH : ACTIONS_WIDTH),
        fixed: 'right',
        render: (_value: unknown, row: ObjRow) => (
          <Space size={0}>
            {onEdit && (
              <Button type="link" onClick={() => onEdit(row)}>
                {t('common:edit')}
              </Button>
            )}
            {deletable && (
              <Button type="link" danger onClick={() => confirmDelete([row])}>
                {t('common:delete')}
              </Button>
            )}
            {rowActions?.(row)}
          </Space>
        ),
      });
    }
    return cols;
  }, [
    meta,
    visible,
    keyColumns,
    actionsWidth,
    query.sortField,
    query.sortOrder,
    display,
    onEdit,
    deletable,
    rowActions,
    renderCell,
    confirmDelete,
    t,
    language,
  ]);
  // the sum of the widths: wider than the card, the table scrolls between its fixed columns
  const scrollWidth = useMemo(
    () => columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), withSelection ? SELECTION_WIDTH : 0),
    [columns, withSelection],
  );

  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<ObjRow> | SorterResult<ObjRow>[]) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined;
    const sortField = order && single?.columnKey !== undefined ? String(single.columnKey) : undefined;
    setQuery((q) => {
      const pageSize = pagination.pageSize ?? q.pageSize;
      const sortChanged = sortField !== q.sortField || order !== q.sortOrder;
      return {
        ...q,
        pageNum: sortChanged || pageSize !== q.pageSize ? 1 : (pagination.current ?? 1),
        pageSize,
        sortField,
        sortOrder: order,
      };
    });
  };

  const columnSettings = meta && (
    <div className="pcf-object-table__columns">
      <Checkbox.Group
        value={visible}
        onChange={(values) => chooseColumns(meta.fields.map((f) => f.name).filter((n) => values.includes(n)))}
        options={meta.fields.map((f) => ({ value: f.name, label: f.label }))}
      />
      <Button size="small" onClick={resetColumns}>
        {t('resetColumns')}
      </Button>
    </div>
  );

  return (
    <div className="pcf-object-table">
      <div className="pcf-object-table__toolbar">
        <Space wrap>
          {onAdd && (
            <Button type="primary" onClick={onAdd}>
              {t('common:add')}
            </Button>
          )}
          {onEdit && <Button onClick={editSelected}>{t('common:edit')}</Button>}
          {deletable && (
            <Button danger onClick={deleteSelected}>
              {t('common:delete')}
            </Button>
          )}
          {exportable && (
            <Button onClick={() => void exportList()} loading={exporting} disabled={!meta}>
              {t('common:export')}
            </Button>
          )}
          {toolbarExtra}
        </Space>
        <Space wrap>
          {quickField && (
            <Input.Search
              allowClear
              aria-label={t('quickSearch', { field: quickField.label })}
              placeholder={t('quickSearch', { field: quickField.label })}
              style={{ width: 240 }}
              onSearch={(quick) => setQuery((q) => ({ ...q, quick, pageNum: 1 }))}
            />
          )}
          <Button aria-expanded={advancedOpen} onClick={() => setAdvancedOpen((open) => !open)}>
            {t('advancedSearch')}
            {query.advanced.length > 0 ? ` (${query.advanced.length})` : ''}
          </Button>
          <Popover trigger="click" title={t('columnSettings')} content={columnSettings}>
            <Button disabled={!meta}>{t('columnSettings')}</Button>
          </Popover>
          <Button onClick={reload}>{t('common:refresh')}</Button>
        </Space>
      </div>
      {advancedOpen && meta && (
        <AdvancedSearch
          fields={meta.fields}
          dictOptions={dictOptions}
          onApply={(advanced) => setQuery((q) => ({ ...q, advanced, pageNum: 1 }))}
        />
      )}
      <Table<ObjRow>
        rowKey={(row) => String(row.id)}
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: failed ? t('loadFailed') : t('common:empty') }}
        rowSelection={
          withSelection
            ? { selectedRowKeys: selected.map((r) => String(r.id)), onChange: (_keys, chosen) => setSelected(chosen) }
            : undefined
        }
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: OBJECT_TABLE_PAGE_SIZES.map(String),
          showTotal: (count) => t('total', { total: count }),
        }}
        onChange={onTableChange}
        tableLayout="fixed"
        scroll={{ x: scrollWidth }}
      />
    </div>
  );
});
