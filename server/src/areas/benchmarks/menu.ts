/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import { BENCHMARK_PERMISSIONS as P } from '@pcf/shared/contracts';
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/AnalysisDisplay/benchmarking_analysis',
    titleZh: '对标分析',
    titleEn: 'Benchmarking analysis',
    icon: 'LineChartOutlined',
    perms: P.list,
    planned: false,
    buttons: [
      { perms: P.add, titleZh: '新增对标基准', titleEn: 'Add benchmark reference' },
      { perms: P.edit, titleZh: '编辑对标基准', titleEn: 'Edit benchmark reference' },
      { perms: P.remove, titleZh: '删除对标基准', titleEn: 'Delete benchmark reference' },
    ],
  },
  {
    path: '/AnalysisDisplay/benchmarking_analysis/item',
    titleZh: '对标分析详情',
    titleEn: 'Benchmarking analysis detail',
    icon: 'LineChartOutlined',
    perms: P.query,
    hidden: true,
    planned: false,
  },
  {
    path: '/AnalysisDisplay/ResultView',
    titleZh: '结果查看',
    titleEn: 'Result view',
    icon: 'EyeOutlined',
    perms: P.results,
    planned: false,
  },
];
