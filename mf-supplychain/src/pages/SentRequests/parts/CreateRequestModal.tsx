/**
 * 发送请求: ask one supplier for the footprint of its products (their PACT product ids, suggested from
 * the supplier's product mapping, or typed), optionally for a period (whole days; sent as UTC
 * midnights, the end exclusive as PACT's) and with a message. A supplier still invited cannot be
 * asked yet. An external host receives it as a PACT RequestCreatedEvent; its refusal is shown here.
 */
import { DatePicker, Form, Input, Select } from 'antd';
import type { GetProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUEST_MESSAGE_MAX, REQUEST_PRODUCTS_MAX, type FootprintRequest, useLoaded } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { supplyChainApi } from '../../../parts/api';
import { periodOfDays } from '../../../parts/format';
import { SEARCH_OPTIONS_MAX, SearchSelect, type SearchOption } from '../../../parts/SearchSelect';
import { sentApi } from '../api';

type Range = GetProps<typeof DatePicker.RangePicker>['value'];

interface RequestFields {
  partnerId: number;
  productIds: string[];
  period?: Range;
  message?: string;
}

function periodOf(range: Range | undefined) {
  const [first, last] = range ?? [];
  return first && last ? periodOfDays(first.format('YYYY-MM-DD'), last.format('YYYY-MM-DD')) : {};
}

export function CreateRequestModal({ companyId, onClose, onSaved }: { companyId: number | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<RequestFields>();
  const partnerId = Form.useWatch('partnerId', form);
  const products = useLoaded(partnerId ? () => supplyChainApi.products(partnerId) : null, `products:${partnerId ?? ''}`);
  const { saving, submit, refusal } = useModalSave<RequestFields, FootprintRequest>(form, {
    adding: true,
    onSaved,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });

  // the company's suppliers found by name as the user types (there may be thousands)
  const findPartners = async (text: string): Promise<SearchOption[]> =>
    (await supplyChainApi.partners({ companyId, text, pageSize: SEARCH_OPTIONS_MAX })).rows.map((p) => ({
      value: p.id,
      label: p.kind === 'invited' ? `${p.name}（${t('sent.invitePending')}）` : p.name,
      disabled: p.kind === 'invited',
    }));
  const productOptions =
    partnerId && products.load.status === 'ready'
      ? products.load.data.map((p) => ({ value: p.productId, label: p.productName ? `${p.productName}（${p.productId}）` : p.productId }))
      : [];

  return (
    <FormModal
      title={t('sent.create')}
      okText={t('sent.send')}
      saving={saving}
      refusal={refusal}
      width={640}
      onSave={() =>
        void submit((values) =>
          sentApi.create({
            partnerId: values.partnerId,
            productIds: values.productIds.map((id) => id.trim()).filter((id) => id !== ''),
            ...periodOf(values.period),
            message: values.message?.trim() || null,
          }),
        )
      }
      onClose={onClose}
    >
      <Form<RequestFields> form={form} name="createRequest" layout="vertical" preserve={false}>
        <Form.Item name="partnerId" label={t('sent.supplier')} rules={[{ required: true, message: t('sent.supplierRequired') }]}>
          <SearchSelect
            aria-label={t('sent.supplier')}
            find={findPartners}
            findKey={`partners:${companyId ?? 'all'}`}
            texts={{ loading: t('sent.partnersLoading'), failed: t('sent.partnersFailed'), none: t('sent.noSuppliers') }}
            onChange={() => form.setFieldValue('productIds', [])}
          />
        </Form.Item>
        <Form.Item
          name="productIds"
          label={t('requests.products')}
          extra={t('sent.productsHint', { max: REQUEST_PRODUCTS_MAX })}
          rules={[
            { required: true, type: 'array', min: 1, message: t('sent.productsRequired') },
            { type: 'array', max: REQUEST_PRODUCTS_MAX, message: t('sent.productsTooMany', { max: REQUEST_PRODUCTS_MAX }) },
          ]}
        >
          <Select
            mode="tags"
            options={productOptions}
            tokenSeparators={[',', ' ']}
            notFoundContent={null}
            aria-label={t('requests.products')}
          />
        </Form.Item>
        <Form.Item name="period" label={t('requests.period')} extra={t('sent.periodHint')}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="message" label={t('requests.message')}>
          <Input.TextArea rows={3} maxLength={REQUEST_MESSAGE_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
