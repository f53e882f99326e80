/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/businessAccounting/carbon_footprint',
    titleZh: '碳足迹评价',
    titleEn: 'Footprint evaluation',
    icon: 'FundOutlined',
    perms: 'business:footprint:list',
    planned: false,
  },
  {
    path: '/businessAccounting/carbon_footprint/parameter_stepAll',
    titleZh: '评价录入',
    titleEn: 'Evaluation entry',
    icon: 'FormOutlined',
    perms: 'business:footprint:entry',
    hidden: true,
    planned: false,
  },
  {
    path: '/businessAccounting/carbon_footprint/carbon_footprint/compute',
    titleZh: '碳足迹计算',
    titleEn: 'Footprint computation',
    icon: 'CalculatorOutlined',
    perms: 'business:footprint:compute',
    hidden: true,
    planned: false,
  },
  {
    path: '/businessAccounting/carbon_footprint/collect',
    titleZh: '评价结果',
    titleEn: 'Evaluation result',
    icon: 'FileDoneOutlined',
    perms: 'business:footprint:result',
    hidden: true,
    planned: false,
  },
];
