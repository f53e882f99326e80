/** The breadcrumb, starting with 首页 (SPEC §2). */
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from './GuardedLink';

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
      items={[
        { key: 'home', title: <GuardedLink to={homePath}>{t('home')}</GuardedLink> },
        ...trail.map((title, index) => ({ key: `${index}-${title}`, title })),
      ]}
    />
  );
}
