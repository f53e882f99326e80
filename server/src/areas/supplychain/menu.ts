/**
 * The menu entries (SPEC §2 group 5) of the supply chain's screens; seed/menuTree.ts places them.
 * Still planned: their screens (mf-supplychain) are not built yet; the issue that builds a screen
 * flips its flag here.
 */
import type { PageSeed } from '../auth/menuSeed';
import { PACT_PERMISSIONS } from '@pcf/shared/contracts';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/SupplyChainManagement/index',
    titleZh: '供应链概览',
    titleEn: 'Supply chain overview',
    icon: 'NodeIndexOutlined',
    perms: 'supplychain:overview:list',
    planned: true,
  },
  {
    path: '/SupplyChainManagement/companyPJ',
    titleZh: '企业碳足迹',
    titleEn: 'Company footprints',
    icon: 'BankOutlined',
    perms: 'supplychain:company:list',
    hidden: true,
    planned: true,
  },
  {
    path: '/SupplyChainManagement/applyPJ',
    titleZh: '碳足迹申请',
    titleEn: 'Footprint application',
    icon: 'SendOutlined',
    perms: 'supplychain:apply:list',
    hidden: true,
    planned: true,
  },
  {
    path: '/SupplyChainManagement/distributionPJ',
    titleZh: '碳足迹分配',
    titleEn: 'Footprint assignment',
    icon: 'ShareAltOutlined',
    perms: 'supplychain:distribution:list',
    hidden: true,
    planned: true,
  },
  {
    path: '/SupplyChainManagement/CarbonApplication',
    titleZh: '碳足迹管理',
    titleEn: 'Footprint management',
    icon: 'ContainerOutlined',
    perms: PACT_PERMISSIONS.list,
    planned: true,
    buttons: [
      { titleZh: '共享碳足迹', titleEn: 'Share footprints', perms: PACT_PERMISSIONS.edit },
      { titleZh: 'PACT 客户端管理', titleEn: 'PACT clients', perms: PACT_PERMISSIONS.clients },
    ],
  },
  {
    path: '/SupplyChainManagement/CarbonApplicationApply',
    titleZh: '碳足迹结果申请',
    titleEn: 'Footprint result application',
    icon: 'FileAddOutlined',
    perms: 'supplychain:application:list',
    planned: true,
  },
  {
    path: '/SupplyChainManagement/SupplyChainVisualization',
    titleZh: '供应链可视化',
    titleEn: 'Supply chain visualization',
    icon: 'DotChartOutlined',
    perms: 'supplychain:visualization:view',
    hidden: true,
    planned: true,
  },
];
