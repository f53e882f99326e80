/** The breadcrumb, starting with 首页 (SPEC §2). */
import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface BreadcrumbsProps {
  homePath: string;
  /** Titles from the group down to the current page. */
  trail: string[];
}

export function Breadcrumbs({ homePath, trail }: BreadcrumbsProps) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <Breadcrumb
      aria-label={t('shell:layout.breadcrumb')}
      items={[{ key: 'home', title: <Link to={homePath}>{t('home')}</Link> }, ...trail.map((title, index) => ({ key: `${index}-${title}`, title }))]}
    />
  );
}
