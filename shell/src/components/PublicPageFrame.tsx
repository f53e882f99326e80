/** Pages open without signing in (register, password recovery, 404, process image): header and a centred body. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@pcf/shared';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import './PublicPageFrame.css';

export interface PublicPageFrameProps {
  children: ReactNode;
  /** Plain light background instead of the brand gradient (the process image page). */
  plain?: boolean;
}

export function PublicPageFrame({ children, plain = false }: PublicPageFrameProps) {
  const { t } = useTranslation('shell');
  const { logoPurple, logoDark } = useSession();
  const logo = plain ? logoDark : logoPurple;
  return (
    <div className={plain ? 'pcf-public pcf-public--plain' : 'pcf-public'}>
      <header className="pcf-public__header">
        <Link to="/login" className="pcf-public__brand">
          {logo && <img src={logo} alt="" width={40} height={40} />}
          <span>{t('app.title')}</span>
        </Link>
        <LanguageSwitch tone={plain ? 'dark' : 'light'} />
      </header>
      <main className="pcf-public__main">{children}</main>
    </div>
  );
}
