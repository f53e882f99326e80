/**
 * The menu entries (SPEC §2 group 5) of the supply chain's screens; seed/menuTree.ts places them.
 * A screen not built yet (mf-supplychain) stays `planned`; the change that builds a screen flips its
 * flag here. Their buttons' permissions are seeded so roles can be granted them.
 */
import { PACT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS as P } from '@pcf/shared/contracts';
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/SupplyChainManagement/index',
    titleZh: '供应链概览',
    titleEn: 'Supply chain overview',
    icon: 'NodeIndexOutlined',
    perms: P.overview,
    planned: false,
  },
  {
    path: '/SupplyChainManagement/companyPJ',
    titleZh: '企业碳足迹',
    titleEn: 'Company footprints',
    icon: 'BankOutlined',
    perms: P.partnerList,
    hidden: true,
    planned: false,
    buttons: [{ titleZh: '维护供应商', titleEn: 'Manage suppliers', perms: P.partnerEdit }],
  },
  {
    path: '/SupplyChainManagement/applyPJ',
    titleZh: '碳足迹申请',
    titleEn: 'Footprint application',
    icon: 'SendOutlined',
    perms: P.sentList,
    hidden: true,
    planned: false,
    buttons: [{ titleZh: '发送请求', titleEn: 'Send requests', perms: P.sentEdit }],
  },
  {
    path: '/SupplyChainManagement/distributionPJ',
    titleZh: '碳足迹分配',
    titleEn: 'Footprint assignment',
    icon: 'ShareAltOutlined',
    perms: P.receivedList,
    hidden: true,
    planned: false,
    buttons: [{ titleZh: '答复请求', titleEn: 'Answer requests', perms: P.receivedEdit }],
  },
  {
    path: '/SupplyChainManagement/CarbonApplication',
    titleZh: '碳足迹管理',
    titleEn: 'Footprint management',
    icon: 'ContainerOutlined',
    perms: PACT_PERMISSIONS.list,
    planned: false,
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
    perms: P.applicationList,
    planned: false,
    buttons: [
      { titleZh: '申请使用', titleEn: 'Apply', perms: P.applicationEdit },
      { titleZh: '审批申请', titleEn: 'Decide applications', perms: P.applicationReview },
    ],
  },
  {
    path: '/SupplyChainManagement/SupplyChainVisualization',
    titleZh: '供应链可视化',
    titleEn: 'Supply chain visualization',
    icon: 'DotChartOutlined',
    perms: P.visualization,
    hidden: true,
    planned: false,
  },
];
