/** A project picker searched on the server as the user types (projectOptions.ts says which projects). */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';
import { findProjects, type ProjectChoice } from './projectOptions';
import { SearchSelect } from './SearchSelect';

export interface ProjectSelectProps {
  /** Only projects in these statuses (e.g. those whose inventory may change). */
  statuses?: readonly ProjectStatus[];
  /** Show each project's company (administrators see every company's). */
  withCompany?: boolean;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  /** Its accessible name in the form's words: a browser does not always reach antd's select input through the label. */
  'aria-label'?: string;
  placeholder?: string;
  style?: CSSProperties;
}

export function ProjectSelect({ statuses, withCompany, value, onChange, placeholder, ...select }: ProjectSelectProps) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const label = (p: ProjectChoice) =>
    [p.name, p.productModel && `（${p.productModel}）`, withCompany && p.companyName && ` · ${p.companyName}`].filter(Boolean).join('');
  return (
    <SearchSelect
      {...select}
      allowClear
      value={value ?? undefined}
      placeholder={placeholder ?? t('projectSelect.placeholder')}
      find={async (text) => (await findProjects(text, statuses)).map((p) => ({ value: p.id, label: label(p) }))}
      findKey={`${statuses?.join(',') ?? ''}:${withCompany ? 'company' : ''}`}
      texts={{ loading: t('projectSelect.loading'), failed: t('projectSelect.failed'), none: t('projectSelect.none') }}
      onChange={(picked) => onChange?.(picked ?? null)}
    />
  );
}
