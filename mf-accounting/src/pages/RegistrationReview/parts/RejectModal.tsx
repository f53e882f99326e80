/** 驳回: the reason is required (the applicant reads it when signing in and on the message board). */
import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX, messageOf } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { registrationApi } from '../api';

export interface RejectModalProps {
  companyId: number;
  companyName: string;
  onClose: () => void;
  onRejected: () => void;
}

export function RejectModal({ companyId, companyName, onClose, onRejected }: RejectModalProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    try {
      const envelope = await registrationApi.reject({ companyId, reason: reason.trim() });
      if (envelope.code !== 200) {
        message.error(messageOf(envelope));
        return;
      }
      message.success(messageOf(envelope));
      onRejected();
    } catch {
      // the shared client has shown it
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('registration.rejectTitle', { company: companyName })}
      okText={t('registration.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('registration.rejectReason')}
          extra={t('registration.rejectReasonHint')}
          rules={[{ required: true, whitespace: true, message: t('registration.rejectReasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={REJECT_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
