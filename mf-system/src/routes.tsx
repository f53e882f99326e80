/** System management (/system) and the personal center: the screens this remote has. */
import { lazy } from 'react';
import { PROFILE_PATH, type RemoteRoute } from '@pcf/shared';

const routes: RemoteRoute[] = [
  { path: PROFILE_PATH, titleKey: 'system:profile.title', icon: 'UserOutlined', Component: lazy(() => import('./pages/Profile')) },
  { path: '/system/user', titleKey: 'system:user.title', icon: 'UserOutlined', Component: lazy(() => import('./pages/User')) },
  { path: '/system/dept', titleKey: 'system:dept.title', icon: 'ClusterOutlined', Component: lazy(() => import('./pages/Dept')) },
  { path: '/system/post', titleKey: 'system:post.title', icon: 'IdcardOutlined', Component: lazy(() => import('./pages/Post')) },
  { path: '/system/menu', titleKey: 'system:menu.title', icon: 'MenuOutlined', Component: lazy(() => import('./pages/Menu')) },
  { path: '/metadata/table', titleKey: 'system:metadata.title', icon: 'TableOutlined', Component: lazy(() => import('./pages/Metadata')) },
  { path: '/system/dict', titleKey: 'system:dict.title', icon: 'ContainerOutlined', Component: lazy(() => import('./pages/Dictionary')) },
  { path: '/system/role', titleKey: 'system:role.title', icon: 'TeamOutlined', Component: lazy(() => import('./pages/Role')) },
  { path: '/system/access', titleKey: 'system:access.title', icon: 'SafetyOutlined', Component: lazy(() => import('./pages/Access')) },
  { path: '/system/log', titleKey: 'system:log.title', icon: 'FileSearchOutlined', Component: lazy(() => import('./pages/Log')) },
  { path: '/system/backup', titleKey: 'system:backup.title', icon: 'DatabaseOutlined', Component: lazy(() => import('./pages/Backup')) },
  { path: '/system/outbox', titleKey: 'system:outbox.title', icon: 'SendOutlined', Component: lazy(() => import('./pages/Outbox')) },
];

export default routes;
export { registerLocales } from './locales';
