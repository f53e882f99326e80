/** A library document's category, title and description (POST /rest/library/update); its versions stay as they are. */
import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX, messageOf } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { libraryApi } from '../api';

export interface EditedLibraryDocument {
  id: number;
  category: string;
  title: string;
  description: string;
}

interface EditValues {
  category: string;
  title: string;
  description?: string;
}

export interface LibraryEditModalProps {
  libraryDocument: EditedLibraryDocument;
  categories: readonly { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}

export function LibraryEditModal({ libraryDocument, categories, onClose, onSaved }: LibraryEditModalProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: EditValues) => {
    setSaving(true);
    try {
      const envelope = await libraryApi.update({ id: libraryDocument.id, category: values.category, title: values.title.trim(), description: values.description?.trim() ?? '' });
      if (envelope.code !== CODE_OK) {
        message.error(messageOf(envelope));
        return;
      }
      message.success(t('common:editSuccess'));
      onSaved();
    } catch {
      // the shared client has shown it
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('library.edit.title')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={{ category: libraryDocument.category, title: libraryDocument.title, description: libraryDocument.description }}
        onFinish={(values) => void save(values)}
        onFinishFailed={() => message.error(t('common:formInvalid'))}
      >
        <Form.Item name="category" label={t('library.field.category')} rules={[{ required: true, message: t('library.upload.categoryRequired') }]}>
          <Select options={categories.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('library.field.title')}
          rules={[
            { required: true, whitespace: true, message: t('library.titleRequired') },
            { max: DOCUMENT_TITLE_MAX, message: t('library.titleTooLong', { max: DOCUMENT_TITLE_MAX }) },
          ]}
        >
          <Input maxLength={DOCUMENT_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('library.field.description')}>
          <Input.TextArea rows={4} maxLength={DOCUMENT_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
