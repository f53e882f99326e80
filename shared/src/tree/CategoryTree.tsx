import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Key } from 'react';
import { Alert, App, Button, Empty, Space, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TREE_MAX_LEVEL } from '../contracts';
import { useAccess } from '../access';
import type { CategoryNode } from './treeModel';
import type { TreeService } from './treeService';
import { useTreeLoader } from './useTreeLoader';
import { NodeEditor, NodeLabel } from './NodeTitle';
import type { NodeActions } from './NodeTitle';
import { MoveNodeDialog } from './MoveNodeDialog';
import { TREE_NS } from './treeLocales';
import './categoryTree.css';

/** The selected node and the nodes from the root down to it. */
export interface CategoryTreeSelection {
  node: CategoryNode;
  path: CategoryNode[];
}

export interface CategoryTreeProps {
  /** Category (createCategoryTreeService) or department (createDepartmentTreeService) calls. */
  service: TreeService;
  /** Catalogue mode: a selected node can be cleared with 取消选择类别. */
  catalogue?: boolean;
  /** A node was selected, or the selection was cleared (null); re-sent with fresh data after a reload. */
  onSelect?: (selection: CategoryTreeSelection | null) => void;
  /** A first-level node was expanded or collapsed. */
  onCollapse?: (node: CategoryNode, expanded: boolean) => void;
  /** No edit icons even for user_admin_show: the tree only filters another screen (the directory is edited on its own screen). */
  readOnly?: boolean;
}

/** Only one node is in edit at a time: a new blank node under a parent, or an existing node. */
type Editing = ({ kind: 'new'; parentId: number } | { kind: 'existing'; id: number; parentId: number }) & {
  draft: string;
  /** The English name of a bilingual tree's node. */
  draftEn: string;
};

const NEW_NODE_KEY = 'new-node';

function toTreeData(nodes: CategoryNode[], editing: Editing | null): TreeDataNode[] {
  const draft: TreeDataNode | null =
    editing?.kind === 'new' ? { key: NEW_NODE_KEY, title: editing.draft, isLeaf: true, selectable: false } : null;
  const convert = (list: CategoryNode[], parentId: number): TreeDataNode[] => {
    const converted: TreeDataNode[] = list.map((node) => {
      const children = convert(node.children, node.id);
      return { key: String(node.id), title: node.name, children, isLeaf: children.length === 0 };
    });
    return draft && editing?.kind === 'new' && editing.parentId === parentId ? [...converted, draft] : converted;
  };
  return convert(nodes, 0);
}

export function CategoryTree({ service, catalogue = false, onSelect, onCollapse, readOnly = false }: CategoryTreeProps) {
  const { t } = useTranslation([TREE_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const userAdminShow = access.userAdminShow && !readOnly;
  const { nodes, paths, state, reload } = useTreeLoader(service);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const [movingId, setMovingId] = useState<number | null>(null);
  const selectedRef = useRef<number | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  const select = useCallback((id: number | null, index: Map<number, CategoryNode[]>) => {
    const path = id === null ? undefined : index.get(id);
    selectedRef.current = path ? id : null;
    setSelectedId(selectedRef.current);
    onSelectRef.current?.(path ? { node: path[path.length - 1], path } : null);
  }, []);

  /** Reloads and keeps the selection pointing at fresh data (or clears it when the node is gone). */
  const reloadTree = useCallback(async () => {
    const index = await reload();
    if (index && selectedRef.current !== null) select(selectedRef.current, index);
  }, [reload, select]);

  /** SPEC §4: starting another add or edit while one is open is refused. */
  const refuseWhileEditing = () => {
    if (!editing) return false;
    message.warning(t('finishPendingEdit'));
    return true;
  };

  const startAdd = (parentId: number) => {
    if (refuseWhileEditing()) return;
    setEditing({ kind: 'new', parentId, draft: t('newNodeName'), draftEn: t('newNodeNameEn') });
    if (parentId !== 0) setExpandedKeys((keys) => (keys.includes(String(parentId)) ? keys : [...keys, String(parentId)]));
  };

  const startRename = (node: CategoryNode) => {
    if (refuseWhileEditing()) return;
    // the shown name is in the reader's language; the editor starts from each language's own
    setEditing({
      kind: 'existing',
      id: node.id,
      parentId: node.parentId,
      draft: node.source.nameZh ?? node.name,
      draftEn: node.source.nameEn ?? node.name,
    });
  };

  const save = async () => {
    if (!editing || saving) return;
    const name = editing.draft.trim();
    if (!name) {
      message.warning(t('nameRequired'));
      return;
    }
    const nameEn = service.bilingual ? editing.draftEn.trim() : undefined;
    if (nameEn === '') {
      message.warning(t('nameEnRequired'));
      return;
    }
    setSaving(true);
    try {
      const result =
        editing.kind === 'new'
          ? await service.add(editing.parentId, name, nameEn)
          : await service.rename(
              { id: editing.id, parentId: editing.parentId, source: paths.get(editing.id)?.at(-1)?.source },
              name,
              nameEn,
            );
      if (result.ok) {
        message.success(t(editing.kind === 'new' ? 'common:addSuccess' : 'common:editSuccess'));
        setEditing(null);
        await reloadTree();
      } else {
        message.error(result.msg);
      }
    } catch {
      // the http client has already shown the failure; the node stays in edit
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    modal.confirm({
      title: t('common:cancelEditNodeConfirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      // the server tree was never changed: dropping the edit reverts the name or removes the blank node
      onOk: () => setEditing(null),
    });
  };

  const remove = (node: CategoryNode) => {
    if (refuseWhileEditing()) return;
    modal.confirm({
      title: t('common:deleteNodeConfirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const result = await service.remove(node.id);
          if (!result.ok) return message.error(result.msg);
          message.success(t('common:deleteSuccess'));
          await reloadTree();
        } catch {
          // the http client has already shown the failure
        }
      },
    });
  };

  const startMove = (node: CategoryNode) => {
    if (refuseWhileEditing()) return;
    setMovingId(node.id);
  };

  const canMove = Boolean(service.move && service.levelNodes);
  const actionsFor = (node: CategoryNode): NodeActions | null =>
    userAdminShow
      ? {
          onAddChild: node.level < TREE_MAX_LEVEL ? () => startAdd(node.id) : undefined,
          onAddSibling: () => startAdd(node.parentId),
          onRename: () => startRename(node),
          onRemove: () => remove(node),
          // a first-level node has no parent to change
          onMove: canMove && node.level > 1 ? () => startMove(node) : undefined,
        }
      : null;

  const editor = (draft: string) => (
    <NodeEditor
      value={draft}
      valueEn={service.bilingual ? editing?.draftEn : undefined}
      onChangeEn={service.bilingual ? (value) => setEditing((current) => current && { ...current, draftEn: value }) : undefined}
      saving={saving}
      onChange={(value) => setEditing((current) => current && { ...current, draft: value })}
      onSave={() => void save()}
      onCancel={cancel}
    />
  );

  const renderTitle = (item: TreeDataNode) => {
    if (item.key === NEW_NODE_KEY) return editing ? editor(editing.draft) : null;
    const path = paths.get(Number(item.key));
    if (!path) return null;
    const node = path[path.length - 1];
    if (editing?.kind === 'existing' && editing.id === node.id) return editor(editing.draft);
    return <NodeLabel name={node.name} actions={actionsFor(node)} />;
  };

  const treeData = useMemo(() => toTreeData(nodes, editing), [nodes, editing]);
  // a node removed by someone else must not stay selected or expanded
  useEffect(() => {
    setExpandedKeys((keys) => keys.filter((key) => paths.has(Number(key))));
  }, [paths]);

  const movingPath = movingId === null ? undefined : paths.get(movingId);
  const moveService = service.move && service.levelNodes ? { move: service.move, levelNodes: service.levelNodes } : null;

  return (
    <div className="pcf-category-tree">
      {(userAdminShow || (catalogue && selectedId !== null)) && (
        <Space style={{ marginBottom: 8 }} wrap>
          {userAdminShow && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => startAdd(0)}>
              {t('addRoot')}
            </Button>
          )}
          {catalogue && selectedId !== null && (
            <Button size="small" onClick={() => select(null, paths)}>
              {t('clearSelection')}
            </Button>
          )}
        </Space>
      )}
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={state.msg || t('loadFailed')}
          action={
            <Button size="small" onClick={() => void reloadTree()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Spin spinning={state.status === 'loading'}>
          <div style={{ minHeight: 48 }}>
            {treeData.length > 0 ? (
              <Tree
                blockNode
                treeData={treeData}
                titleRender={renderTitle}
                selectedKeys={selectedId === null ? [] : [String(selectedId)]}
                expandedKeys={expandedKeys}
                onSelect={(_keys, info) => {
                  const id = Number(info.node.key);
                  // clicking the selected node again keeps it selected; catalogue mode clears with its button
                  if (info.selected && paths.has(id)) select(id, paths);
                }}
                onExpand={(keys, info) => {
                  setExpandedKeys(keys);
                  const path = paths.get(Number(info.node.key));
                  if (path && path.length === 1) onCollapse?.(path[0], info.expanded);
                }}
              />
            ) : (
              state.status === 'ready' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
            )}
          </div>
        </Spin>
      )}
      {movingPath && moveService && (
        <MoveNodeDialog
          path={movingPath}
          service={moveService}
          onClose={() => setMovingId(null)}
          onMoved={() => {
            setMovingId(null);
            void reloadTree();
          }}
        />
      )}
    </div>
  );
}
