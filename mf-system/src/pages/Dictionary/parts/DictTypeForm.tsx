import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictStatus, DictType } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { saveDictType } from '../api';
import { StatusItem, TEXT_MAX, textRules } from './fields';

// the server's rule for a type's code (dictionaries.service)
const CODE = /^[a-z][a-z0-9_]{0,99}$/;

interface DictTypeFields {
  code: string;
  name: string;
  nameEn: string;
  status: DictStatus;
}

export interface DictTypeFormProps {
  /** null: closed; 'new': a new type; a type: that type. */
  editing: DictType | 'new' | null;
  onClose(): void;
  onSaved(code: string): void;
}

export function DictTypeForm({ editing, onClose, onSaved }: DictTypeFormProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<DictTypeFields>();
  // the saved type's code (a new one's, or an edited one's: the code carries) is what the list opens next
  const { saving, submit } = useModalSave(form, { adding: editing === 'new', onSaved: () => onSaved(form.getFieldValue('code').trim()) });

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(
      editing === 'new'
        ? { code: '', name: '', nameEn: '', status: '0' }
        : { code: editing.code, name: editing.name, nameEn: editing.nameEn, status: editing.status },
    );
  }, [editing, form]);

  if (editing === null) return null;
  const adding = editing === 'new';

  const send = (fields: DictTypeFields) => {
    const body = { code: fields.code.trim(), name: fields.name.trim(), nameEn: fields.nameEn.trim(), status: fields.status };
    return saveDictType(adding ? body : { ...body, id: editing.id });
  };

  return (
    <FormModal title={t(adding ? 'dict.addType' : 'dict.editType')} saving={saving} onSave={() => void submit(send)} onClose={onClose}>
      <Form<DictTypeFields> form={form} layout="vertical">
        <Form.Item
          name="code"
          label={t('dict.code')}
          extra={adding ? undefined : t('dict.codeCarried')}
          rules={[
            { required: true, message: t('dict.codeRequired') },
            { pattern: CODE, message: t('dict.codeInvalid') },
          ]}
        >
          <Input placeholder="sys_example_status" />
        </Form.Item>
        <Form.Item name="name" label={t('dict.nameZh')} rules={textRules(t, t('dict.nameZhRequired'), TEXT_MAX)}>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('dict.nameEn')} rules={textRules(t, t('dict.nameEnRequired'), TEXT_MAX)}>
          <Input />
        </Form.Item>
        <StatusItem />
      </Form>
    </FormModal>
  );
}
