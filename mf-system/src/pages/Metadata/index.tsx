/**
 * Metadata (元数据管理, /metadata/table): the objects the generic object API serves and their
 * fields. Platform administrators create objects (a new table built by the server, or an existing
 * table registered), edit their fields and delete them; whoever holds system:metadata:list reads.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Input, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf, useAccess } from '@pcf/shared';
import type { DictType, MetaObjectKind, MetaObjectPage, MetaObjectSummary } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../locales';
import { useReadData } from '../../parts/useReadData';
import { deleteObject, fetchDictTypes, fetchObjects } from './api';
import { ObjectDrawer, type DrawerTarget } from './parts/ObjectDrawer';

const PAGE_SIZE = 10;
const KIND_COLOR: Record<MetaObjectKind, string> = { system: 'blue', table: 'green', custom: 'purple' };

type Loaded = { status: 'loading'; last: MetaObjectPage | null } | { status: 'ready'; page: MetaObjectPage } | { status: 'failed' };

export default function MetadataPage() {
  const { t, i18n } = useTranslation([SYSTEM_NS, 'common']);
  const read = useReadData();
  const { message, modal } = App.useApp();
  const english = i18n.language === 'en-US';
  const access = useAccess();
  // registry changes run DDL: platform administrators only (the server checks the same)
  const may = useMemo(
    () => ({
      add: access.isAdmin && access.hasPermission('system:metadata:add'),
      edit: access.isAdmin && access.hasPermission('system:metadata:edit'),
      remove: access.isAdmin && access.hasPermission('system:metadata:remove'),
    }),
    [access],
  );

  const [query, setQuery] = useState({ pageNum: 1, pageSize: PAGE_SIZE, keyword: '' });
  const [keywordText, setKeywordText] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', last: null });
  const [drawer, setDrawer] = useState<DrawerTarget>(null);
  const [dictTypes, setDictTypes] = useState<DictType[]>([]);

  const load = useCallback(async () => {
    setLoaded((current) => ({
      status: 'loading',
      last: current.status === 'ready' ? current.page : current.status === 'loading' ? current.last : null,
    }));
    const page = await read(
      fetchObjects({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.keyword === '' ? {} : { keyword: query.keyword }),
      }),
    );
    setLoaded(page === null ? { status: 'failed' } : { status: 'ready', page });
  }, [read, query]);

  useEffect(() => {
    void load();
  }, [load]);

  // the dictionaries a dict field binds; only needed to edit
  useEffect(() => {
    if (!may.add && !may.edit) return;
    void fetchDictTypes()
      .then((envelope) => {
        if (envelope.code === CODE_OK && envelope.data) setDictTypes(envelope.data);
      })
      .catch(() => undefined);
  }, [may.add, may.edit]);

  const remove = useCallback(
    (row: MetaObjectSummary) => {
      modal.confirm({
        title: t('common:systemTip'),
        content: (
          <>
            <p>{t('common:deleteConfirm')}</p>
            <p>{t(row.kind === 'custom' ? 'metadata.deleteCustom' : 'metadata.deleteRegistration', { table: row.table })}</p>
          </>
        ),
        okText: t('common:confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: async () => {
          try {
            // the confirmation above covers the table's rows: confirmDataLoss
            const envelope = await deleteObject({ name: row.name, confirmDataLoss: row.kind === 'custom' });
            if (envelope.code === CODE_OK) {
              void message.success(t('common:deleteSuccess'));
              await load();
            } else void message.error(messageOf(envelope));
          } catch {
            // the http client has shown the failure
          }
        },
        onCancel: () => void message.info(t('common:deleteCancelled')),
      });
    },
    [load, message, modal, t],
  );

  const columns = useMemo<TableColumnsType<MetaObjectSummary>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('metadata.objectName'), ellipsis: true },
      { key: 'label', title: t('metadata.label'), render: (_, row) => (english ? row.labelEn : row.labelZh), ellipsis: true },
      { key: 'table', dataIndex: 'table', title: t('metadata.table'), ellipsis: true },
      {
        key: 'kind',
        dataIndex: 'kind',
        title: t('metadata.kind'),
        width: 120,
        render: (kind: MetaObjectKind) => <Tag color={KIND_COLOR[kind]}>{t(`metadata.kind_${kind}`)}</Tag>,
      },
      {
        key: 'companyScoped',
        dataIndex: 'companyScoped',
        title: t('metadata.companyScoped'),
        width: 110,
        render: (scoped: boolean) => (scoped ? t('common:yes') : t('common:no')),
      },
      { key: 'permissionPrefix', dataIndex: 'permissionPrefix', title: t('metadata.permissionPrefix'), ellipsis: true },
      { key: 'fieldCount', dataIndex: 'fieldCount', title: t('metadata.fieldCount'), width: 90 },
      {
        key: 'actions',
        title: t('common:operation'),
        width: 150,
        render: (_, row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setDrawer({ mode: 'edit', name: row.name })}>
              {may.edit ? t('common:edit') : t('common:view')}
            </Button>
            {may.remove && row.kind !== 'system' && (
              <Button type="link" size="small" danger onClick={() => remove(row)}>
                {t('common:delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [english, may, remove, t],
  );

  if (loaded.status === 'failed') {
    return <LoadFailed onRetry={() => void load()} />;
  }

  const page = loaded.status === 'ready' ? loaded.page : loaded.last;
  return (
    <Card
      title={t('metadata.title')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('metadata.searchPlaceholder')}
            placeholder={t('metadata.searchPlaceholder')}
            value={keywordText}
            onChange={(e) => setKeywordText(e.target.value)}
            onSearch={(value) => setQuery({ ...query, pageNum: 1, keyword: value.trim() })}
            style={{ width: 260 }}
          />
          {may.add && (
            <Button type="primary" onClick={() => setDrawer({ mode: 'create' })}>
              {t('metadata.addObject')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<MetaObjectSummary>
        rowKey="id"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={loaded.status === 'loading'}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:empty')} /> }}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('metadata.total', { total }),
          onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }),
        }}
      />
      <ObjectDrawer
        target={drawer}
        dictTypes={dictTypes}
        readOnly={!may.edit}
        onClose={() => setDrawer(null)}
        onSaved={() => {
          setDrawer(null);
          void load();
        }}
      />
    </Card>
  );
}
