/** The frame of the three sign-in pages: the platform on the left, the form card on the right. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicPageFrame } from '../../../components/PublicPageFrame';
import { ProcessDiagram } from '../../../components/ProcessDiagram';
import './LoginFrame.css';

export interface LoginFrameProps {
  title: string;
  children: ReactNode;
  /** Which sign-in page this is, so the links offer the other two. */
  current: '/login' | '/login1' | '/login2';
}

const SIGN_IN_PAGES = [
  { path: '/login', key: 'login.links.standard' },
  { path: '/login1', key: 'login.links.enterprise' },
  { path: '/login2', key: 'login.links.review' },
] as const;

export function LoginFrame({ title, children, current }: LoginFrameProps) {
  const { t } = useTranslation('shell');
  return (
    <PublicPageFrame>
      <section className="pcf-login-intro">
        <h1>{t('login.welcome')}</h1>
        <p>{t('login.intro')}</p>
        <Link to="/img" className="pcf-login-diagram" title={t('process.open')}>
          <ProcessDiagram />
        </Link>
      </section>
      <section className="pcf-public__card pcf-login-card" aria-label={title}>
        <h2>{title}</h2>
        {children}
        <nav className="pcf-public__links">
          {SIGN_IN_PAGES.filter((page) => page.path !== current).map((page) => (
            <Link key={page.path} to={page.path}>
              {t(page.key)}
            </Link>
          ))}
          <Link to="/ForgotPassword">{t('login.links.forgot')}</Link>
          <Link to="/zhuce">{t('login.links.register')}</Link>
        </nav>
      </section>
    </PublicPageFrame>
  );
}
