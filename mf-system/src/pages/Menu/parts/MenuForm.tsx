import { useEffect } from 'react';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode, MenuNodeKind, MenuSaveRequest } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { saveMenu } from '../api';
import { IconPicker } from './IconPicker';

// the server's own rules (menus.service), checked here first so a typo never leaves the dialog
const PATH = /^(\/[A-Za-z0-9_-]+)+$/;
const PERMS = /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z][A-Za-z0-9_-]*){2}$/;
const TITLE_MAX = 50;
const ORDER_MAX = 9999;

/** What the dialog edits: a new child (page under a group, button under a page) or an existing row. */
export type MenuEditing = { mode: 'add'; parent: MenuNode; kind: Exclude<MenuNodeKind, 'group'> } | { mode: 'edit'; node: MenuNode };

interface MenuFields {
  name: string;
  nameEn: string;
  urlvue: string;
  iconvue: string;
  order: number;
  hidden: boolean;
  redirect: string;
  perms: string;
}

export interface MenuFormProps {
  editing: MenuEditing | null;
  onClose(): void;
  onSaved(): void;
}

export function MenuForm({ editing, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<MenuFields>();
  const { saving, submit } = useModalSave(form, { adding: editing?.mode === 'add', onSaved });
  const kind: MenuNodeKind | null = editing === null ? null : editing.mode === 'add' ? editing.kind : editing.node.kind;

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing.mode === 'edit') {
      const { node } = editing;
      form.setFieldsValue({
        name: node.name,
        nameEn: node.nameEn,
        urlvue: node.urlvue ?? '',
        iconvue: node.iconvue,
        order: node.order,
        hidden: node.hidden,
        redirect: node.redirect ?? '',
        perms: node.perms ?? '',
      });
    } else {
      const { parent } = editing;
      // a new page starts under its group's path, a new button with its page's permission area
      const next = parent.children.reduce((most, child) => Math.max(most, child.order), 0) + 1;
      form.setFieldsValue({
        name: '',
        nameEn: '',
        urlvue: editing.kind === 'page' ? `${parent.urlvue ?? ''}/` : '',
        iconvue: editing.kind === 'page' ? parent.iconvue : '',
        order: Math.min(next, ORDER_MAX),
        hidden: false,
        redirect: '',
        perms: editing.kind === 'button' && parent.perms ? parent.perms.replace(/[^:]+$/, '') : '',
      });
    }
  }, [editing, form]);

  if (editing === null || kind === null) return null;

  const send = (fields: MenuFields) => {
    const place =
      editing.mode === 'edit'
        ? { id: editing.node.id, parentId: editing.node.parentId, urlvue: editing.node.kind === 'group' ? editing.node.urlvue : null }
        : { parentId: editing.parent.id };
    const body: MenuSaveRequest = {
      ...place,
      kind,
      name: fields.name.trim(),
      nameEn: fields.nameEn.trim(),
      order: fields.order,
      hidden: fields.hidden,
      ...(kind === 'page' ? { urlvue: fields.urlvue.trim() } : {}),
      ...(kind !== 'button' ? { iconvue: fields.iconvue, redirect: fields.redirect.trim() || null } : {}),
      ...(kind !== 'group' ? { perms: fields.perms.trim() || null } : {}),
    };
    return saveMenu(body);
  };

  const title = t(editing.mode === 'add' ? `menu.add_${kind}` : `menu.edit_${kind}`);
  const titleRules = (required: string) => [
    { required: true, whitespace: true, message: required },
    { max: TITLE_MAX, message: t('menu.titleTooLong', { max: TITLE_MAX }) },
  ];

  return (
    <FormModal title={title} saving={saving} onSave={() => void submit(send)} onClose={onClose}>
      <Form<MenuFields> form={form} layout="vertical">
        {editing.mode === 'add' && (
          <Form.Item label={t('menu.parent')}>
            <Input value={editing.parent.name} disabled />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('menu.nameZh')} rules={titleRules(t('menu.nameZhRequired'))}>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('menu.nameEn')} rules={titleRules(t('menu.nameEnRequired'))}>
          <Input />
        </Form.Item>
        {kind !== 'button' && (
          <Form.Item
            name="urlvue"
            label={t('menu.urlvue')}
            extra={kind === 'group' ? t('menu.groupPathFixed') : undefined}
            rules={
              kind === 'page'
                ? [
                    { required: true, message: t('menu.urlvueRequired') },
                    { pattern: PATH, message: t('menu.urlvueInvalid') },
                  ]
                : []
            }
          >
            <Input disabled={kind === 'group'} placeholder="/system/example" />
          </Form.Item>
        )}
        {kind !== 'button' && (
          <Form.Item name="iconvue" label={t('menu.icon')} rules={[{ required: true, message: t('menu.iconRequired') }]}>
            <IconPicker />
          </Form.Item>
        )}
        {kind !== 'group' && (
          <Form.Item
            name="perms"
            label={t('menu.perms')}
            extra={t('menu.permsHint')}
            rules={[
              ...(kind === 'button' ? [{ required: true, message: t('menu.permsRequired') }] : []),
              { pattern: PERMS, message: t('menu.permsInvalid') },
            ]}
          >
            <Input placeholder="system:example:list" />
          </Form.Item>
        )}
        {kind !== 'button' && (
          <Form.Item name="redirect" label={t('menu.redirect')} rules={[{ pattern: PATH, message: t('menu.redirectInvalid') }]}>
            <Input />
          </Form.Item>
        )}
        <Form.Item name="order" label={t('menu.order')} rules={[{ required: true, message: t('menu.orderRequired') }]}>
          <InputNumber min={0} max={ORDER_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        {kind !== 'button' && (
          <Form.Item name="hidden" label={t('menu.hidden')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
