/**
 * The one company picker of the front end, searchable by name. It loads its choices itself
 * (useCompanyOptions), unless the screen passes `companies` it already loaded for its list cells,
 * so both share one call.
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from '../contracts';
import { COMPANY_SELECT_NS } from './companySelectLocales';
import { useCompanyOptions } from './useCompanyOptions';

export interface CompanySelectProps {
  /** Choices the screen already loaded; without them the picker asks for them itself. */
  companies?: { value: readonly CompanyOption[]; loading: boolean; failed: boolean };
  /** Set by Form.Item. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  /** Its accessible name in the form's words: a browser does not always reach antd's select input through the label. */
  'aria-label'?: string;
}

export function CompanySelect({ companies, value, onChange, id, ...aria }: CompanySelectProps) {
  const { t } = useTranslation(COMPANY_SELECT_NS);
  const loaded = useCompanyOptions(companies === undefined);
  const { value: options, loading, failed } = companies ?? loaded;
  return (
    <Select<number>
      id={id}
      aria-label={aria['aria-label']}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={loading}
      value={value ?? undefined}
      onChange={(chosen) => onChange?.(chosen ?? null)}
      placeholder={t('placeholder')}
      notFoundContent={loading ? t('loading') : failed ? t('failed') : t('none')}
      options={options.map((company) => ({ value: company.id, label: company.name }))}
    />
  );
}
