/**
 * /system/menu (菜单管理): the whole menu table as a tree (groups, pages, buttons, planned ones
 * included) with add, edit, delete, the order of siblings and a switch per group that turns its
 * remote on or off for everyone.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Key } from 'react';
import { App, Button, Card, Empty, Space, Switch, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf, useAccess } from '@pcf/shared';
import type { ApiEnvelope, MenuNode } from '@pcf/shared';
import { MenuIcon, LoadFailed } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../locales';
import { useReadData } from '../../parts/useReadData';
import { deleteMenu, fetchMenuTree, reorderMenus, switchMenuGroup } from './api';
import { MenuForm } from './parts/MenuForm';
import type { MenuEditing } from './parts/MenuForm';

/** A table row: antd draws an expander for any `children`, so a leaf has none. */
interface MenuRow extends Omit<MenuNode, 'children'> {
  node: MenuNode;
  /** The ids of the row and its siblings, in order (what /system/menu/reorder takes). */
  siblings: number[];
  children?: MenuRow[];
}

type Loaded = { status: 'loading' } | { status: 'ready'; tree: MenuNode[] } | { status: 'failed' };

/** This screen's own page: the server refuses to switch its group off (nobody could switch it on again). */
const MENU_ADMIN_PATH = '/system/menu';

function toRows(nodes: MenuNode[]): MenuRow[] {
  const siblings = nodes.map((node) => node.id);
  return nodes.map((node) => {
    const { children, ...own } = node;
    return { ...own, node, siblings, ...(children.length > 0 ? { children: toRows(children) } : {}) };
  });
}

export default function MenuPage() {
  const { t, i18n } = useTranslation([SYSTEM_NS, 'common']);
  const read = useReadData();
  const { message, modal } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [busy, setBusy] = useState(false);
  const access = useAccess();
  // each change needs its button permission (the server checks the same); reordering is an edit
  const may = useMemo(
    () => ({
      add: access.hasPermission('system:menu:add'),
      edit: access.hasPermission('system:menu:edit'),
      remove: access.hasPermission('system:menu:remove'),
      switch: access.hasPermission('system:menu:switch'),
    }),
    [access],
  );

  const load = useCallback(async () => {
    const tree = await read(fetchMenuTree());
    if (tree === null) {
      setLoaded({ status: 'failed' });
      return;
    }
    setLoaded({ status: 'ready', tree });
    // the groups open at first, so their pages show without a click
    setExpanded((current) => current ?? tree.map((group) => group.id));
  }, [read]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change; on success shows `done` and reloads the tree, otherwise the server's message. */
  const change = useCallback(
    async (call: () => Promise<ApiEnvelope<unknown>>, done: string) => {
      setBusy(true);
      try {
        const envelope = await call();
        if (envelope.code === CODE_OK) {
          void message.success(done);
          await load();
        } else {
          void message.error(messageOf(envelope));
        }
      } catch {
        // the http client has shown the failure
      } finally {
        setBusy(false);
      }
    },
    [load, message],
  );

  const confirmDelete = useCallback(
    (row: MenuRow) => {
      modal.confirm({
        title: t('common:systemTip'),
        content: t('common:deleteConfirm'),
        okText: t('common:confirm'),
        cancelText: t('common:cancel'),
        onOk: () => change(() => deleteMenu({ id: row.id }), t('common:deleteSuccess')),
        onCancel: () => void message.info(t('common:deleteCancelled')),
      });
    },
    [change, message, modal, t],
  );

  const toggleGroup = useCallback(
    (row: MenuRow, enabled: boolean) => {
      const name = i18n.language === 'en-US' ? row.nameEn : row.name;
      const run = () =>
        change(() => switchMenuGroup({ id: row.id, enabled }), t(enabled ? 'menu.switchedOn' : 'menu.switchedOff', { name }));
      if (enabled) {
        void run();
        return;
      }
      // switching off takes the group's remote away from everyone at once: ask first
      modal.confirm({
        title: t('common:systemTip'),
        content: t('menu.switchOffConfirm', { name }),
        okText: t('common:confirm'),
        cancelText: t('common:cancel'),
        onOk: run,
      });
    },
    [change, i18n.language, modal, t],
  );

  const move = useCallback(
    (row: MenuRow, step: -1 | 1) => {
      const ids = [...row.siblings];
      const at = ids.indexOf(row.id);
      const to = at + step;
      if (at < 0 || to < 0 || to >= ids.length) return;
      [ids[at], ids[to]] = [ids[to], ids[at]];
      void change(() => reorderMenus({ parentId: row.parentId, ids }), t('menu.reordered'));
    },
    [change, t],
  );

  const english = i18n.language === 'en-US';
  const columns = useMemo<TableColumnsType<MenuRow>>(
    () => [
      {
        key: 'name',
        title: t('menu.name'),
        width: 240,
        render: (_, row) => (
          <Space size={6}>
            {row.kind !== 'button' && <MenuIcon name={row.iconvue} />}
            <span>{english ? row.nameEn : row.name}</span>
          </Space>
        ),
      },
      { key: 'urlvue', dataIndex: 'urlvue', title: t('menu.urlvue'), ellipsis: true },
      {
        key: 'icon',
        dataIndex: 'iconvue',
        title: t('menu.icon'),
        width: 80,
        render: (icon: string) =>
          icon ? (
            <Tooltip title={icon}>
              <MenuIcon name={icon} />
            </Tooltip>
          ) : null,
      },
      {
        key: 'kind',
        dataIndex: 'kind',
        title: t('menu.kind'),
        width: 90,
        render: (kind: MenuRow['kind']) => <Tag>{t(`menu.kind_${kind}`)}</Tag>,
      },
      { key: 'order', dataIndex: 'order', title: t('menu.order'), width: 70 },
      {
        key: 'hidden',
        dataIndex: 'hidden',
        title: t('menu.hidden'),
        width: 70,
        render: (hidden: boolean) => t(hidden ? 'common:yes' : 'common:no'),
      },
      { key: 'redirect', dataIndex: 'redirect', title: t('menu.redirect'), ellipsis: true },
      { key: 'perms', dataIndex: 'perms', title: t('menu.perms'), ellipsis: true },
      {
        key: 'state',
        title: t('common:status'),
        width: 120,
        render: (_, row) => {
          if (row.kind === 'group') {
            // the server refuses to switch off the group of this very screen
            const ownGroup = row.enabled && row.node.children.some((page) => page.urlvue === MENU_ADMIN_PATH);
            return (
              <Tooltip title={ownGroup ? t('menu.ownGroupFixed') : undefined}>
                <Switch
                  aria-label={t('menu.switchAria', { name: english ? row.nameEn : row.name })}
                  checked={row.enabled}
                  disabled={busy || !may.switch || ownGroup}
                  checkedChildren={t('menu.on')}
                  unCheckedChildren={t('menu.off')}
                  onChange={(checked) => toggleGroup(row, checked)}
                />
              </Tooltip>
            );
          }
          return row.planned ? (
            <Tooltip title={t('menu.plannedHint')}>
              <Tag color="default">{t('menu.planned')}</Tag>
            </Tooltip>
          ) : (
            <Tag color="success">{t('menu.built')}</Tag>
          );
        },
      },
      {
        key: 'actions',
        title: t('common:operation'),
        width: 300,
        render: (_, row) => {
          const at = row.siblings.indexOf(row.id);
          const childKind = row.kind === 'group' ? 'page' : row.kind === 'page' ? 'button' : null;
          const undeletable = row.kind === 'group' ? t('menu.groupNotDeletable') : row.seeded ? t('menu.seededNotDeletable') : null;
          return (
            <Space size={0} wrap>
              {childKind && may.add && (
                <Button
                  type="link"
                  size="small"
                  disabled={busy}
                  onClick={() => setEditing({ mode: 'add', parent: row.node, kind: childKind })}
                >
                  {t(`menu.add_${childKind}`)}
                </Button>
              )}
              {may.edit && (
                <Button type="link" size="small" disabled={busy} onClick={() => setEditing({ mode: 'edit', node: row.node })}>
                  {t('common:edit')}
                </Button>
              )}
              {may.remove && (
                <Tooltip title={undeletable}>
                  <Button type="link" size="small" danger disabled={busy || undeletable !== null} onClick={() => confirmDelete(row)}>
                    {t('common:delete')}
                  </Button>
                </Tooltip>
              )}
              {may.edit && (
                <>
                  <Button type="link" size="small" disabled={busy || at <= 0} onClick={() => move(row, -1)}>
                    {t('menu.moveUp')}
                  </Button>
                  <Button type="link" size="small" disabled={busy || at < 0 || at >= row.siblings.length - 1} onClick={() => move(row, 1)}>
                    {t('menu.moveDown')}
                  </Button>
                </>
              )}
            </Space>
          );
        },
      },
    ],
    [busy, confirmDelete, english, may, move, t, toggleGroup],
  );

  const rows = useMemo(() => (loaded.status === 'ready' ? toRows(loaded.tree) : []), [loaded]);

  if (loaded.status === 'failed') {
    return (
      <LoadFailed
        onRetry={() => {
          setLoaded({ status: 'loading' });
          void load();
        }}
      />
    );
  }

  return (
    <Card title={t('menu.title')} extra={<Button onClick={() => void load()}>{t('common:refresh')}</Button>}>
      <Table<MenuRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loaded.status === 'loading'}
        pagination={false}
        scroll={{ x: 1300 }}
        expandable={{ expandedRowKeys: expanded ?? [], onExpandedRowsChange: (keys) => setExpanded(keys) }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:empty')} /> }}
      />
      <MenuForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </Card>
  );
}
