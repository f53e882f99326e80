/** The left menu from the server menus (SPEC §2): hidden items left out, long titles with a tooltip at the right. */
import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, Menu, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { useLocation } from 'react-router-dom';
import { menuOwner, routeChain, visibleRoutes } from '../router/menuRoutes';
import type { MenuRoute } from '../router/menuRoutes';
import { MenuIcon, useGuardedNavigate } from '@pcf/shared/ui';

type MenuEntry = Required<MenuProps>['items'][number];

/** The navigation's own dark blue shows through the menu and its open groups. */
const NAV_BACKGROUND = '#1d2b4f';
const MENU_THEME = { components: { Menu: { darkItemBg: 'transparent', darkSubMenuItemBg: 'transparent', darkPopupBg: NAV_BACKGROUND } } };

function menuTitle(route: MenuRoute) {
  return route.meta.tooltip ? (
    <Tooltip placement="right" title={route.meta.title}>
      <span>{route.meta.title}</span>
    </Tooltip>
  ) : (
    route.meta.title
  );
}

function toMenuEntries(routes: MenuRoute[]): MenuEntry[] {
  return routes.map((route) => ({
    key: route.path,
    label: menuTitle(route),
    icon: <MenuIcon name={route.meta.icon} />,
    children: route.children.length ? toMenuEntries(route.children) : undefined,
  }));
}

export interface SideMenuProps {
  routes: MenuRoute[];
  collapsed: boolean;
  /** Width of the menu itself (SPEC §2: 228px in the standard layout, 200px in the bare one). */
  width: number;
}

export function SideMenu({ routes, collapsed, width }: SideMenuProps) {
  const navigate = useGuardedNavigate();
  const { pathname } = useLocation();
  const shown = useMemo(() => visibleRoutes(routes), [routes]);
  const items = useMemo(() => toMenuEntries(shown), [shown]);
  // a hidden page highlights the page it belongs to, and opens that page's group
  const chain = useMemo(() => {
    const owner = menuOwner(routes, pathname);
    return owner ? routeChain(routes, owner.path) : [];
  }, [routes, pathname]);
  const selected = chain.length ? chain[chain.length - 1].path : '';
  const [openKeys, setOpenKeys] = useState<string[]>(() => chain.slice(0, -1).map((route) => route.path));

  useEffect(() => {
    const parents = chain.slice(0, -1).map((route) => route.path);
    setOpenKeys((open) => Array.from(new Set([...open, ...parents])));
  }, [chain]);

  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu
        mode="inline"
        theme="dark"
        className="pcf-side-menu"
        items={items}
        selectedKeys={selected ? [selected] : []}
        inlineCollapsed={collapsed}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => navigate(key)}
        style={{ width: collapsed ? '100%' : width, margin: collapsed ? 0 : '8px auto', borderInlineEnd: 'none' }}
      />
    </ConfigProvider>
  );
}
