/** The user-name dropdown of the top bar: personal center, layout choice and log out (SPEC §2, §4). */
import { App, Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, LayoutOutlined, LogoutOutlined, UserOutlined } from '../icons';
import { useConfirmLeave, useGuardedNavigate } from '@pcf/shared/ui';
import { useTranslation } from 'react-i18next';
import { PROFILE_PATH, useSession } from '@pcf/shared';
import { useSignOut } from '../session/useSignOut';
import type { LayoutVariant } from './layoutVariant';

export { PROFILE_PATH };

export interface UserMenuProps {
  /** The personal center is offered only when the server menu lists it (it is a remote's screen). */
  profileAvailable: boolean;
  variant: LayoutVariant;
  onVariantChange(variant: LayoutVariant): void;
}

export function UserMenu({ profileAvailable, variant, onVariantChange }: UserMenuProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { modal } = App.useApp();
  const navigate = useGuardedNavigate();
  const confirmLeave = useConfirmLeave();
  const signOut = useSignOut();
  const { name, avatar } = useSession();

  const confirmLogout = () =>
    modal.confirm({
      title: t('common:systemTip'),
      content: t('common:logoutConfirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: signOut,
    });

  const items: MenuProps['items'] = [
    ...(profileAvailable ? [{ key: 'profile', icon: <UserOutlined />, label: t('common:profile') }] : []),
    {
      key: 'layout',
      icon: <LayoutOutlined />,
      label: t(variant === 'bare' ? 'layout.useStandard' : 'layout.useBare'),
    },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('common:logout') },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'profile') navigate(PROFILE_PATH);
          else if (key === 'layout') onVariantChange(variant === 'bare' ? 'standard' : 'bare');
          // unsaved work on the page is asked about first, then the sign-out itself
          else if (key === 'logout') confirmLeave(confirmLogout);
        },
      }}
    >
      <button type="button" className="pcf-topbar__user" aria-label={t('layout.userMenu')}>
        <Avatar size={32} src={avatar || undefined} icon={avatar ? undefined : <UserOutlined />} />
        <span className="pcf-topbar__user-name">{name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
