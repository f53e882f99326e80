/** 驳回: the reason is required (the applicant reads it when signing in and on the message board). */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX, messageOf } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
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
  const [form] = Form.useForm<{ reason: string }>();
  // the server words what was done (the applicant is told)
  const { saving, submit } = useModalSave(form, { adding: false, onSaved: onRejected, successText: messageOf });

  return (
    <FormModal
      title={t('registration.rejectTitle', { company: companyName })}
      okText={t('registration.reject')}
      danger
      saving={saving}
      onSave={() => void submit(({ reason }) => registrationApi.reject({ companyId, reason: reason.trim() }))}
      onClose={onClose}
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
    </FormModal>
  );
}
