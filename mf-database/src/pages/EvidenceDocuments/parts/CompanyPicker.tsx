/**
 * The company a platform administrator uploads evidence for (GET /system/company/options),
 * searchable by name; asked again when the language changes (names come in the caller's language).
 */
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { evidenceApi } from '../api';

export interface CompanyPickerProps {
  /** Set by Form.Item. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}

export function CompanyPicker({ value, onChange, id }: CompanyPickerProps) {
  const { t, i18n } = useTranslation(DATABASE_NS);
  const [companies, setCompanies] = useState<CompanyOption[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    setCompanies(null);
    setFailed(false);
    evidenceApi
      .companies()
      .then((envelope) => {
        if (!active) return;
        const ok = envelope.code === 200 && Array.isArray(envelope.data);
        setCompanies(ok ? (envelope.data as CompanyOption[]) : []);
        setFailed(!ok);
      })
      .catch(() => {
        if (!active) return;
        setCompanies([]);
        setFailed(true);
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
      placeholder={t('evidence.upload.companyPlaceholder')}
      notFoundContent={companies === null ? t('evidence.loading') : failed ? t('evidence.upload.companiesFailed') : t('evidence.upload.noCompanies')}
      options={(companies ?? []).map((company) => ({ value: company.id, label: company.name }))}
    />
  );
}
