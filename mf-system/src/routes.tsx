/** System management (/system) and the personal center: the screens this remote has. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';

const routes: RemoteRoute[] = [
  { path: '/user/profile', titleKey: 'system:profile.title', icon: 'UserOutlined', Component: lazy(() => import('./pages/Profile')) },
];

export default routes;
export { registerLocales } from './locales';
