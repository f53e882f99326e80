/**
 * 产品对应: which of the company's directory items each of the supplier's products is bought as (the
 * product by its PACT product id, a URN, or its name). The whole list is saved at once and replaces
 * the previous one; the server checks every row before writing any. Read-only without 维护供应商.
 */
import { useEffect } from 'react';
import { Button, Col, Form, Input, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PARTNER_NAME_MAX,
  PARTNER_PRODUCTS_MAX,
  PRODUCT_ID_MAX,
  useDirectory,
  type PartnerProductRow,
  type SupplyPartner,
  useLoaded,
} from '@pcf/shared';
import { DirectorySelect, FormModal, LoadFailed, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { supplyChainApi } from '../../../parts/api';
import { suppliersApi } from '../api';

interface ProductFields {
  products: { productId: string; productName?: string | null; itemId?: number }[];
}

export function ProductsModal({
  partner,
  editable,
  onClose,
  onSaved,
}: {
  partner: SupplyPartner;
  editable: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const [form] = Form.useForm<ProductFields>();
  const directory = useDirectory();
  const { load, retry } = useLoaded(() => supplyChainApi.products(partner.id), `products:${partner.id}`);
  const { saving, submit, refusal } = useModalSave<ProductFields, PartnerProductRow[]>(form, {
    adding: false,
    onSaved,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });
  const rows = load.status === 'ready' ? load.data : null;
  useEffect(() => {
    if (rows)
      form.setFieldsValue({ products: rows.map((r) => ({ productId: r.productId, productName: r.productName, itemId: r.itemId })) });
  }, [rows, form]);

  const body = () => {
    if (load.status === 'failed') return <LoadFailed title={t('suppliers.productsFailed')} subTitle={load.message} onRetry={retry} />;
    if (load.status === 'loading') return <Spin />;
    return (
      <Form<ProductFields> form={form} layout="vertical" preserve={false} disabled={!editable} initialValues={{ products: [] }}>
        {directory.failed && (
          <Typography.Paragraph type="danger">
            {t('suppliers.directoryFailed')}{' '}
            <Button size="small" onClick={directory.reload}>
              {t('common:retry')}
            </Button>
          </Typography.Paragraph>
        )}
        <Form.List name="products">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Typography.Paragraph type="secondary">{t('suppliers.noProducts')}</Typography.Paragraph>}
              {fields.map((field, index) => (
                <Row key={field.key} gutter={8} align="top">
                  <Col span={8}>
                    <Form.Item
                      name={[field.name, 'productId']}
                      label={index === 0 ? t('suppliers.productId') : undefined}
                      rules={[{ required: true, whitespace: true, message: t('suppliers.productIdRequired') }]}
                    >
                      <Input aria-label={t('suppliers.productId')} maxLength={PRODUCT_ID_MAX} placeholder="urn:gtin:…" autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name={[field.name, 'productName']} label={index === 0 ? t('suppliers.productName') : undefined}>
                      <Input aria-label={t('suppliers.productName')} maxLength={PARTNER_NAME_MAX} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col span={8}>
                    <Form.Item
                      name={[field.name, 'itemId']}
                      label={index === 0 ? t('suppliers.item') : undefined}
                      rules={[{ required: true, message: t('suppliers.itemRequired') }]}
                    >
                      <DirectorySelect
                        directory={directory}
                        aria-label={t('suppliers.item')}
                        placeholder={t('suppliers.itemPlaceholder')}
                        popupMatchSelectWidth={false}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={2} style={{ paddingTop: index === 0 ? 30 : 0 }}>
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('common:delete')}
                    </Button>
                  </Col>
                </Row>
              ))}
              {fields.length < PARTNER_PRODUCTS_MAX && (
                <Button type="dashed" block onClick={() => add({ productId: '', productName: '' })}>
                  {t('suppliers.addProduct')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    );
  };

  return (
    <FormModal
      title={t('suppliers.productsTitle', { name: partner.name })}
      saving={saving}
      refusal={refusal}
      saveDisabled={!editable || !rows}
      width={900}
      onSave={() =>
        void submit((values) =>
          suppliersApi.saveProducts({
            partnerId: partner.id,
            products: (values.products ?? []).map((p) => ({
              productId: p.productId.trim(),
              productName: p.productName?.trim() || null,
              itemId: p.itemId as number,
            })),
          }),
        )
      }
      onClose={onClose}
    >
      {body()}
    </FormModal>
  );
}
