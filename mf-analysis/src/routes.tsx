/** The screens of result analysis (/AnalysisDisplay): the routes built so far. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';
import { REPORT_PATHS } from './parts/reportPaths';

const routes: RemoteRoute[] = [
  {
    path: REPORT_PATHS.list,
    titleKey: 'analysis:report.title',
    icon: 'FileTextOutlined',
    Component: lazy(() => import('./pages/ReportList')),
  },
  {
    path: REPORT_PATHS.write,
    titleKey: 'analysis:report.writeTitle',
    icon: 'FileTextOutlined',
    Component: lazy(() => import('./pages/ReportWrite')),
  },
];

export default routes;
export { registerLocales } from './locales';
