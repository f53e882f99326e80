/**
 * The company picker of the system screens (GET /system/company/options): searchable by name.
 * Platform administrators get every company; anyone else only their own (the server decides).
 */
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, get } from '@pcf/shared';
import type { CompanyOption } from '@pcf/shared';
import { SYSTEM_NS } from '../locales';

export interface CompanySelectProps {
  /** Set by Form.Item. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}

export function CompanySelect({ value, onChange, id }: CompanySelectProps) {
  const { t, i18n } = useTranslation(SYSTEM_NS);
  const [companies, setCompanies] = useState<CompanyOption[] | null>(null);

  // names come in the caller's language: asked again when it changes
  useEffect(() => {
    let active = true;
    setCompanies(null);
    get<CompanyOption[]>(API.companyOptions, undefined, { silent: true })
      .then((envelope) => {
        if (active) setCompanies(envelope.code === 200 && Array.isArray(envelope.data) ? envelope.data : []);
      })
      .catch(() => {
        if (active) setCompanies([]);
      });
    return () => {
      active = false;
    };
  }, [i18n.language]);

  return (
    <Select<number>
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={companies === null}
      value={value ?? undefined}
      onChange={(chosen) => onChange?.(chosen ?? null)}
      placeholder={t('company.placeholder')}
      notFoundContent={companies === null ? t('company.loading') : t('company.none')}
      options={(companies ?? []).map((company) => ({ value: company.id, label: company.name }))}
    />
  );
}
