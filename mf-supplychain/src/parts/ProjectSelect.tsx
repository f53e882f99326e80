/** A project picker searched on the server as the user types (projectOptions.ts says which projects). */
import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';
import { findProjects, type ProjectChoice } from './projectOptions';

export interface ProjectSelectProps {
  /** Only projects in these statuses (e.g. those whose inventory may change). */
  statuses?: readonly ProjectStatus[];
  /** Show each project's company (administrators see every company's). */
  withCompany?: boolean;
  value?: number | null;
  onChange?: (value: number | null, project: ProjectChoice | null) => void;
  id?: string;
  /** Its accessible name in the form's words: a browser does not always reach antd's select input through the label. */
  'aria-label'?: string;
  placeholder?: string;
  style?: CSSProperties;
}

const SEARCH_DELAY_MS = 300;

export function ProjectSelect({ statuses, withCompany, value, onChange, id, placeholder, style, ...aria }: ProjectSelectProps) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<{ loading: boolean; failed: boolean; projects: ProjectChoice[] }>({
    loading: true,
    failed: false,
    projects: [],
  });
  // the chosen project stays an option while a search lists others
  const [chosen, setChosen] = useState<ProjectChoice | null>(null);
  const statusKey = statuses?.join(',') ?? '';
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    const timer = setTimeout(
      () => {
        findProjects(search, statuses)
          .then((projects) => live && setState({ loading: false, failed: false, projects }))
          .catch(() => live && setState({ loading: false, failed: true, projects: [] }));
      },
      search === '' ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `statuses` is named by statusKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, statusKey]);
  const label = (p: ProjectChoice) =>
    [p.name, p.productModel && `（${p.productModel}）`, withCompany && p.companyName && ` · ${p.companyName}`].filter(Boolean).join('');
  return (
    <Select<number>
      id={id}
      aria-label={aria['aria-label']}
      style={style}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={state.loading}
      value={value ?? undefined}
      placeholder={placeholder ?? t('projectSelect.placeholder')}
      notFoundContent={state.loading ? t('projectSelect.loading') : state.failed ? t('projectSelect.failed') : t('projectSelect.none')}
      options={[...(chosen && !state.projects.some((p) => p.id === chosen.id) ? [chosen] : []), ...state.projects].map((p) => ({
        value: p.id,
        label: label(p),
      }))}
      onChange={(picked) => {
        const project = state.projects.find((p) => p.id === picked) ?? null;
        setChosen(project);
        onChange?.(picked ?? null, project);
      }}
    />
  );
}
