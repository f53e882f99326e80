/**
 * The choices of the assignment forms: approved companies, reviewers and the four declared units
 * (/rest/project/options), the cell technologies (dictionary pcf_pv_technology, in the caller's
 * language) and, per company, its accountants (/rest/project/accountants).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_TECHNOLOGY_DICT, useDictOptions } from '@pcf/shared';
import type { ObjDictOption, ProjectFormOptions, ProjectOption } from '@pcf/shared';
import { projectAssignmentApi } from '../api';

export interface FormChoices {
  options: ProjectFormOptions | null;
  technologies: ObjDictOption[];
  failed: boolean;
}

export function useProjectFormOptions(): FormChoices {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ options: ProjectFormOptions | null; failed: boolean }>({ options: null, failed: false });
  const technologies = useDictOptions(PROJECT_TECHNOLOGY_DICT).value;
  useEffect(() => {
    let active = true;
    projectAssignmentApi
      .options()
      .then((options) => {
        if (!active) return;
        const ok = options.code === 200 && options.data !== undefined && options.data !== null;
        setLoaded({ options: ok ? (options.data ?? null) : null, failed: !ok });
      })
      .catch(() => active && setLoaded({ options: null, failed: true }));
    return () => {
      active = false;
    };
    // the declared units are named in the caller's language: asked again when it changes
  }, [i18n.language]);
  return { ...loaded, technologies };
}

/** The accountants of one company (none until a company is chosen). */
export function useAccountants(companyId: number | undefined): ProjectOption[] {
  const [accountants, setAccountants] = useState<ProjectOption[]>([]);
  useEffect(() => {
    let active = true;
    if (companyId === undefined) {
      setAccountants([]);
      return undefined;
    }
    projectAssignmentApi
      .accountants(companyId)
      .then((envelope) => active && setAccountants(envelope.code === 200 && Array.isArray(envelope.data) ? envelope.data : []))
      .catch(() => active && setAccountants([]));
    return () => {
      active = false;
    };
  }, [companyId]);
  return accountants;
}
