import { useEffect } from 'react';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictItem, DictStatus } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { saveDictItem } from '../api';
import { ORDER_MAX, StatusItem, TEXT_MAX, VALUE_MAX, textRules } from './fields';

interface DictItemFields {
  value: string;
  label: string;
  labelEn: string;
  order: number;
  status: DictStatus;
}

export interface DictItemFormProps {
  dictType: string;
  /** null: closed; 'new': a new item; an item: that item. */
  editing: DictItem | 'new' | null;
  /** The order a new item starts with. */
  nextOrder: number;
  onClose(): void;
  onSaved(): void;
}

export function DictItemForm({ dictType, editing, nextOrder, onClose, onSaved }: DictItemFormProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<DictItemFields>();
  const { saving, submit } = useModalSave(form, { adding: editing === 'new', onSaved });

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(
      editing === 'new'
        ? { value: '', label: '', labelEn: '', order: Math.min(nextOrder, ORDER_MAX), status: '0' }
        : { value: editing.value, label: editing.label, labelEn: editing.labelEn, order: editing.order, status: editing.status },
    );
  }, [editing, form, nextOrder]);

  if (editing === null) return null;
  const adding = editing === 'new';

  const send = (fields: DictItemFields) => {
    const body = {
      dictType,
      value: fields.value.trim(),
      label: fields.label.trim(),
      labelEn: fields.labelEn.trim(),
      order: fields.order,
      status: fields.status,
    };
    return saveDictItem(adding ? body : { ...body, id: editing.id });
  };

  return (
    <FormModal title={t(adding ? 'dict.addItem' : 'dict.editItem')} saving={saving} onSave={() => void submit(send)} onClose={onClose}>
      <Form<DictItemFields> form={form} layout="vertical">
        <Form.Item name="value" label={t('dict.value')} rules={textRules(t, t('dict.valueRequired'), VALUE_MAX)}>
          <Input />
        </Form.Item>
        <Form.Item name="label" label={t('dict.labelZh')} rules={textRules(t, t('dict.labelZhRequired'), TEXT_MAX)}>
          <Input />
        </Form.Item>
        <Form.Item name="labelEn" label={t('dict.labelEn')} rules={textRules(t, t('dict.labelEnRequired'), TEXT_MAX)}>
          <Input />
        </Form.Item>
        <Form.Item name="order" label={t('dict.order')} rules={[{ required: true, message: t('dict.orderRequired') }]}>
          <InputNumber min={0} max={ORDER_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <StatusItem />
      </Form>
    </FormModal>
  );
}
