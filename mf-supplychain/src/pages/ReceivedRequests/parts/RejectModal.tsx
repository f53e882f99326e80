/** 拒绝: answer a received request with a reason, which the requester is told. */
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, type FootprintRequest } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { receivedApi } from '../api';

export function RejectModal({ request, onClose, onSaved }: { request: FootprintRequest; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, submit, refusal } = useModalSave<{ reason: string }, FootprintRequest>(form, {
    adding: false,
    onSaved,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });
  return (
    <FormModal
      title={t('received.rejectTitle', { name: request.counterpart })}
      okText={t('received.reject')}
      danger
      saving={saving}
      refusal={refusal}
      onSave={() => void submit((values) => receivedApi.reject(request.id, values.reason.trim()))}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('received.asked', { products: request.productIds.join(', ') })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('requests.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('received.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
