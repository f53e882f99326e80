/**
 * The company a platform administrator adds a product or dataset for (the server refuses an
 * administrator's row without one). The choices come from GET /system/company/options, loaded by
 * the screen (useCompanyOptions) so its list cells and this picker share one call.
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from '@pcf/shared';
import { DATABASE_NS } from '../locales';

export interface CompanyPickerProps {
  companies: readonly CompanyOption[];
  loading: boolean;
  failed: boolean;
  /** Set by Form.Item. */
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
}

export function CompanyPicker({ companies, loading, failed, value, onChange, id }: CompanyPickerProps) {
  const { t } = useTranslation(DATABASE_NS);
  return (
    <Select<number>
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={loading}
      value={value}
      onChange={(chosen) => onChange?.(chosen ?? undefined)}
      placeholder={t('companyDataset.company.placeholder')}
      notFoundContent={loading ? t('companyDataset.company.loading') : failed ? t('companyDataset.company.failed') : t('companyDataset.company.none')}
      options={companies.map((company) => ({ value: company.id, label: company.name }))}
    />
  );
}
