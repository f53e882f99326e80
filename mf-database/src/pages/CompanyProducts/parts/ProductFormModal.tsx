/**
 * Add or edit one product through /rest/saveObjData: model, name, cell technology (dictionary
 * pcf_pv_technology), rated power, area, mass, efficiency, cell count and note, checked here against
 * the limits the database keeps (quantities above 0, efficiency above 0 and at most 100 %, 1 to
 * 10,000 cells), so a wrong number is named before anything is sent. A platform administrator names
 * the company when adding. The server checks again (a model the company already has ...) and its
 * refusal is shown as it words it.
 */
import { Form, Input, InputNumber, Select } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CELL_COUNT_MAX,
  COMPANY_PRODUCT_OBJECT,
  DATASET_NOTE_MAX,
  DATASET_VALUE_MAX,
  EFFICIENCY_PCT_MAX,
  PRODUCT_MODEL_MAX,
  PRODUCT_NAME_MAX,
  toScientific,
  useDictOptions,
} from '@pcf/shared';
import type { CompanyOption, CompanyProductRow } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { optionalText } from '../../../parts/companyData';
import { CompanyRowFormModal } from '../../../parts/CompanyRowFormModal';

type ProductValues = Pick<CompanyProductRow, 'model' | 'name' | 'technology' | 'rated_power_wp' | 'area_m2' | 'mass_kg'> & {
  company_id?: number;
  efficiency_pct?: number | null;
  cell_count?: number | null;
  note?: string;
};

export interface ProductFormModalProps {
  /** null adds a product. */
  product: CompanyProductRow | null;
  choosesCompany: boolean;
  companies: { value: readonly CompanyOption[]; loading: boolean; failed: boolean };
  onClose(): void;
  onSaved(): void;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function ProductFormModal({ product, choosesCompany, companies, onClose, onSaved }: ProductFormModalProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const technologies = useDictOptions('pcf_pv_technology');
  const adding = product === null;

  const initial: Partial<ProductValues> = adding
    ? {}
    : {
        model: product.model,
        name: product.name,
        technology: product.technology,
        rated_power_wp: product.rated_power_wp,
        area_m2: product.area_m2,
        mass_kg: product.mass_kg,
        efficiency_pct: product.efficiency_pct,
        cell_count: product.cell_count,
        note: product.note ?? undefined,
      };

  const tooLong = (max: number) => ({ max, message: t('companyDataset.tooLong', { max }) });
  /** Above 0 and at most `max`; `required` or may be left empty. No min/max on the input: it would silently clamp what was typed. */
  const positive = (required: boolean, max: number, message: string): FormRule[] => [
    ...(required ? [{ required: true, message }] : []),
    {
      validator: (_rule, value: unknown) =>
        value === null || value === undefined || (isNumber(value) && value > 0 && value <= max)
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
    },
  ];
  const quantityInvalid = t('companyDataset.product.quantityInvalid', { max: toScientific(DATASET_VALUE_MAX) });

  return (
    <CompanyRowFormModal<ProductValues>
      objName={COMPANY_PRODUCT_OBJECT}
      rowId={product?.id ?? null}
      title={t(adding ? 'companyDataset.product.add' : 'companyDataset.product.edit')}
      choosesCompany={choosesCompany}
      companies={companies}
      initialValues={initial}
      rowOf={(values) => ({
        model: values.model.trim(),
        name: values.name.trim(),
        technology: values.technology,
        rated_power_wp: values.rated_power_wp,
        area_m2: values.area_m2,
        mass_kg: values.mass_kg,
        efficiency_pct: isNumber(values.efficiency_pct) ? values.efficiency_pct : null,
        cell_count: isNumber(values.cell_count) ? values.cell_count : null,
        note: optionalText(values.note),
      })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="model"
        label={t('companyDataset.product.model')}
        rules={[{ required: true, whitespace: true, message: t('companyDataset.product.modelRequired') }, tooLong(PRODUCT_MODEL_MAX)]}
      >
        <Input maxLength={PRODUCT_MODEL_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('companyDataset.product.name')}
        rules={[{ required: true, whitespace: true, message: t('companyDataset.product.nameRequired') }, tooLong(PRODUCT_NAME_MAX)]}
      >
        <Input maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="technology"
        label={t('companyDataset.product.technology')}
        rules={[{ required: true, message: t('companyDataset.product.technologyRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={technologies.loading}
          options={technologies.value}
          notFoundContent={technologies.failed ? t('companyDataset.optionsFailed') : undefined}
        />
      </Form.Item>
      <Form.Item
        name="rated_power_wp"
        label={t('companyDataset.product.ratedPower')}
        rules={positive(true, DATASET_VALUE_MAX, quantityInvalid)}
      >
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="area_m2" label={t('companyDataset.product.area')} rules={positive(true, DATASET_VALUE_MAX, quantityInvalid)}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mass_kg" label={t('companyDataset.product.mass')} rules={positive(true, DATASET_VALUE_MAX, quantityInvalid)}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="efficiency_pct"
        label={t('companyDataset.product.efficiency')}
        rules={positive(false, EFFICIENCY_PCT_MAX, t('companyDataset.product.efficiencyInvalid', { max: EFFICIENCY_PCT_MAX }))}
      >
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="cell_count"
        label={t('companyDataset.product.cellCount')}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              value === null || value === undefined || (isNumber(value) && Number.isInteger(value) && value >= 1 && value <= CELL_COUNT_MAX)
                ? Promise.resolve()
                : Promise.reject(new Error(t('companyDataset.product.cellCountInvalid', { max: CELL_COUNT_MAX }))),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label={t('companyDataset.product.note')} rules={[tooLong(DATASET_NOTE_MAX)]}>
        <Input.TextArea maxLength={DATASET_NOTE_MAX} rows={3} showCount />
      </Form.Item>
    </CompanyRowFormModal>
  );
}
