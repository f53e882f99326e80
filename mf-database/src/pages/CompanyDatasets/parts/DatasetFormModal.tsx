/**
 * Add or edit one company dataset through /rest/saveObjData: name, year, site, region (dictionary
 * pcf_region) and description, checked here against the limits the database keeps. A platform
 * administrator names the company when adding; an enterprise user's dataset is always its own
 * company's (the server writes it). The server checks again; its refusal is shown as it words it.
 */
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_DATASET_OBJECT,
  DATASET_DESCRIPTION_MAX,
  DATASET_NAME_MAX,
  DATASET_TEXT_MAX,
  DATASET_YEAR_MAX,
  DATASET_YEAR_MIN,
  useDictOptions,
} from '@pcf/shared';
import type { CompanyDatasetRow, CompanyOption } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { optionalText } from '../../../parts/companyData';
import { CompanyRowFormModal } from '../../../parts/CompanyRowFormModal';

interface DatasetValues {
  company_id?: number;
  name: string;
  year: number;
  site?: string;
  region?: string;
  description?: string;
}

export interface DatasetFormModalProps {
  /** null adds a dataset. */
  dataset: CompanyDatasetRow | null;
  /** A platform administrator: chooses the company of a new dataset. */
  choosesCompany: boolean;
  companies: { value: readonly CompanyOption[]; loading: boolean; failed: boolean };
  onClose(): void;
  onSaved(): void;
}

export function DatasetFormModal({ dataset, choosesCompany, companies, onClose, onSaved }: DatasetFormModalProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const regions = useDictOptions('pcf_region');
  const adding = dataset === null;

  const initial: Partial<DatasetValues> = adding
    ? { year: new Date().getFullYear() }
    : {
        name: dataset.name,
        year: dataset.year,
        site: dataset.site ?? undefined,
        region: dataset.region ?? undefined,
        description: dataset.description ?? undefined,
      };

  const tooLong = (max: number) => ({ max, message: t('companyDataset.tooLong', { max }) });

  return (
    <CompanyRowFormModal<DatasetValues>
      objName={COMPANY_DATASET_OBJECT}
      rowId={dataset?.id ?? null}
      title={t(adding ? 'companyDataset.dataset.add' : 'companyDataset.dataset.edit')}
      choosesCompany={choosesCompany}
      companies={companies}
      initialValues={initial}
      rowOf={(values) => ({
        name: values.name.trim(),
        year: values.year,
        site: optionalText(values.site),
        region: values.region ?? null,
        description: optionalText(values.description),
      })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="name"
        label={t('companyDataset.dataset.name')}
        rules={[{ required: true, whitespace: true, message: t('companyDataset.dataset.nameRequired') }, tooLong(DATASET_NAME_MAX)]}
      >
        <Input maxLength={DATASET_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="year"
        label={t('companyDataset.dataset.year')}
        rules={[
          { required: true, message: t('companyDataset.dataset.yearInvalid', { min: DATASET_YEAR_MIN, max: DATASET_YEAR_MAX }) },
          {
            validator: (_rule, value: unknown) =>
              typeof value !== 'number' || (Number.isInteger(value) && value >= DATASET_YEAR_MIN && value <= DATASET_YEAR_MAX)
                ? Promise.resolve()
                : Promise.reject(new Error(t('companyDataset.dataset.yearInvalid', { min: DATASET_YEAR_MIN, max: DATASET_YEAR_MAX }))),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="site" label={t('companyDataset.dataset.site')} rules={[tooLong(DATASET_TEXT_MAX)]}>
        <Input maxLength={DATASET_TEXT_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="region" label={t('companyDataset.dataset.region')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={regions.loading}
          options={regions.value}
          notFoundContent={regions.failed ? t('companyDataset.optionsFailed') : undefined}
        />
      </Form.Item>
      <Form.Item name="description" label={t('companyDataset.dataset.description')} rules={[tooLong(DATASET_DESCRIPTION_MAX)]}>
        <Input.TextArea maxLength={DATASET_DESCRIPTION_MAX} rows={3} showCount />
      </Form.Item>
    </CompanyRowFormModal>
  );
}
