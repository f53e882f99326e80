/**
 * Create or edit one user through /rest/user/saveUserInfo: account, name, type, department (the
 * company's tree), posts, roles, phone, email; the password on create only (the platform's rule,
 * with the strength meter); the company only for platform administrators (the server decides it
 * for everyone else).
 */
import { useEffect, useMemo, useState } from 'react';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATTERN, PHONE_PATTERN, PasswordStrengthMeter, treeSelectOptions, passwordRule } from '@pcf/shared';
import type { ObjRow, SaveUserRequest, UserType, TreeSelectOption } from '@pcf/shared';
import { CompanySelect, FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { idsOf, userApi } from '../api';

export const USER_TYPE_OPTIONS: readonly UserType[] = ['enterprise', 'admin', 'review'];

interface UserValues {
  account: string;
  name: string;
  userType: UserType;
  companyId?: number | null;
  deptId?: number | null;
  postIds: number[];
  roleIds: number[];
  phone?: string;
  email?: string;
  password?: string;
}

interface Choice {
  value: number;
  label: string;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export interface UserFormModalProps {
  /** null creates a user. */
  row: ObjRow | null;
  /** Platform administrators choose the company and every user type. */
  platformAdmin: boolean;
  onClose(): void;
  onSaved(): void;
}

export function UserFormModal({ row, platformAdmin, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<UserValues>();
  const [depts, setDepts] = useState<TreeSelectOption[]>([]);
  const [roles, setRoles] = useState<Choice[]>([]);
  const [posts, setPosts] = useState<Choice[]>([]);
  const adding = row === null;
  const userType = Form.useWatch('userType', form);
  const companyId = Form.useWatch('companyId', form);
  const password = Form.useWatch('password', form) ?? '';
  const showCompany = platformAdmin && userType === 'enterprise';

  const initial = useMemo<Partial<UserValues>>(
    () =>
      adding
        ? { userType: 'enterprise', postIds: [], roleIds: [] }
        : {
            account: text(row.account),
            name: text(row.name),
            userType: USER_TYPE_OPTIONS.find((type) => type === row.user_type) ?? 'enterprise',
            companyId: typeof row.company_id === 'number' ? row.company_id : null,
            deptId: typeof row.dept_id === 'number' ? row.dept_id : null,
            postIds: idsOf(row.post_ids),
            roleIds: idsOf(row.role_ids),
            phone: text(row.phone),
            email: text(row.email),
          },
    [adding, row],
  );

  useEffect(() => {
    let active = true;
    userApi
      .roles()
      .then((envelope) => {
        if (active && envelope.code === 200 && envelope.data) setRoles(envelope.data.rows.map((r) => ({ value: r.id, label: r.name })));
      })
      .catch(() => undefined);
    userApi
      .posts()
      .then((envelope) => {
        if (active && envelope.code === 200 && Array.isArray(envelope.data))
          setPosts(envelope.data.map((p) => ({ value: Number(p.id), label: text(p.name) })));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  // the departments of the user's company: a platform administrator's choice of company changes them
  const deptCompany = platformAdmin && typeof companyId === 'number' ? companyId : undefined;
  useEffect(() => {
    let active = true;
    userApi
      .deptTree(deptCompany)
      .then((envelope) => {
        if (active && envelope.code === 200 && Array.isArray(envelope.data)) setDepts(treeSelectOptions(envelope.data));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [deptCompany]);

  const { saving, submit: checkThenSave } = useModalSave(form, { adding, onSaved, successText: t('common:saveSuccess') });
  const submit = () =>
    checkThenSave((values) => {
      const body: SaveUserRequest = {
        account: values.account.trim(),
        name: values.name.trim(),
        userType: values.userType,
        deptId: values.deptId ?? null,
        phone: values.phone?.trim() || null,
        email: values.email?.trim() || null,
      };
      if (platformAdmin) body.companyId = values.userType === 'enterprise' ? (values.companyId ?? null) : null;
      if (adding) {
        body.postIds = values.postIds;
        body.roleIds = values.roleIds;
        body.password = values.password;
      } else {
        body.id = Number(row.id);
        // left out when unchanged: the server then keeps the links, including roles beyond the editor's own rights
        if (!sameIds(values.postIds, initial.postIds ?? [])) body.postIds = values.postIds;
        if (!sameIds(values.roleIds, initial.roleIds ?? [])) body.roleIds = values.roleIds;
      }
      return userApi.save(body);
    });

  const typeOptions = (platformAdmin ? USER_TYPE_OPTIONS : (['enterprise'] as const)).map((type) => ({
    value: type,
    label: t(`user.types.${type}`),
  }));

  return (
    <FormModal title={t(adding ? 'user.add' : 'user.edit')} saving={saving} onSave={() => void submit()} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item
          name="account"
          label={t('user.account')}
          rules={[
            { required: true, whitespace: true, message: t('user.accountRequired') },
            { pattern: ACCOUNT_PATTERN, message: t('user.accountInvalid') },
          ]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('user.name')}
          rules={[
            { required: true, whitespace: true, message: t('user.nameRequired') },
            { max: 50, message: t('user.tooLong', { max: 50 }) },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        {adding && (
          <Form.Item
            name="password"
            label={t('user.password')}
            extra={<PasswordStrengthMeter password={password} />}
            rules={[{ required: true, message: t('user.passwordRequired') }, passwordRule(t('user.passwordRule'))]}
          >
            <Input.Password maxLength={64} autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="userType" label={t('user.userType')} rules={[{ required: true, message: t('user.userTypeRequired') }]}>
          <Select options={typeOptions} />
        </Form.Item>
        {showCompany && (
          <Form.Item name="companyId" label={t('user.companyId')} rules={[{ required: true, message: t('user.companyRequired') }]}>
            <CompanySelect />
          </Form.Item>
        )}
        <Form.Item name="deptId" label={t('user.dept')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={depts} placeholder={t('user.deptPlaceholder')} />
        </Form.Item>
        <Form.Item name="postIds" label={t('user.posts')}>
          <Select mode="multiple" allowClear options={posts} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('user.roles')}>
          <Select mode="multiple" allowClear options={roles} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="phone" label={t('user.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('user.phoneInvalid') }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label={t('user.email')} rules={[{ type: 'email', message: t('user.emailInvalid') }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
