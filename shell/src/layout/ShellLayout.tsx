/**
 * The signed-in layout of SPEC §2 / §9: 64px top bar, the server menu on the left (270/64 navigation
 * holding a 228px menu), tabs, breadcrumb and the page; or the bare variant (200px menu, 64px header).
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage, readMenuCollapsed, useSession, writeLocal } from '@pcf/shared';
import { useConfirmLeave } from '@pcf/shared/ui';
import { LayoutRoutes } from '../router/LayoutRoutes';
import { findRoute, menuOwner, menusToRoutes, routeChain } from '../router/menuRoutes';
import { HOME_PATH, landingOf } from '../router/landing';
import { PageSpinner } from '../components/PageSpinner';
import { MessageCountProvider } from '../messages/messageCount';
import { useSessionBootstrap } from '../session/useSessionBootstrap';
import { useSignOut } from '../session/useSignOut';
import { TopBar } from './TopBar';
import { SideMenu } from './SideMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { FloatingProcessButton } from './FloatingProcessButton';
import { MESSAGE_BOARD_PATH } from './MessageBadge';
import { PROFILE_PATH } from './UserMenu';
import { TagsView } from './tabs/TagsView';
import type { TabCommand } from './tabs/TagsView';
import { closeAllTabs, closeOtherTabs, closeTab, closeTabsBeside, visitRoute } from './tabs/tabsModel';
import type { OpenTab, TabsChange } from './tabs/tabsModel';
import { layoutVariantOf, searchWithVariant } from './layoutVariant';
import type { LayoutVariant } from './layoutVariant';
import './ShellLayout.css';

/** SPEC §2 / §9 widths. */
export const NAV_WIDTH = 270;
export const NAV_COLLAPSED_WIDTH = 64;
export const MENU_WIDTH = 228;
export const BARE_MENU_WIDTH = 200;

export default function ShellLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const bootstrap = useSessionBootstrap();
  const signOut = useSignOut();
  if (bootstrap.status === 'loading') return <PageSpinner />;
  if (bootstrap.status === 'failed') {
    return (
      <Result
        status="error"
        title={t('layout.sessionFailed')}
        subTitle={bootstrap.error}
        extra={[
          <Button key="retry" type="primary" onClick={bootstrap.retry}>
            {t('common:retry')}
          </Button>,
          <Button key="login" onClick={() => void signOut()}>
            {t('common:relogin')}
          </Button>,
        ]}
      />
    );
  }
  return (
    <MessageCountProvider>
      <LayoutFrame />
    </MessageCountProvider>
  );
}

interface CurrentPage {
  path: string;
  title: string;
  hidden: boolean;
  trail: string[];
  /** The tab that stands for the page: its own, or for a hidden page the page it belongs to (menuOwner). */
  tab: OpenTab & { hidden: boolean };
}

function LayoutFrame() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const { pathname } = useLocation();
  const { menusList, user_title, trainer_title, roles } = useSession();
  const language = currentLanguage();
  const routes = useMemo(
    () => menusToRoutes(menusList, language, { user_title, trainer_title }),
    [menusList, language, user_title, trainer_title],
  );
  const homePath = landingOf(routes, roles) ?? MESSAGE_BOARD_PATH;

  const [variant, setVariant] = useState<LayoutVariant>(() => layoutVariantOf(window.location.search));
  const changeVariant = useCallback((next: LayoutVariant) => {
    const { pathname: page, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${page}${searchWithVariant(search, next)}${hash}`);
    setVariant(next);
  }, []);

  const [collapsed, setCollapsed] = useState(readMenuCollapsed);
  const toggleCollapsed = useCallback(() => {
    setCollapsed((was) => {
      writeLocal('isMenuCollapsed', !was);
      return !was;
    });
  }, []);

  const titleOf = useCallback(
    (path: string): string | null =>
      path === MESSAGE_BOARD_PATH
        ? t('messageBoard.title')
        : path === HOME_PATH
          ? t('common:home')
          : (findRoute(routes, path)?.meta.title ?? null),
    [routes, t],
  );

  const current = useMemo((): CurrentPage | null => {
    if (pathname === MESSAGE_BOARD_PATH) {
      const title = t('messageBoard.title');
      return { path: pathname, title, hidden: false, trail: [title], tab: { path: pathname, title, hidden: false } };
    }
    if (pathname === HOME_PATH) {
      // the breadcrumb's 首页 is the page itself
      const title = t('common:home');
      return { path: pathname, title, hidden: false, trail: [], tab: { path: pathname, title, hidden: false } };
    }
    const route = findRoute(routes, pathname);
    // a group path only redirects; it is never a page of its own
    if (!route || (route.redirect && route.redirect !== route.path)) return null;
    // a hidden page opened by its address (a reload, a link) still shows the tab of the page it belongs to
    const owner = menuOwner(routes, pathname) ?? route;
    return {
      path: route.path,
      title: route.meta.title,
      hidden: route.hidden,
      trail: routeChain(routes, pathname).map((step) => step.meta.title),
      tab: { path: owner.path, title: owner.meta.title, hidden: owner.hidden },
    };
  }, [pathname, routes, t]);

  const [tabs, setTabs] = useState<OpenTab[]>([]);
  const noTabs = tabs.length === 0;
  useEffect(() => {
    if (current) setTabs((open) => visitRoute(open, current.tab));
  }, [current, noTabs]);
  const activeTab = current?.tab.path ?? pathname;

  const applyTabs = (change: TabsChange) => {
    const leaveTo = change.navigateTo ?? (change.tabs.length === 0 ? homePath : null);
    if (leaveTo === null) {
      setTabs(change.tabs);
      return;
    }
    // closing the page that is open leaves it: its unsaved work is asked about first
    confirmLeave(() => {
      setTabs(change.tabs);
      navigate(leaveTo);
    });
  };
  const onTabCommand = (command: TabCommand, path: string) => {
    if (command === 'close') applyTabs(closeTab(tabs, path, activeTab));
    else if (command === 'closeOthers') applyTabs(closeOtherTabs(tabs, path, activeTab));
    else if (command === 'closeLeft') applyTabs(closeTabsBeside(tabs, path, activeTab, 'left'));
    else if (command === 'closeRight') applyTabs(closeTabsBeside(tabs, path, activeTab, 'right'));
    else applyTabs(closeAllTabs(homePath));
  };

  const bare = variant === 'bare';
  const siderWidth = bare ? BARE_MENU_WIDTH : collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  const profileAvailable = findRoute(routes, PROFILE_PATH) !== null;

  return (
    <div className={bare ? 'pcf-layout pcf-layout--bare' : 'pcf-layout'}>
      <TopBar
        homePath={homePath}
        collapse={bare ? undefined : { collapsed, toggle: toggleCollapsed }}
        profileAvailable={profileAvailable}
        variant={variant}
        onVariantChange={changeVariant}
      />
      <div className="pcf-layout__body">
        <aside className="pcf-layout__sider" style={{ width: siderWidth }} aria-label={t('layout.menu')}>
          <SideMenu routes={routes} collapsed={!bare && collapsed} width={bare ? BARE_MENU_WIDTH : MENU_WIDTH} />
        </aside>
        <main className="pcf-layout__main">
          {!bare && (
            <TagsView
              tabs={tabs.map((tab) => ({ ...tab, title: titleOf(tab.path) ?? tab.title }))}
              activePath={activeTab}
              onSelect={(path) => confirmLeave(() => navigate(path))}
              onCommand={onTabCommand}
            />
          )}
          {!bare && (
            <div className="pcf-layout__breadcrumb">
              <Breadcrumbs homePath={homePath} trail={current?.trail ?? []} />
            </div>
          )}
          <div className="pcf-layout__content">
            <Suspense fallback={<PageSpinner />}>
              <LayoutRoutes routes={routes} />
            </Suspense>
          </div>
        </main>
      </div>
      <FloatingProcessButton />
    </div>
  );
}
