/** 拒绝申请: the reason goes back to the applicant (required, as the server requires it). */
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, type FootprintApplication } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { applicationApi } from '../api';

export function RejectModal({
  application,
  onClose,
  onRejected,
}: {
  application: FootprintApplication;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, submit, refusal } = useModalSave<{ reason: string }, FootprintApplication>(form, {
    adding: false,
    onSaved: onRejected,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });
  return (
    <FormModal
      title={t('application.rejectTitle')}
      saving={saving}
      refusal={refusal}
      okText={t('application.reject')}
      danger
      onSave={() =>
        void submit((values) => applicationApi.decide({ id: application.id, decision: 'reject', reason: values.reason.trim() }))
      }
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('application.rejectWhat', { buyer: application.buyerName, project: application.projectName, line: application.lineDescription })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('application.reason')}
          rules={[{ required: true, whitespace: true, message: t('application.reasonRequired', { max: REASON_MAX }) }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
