/** A document's title and description (POST /rest/evidence/update); its file never changes: a new file is a new document. */
import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX, messageOf } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { evidenceApi } from '../api';

export interface EditedEvidence {
  id: number;
  title: string;
  description: string;
}

interface EditValues {
  title: string;
  description?: string;
}

export function EvidenceEditModal({ evidence, onClose, onSaved }: { evidence: EditedEvidence; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: EditValues) => {
    setSaving(true);
    try {
      const envelope = await evidenceApi.update({ id: evidence.id, title: values.title.trim(), description: values.description?.trim() ?? '' });
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
      title={t('evidence.edit.title')}
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
        initialValues={{ title: evidence.title, description: evidence.description }}
        onFinish={(values) => void save(values)}
        onFinishFailed={() => message.error(t('common:formInvalid'))}
      >
        <Form.Item
          name="title"
          label={t('evidence.field.title')}
          rules={[
            { required: true, whitespace: true, message: t('evidence.titleRequired') },
            { max: DOCUMENT_TITLE_MAX, message: t('evidence.titleTooLong', { max: DOCUMENT_TITLE_MAX }) },
          ]}
        >
          <Input maxLength={DOCUMENT_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('evidence.field.description')}>
          <Input.TextArea rows={4} maxLength={DOCUMENT_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
