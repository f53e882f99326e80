/** The screens of result analysis (/AnalysisDisplay) this remote has. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';
import { CONTRIBUTION_PATHS } from './parts/contribution/paths';

const routes: RemoteRoute[] = [
  {
    path: CONTRIBUTION_PATHS.page,
    titleKey: 'analysis:contribution.title',
    icon: 'PieChartOutlined',
    Component: lazy(() => import('./pages/ContributionAnalysis')),
  },
  {
    path: CONTRIBUTION_PATHS.item,
    titleKey: 'analysis:contribution.item.title',
    icon: 'PieChartOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/ContributionItem')),
  },
];

export default routes;
export { registerLocales } from './locales';
