/** 新建客户端: a name for the client (and, for a platform administrator, its company), and whether its requests are answered automatically. */
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PACT_CLIENT_LABEL_MAX, type CreatedPactClient } from '@pcf/shared';
import { CompanySelect, FormModal, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { clientApi } from '../api';

interface ClientValues {
  label: string;
  autoAnswer?: boolean;
  companyId?: number | null;
}

export function ClientCreateModal({
  isAdmin,
  onClose,
  onCreated,
}: {
  isAdmin: boolean;
  onClose: () => void;
  onCreated: (created: CreatedPactClient) => void;
}) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<ClientValues>();
  const { saving, submit, refusal } = useModalSave<ClientValues, CreatedPactClient>(form, {
    adding: true,
    onSaved: onCreated,
    // the secret's modal says what was done
    successText: null,
    refusal: 'inline',
  });
  return (
    <FormModal
      title={t('footprint.clients.create')}
      saving={saving}
      refusal={refusal}
      onSave={() =>
        void submit((values) =>
          clientApi.create(values.label.trim(), values.autoAnswer === true, isAdmin ? (values.companyId ?? undefined) : undefined),
        )
      }
      onClose={onClose}
    >
      <Form form={form} name="createPactClient" layout="vertical" preserve={false}>
        {isAdmin && (
          <Form.Item
            name="companyId"
            label={t('footprint.company')}
            rules={[{ required: true, message: t('footprint.clients.companyRequired') }]}
          >
            <CompanySelect aria-label={t('footprint.company')} />
          </Form.Item>
        )}
        <Form.Item
          name="label"
          label={t('footprint.clients.label')}
          extra={t('footprint.clients.labelHint')}
          rules={[
            { required: true, whitespace: true, message: t('footprint.clients.labelRequired', { max: PACT_CLIENT_LABEL_MAX }) },
            { max: PACT_CLIENT_LABEL_MAX, message: t('footprint.clients.labelRequired', { max: PACT_CLIENT_LABEL_MAX }) },
          ]}
        >
          <Input maxLength={PACT_CLIENT_LABEL_MAX} />
        </Form.Item>
        <Form.Item
          name="autoAnswer"
          label={t('footprint.clients.autoAnswer')}
          extra={t('footprint.clients.autoAnswerHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
