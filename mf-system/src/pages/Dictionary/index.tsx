/**
 * Dictionaries (字典管理): the dictionary types on the left (add, edit, delete) and the items of
 * the selected type on the right (add, edit, delete, and several at once through
 * /sysDictInfo/addDictInfoList). Select fields everywhere offer these items.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Col, Empty, Result, Row, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@pcf/shared';
import type { DictItem, DictStatus, DictType } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../locales';
import { useReadData } from '../../parts/useReadData';
import { deleteDictItem, deleteDictType, fetchDictItems, fetchDictTypes } from './api';
import { DictBatchForm } from './parts/DictBatchForm';
import { DictItemForm } from './parts/DictItemForm';
import { DictTypeForm } from './parts/DictTypeForm';
import { useChange } from './parts/useChange';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; rows: T[] } | { status: 'failed' };

export default function DictionaryPage() {
  const { t, i18n } = useTranslation([SYSTEM_NS, 'common']);
  const read = useReadData();
  const { message, modal } = App.useApp();
  const change = useChange();
  const english = i18n.language === 'en-US';
  const access = useAccess();
  // each change needs its button permission (the server checks the same)
  const may = useMemo(
    () => ({
      add: access.hasPermission('system:dict:add'),
      edit: access.hasPermission('system:dict:edit'),
      remove: access.hasPermission('system:dict:remove'),
    }),
    [access],
  );

  const [types, setTypes] = useState<Loaded<DictType>>({ status: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [items, setItems] = useState<Loaded<DictItem>>({ status: 'ready', rows: [] });
  const [editingType, setEditingType] = useState<DictType | 'new' | null>(null);
  const [editingItem, setEditingItem] = useState<DictItem | 'new' | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);

  const loadTypes = useCallback(async () => {
    const rows = await read(fetchDictTypes());
    if (rows === null) {
      setTypes({ status: 'failed' });
      return;
    }
    setTypes({ status: 'ready', rows });
    // keep the selection while its type exists, else select the first
    setSelected((current) => (current !== null && rows.some((row) => row.code === current) ? current : (rows[0]?.code ?? null)));
  }, [read]);

  const loadItems = useCallback(
    async (code: string | null) => {
      if (code === null) {
        setItems({ status: 'ready', rows: [] });
        return;
      }
      setItems({ status: 'loading' });
      const rows = await read(fetchDictItems(code));
      setItems(rows === null ? { status: 'failed' } : { status: 'ready', rows });
    },
    [read],
  );

  useEffect(() => {
    void loadTypes();
  }, [loadTypes]);
  useEffect(() => {
    void loadItems(selected);
  }, [loadItems, selected]);

  const confirmDelete = useCallback(
    (run: () => Promise<boolean>) => {
      modal.confirm({
        title: t('common:systemTip'),
        content: t('common:deleteConfirm'),
        okText: t('common:confirm'),
        cancelText: t('common:cancel'),
        onOk: run,
        onCancel: () => void message.info(t('common:deleteCancelled')),
      });
    },
    [message, modal, t],
  );

  /** 编辑 and 删除 of a row (a type or an item), each with its right; a deleted row reloads its list. */
  const actionsColumn = useCallback(
    <R extends { id: number }>(edit: (row: R) => void, remove: (row: R) => Promise<boolean>, reload: (row: R) => Promise<void>) => ({
      key: 'actions',
      title: t('common:operation'),
      width: 130,
      render: (_: unknown, row: R) => (
        // a click on a type's buttons does not select the type
        <Space size={0} onClick={(event) => event.stopPropagation()}>
          {may.edit && (
            <Button type="link" size="small" onClick={() => edit(row)}>
              {t('common:edit')}
            </Button>
          )}
          {may.remove && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirmDelete(async () => {
                  if (await remove(row)) await reload(row);
                  return true;
                })
              }
            >
              {t('common:delete')}
            </Button>
          )}
        </Space>
      ),
    }),
    [confirmDelete, may, t],
  );

  const statusTag = useCallback(
    (status: DictStatus) => <Tag color={status === '0' ? 'success' : 'default'}>{t(`dict.status_${status}`)}</Tag>,
    [t],
  );

  const typeColumns = useMemo<TableColumnsType<DictType>>(
    () => [
      { key: 'code', dataIndex: 'code', title: t('dict.code'), ellipsis: true },
      { key: 'name', title: t('dict.name'), render: (_, row) => (english ? row.nameEn : row.name), ellipsis: true },
      { key: 'status', dataIndex: 'status', title: t('common:status'), width: 80, render: statusTag },
      actionsColumn<DictType>(
        setEditingType,
        (row) => change(() => deleteDictType({ id: row.id }), t('common:deleteSuccess')),
        () => loadTypes(),
      ),
    ],
    [actionsColumn, change, english, loadTypes, statusTag, t],
  );

  const itemColumns = useMemo<TableColumnsType<DictItem>>(
    () => [
      { key: 'value', dataIndex: 'value', title: t('dict.value'), ellipsis: true },
      { key: 'label', dataIndex: 'label', title: t('dict.labelZh'), ellipsis: true },
      { key: 'labelEn', dataIndex: 'labelEn', title: t('dict.labelEn'), ellipsis: true },
      { key: 'order', dataIndex: 'order', title: t('dict.order'), width: 80 },
      { key: 'status', dataIndex: 'status', title: t('common:status'), width: 80, render: statusTag },
      actionsColumn<DictItem>(
        setEditingItem,
        (row) => change(() => deleteDictItem({ id: row.id }), t('common:deleteSuccess')),
        (row) => loadItems(row.dictType),
      ),
    ],
    [actionsColumn, change, loadItems, statusTag, t],
  );

  if (types.status === 'failed') {
    return (
      <LoadFailed
        onRetry={() => {
          setTypes({ status: 'loading' });
          void loadTypes();
        }}
      />
    );
  }

  const itemRows = items.status === 'ready' ? items.rows : [];
  const nextOrder = itemRows.reduce((most, item) => Math.max(most, item.order), 0) + 1;
  const selectedType = types.status === 'ready' ? types.rows.find((row) => row.code === selected) : undefined;
  const empty = (text: string) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card
          title={t('dict.types')}
          extra={
            may.add && (
              <Button type="primary" onClick={() => setEditingType('new')}>
                {t('dict.addType')}
              </Button>
            )
          }
        >
          <Table<DictType>
            rowKey="id"
            columns={typeColumns}
            dataSource={types.status === 'ready' ? types.rows : []}
            loading={types.status === 'loading'}
            pagination={false}
            locale={empty(t('common:empty'))}
            rowClassName={(row) => (row.code === selected ? 'ant-table-row-selected' : '')}
            onRow={(row) => ({ onClick: () => setSelected(row.code), style: { cursor: 'pointer' } })}
          />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card
          title={
            selectedType
              ? t('dict.itemsOf', { name: english ? selectedType.nameEn : selectedType.name, code: selectedType.code })
              : t('dict.items')
          }
          extra={
            may.add && (
              <Space>
                <Button disabled={selected === null} onClick={() => setBatchOpen(true)}>
                  {t('dict.batchAdd')}
                </Button>
                <Button type="primary" disabled={selected === null} onClick={() => setEditingItem('new')}>
                  {t('dict.addItem')}
                </Button>
              </Space>
            )
          }
        >
          {items.status === 'failed' ? (
            <Result
              status="error"
              title={t('common:dataError')}
              extra={<Button onClick={() => void loadItems(selected)}>{t('common:retry')}</Button>}
            />
          ) : (
            <Table<DictItem>
              rowKey="id"
              columns={itemColumns}
              dataSource={itemRows}
              loading={items.status === 'loading'}
              pagination={false}
              locale={empty(selected === null ? t('dict.noType') : t('common:empty'))}
            />
          )}
        </Card>
      </Col>
      <DictTypeForm
        editing={editingType}
        onClose={() => setEditingType(null)}
        onSaved={(code) => {
          setEditingType(null);
          setSelected(code);
          void loadTypes();
        }}
      />
      {selected !== null && (
        <>
          <DictItemForm
            dictType={selected}
            editing={editingItem}
            nextOrder={nextOrder}
            onClose={() => setEditingItem(null)}
            onSaved={() => {
              setEditingItem(null);
              void loadItems(selected);
            }}
          />
          <DictBatchForm
            dictType={selected}
            open={batchOpen}
            nextOrder={nextOrder}
            onClose={() => setBatchOpen(false)}
            onSaved={() => {
              setBatchOpen(false);
              void loadItems(selected);
            }}
          />
        </>
      )}
    </Row>
  );
}
