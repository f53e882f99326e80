/**
 * 共享碳足迹 / 发布新版本: a published study report of the company becomes a PACT footprint; a new
 * version comes from a report of the same product and deprecates the one it replaces (the server
 * checks both and names the document's non-conforming fields when it refuses). Extra product ids
 * (GTIN, part numbers) are URNs the buyer knows the product by.
 */
import { useMemo } from 'react';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PACT_PRODUCT_IDS_MAX,
  PACT_URN_MAX,
  PACT_URN_PATTERN,
  formatNumber,
  type PactFootprintDetail,
  type PactFootprintSummary,
  useLoaded,
} from '@pcf/shared';
import { FormModal, LoadFailed, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { footprintApi } from '../api';

interface ShareValues {
  reportId: number;
  productIds?: string[];
}

const URN = new RegExp(PACT_URN_PATTERN);

export function ShareModal({
  replaces,
  onClose,
  onShared,
}: {
  /** The footprint a new version replaces; null: a new footprint. */
  replaces: PactFootprintSummary | null;
  onClose: () => void;
  onShared: (detail: PactFootprintDetail) => void;
}) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<ShareValues>();
  const { load, retry } = useLoaded(footprintApi.reports, 'shareable');
  const { saving, submit, refusal } = useModalSave<ShareValues, PactFootprintDetail>(form, {
    adding: replaces === null,
    onSaved: onShared,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });
  // a new version is of the same product of the same company (the server refuses others)
  const reports = useMemo(() => {
    if (load.status !== 'ready') return [];
    return replaces === null ? load.data : load.data.filter((r) => r.productModel.trim() === replaces.productNameCompany.trim());
  }, [load, replaces]);
  const options = reports.map((r) => ({
    value: r.reportId,
    label: t('footprint.shareModal.reportOption', {
      project: r.projectName,
      model: r.productModel,
      value: formatNumber(r.perDeclaredUnit),
      unit: r.declaredUnitCode,
      date: r.publishedAt.slice(0, 10),
      code: r.verificationCode,
    }),
  }));

  const send = () =>
    void submit((values) => {
      const productIds = (values.productIds ?? []).map((id) => id.trim()).filter((id) => id !== '');
      const extra = productIds.length > 0 ? { productIds } : {};
      return replaces === null
        ? footprintApi.create({ reportId: values.reportId, ...extra })
        : footprintApi.newVersion({ id: replaces.id, reportId: values.reportId, ...extra });
    });

  return (
    <FormModal
      title={replaces === null ? t('footprint.share') : t('footprint.shareModal.versionTitle', { product: replaces.productNameCompany })}
      saving={saving}
      refusal={refusal}
      saveDisabled={load.status !== 'ready' || reports.length === 0}
      okText={replaces === null ? t('footprint.shareModal.submit') : t('footprint.newVersion')}
      onSave={send}
      onClose={onClose}
      width={680}
    >
      {replaces && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('footprint.shareModal.versionHint', { version: replaces.version })}
        />
      )}
      {load.status === 'failed' ? (
        <LoadFailed title={t('footprint.shareModal.reportsFailed')} subTitle={load.message} onRetry={retry} />
      ) : (
        <Form form={form} name="shareFootprint" layout="vertical" preserve={false}>
          <Form.Item
            name="reportId"
            label={t('footprint.shareModal.report')}
            rules={[{ required: true, message: t('footprint.shareModal.reportRequired') }]}
            extra={load.status === 'ready' && reports.length === 0 ? t('footprint.shareModal.noReports') : undefined}
          >
            <Select
              options={options}
              loading={load.status === 'loading'}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={t('footprint.shareModal.noReports')}
              aria-label={t('footprint.shareModal.report')}
            />
          </Form.Item>
          <Form.Item
            name="productIds"
            label={t('footprint.shareModal.productIds')}
            extra={t('footprint.shareModal.productIdsHint', { max: PACT_PRODUCT_IDS_MAX })}
            rules={[
              {
                validator: async (_, value: string[] | undefined) => {
                  const ids = value ?? [];
                  if (ids.length > PACT_PRODUCT_IDS_MAX)
                    throw new Error(t('footprint.shareModal.productIdsTooMany', { max: PACT_PRODUCT_IDS_MAX }));
                  const wrong = ids.find((id) => !URN.test(id.trim()) || id.trim().length > PACT_URN_MAX);
                  if (wrong !== undefined) throw new Error(t('footprint.shareModal.productIdInvalid', { id: wrong }));
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              tokenSeparators={[',', ' ']}
              placeholder="urn:gtin:4712345678901"
              aria-label={t('footprint.shareModal.productIds')}
            />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
