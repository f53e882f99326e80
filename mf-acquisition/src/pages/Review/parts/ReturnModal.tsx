/**
 * Returning a project to its company: the reason is required (it becomes the round's reason, which
 * the company reads beside the comments) and at most PROJECT_NOTE_MAX characters. `onReturn` sends
 * the transition and says whether it went through; the modal stays open otherwise.
 */
import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_NOTE_MAX } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';

export interface ReturnModalProps {
  projectName: string;
  onReturn(reason: string): Promise<boolean>;
  onClose(): void;
}

export function ReturnModal({ projectName, onReturn, onClose }: ReturnModalProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    try {
      if (await onReturn(values.reason.trim())) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('review.returnModal.title')}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph>{t('review.returnModal.hint', { name: projectName })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('review.returnModal.reason')}
          rules={[
            { required: true, whitespace: true, message: t('review.returnModal.reasonRequired') },
            { max: PROJECT_NOTE_MAX, message: t('review.returnModal.reasonTooLong', { max: PROJECT_NOTE_MAX }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={PROJECT_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
