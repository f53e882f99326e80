/**
 * The grants of one role: a checkable tree of the menus (groups, pages) and their buttons that the
 * caller may grant, the role's current grants checked; saving makes them exactly the checked set.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Key } from 'react';
import { App, Button, Checkbox, Drawer, Empty, Space, Spin, Tag, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf } from '@pcf/shared';
import type { RoleInfo, RoleMenuNode } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { useReadData } from '../../../parts/useReadData';
import { fetchRoleMenuTree, saveRoleMenus } from '../api';
import { indexMenus, toggleCheck } from './menuChecks';

type Loaded = { status: 'loading' } | { status: 'ready'; menus: RoleMenuNode[] } | { status: 'failed' };

export interface RoleMenusDrawerProps {
  role: RoleInfo | null;
  onClose(): void;
  onSaved(): void;
}

export function RoleMenusDrawer({ role, onClose, onSaved }: RoleMenusDrawerProps) {
  const { t, i18n } = useTranslation([SYSTEM_NS, 'common']);
  const read = useReadData();
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [linked, setLinked] = useState(true);
  const [saving, setSaving] = useState(false);
  const roleId = role?.id;

  const load = useCallback(
    async (id: number) => {
      setLoaded({ status: 'loading' });
      const tree = await read(fetchRoleMenuTree(id));
      if (tree === null) {
        setLoaded({ status: 'failed' });
        return;
      }
      setChecked(new Set(tree.checkedIds));
      // every level open at first: the buttons are what is granted most often
      const opened = indexMenus(tree.menus);
      setExpanded(opened.all.filter((id) => (opened.childrenOf.get(id) ?? []).length > 0));
      setLoaded({ status: 'ready', menus: tree.menus });
    },
    [read],
  );

  useEffect(() => {
    if (roleId !== undefined) void load(roleId);
  }, [load, roleId]);

  const index = useMemo(() => indexMenus(loaded.status === 'ready' ? loaded.menus : []), [loaded]);
  const english = i18n.language === 'en-US';
  const treeData = useMemo<TreeDataNode[]>(() => {
    const toData = (node: RoleMenuNode): TreeDataNode => ({
      key: node.id,
      title: (
        <Space size={4}>
          <span>{english ? node.nameEn : node.name}</span>
          {node.kind === 'button' && <Tag>{t('role.kindButton')}</Tag>}
          {node.planned && <Tag color="default">{t('role.planned')}</Tag>}
        </Space>
      ),
      children: node.children.length > 0 ? node.children.map(toData) : undefined,
    });
    return loaded.status === 'ready' ? loaded.menus.map(toData) : [];
  }, [english, loaded, t]);

  if (role === null) return null;

  const save = async () => {
    setSaving(true);
    try {
      const envelope = await saveRoleMenus({ id: role.id, menuIds: [...checked].sort((a, b) => a - b) });
      if (envelope.code === CODE_OK) {
        void message.success(t('common:saveSuccess'));
        onSaved();
      } else {
        void message.error(messageOf(envelope));
      }
    } catch {
      // the http client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  const ready = loaded.status === 'ready';
  return (
    <Drawer
      open
      size={520}
      title={t('role.grantTitle', { name: english ? role.nameEn : role.name })}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!ready} onClick={() => void save()}>
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      {loaded.status === 'loading' && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {loaded.status === 'failed' && <LoadFailed onRetry={() => void load(role.id)} />}
      {ready && (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Checkbox checked={linked} onChange={(event) => setLinked(event.target.checked)}>
              {t('role.linked')}
            </Checkbox>
            <Button size="small" onClick={() => setExpanded([...index.all])}>
              {t('role.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('role.collapseAll')}
            </Button>
            <Button size="small" onClick={() => setChecked(new Set(index.all))}>
              {t('role.checkAll')}
            </Button>
            <Button size="small" onClick={() => setChecked(new Set())}>
              {t('role.checkNone')}
            </Button>
          </Space>
          {treeData.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:empty')} />
          ) : (
            <Tree
              checkable
              // each node keeps its own state (a page may be held without all of its buttons); the linkage is toggleCheck's
              checkStrictly
              selectable={false}
              treeData={treeData}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys)}
              checkedKeys={{ checked: [...checked], halfChecked: [] }}
              onCheck={(_, info) => setChecked((current) => toggleCheck(index, current, Number(info.node.key), info.checked, linked))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
