/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/AnalysisDisplay/contribution_analysis',
    titleZh: '贡献分析',
    titleEn: 'Contribution analysis',
    icon: 'PieChartOutlined',
    perms: 'analysis:contribution:list',
    planned: false,
    buttons: [{ titleZh: '保存情景', titleEn: 'Save scenarios', perms: 'analysis:contribution:scenario' }],
  },
  {
    path: '/AnalysisDisplay/contribution_analysis/item',
    titleZh: '贡献分析详情',
    titleEn: 'Contribution analysis detail',
    icon: 'PieChartOutlined',
    perms: 'analysis:contribution:query',
    hidden: true,
    planned: false,
  },
];
