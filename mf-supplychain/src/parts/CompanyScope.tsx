/**
 * Whose supply chain a screen shows. Everyone else sees their own company's (the server decides,
 * whatever is sent); a platform administrator sees every company's until choosing one, and must
 * choose one before adding for it (the server asks a platform administrator to name the company).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@pcf/shared';
import { CompanySelect } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../locales';

export interface CompanyScope {
  /** The company chosen by a platform administrator; undefined for everyone else and for "all". */
  companyId: number | undefined;
  /** Whether changes may be made for the scope: a company is implied (not an administrator) or chosen. */
  companyKnown: boolean;
  /** The administrator's picker, for the card's title bar; null for everyone else. */
  picker: ReactNode;
}

export function useCompanyScope(): CompanyScope {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const { isAdmin } = useAccess();
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  if (!isAdmin) return { companyId: undefined, companyKnown: true, picker: null };
  return {
    companyId,
    companyKnown: companyId !== undefined,
    picker: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {t('requests.company')}
        <span style={{ width: 220 }}>
          <CompanySelect value={companyId ?? null} onChange={(id) => setCompanyId(id ?? undefined)} />
        </span>
      </span>
    ),
  };
}
