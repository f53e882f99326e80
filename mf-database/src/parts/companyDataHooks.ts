/**
 * What the company dataset screens load beside their tables and beside the reference data of
 * @pcf/shared (units, the directory, dictionaries): companies (for platform administrators) and the
 * company's datasets. Each hook says when its call failed, so a screen can tell "none" from "could
 * not load".
 */
import { useCallback, useEffect, useState } from 'react';
import { COMPANY_DATASET_OBJECT } from '@pcf/shared';
import type { CompanyDatasetRow, Loaded } from '@pcf/shared';
import { companyDataApi, datasetOf } from './companyData';

/** The companies a platform administrator chooses among: one hook with the shared company picker. */
export { useCompanyOptions } from '@pcf/shared/ui';

/** The datasets the caller sees (its company's; a platform administrator's: every company's), by name. */
export function useCompanyDatasets(): Loaded<CompanyDatasetRow[]> & { reload(): void } {
  const [state, setState] = useState<Loaded<CompanyDatasetRow[]>>({ value: [], loading: true, failed: false });
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    companyDataApi
      .all({ objName: COMPANY_DATASET_OBJECT, sortField: 'name', sortOrder: 'asc' })
      .then((envelope) => {
        const ok = envelope.code === 200 && Array.isArray(envelope.data);
        const datasets = ok ? (envelope.data ?? []).flatMap((row) => datasetOf(row) ?? []) : [];
        setState({ value: datasets, loading: false, failed: !ok });
      })
      .catch(() => setState({ value: [], loading: false, failed: true }));
  }, []);
  useEffect(reload, [reload]);
  return { ...state, reload };
}
