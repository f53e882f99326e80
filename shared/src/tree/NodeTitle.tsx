import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusCircleOutlined,
  PlusSquareOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TREE_NS } from './treeLocales';

// clicks, keys and focus inside a node's controls must not reach the tree (select, expand, keyboard navigation)
const keepInside = (event: MouseEvent | KeyboardEvent | FocusEvent) => event.stopPropagation();

function ActionButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        icon={icon}
        onClick={(event) => {
          keepInside(event);
          onClick();
        }}
      />
    </Tooltip>
  );
}

export interface NodeActions {
  onAddChild?: () => void;
  onAddSibling: () => void;
  onRename: () => void;
  onRemove: () => void;
  onMove?: () => void;
}

/** A node's label and, for administrators, its edit icons. */
export function NodeLabel({ name, actions }: { name: string; actions: NodeActions | null }) {
  const { t } = useTranslation(TREE_NS);
  return (
    <Space size={4} className="pcf-tree-node">
      <span className="pcf-tree-node-name">{name}</span>
      {actions && (
        <span className="pcf-tree-node-actions">
          {actions.onAddChild && <ActionButton label={t('addChild')} icon={<PlusCircleOutlined />} onClick={actions.onAddChild} />}
          <ActionButton label={t('addSibling')} icon={<PlusSquareOutlined />} onClick={actions.onAddSibling} />
          <ActionButton label={t('rename')} icon={<EditOutlined />} onClick={actions.onRename} />
          <ActionButton label={t('remove')} icon={<DeleteOutlined />} onClick={actions.onRemove} />
          {actions.onMove && <ActionButton label={t('move')} icon={<SwapOutlined />} onClick={actions.onMove} />}
        </span>
      )}
    </Space>
  );
}

export interface NodeEditorProps {
  value: string;
  /** The English name, for a bilingual tree (absent: one name only). */
  valueEn?: string;
  saving: boolean;
  onChange: (value: string) => void;
  onChangeEn?: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The one node in edit: Enter saves, the cross asks before discarding. */
export function NodeEditor({ value, valueEn, saving, onChange, onChangeEn, onSave, onCancel }: NodeEditorProps) {
  const { t } = useTranslation(TREE_NS);
  const bilingual = valueEn !== undefined && onChangeEn !== undefined;
  return (
    <Space size={4} className="pcf-tree-node" onClick={keepInside} onFocus={keepInside} onBlur={keepInside}>
      <Input
        size="small"
        autoFocus
        aria-label={t('nodeName')}
        placeholder={bilingual ? t('nodeNameZh') : undefined}
        value={value}
        disabled={saving}
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={onSave}
        onKeyDown={keepInside}
      />
      {bilingual && (
        <Input
          size="small"
          aria-label={t('nodeNameEn')}
          placeholder={t('nodeNameEn')}
          value={valueEn}
          disabled={saving}
          onChange={(event) => onChangeEn(event.target.value)}
          onPressEnter={onSave}
          onKeyDown={keepInside}
        />
      )}
      <ActionButton label={t('save')} icon={<CheckOutlined />} onClick={onSave} />
      <ActionButton label={t('cancelEdit')} icon={<CloseOutlined />} onClick={onCancel} />
    </Space>
  );
}
