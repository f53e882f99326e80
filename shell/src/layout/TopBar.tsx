/** The 64px top bar: logo and title, the menu toggle, then the message badge, language and user (SPEC §2). */
import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '../icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@pcf/shared';
import { LanguageSwitch } from './LanguageSwitch';
import { MessageBadge } from './MessageBadge';
import { UserMenu } from './UserMenu';
import type { UserMenuProps } from './UserMenu';
import { GuardedLink } from './GuardedLink';

export interface TopBarProps extends UserMenuProps {
  homePath: string;
  /** Absent in the bare layout, whose menu does not collapse. */
  collapse?: { collapsed: boolean; toggle(): void };
}

export function TopBar({ homePath, collapse, ...userMenu }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { logoDark } = useSession();
  return (
    <header className="pcf-topbar">
      <GuardedLink to={homePath} className="pcf-topbar__brand">
        {logoDark && <img src={logoDark} alt="" width={36} height={36} />}
        <span className="pcf-topbar__title">{t('app.title')}</span>
      </GuardedLink>
      {collapse && (
        <Button
          type="text"
          aria-label={t(collapse.collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}
          icon={collapse.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={collapse.toggle}
        />
      )}
      <div className="pcf-topbar__spacer" />
      <MessageBadge />
      <LanguageSwitch />
      <UserMenu {...userMenu} />
    </header>
  );
}
