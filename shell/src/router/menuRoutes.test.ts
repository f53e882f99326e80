import type { MenuItem } from '@pcf/shared';
import {
  applyTitleLabels,
  findRoute,
  firstVisiblePath,
  flattenRoutes,
  menuOwner,
  menusToRoutes,
  needsTooltip,
  routeChain,
  visibleRoutes,
} from './menuRoutes';

function item(urlvue: string, name: string, nameEn: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { urlvue, name, nameEn, iconvue: 'AppstoreOutlined', hidden: false, redirect: null, remote: null, children: [], ...extra };
}

const menus: MenuItem[] = [
  item('/AnalysisDisplay', '结果分析', 'Result analysis', {
    redirect: '/AnalysisDisplay/report',
    remote: 'mf_analysis',
    children: [
      item('/AnalysisDisplay/contribution_analysis', '贡献分析', 'Contribution analysis', {
        remote: 'mf_analysis',
        children: [item('/AnalysisDisplay/contribution_analysis/item', '贡献分析详情', 'Contribution detail', { hidden: true })],
      }),
      item('/AnalysisDisplay/report', '报告生成与发布', 'Report generation and publishing', { remote: 'mf_analysis' }),
    ],
  }),
  item('/system', '系统管理', 'System management', {
    remote: 'mf_system',
    children: [
      item('/system/menu', '菜单管理', 'Menus', { hidden: true }),
      item('/system/user', '用户管理', 'User management', { remote: 'mf_system', iconvue: 'UserOutlined' }),
    ],
  }),
];
const noLabels = { user_title: null, trainer_title: null };

describe('menusToRoutes', () => {
  it('turns name, urlvue and iconvue into meta.title, path and meta.icon in Chinese', () => {
    const [, system] = menusToRoutes(menus, 'zh-CN', noLabels);
    expect(system.children[1]).toMatchObject({
      path: '/system/user',
      meta: { title: '用户管理', icon: 'UserOutlined' },
      remote: 'mf_system',
    });
  });

  it('uses the English name when the language is en-US', () => {
    const [analysis] = menusToRoutes(menus, 'en-US', noLabels);
    expect(analysis.meta.title).toBe('Result analysis');
  });

  it('keeps the server redirect of a group', () => {
    const [analysis] = menusToRoutes(menus, 'zh-CN', noLabels);
    expect(analysis.redirect).toBe('/AnalysisDisplay/report');
  });

  it('sends a group without a redirect to its first visible child, skipping hidden ones', () => {
    const [, system] = menusToRoutes(menus, 'zh-CN', noLabels);
    expect(system.redirect).toBe('/system/user');
  });

  it('gives a page whose children are all hidden no redirect, so it shows its own screen', () => {
    const [analysis] = menusToRoutes(menus, 'zh-CN', noLabels);
    expect(analysis.children[0].redirect).toBeNull();
  });

  it('marks titles longer than 9 characters for a tooltip and leaves shorter ones alone', () => {
    const [analysis] = menusToRoutes(menus, 'en-US', noLabels);
    expect(analysis.children[1].meta.tooltip).toBe(true);
    const zh = menusToRoutes(menus, 'zh-CN', noLabels);
    expect(zh[0].children[1].meta.tooltip).toBe(false);
  });

  it('replaces the user word of titles by the configured user_title', () => {
    const [, system] = menusToRoutes(menus, 'zh-CN', { user_title: '成员', trainer_title: null });
    expect(system.children[1].meta.title).toBe('成员管理');
  });

  it('computes the tooltip from the replaced title', () => {
    const [, system] = menusToRoutes(menus, 'zh-CN', { user_title: '平台注册企业用户账号', trainer_title: null });
    expect(system.children[1].meta.tooltip).toBe(true);
  });
});

describe('applyTitleLabels', () => {
  it('replaces the verifier word by trainer_title in both languages', () => {
    const labels = { user_title: null, trainer_title: '审核专家' };
    expect(applyTitleLabels('核查员管理', 'zh-CN', labels)).toBe('审核专家管理');
    expect(applyTitleLabels('Verifier list', 'en-US', labels)).toBe('审核专家 list');
  });

  it('leaves titles unchanged when no label is configured or the label is blank', () => {
    expect(applyTitleLabels('用户管理', 'zh-CN', { user_title: '  ', trainer_title: null })).toBe('用户管理');
  });
});

describe('needsTooltip', () => {
  it('counts characters: 9 is fine, 10 needs a tooltip', () => {
    expect(needsTooltip('一二三四五六七八九')).toBe(false);
    expect(needsTooltip('一二三四五六七八九十')).toBe(true);
  });
});

describe('route helpers', () => {
  const routes = menusToRoutes(menus, 'zh-CN', noLabels);

  it('leaves hidden items out of the visible menu', () => {
    const paths = flattenRoutes(visibleRoutes(routes)).map((route) => route.path);
    expect(paths).not.toContain('/system/menu');
    expect(paths).not.toContain('/AnalysisDisplay/contribution_analysis/item');
    expect(paths).toContain('/system/user');
  });

  it('still lists hidden routes among all routes, so their pages can be mounted', () => {
    expect(findRoute(routes, '/AnalysisDisplay/contribution_analysis/item')?.hidden).toBe(true);
  });

  it('finds the first visible page as the landing route', () => {
    expect(firstVisiblePath(routes)).toBe('/AnalysisDisplay/contribution_analysis');
  });

  it('builds the breadcrumb chain from the group down to the page', () => {
    expect(routeChain(routes, '/AnalysisDisplay/contribution_analysis/item').map((route) => route.meta.title)).toEqual([
      '结果分析',
      '贡献分析',
      '贡献分析详情',
    ]);
    expect(routeChain(routes, '/nowhere')).toEqual([]);
  });
});

describe('menuOwner', () => {
  const group = (children: MenuItem[]) => [item('/g', '组', 'Group', { remote: 'mf_accounting', children })];
  const owner = (menus: MenuItem[], path: string) => menuOwner(menusToRoutes(menus, 'zh-CN', noLabels), path)?.path ?? null;

  it('is the page itself when it is visible, and null for an unknown path', () => {
    expect(owner(menus, '/system/user')).toBe('/system/user');
    expect(owner(menus, '/nowhere')).toBeNull();
  });

  it('gives a hidden page the visible page whose path it extends, the longest first', () => {
    const tree = group([
      item('/g/footprint', '评价', 'Evaluation'),
      item('/g/footprint/list', '列表', 'List'),
      item('/g/other', '其他', 'Other'),
      item('/g/footprint/list/item', '详情', 'Detail', { hidden: true }),
    ]);
    expect(owner(tree, '/g/footprint/list/item')).toBe('/g/footprint/list');
  });

  it('else the visible page listed before it, else the first visible page of its group', () => {
    const tree = group([
      item('/g/first', '首个', 'First', { hidden: true }),
      item('/g/index', '填报', 'Entry'),
      item('/g/acquisition', '填报', 'Entry', { hidden: true }),
      item('/g/review', '审核', 'Review'),
    ]);
    expect(owner(tree, '/g/acquisition')).toBe('/g/index');
    expect(owner(tree, '/g/first')).toBe('/g/index');
  });

  describe('the visualizations, which the menu lists last in their groups', () => {
    const database = (children: MenuItem[]) =>
      item('/CarbonFootprintDatabase', '碳足迹数据库', 'Carbon footprint database', { remote: 'mf_database', children });
    const supplyChain = (children: MenuItem[]) =>
      item('/SupplyChainManagement', '供应链管理', 'Supply chain management', { remote: 'mf_supplychain', children });
    const factors = item('/CarbonFootprintDatabase/carbon_emission_factor_management', '碳排放因子管理', 'Emission factors');
    const generalDatasets = item('/CarbonFootprintDatabase/general_dataset_management', '通用数据集管理', 'General datasets');
    const databaseChart = item('/CarbonFootprintDatabase/DatabaseVisualization', '数据库可视化', 'Database visualization', {
      hidden: true,
    });
    const overview = item('/SupplyChainManagement/index', '供应链概览', 'Supply chain overview');
    const suppliers = item('/SupplyChainManagement/companyPJ', '企业碳足迹', 'Company footprints', { hidden: true });
    const applications = item('/SupplyChainManagement/CarbonApplicationApply', '碳足迹结果申请', 'Footprint result application');
    const chainChart = item('/SupplyChainManagement/SupplyChainVisualization', '供应链可视化', 'Supply chain visualization', {
      hidden: true,
    });

    it('gives each the page whose button opens it, not the page listed before it', () => {
      const tree = [database([factors, generalDatasets, databaseChart]), supplyChain([overview, suppliers, applications, chainChart])];
      expect(owner(tree, '/CarbonFootprintDatabase/DatabaseVisualization')).toBe(
        '/CarbonFootprintDatabase/carbon_emission_factor_management',
      );
      expect(owner(tree, '/SupplyChainManagement/SupplyChainVisualization')).toBe('/SupplyChainManagement/index');
      // the other hidden pages still follow the menu's order
      expect(owner(tree, '/SupplyChainManagement/companyPJ')).toBe('/SupplyChainManagement/index');
    });

    it('falls back to the page listed before when the user’s menu lacks the opener', () => {
      const tree = [database([generalDatasets, databaseChart]), supplyChain([applications, chainChart])];
      expect(owner(tree, '/CarbonFootprintDatabase/DatabaseVisualization')).toBe('/CarbonFootprintDatabase/general_dataset_management');
      expect(owner(tree, '/SupplyChainManagement/SupplyChainVisualization')).toBe('/SupplyChainManagement/CarbonApplicationApply');
    });
  });

  it('gives a hidden child of a page that page', () => {
    expect(owner(menus, '/AnalysisDisplay/contribution_analysis/item')).toBe('/AnalysisDisplay/contribution_analysis');
  });
});
