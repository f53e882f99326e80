/**
 * 履行: answer a received request with one of the company's Active shared footprints (PACT documents
 * made from its published reports, kept under 碳足迹管理); the requester receives the document.
 */
import { Empty, Form, Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FootprintRequest } from '@pcf/shared';
import { FormModal, LoadFailed, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { formatTime } from '../../../parts/format';
import { receivedApi } from '../api';
import { useLoaded } from '@pcf/shared';

export function FulfilModal({ request, onClose, onSaved }: { request: FootprintRequest; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<{ footprintId: string }>();
  const { load, retry } = useLoaded(() => receivedApi.choices(request.id), `choices:${request.id}`);
  const { saving, submit, refusal } = useModalSave<{ footprintId: string }, FootprintRequest>(form, {
    adding: false,
    onSaved,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });
  const choices = load.status === 'ready' ? load.data : null;

  const body = () => {
    if (load.status === 'failed') return <LoadFailed title={t('received.choicesFailed')} subTitle={load.message} onRetry={retry} />;
    if (!choices) return <Spin />;
    if (choices.length === 0) return <Empty description={t('received.noChoices')} />;
    return (
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="footprintId" label={t('received.choice')} rules={[{ required: true, message: t('received.choiceRequired') }]}>
          <Radio.Group>
            <Space orientation="vertical">
              {choices.map((c) => (
                <Radio key={c.id} value={c.id}>
                  <span>
                    {t('received.choiceLabel', { name: c.productName ?? c.id, version: c.version, date: formatTime(c.createdAt) })}
                  </span>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {c.productIds.join(', ')}
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    );
  };

  return (
    <FormModal
      title={t('received.fulfilTitle', { name: request.counterpart })}
      okText={t('received.fulfil')}
      saving={saving}
      refusal={refusal}
      saveDisabled={!choices || choices.length === 0}
      width={640}
      onSave={() => void submit((values) => receivedApi.fulfil(request.id, values.footprintId))}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('received.asked', { products: request.productIds.join(', ') })}</Typography.Paragraph>
      {body()}
    </FormModal>
  );
}
