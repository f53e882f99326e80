/** A role's data scope: one of the five scopes; 'custom' names the departments whose rows the role reads. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Form, Radio, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPES, treeSelectOptions } from '@pcf/shared';
import type { DataScope, DeptTreeNode, RoleInfo } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { useReadData } from '../../../parts/useReadData';
import { fetchDeptTree, saveDataScope } from '../api';

/** With treeCheckStrictly antd hands values over with their labels. */
interface DeptValue {
  value: number;
  label?: ReactNode;
}

interface ScopeFields {
  dataScope: DataScope;
  depts: DeptValue[];
}

type Depts = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; tree: DeptTreeNode[] };

function namesOf(nodes: DeptTreeNode[], into = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    into.set(node.id, node.name);
    if (node.children) namesOf(node.children, into);
  }
  return into;
}

export interface DataScopeFormProps {
  role: RoleInfo | null;
  onClose(): void;
  onSaved(): void;
}

export function DataScopeForm({ role, onClose, onSaved }: DataScopeFormProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const read = useReadData();
  const [form] = Form.useForm<ScopeFields>();
  const scope = Form.useWatch('dataScope', form);
  const [depts, setDepts] = useState<Depts>({ status: 'idle' });
  const { saving, submit } = useModalSave(form, { adding: false, onSaved, successText: t('common:saveSuccess') });

  useEffect(() => {
    if (role === null) return;
    form.resetFields();
    form.setFieldsValue({ dataScope: role.dataScope, depts: role.deptIds.map((value) => ({ value })) });
    setDepts({ status: 'idle' });
  }, [form, role]);

  const loadDepts = useCallback(
    async (companyId: number | null) => {
      setDepts({ status: 'loading' });
      const tree = await read(fetchDeptTree(companyId));
      if (tree === null) {
        setDepts({ status: 'failed' });
        return;
      }
      setDepts({ status: 'ready', tree });
      // the saved departments get their names once the tree is known
      const names = namesOf(tree);
      const current: DeptValue[] = form.getFieldValue('depts') ?? [];
      form.setFieldValue(
        'depts',
        current.map(({ value }) => ({ value, label: names.get(value) ?? String(value) })),
      );
    },
    [form, read],
  );

  // the departments are read only when the custom scope is shown
  useEffect(() => {
    if (role !== null && scope === 'custom' && depts.status === 'idle') void loadDepts(role.companyId);
  }, [depts.status, loadDepts, role, scope]);

  const treeData = useMemo(() => (depts.status === 'ready' ? treeSelectOptions(depts.tree) : []), [depts]);

  if (role === null) return null;

  const send = (fields: ScopeFields) => {
    const body =
      fields.dataScope === 'custom'
        ? { id: role.id, dataScope: fields.dataScope, deptIds: fields.depts.map((dept) => dept.value) }
        : { id: role.id, dataScope: fields.dataScope };
    return saveDataScope(body);
  };

  return (
    <FormModal title={t('role.dataScopeTitle')} saving={saving} onSave={() => void submit(send)} onClose={onClose}>
      <Form<ScopeFields> form={form} name="roleDataScope" layout="vertical">
        <Form.Item label={t('role.name')}>
          {role.name}
          {role.nameEn && role.nameEn !== role.name ? ` / ${role.nameEn}` : ''}
        </Form.Item>
        <Form.Item name="dataScope" label={t('role.dataScope')} rules={[{ required: true, message: t('role.dataScopeRequired') }]}>
          <Radio.Group>
            <Space orientation="vertical">
              {DATA_SCOPES.map((value) => (
                <Radio key={value} value={value}>
                  {t(`role.scope_${value}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {scope === 'custom' && (
          <>
            {depts.status === 'failed' && <Alert type="error" showIcon title={t('role.deptsFailed')} style={{ marginBottom: 12 }} />}
            <Form.Item
              name="depts"
              label={t('role.depts')}
              extra={t('role.deptsHint')}
              rules={[{ required: true, type: 'array', min: 1, message: t('role.deptsRequired') }]}
            >
              <TreeSelect
                aria-label={t('role.depts')}
                treeData={treeData}
                treeCheckable
                // each department stands for itself: a custom scope reads the rows of exactly these
                treeCheckStrictly
                showCheckedStrategy={TreeSelect.SHOW_ALL}
                treeDefaultExpandAll
                loading={depts.status === 'loading'}
                placeholder={t('role.deptsPlaceholder')}
                style={{ width: '100%' }}
                notFoundContent={t('common:empty')}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </FormModal>
  );
}
