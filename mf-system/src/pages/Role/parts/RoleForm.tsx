/** The add and edit dialog of a role: key, both names, order, status and remark. */
import { useEffect } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleInfo, SaveRoleRequest } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { saveRole } from '../api';

// the server's own rules (system/roles.ts), checked here first so a typo never leaves the dialog
const ROLE_KEY = /^[A-Za-z][A-Za-z0-9_:.-]{0,49}$/;
const RESERVED_KEY = 'ROLE_DEFAULT';
const NAME_MAX = 50;
const REMARK_MAX = 500;
const SORT_MAX = 9999;

/** What the dialog edits: a new role or an existing one. */
export type RoleEditing = { mode: 'add'; nextSort: number } | { mode: 'edit'; role: RoleInfo };

interface RoleFields {
  roleKey: string;
  name: string;
  nameEn: string;
  sort: number;
  status: string;
  remark: string;
}

export interface RoleFormProps {
  editing: RoleEditing | null;
  onClose(): void;
  onSaved(): void;
}

export function RoleForm({ editing, onClose, onSaved }: RoleFormProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<RoleFields>();
  const { saving, submit } = useModalSave(form, { adding: editing?.mode === 'add', onSaved });

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing.mode === 'edit'
        ? {
            roleKey: editing.role.roleKey,
            name: editing.role.name,
            nameEn: editing.role.nameEn,
            sort: editing.role.sort,
            status: editing.role.status,
            remark: editing.role.remark ?? '',
          }
        : { roleKey: '', name: '', nameEn: '', sort: Math.min(editing.nextSort, SORT_MAX), status: '0', remark: '' },
    );
  }, [editing, form]);

  if (editing === null) return null;
  // the built-in administrator role keeps its key and stays in use (the server refuses otherwise)
  const builtIn = editing.mode === 'edit' && editing.role.isAdmin;

  const send = (fields: RoleFields) => {
    const body: SaveRoleRequest = {
      ...(editing.mode === 'edit' ? { id: editing.role.id } : {}),
      roleKey: fields.roleKey.trim(),
      name: fields.name.trim(),
      nameEn: fields.nameEn.trim(),
      sort: fields.sort,
      status: fields.status,
      remark: fields.remark.trim() || null,
    };
    return saveRole(body);
  };

  const tooLong = (max: number) => ({ max, message: t('role.tooLong', { max }) });

  return (
    <FormModal
      title={t(editing.mode === 'add' ? 'role.add' : 'role.edit')}
      saving={saving}
      onSave={() => void submit(send)}
      onClose={onClose}
    >
      <Form<RoleFields> form={form} name="roleForm" layout="vertical">
        <Form.Item
          name="roleKey"
          label={t('role.roleKey')}
          extra={builtIn ? t('role.builtInKeyFixed') : t('role.roleKeyHint')}
          rules={[
            { required: true, whitespace: true, message: t('role.roleKeyRequired') },
            {
              validator: (_, value: string | undefined) => {
                const key = (value ?? '').trim();
                return key === '' || (ROLE_KEY.test(key) && key !== RESERVED_KEY)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('role.roleKeyInvalid')));
              },
            },
          ]}
        >
          <Input disabled={builtIn} placeholder="auditor" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('role.nameZh')}
          rules={[{ required: true, whitespace: true, message: t('role.nameRequired') }, tooLong(NAME_MAX)]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('role.nameEn')} extra={t('role.nameEnHint')} rules={[tooLong(NAME_MAX)]}>
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t('role.sort')} rules={[{ required: true, message: t('role.sortRequired') }]}>
          <InputNumber min={0} max={SORT_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common:status')}>
          <Radio.Group disabled={builtIn}>
            <Radio value="0">{t('role.status_0')}</Radio>
            <Radio value="1">{t('role.status_1')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="remark" label={t('role.remark')} rules={[tooLong(REMARK_MAX)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
