import { useEffect, useState } from 'react';
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LevelNode } from '../contracts';
import { FormModal } from '../modalSave/FormModal';
import type { CategoryNode } from './treeModel';
import type { ParentLevel, TreeService } from './treeService';
import { TREE_NS } from './treeLocales';

type LevelField = 'value1' | 'value2' | 'value3';
type MoveFormValues = Partial<Record<LevelField, number>>;

const FIELDS: Record<ParentLevel, LevelField> = { 1: 'value1', 2: 'value2', 3: 'value3' };

/**
 * The selects a node at `level` needs: its new parent is one level up, so a level-2 node picks
 * a 一级目录 only, a level-3 node also a 二级目录, a level-4 node all three (SPEC §5).
 */
export function parentLevelsFor(level: number): ParentLevel[] {
  const levels: ParentLevel[] = [];
  for (let parentLevel = 1; parentLevel < level && parentLevel <= 3; parentLevel++) levels.push(parentLevel as ParentLevel);
  return levels;
}

export interface MoveNodeDialogProps {
  /** The moved node and the nodes from the root down to it. */
  path: CategoryNode[];
  service: Required<Pick<TreeService, 'move' | 'levelNodes'>>;
  onMoved: () => void;
  onClose: () => void;
}

export function MoveNodeDialog({ path, service, onMoved, onClose }: MoveNodeDialogProps) {
  const { t } = useTranslation([TREE_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<MoveFormValues>();
  const node = path[path.length - 1];
  const levels = parentLevelsFor(node.level);
  const [options, setOptions] = useState<Partial<Record<ParentLevel, LevelNode[]>>>({});
  const [moving, setMoving] = useState(false);
  const value1 = Form.useWatch('value1', form);
  const value2 = Form.useWatch('value2', form);

  useEffect(() => {
    let current = true;
    for (const level of parentLevelsFor(node.level)) {
      service.levelNodes(level).then(
        (result) => {
          if (!current) return;
          if (result.ok) setOptions((loaded) => ({ ...loaded, [level]: result.nodes }));
          else message.error(result.msg);
        },
        () => undefined, // the http client has already shown the failure
      );
    }
    return () => {
      current = false;
    };
  }, [node.level, service, message, t]);

  // the ancestors above the current parent stay where they are until the user changes them
  const initialValues: MoveFormValues = {};
  for (const level of levels.slice(0, -1)) initialValues[FIELDS[level]] = path[level - 1].id;

  const choicesFor = (level: ParentLevel) => {
    const above = level === 2 ? value1 : level === 3 ? value2 : undefined;
    return (options[level] ?? [])
      .filter((candidate) => level === 1 || candidate.pid === above)
      .map((candidate) => ({ value: candidate.id, label: candidate.name, disabled: candidate.id === node.parentId }));
  };

  const submit = async () => {
    const values = await form.validateFields();
    const newParentId = values[FIELDS[levels[levels.length - 1]]];
    if (newParentId === undefined) return;
    setMoving(true);
    try {
      const result = await service.move(node.id, newParentId);
      if (result.ok) {
        message.success(t('common:moveSuccess'));
        onMoved();
      } else {
        message.error(result.msg);
      }
    } catch {
      // the http client has already shown the failure
    } finally {
      setMoving(false);
    }
  };

  return (
    // the tree service answers ok/msg, not an envelope: the modal is shared, the save its own
    <FormModal
      title={t('moveTitle')}
      okText={t('common:confirm')}
      saving={moving}
      onSave={() => {
        submit().catch(() => undefined); // validation errors are shown on the form
      }}
      onClose={onClose}
    >
      <Form<MoveFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed: MoveFormValues) => {
          if ('value1' in changed) form.setFieldsValue({ value2: undefined, value3: undefined });
          if ('value2' in changed) form.setFieldsValue({ value3: undefined });
        }}
      >
        {levels.map((level) => (
          <Form.Item
            key={level}
            name={FIELDS[level]}
            label={t(`level${level}`)}
            rules={[{ required: true, message: t(`level${level}Required`) }]}
          >
            <Select showSearch={{ optionFilterProp: 'label' }} loading={options[level] === undefined} options={choicesFor(level)} />
          </Form.Item>
        ))}
      </Form>
    </FormModal>
  );
}
