/** The screens of result analysis (/AnalysisDisplay). */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';
import { BENCHMARK_PATHS, CONTRIBUTION_PATHS, REPORT_PATHS } from './parts/paths';

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
  {
    path: BENCHMARK_PATHS.list,
    titleKey: 'analysis:benchmark.title',
    icon: 'LineChartOutlined',
    Component: lazy(() => import('./pages/Benchmarking')),
  },
  {
    path: BENCHMARK_PATHS.item,
    titleKey: 'analysis:benchmark.item.title',
    icon: 'LineChartOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/BenchmarkItem')),
  },
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
    hidden: true,
    Component: lazy(() => import('./pages/ReportWrite')),
  },
  {
    path: BENCHMARK_PATHS.results,
    titleKey: 'analysis:results.title',
    icon: 'EyeOutlined',
    Component: lazy(() => import('./pages/ResultDashboard')),
  },
];

export default routes;
export { registerLocales } from './locales';
