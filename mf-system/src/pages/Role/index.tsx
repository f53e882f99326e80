/**
 * /system/role (角色管理): the roles the caller administers, paged and filtered by the server, with
 * add, edit and delete, the menus and buttons each role grants (a checkable tree) and its data scope.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Form, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf, useAccess } from '@pcf/shared';
import type { RoleInfo, RoleListQuery } from '@pcf/shared';
import { LoadFailed, PAGE_SIZES } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../locales';
import { SearchButtons } from '../../parts/pagedList';
import { useReadData } from '../../parts/useReadData';
import { deleteRole, fetchRoles } from './api';
import { DataScopeForm } from './parts/DataScopeForm';
import { RoleForm } from './parts/RoleForm';
import type { RoleEditing } from './parts/RoleForm';
import { RoleMenusDrawer } from './parts/RoleMenusDrawer';

interface Filters {
  name: string;
  roleKey: string;
  status: string;
}

type Loaded = { status: 'loading' } | { status: 'ready'; rows: RoleInfo[]; total: number } | { status: 'failed' };

export default function RolePage() {
  const { t, i18n } = useTranslation([SYSTEM_NS, 'common']);
  const read = useReadData();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const [filterForm] = Form.useForm<Filters>();
  const [query, setQuery] = useState<RoleListQuery>({ pageNum: 1, pageSize: PAGE_SIZES[0] });
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const [granting, setGranting] = useState<RoleInfo | null>(null);
  const [scoping, setScoping] = useState<RoleInfo | null>(null);
  const mayAdd = access.hasPermission('system:role:add');
  const mayEdit = access.hasPermission('system:role:edit');
  const mayRemove = access.hasPermission('system:role:remove');

  const load = useCallback(
    async (wanted: RoleListQuery) => {
      setLoaded((current) => (current.status === 'ready' ? current : { status: 'loading' }));
      const page = await read(fetchRoles(wanted));
      if (page === null) {
        setLoaded({ status: 'failed' });
        return;
      }
      const { rows, total } = page;
      // a delete can empty the last page: show the one before it
      if (rows.length === 0 && total > 0 && (wanted.pageNum ?? 1) > 1) {
        setQuery({ ...wanted, pageNum: Math.ceil(total / (wanted.pageSize ?? PAGE_SIZES[0])) });
        return;
      }
      setLoaded({ status: 'ready', rows, total });
    },
    [read],
  );

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const reload = useCallback(() => void load(query), [load, query]);

  const search = (filters: Filters) =>
    setQuery((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      name: filters.name?.trim() || undefined,
      roleKey: filters.roleKey?.trim() || undefined,
      status: filters.status || undefined,
    }));

  const confirmDelete = useCallback(
    (role: RoleInfo) => {
      modal.confirm({
        title: t('common:systemTip'),
        content: t('common:deleteConfirm'),
        okText: t('common:confirm'),
        cancelText: t('common:cancel'),
        onOk: async () => {
          try {
            const envelope = await deleteRole(role.id);
            if (envelope.code === CODE_OK) {
              void message.success(t('common:deleteSuccess'));
              reload();
            } else {
              void message.error(messageOf(envelope));
            }
          } catch {
            // the http client has shown the failure
          }
        },
        onCancel: () => void message.info(t('common:deleteCancelled')),
      });
    },
    [message, modal, reload, t],
  );

  const english = i18n.language === 'en-US';
  const columns = useMemo<TableColumnsType<RoleInfo>>(
    () => [
      { key: 'roleKey', dataIndex: 'roleKey', title: t('role.roleKey'), width: 160, ellipsis: true },
      {
        key: 'name',
        title: t('role.name'),
        width: 180,
        render: (_, role) => (
          <Space size={4}>
            <span>{english ? role.nameEn : role.name}</span>
            {role.isAdmin && <Tag color="gold">{t('role.builtIn')}</Tag>}
          </Space>
        ),
      },
      { key: 'sort', dataIndex: 'sort', title: t('role.sort'), width: 80 },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('common:status'),
        width: 90,
        render: (status: string) => (
          <Tag color={status === '0' ? 'success' : 'default'}>{t(status === '0' ? 'role.status_0' : 'role.status_1')}</Tag>
        ),
      },
      {
        key: 'dataScope',
        dataIndex: 'dataScope',
        title: t('role.dataScope'),
        width: 190,
        render: (scope: RoleInfo['dataScope']) => t(`role.scope_${scope}`),
      },
      { key: 'userCount', dataIndex: 'userCount', title: t('role.userCount'), width: 90 },
      { key: 'remark', dataIndex: 'remark', title: t('role.remark'), ellipsis: true },
      {
        key: 'actions',
        title: t('common:operation'),
        width: 320,
        render: (_, role) => {
          const protectedHint = role.isAdmin ? t('role.adminProtected') : null;
          const undeletable = role.isAdmin
            ? t('role.adminNotDeletable')
            : role.userCount > 0
              ? t('role.inUseNotDeletable', { count: role.userCount })
              : null;
          return (
            <Space size={0} wrap>
              {mayEdit && (
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', role })}>
                  {t('common:edit')}
                </Button>
              )}
              {mayEdit && (
                <Tooltip title={protectedHint}>
                  <Button type="link" size="small" disabled={role.isAdmin} onClick={() => setGranting(role)}>
                    {t('role.grant')}
                  </Button>
                </Tooltip>
              )}
              {mayEdit && (
                <Tooltip title={protectedHint}>
                  <Button type="link" size="small" disabled={role.isAdmin} onClick={() => setScoping(role)}>
                    {t('role.dataScope')}
                  </Button>
                </Tooltip>
              )}
              {mayRemove && (
                <Tooltip title={undeletable}>
                  <Button type="link" size="small" danger disabled={undeletable !== null} onClick={() => confirmDelete(role)}>
                    {t('common:delete')}
                  </Button>
                </Tooltip>
              )}
            </Space>
          );
        },
      },
    ],
    [confirmDelete, english, mayEdit, mayRemove, t],
  );

  if (loaded.status === 'failed') {
    return (
      <LoadFailed
        onRetry={() => {
          setLoaded({ status: 'loading' });
          reload();
        }}
      />
    );
  }

  const rows = loaded.status === 'ready' ? loaded.rows : [];
  const nextSort = rows.reduce((most, role) => Math.max(most, role.sort), 0) + 1;
  const closeAndReload = (close: () => void) => () => {
    close();
    reload();
  };

  return (
    <Card
      title={t('role.title')}
      extra={
        <Space>
          {mayAdd && (
            <Button type="primary" onClick={() => setEditing({ mode: 'add', nextSort })}>
              {t('role.add')}
            </Button>
          )}
          <Button onClick={reload}>{t('common:refresh')}</Button>
        </Space>
      }
    >
      <Form<Filters>
        form={filterForm}
        name="roleFilter"
        layout="inline"
        onFinish={search}
        initialValues={{ name: '', roleKey: '', status: '' }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="name" label={t('role.name')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="roleKey" label={t('role.roleKey')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common:status')}>
          <Select
            aria-label={t('common:status')}
            style={{ width: 120 }}
            options={[
              { value: '', label: t('common:all') },
              { value: '0', label: t('role.status_0') },
              { value: '1', label: t('role.status_1') },
            ]}
          />
        </Form.Item>
        <SearchButtons form={filterForm} onReset={() => search({ name: '', roleKey: '', status: '' })} />
      </Form>
      <Table<RoleInfo>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loaded.status === 'loading'}
        scroll={{ x: 1200 }}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: loaded.status === 'ready' ? loaded.total : 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('role.total', { total }),
          onChange: (page, pageSize) =>
            setQuery((current) => ({ ...current, pageNum: pageSize === current.pageSize ? page : 1, pageSize })),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:empty')} /> }}
      />
      <RoleForm editing={editing} onClose={() => setEditing(null)} onSaved={closeAndReload(() => setEditing(null))} />
      <RoleMenusDrawer role={granting} onClose={() => setGranting(null)} onSaved={closeAndReload(() => setGranting(null))} />
      <DataScopeForm role={scoping} onClose={() => setScoping(null)} onSaved={closeAndReload(() => setScoping(null))} />
    </Card>
  );
}
