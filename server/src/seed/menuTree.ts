/**
 * The full menu tree of SPEC §2: six groups, one remote each, every route in both languages.
 * `planned: true` marks a route whose screen a later issue builds; the menu calls and
 * GET /api/remotes leave it out. The issue that builds a screen flips its flag here.
 */
import { PROFILE_PATH, type RemoteName } from '@pcf/shared/contracts';

export interface ButtonSeed {
  perms: string;
  titleZh: string;
  titleEn: string;
}

export interface PageSeed {
  path: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  perms: string;
  hidden?: boolean;
  planned: boolean;
  buttons?: ButtonSeed[];
}

export interface GroupSeed {
  path: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  remote: RemoteName;
  redirect?: string;
  pages: PageSeed[];
}

export const MENU_TREE: readonly GroupSeed[] = [
  {
    path: '/acquisitionManagement',
    titleZh: '在线数据采集',
    titleEn: 'Online data collection',
    icon: 'FormOutlined',
    remote: 'mf_acquisition',
    pages: [
      {
        path: '/acquisitionManagement/index',
        titleZh: '数据填报',
        titleEn: 'Data entry',
        icon: 'EditOutlined',
        perms: 'acquisition:entry:list',
        planned: false,
        // collection templates: platform administrators (the routes also require the flag)
        buttons: [
          { perms: 'acquisition:template:add', titleZh: '新增采集模板', titleEn: 'Add collection templates' },
          { perms: 'acquisition:template:edit', titleZh: '修改采集模板', titleEn: 'Edit collection templates' },
          { perms: 'acquisition:template:remove', titleZh: '删除采集模板', titleEn: 'Delete collection templates' },
        ],
      },
      {
        path: '/acquisitionManagement/acquisition',
        titleZh: '数据填报',
        titleEn: 'Data entry',
        icon: 'EditOutlined',
        perms: 'acquisition:entry:edit',
        hidden: true,
        planned: false,
        // the project's company users and platform administrators, while the project is not submitted (areas/inventory)
        buttons: [
          { perms: 'acquisition:entry:save', titleZh: '保存清单数据', titleEn: 'Save inventory lines' },
          { perms: 'acquisition:entry:remove', titleZh: '删除清单数据', titleEn: 'Delete inventory lines' },
          // the project's company users, once a review round is decided (areas/inventory/review)
          { perms: 'acquisition:review:reply', titleZh: '回复审核意见', titleEn: 'Answer review comments' },
        ],
      },
      {
        path: '/acquisitionManagement/accounting',
        titleZh: '数据审核',
        titleEn: 'Data review',
        icon: 'AuditOutlined',
        perms: 'acquisition:review:list',
        planned: false,
        // the project's assigned reviewer, while the project is in review (areas/inventory/review)
        buttons: [{ perms: 'acquisition:review:comment', titleZh: '审核批注', titleEn: 'Comment on lines' }],
      },
    ],
  },
  {
    path: '/businessAccounting',
    titleZh: '碳足迹核算',
    titleEn: 'Carbon footprint accounting',
    icon: 'CalculatorOutlined',
    remote: 'mf_accounting',
    pages: [
      {
        path: '/businessAccounting/zhuceUser',
        titleZh: '注册审核',
        titleEn: 'Registration review',
        icon: 'UserAddOutlined',
        perms: 'business:registration:list',
        planned: false,
        // platform administrators only: the review routes check the administrator flag too
        buttons: [{ perms: 'business:registration:review', titleZh: '审核注册', titleEn: 'Approve or reject registrations' }],
      },
      {
        path: '/businessAccounting/distribution',
        titleZh: '项目分配',
        titleEn: 'Project assignment',
        icon: 'ShareAltOutlined',
        perms: 'business:distribution:list',
        planned: false,
        // creating, editing and (re)assigning projects: platform administrators (areas/projects)
        buttons: [
          { perms: 'business:project:add', titleZh: '项目新增', titleEn: 'Add projects' },
          { perms: 'business:project:edit', titleZh: '项目修改', titleEn: 'Edit projects' },
          { perms: 'business:project:assign', titleZh: '项目分配', titleEn: 'Assign projects' },
        ],
      },
      {
        path: '/businessAccounting/project_management',
        titleZh: '项目管理',
        titleEn: 'Project management',
        icon: 'ProjectOutlined',
        perms: 'business:project:list',
        planned: false,
        // each lifecycle action is further limited to its kind of actor (areas/projects/lifecycle.ts)
        buttons: [{ perms: 'business:project:transition', titleZh: '项目状态变更', titleEn: 'Change project status' }],
      },
      {
        path: '/businessAccounting/carbon_footprint',
        titleZh: '碳足迹评价',
        titleEn: 'Footprint evaluation',
        icon: 'FundOutlined',
        perms: 'business:footprint:list',
        planned: false,
      },
      {
        path: '/businessAccounting/directory',
        titleZh: '维护目录',
        titleEn: 'Maintain directory',
        icon: 'ApartmentOutlined',
        perms: 'business:directory:list',
        planned: false,
        buttons: [{ perms: 'business:directory:edit', titleZh: '编辑目录', titleEn: 'Edit directory' }],
      },
      {
        path: '/businessAccounting/unit',
        titleZh: '维护单位',
        titleEn: 'Maintain units',
        icon: 'ColumnWidthOutlined',
        perms: 'business:unit:list',
        planned: false,
        buttons: [
          { perms: 'business:unit:add', titleZh: '新增单位', titleEn: 'Add unit' },
          { perms: 'business:unit:edit', titleZh: '编辑单位', titleEn: 'Edit unit' },
          { perms: 'business:unit:remove', titleZh: '删除单位', titleEn: 'Delete unit' },
        ],
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
    ],
  },
  {
    path: '/AnalysisDisplay',
    titleZh: '结果分析',
    titleEn: 'Result analysis',
    icon: 'BarChartOutlined',
    remote: 'mf_analysis',
    redirect: '/AnalysisDisplay/report',
    pages: [
      {
        path: '/AnalysisDisplay/contribution_analysis',
        titleZh: '贡献分析',
        titleEn: 'Contribution analysis',
        icon: 'PieChartOutlined',
        perms: 'analysis:contribution:list',
        planned: true,
      },
      {
        path: '/AnalysisDisplay/contribution_analysis/item',
        titleZh: '贡献分析详情',
        titleEn: 'Contribution analysis detail',
        icon: 'PieChartOutlined',
        perms: 'analysis:contribution:query',
        hidden: true,
        planned: true,
      },
      {
        path: '/AnalysisDisplay/benchmarking_analysis',
        titleZh: '对标分析',
        titleEn: 'Benchmarking analysis',
        icon: 'LineChartOutlined',
        perms: 'analysis:benchmark:list',
        planned: true,
      },
      {
        path: '/AnalysisDisplay/benchmarking_analysis/item',
        titleZh: '对标分析详情',
        titleEn: 'Benchmarking analysis detail',
        icon: 'LineChartOutlined',
        perms: 'analysis:benchmark:query',
        hidden: true,
        planned: true,
      },
      {
        path: '/AnalysisDisplay/report',
        titleZh: '报告生成与发布',
        titleEn: 'Report generation and publishing',
        icon: 'FileTextOutlined',
        perms: 'analysis:report:list',
        planned: true,
      },
      {
        path: '/AnalysisDisplay/report/write',
        titleZh: '报告编写',
        titleEn: 'Write report',
        icon: 'FileTextOutlined',
        perms: 'analysis:report:edit',
        hidden: true,
        planned: true,
      },
      {
        path: '/AnalysisDisplay/ResultView',
        titleZh: '结果查看',
        titleEn: 'Result view',
        icon: 'EyeOutlined',
        perms: 'analysis:result:list',
        planned: true,
      },
    ],
  },
  {
    path: '/CarbonFootprintDatabase',
    titleZh: '碳足迹数据库',
    titleEn: 'Carbon footprint database',
    icon: 'DatabaseOutlined',
    remote: 'mf_database',
    pages: [
      {
        path: '/CarbonFootprintDatabase/carbon_emission_factor_management',
        titleZh: '碳排放因子管理',
        titleEn: 'Emission factor management',
        icon: 'ThunderboltOutlined',
        perms: 'database:factor:list',
        planned: false,
        buttons: [
          // changes to the public factor database: platform administrators (the routes also require the flag)
          { perms: 'database:factor:add', titleZh: '新增因子', titleEn: 'Add factors' },
          { perms: 'database:factor:edit', titleZh: '编辑因子（新版本）', titleEn: 'Edit factors (new version)' },
          { perms: 'database:factor:remove', titleZh: '删除因子', titleEn: 'Delete factors' },
          { perms: 'database:factor:import', titleZh: '导入因子', titleEn: 'Import factors' },
          { perms: 'database:factor:export', titleZh: '导出因子', titleEn: 'Export factors' },
        ],
      },
      {
        path: '/CarbonFootprintDatabase/carbon_emission_factor_management/item',
        titleZh: '碳排放因子详情',
        titleEn: 'Emission factor detail',
        icon: 'ThunderboltOutlined',
        perms: 'database:factor:query',
        hidden: true,
        planned: false,
      },
      {
        path: '/CarbonFootprintDatabase/company_info_dataset_management',
        titleZh: '企业数据集管理',
        titleEn: 'Company dataset management',
        icon: 'TableOutlined',
        perms: 'database:companyDataset:list',
        planned: false,
        // the company's products, datasets and items through the object API (company-scoped: enterprise users change their own company's only)
        buttons: [
          { perms: 'database:companyDataset:edit', titleZh: '新增/编辑企业数据', titleEn: 'Add and edit company data' },
          { perms: 'database:companyDataset:remove', titleZh: '删除企业数据', titleEn: 'Delete company data' },
          { perms: 'database:companyDataset:export', titleZh: '导出企业数据', titleEn: 'Export company data' },
        ],
      },
      {
        path: '/CarbonFootprintDatabase/company_info_dataset_management/product',
        titleZh: '企业产品',
        titleEn: 'Company products',
        icon: 'TableOutlined',
        perms: 'database:companyDataset:query',
        hidden: true,
        planned: false,
      },
      {
        path: '/CarbonFootprintDatabase/company_info_dataset_management/item2',
        titleZh: '企业数据集明细',
        titleEn: 'Company dataset lines',
        icon: 'TableOutlined',
        perms: 'database:companyDataset:query',
        hidden: true,
        planned: false,
      },
      {
        path: '/CarbonFootprintDatabase/company_info_dataset_management/item',
        titleZh: '企业数据集详情',
        titleEn: 'Company dataset detail',
        icon: 'TableOutlined',
        perms: 'database:companyDataset:query',
        hidden: true,
        planned: false,
      },
      {
        path: '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments',
        titleZh: '证明文件',
        titleEn: 'Evidence documents',
        icon: 'PaperClipOutlined',
        perms: 'database:companyDataset:query',
        hidden: true,
        planned: false,
        // a company's own evidence only (platform administrators: every company's)
        buttons: [
          { perms: 'database:evidence:list', titleZh: '查看/下载证明文件', titleEn: 'View and download evidence' },
          { perms: 'database:evidence:upload', titleZh: '上传证明文件', titleEn: 'Upload evidence' },
          { perms: 'database:evidence:edit', titleZh: '编辑证明文件及关联', titleEn: 'Edit evidence and its links' },
          { perms: 'database:evidence:remove', titleZh: '删除证明文件', titleEn: 'Delete evidence' },
        ],
      },
      {
        path: '/CarbonFootprintDatabase/general_dataset_management',
        titleZh: '通用数据集管理',
        titleEn: 'General dataset management',
        icon: 'GlobalOutlined',
        perms: 'database:generalDataset:list',
        planned: false,
        buttons: [
          // changes to the platform's background datasets: platform administrators (the routes also require the flag)
          { perms: 'database:generalDataset:add', titleZh: '新增通用数据集', titleEn: 'Add general datasets' },
          { perms: 'database:generalDataset:edit', titleZh: '编辑通用数据集', titleEn: 'Edit general datasets' },
          { perms: 'database:generalDataset:remove', titleZh: '删除通用数据集', titleEn: 'Delete general datasets' },
          { perms: 'database:generalDataset:export', titleZh: '导出通用数据集', titleEn: 'Export general datasets' },
        ],
      },
      {
        path: '/CarbonFootprintDatabase/document_management/item',
        titleZh: '文档管理',
        titleEn: 'Document management',
        icon: 'FileSearchOutlined',
        perms: 'database:document:query',
        hidden: true,
        planned: false,
        buttons: [
          { perms: 'database:document:list', titleZh: '文档列表与检索', titleEn: 'List and search documents' },
          // changes to the platform library: platform administrators (the routes also require the flag)
          { perms: 'database:document:add', titleZh: '上传文档', titleEn: 'Upload documents' },
          { perms: 'database:document:edit', titleZh: '编辑文档/上传新版本', titleEn: 'Edit documents and upload versions' },
          { perms: 'database:document:remove', titleZh: '删除文档', titleEn: 'Delete documents' },
        ],
      },
      {
        path: '/CarbonFootprintDatabase/DatabaseVisualization',
        titleZh: '数据库可视化',
        titleEn: 'Database visualization',
        icon: 'DotChartOutlined',
        perms: 'database:visualization:view',
        hidden: true,
        planned: false,
      },
    ],
  },
  {
    path: '/SupplyChainManagement',
    titleZh: '供应链管理',
    titleEn: 'Supply chain management',
    icon: 'DeploymentUnitOutlined',
    remote: 'mf_supplychain',
    pages: [
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
        perms: 'supplychain:footprint:list',
        planned: true,
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
    ],
  },
  {
    path: '/system',
    titleZh: '系统管理',
    titleEn: 'System management',
    icon: 'SettingOutlined',
    remote: 'mf_system',
    pages: [
      {
        path: '/system/menu',
        titleZh: '菜单管理',
        titleEn: 'Menus',
        icon: 'MenuOutlined',
        perms: 'system:menu:list',
        planned: false,
        buttons: [
          { perms: 'system:menu:add', titleZh: '菜单新增', titleEn: 'Add menus' },
          { perms: 'system:menu:edit', titleZh: '菜单修改', titleEn: 'Edit menus' },
          { perms: 'system:menu:remove', titleZh: '菜单删除', titleEn: 'Delete menus' },
          { perms: 'system:menu:switch', titleZh: '模块开关', titleEn: 'Switch modules on or off' },
        ],
      },
      {
        path: '/metadata/table',
        titleZh: '元数据管理',
        titleEn: 'Metadata',
        icon: 'TableOutlined',
        perms: 'system:metadata:list',
        planned: false,
        buttons: [
          // reading dictionaries, to bind dict fields to them (their changes are /system/dict's)
          { perms: 'system:dict:list', titleZh: '字典查询', titleEn: 'Read dictionaries' },
          // registry changes (DDL): platform administrators only, the routes check it too
          { perms: 'system:metadata:add', titleZh: '对象新增', titleEn: 'Add objects' },
          { perms: 'system:metadata:edit', titleZh: '对象修改', titleEn: 'Edit objects' },
          { perms: 'system:metadata:remove', titleZh: '对象删除', titleEn: 'Delete objects' },
        ],
      },
      {
        // not in SPEC §2's list: issue 3 asks for a dictionaries screen, the value lists of select and dict fields
        path: '/system/dict',
        titleZh: '字典管理',
        titleEn: 'Dictionaries',
        icon: 'ContainerOutlined',
        perms: 'system:dict:list',
        planned: false,
        buttons: [
          { perms: 'system:dict:add', titleZh: '字典新增', titleEn: 'Add dictionaries' },
          { perms: 'system:dict:edit', titleZh: '字典修改', titleEn: 'Edit dictionaries' },
          { perms: 'system:dict:remove', titleZh: '字典删除', titleEn: 'Delete dictionaries' },
        ],
      },
      {
        // not in SPEC §2's list: issue 3 asks for the operation and sign-in logs (two tabs of one screen)
        path: '/system/log',
        titleZh: '操作日志',
        titleEn: 'Operation logs',
        icon: 'FileSearchOutlined',
        perms: 'system:log:list',
        planned: false,
      },
      {
        // not in SPEC §2's list: issue 3 asks for backup and restore; the buttons are for platform administrators only (the routes check it too)
        path: '/system/backup',
        titleZh: '备份与恢复',
        titleEn: 'Backup and restore',
        icon: 'DatabaseOutlined',
        perms: 'system:backup:list',
        planned: false,
        buttons: [
          { perms: 'system:backup:export', titleZh: '数据备份', titleEn: 'Back up all data' },
          { perms: 'system:backup:restore', titleZh: '数据恢复', titleEn: 'Restore from a backup' },
        ],
      },
      {
        // not in SPEC §2's list: issue 4 asks for the outbox of recovery links (no SMTP_URL, or a phone number); platform administrators only (the route checks it too)
        path: '/system/outbox',
        titleZh: '发件箱',
        titleEn: 'Outbox',
        icon: 'SendOutlined',
        perms: 'system:outbox:list',
        planned: false,
      },
      {
        path: '/system/user',
        titleZh: '用户管理',
        titleEn: 'Users',
        icon: 'UserOutlined',
        perms: 'system:user:list',
        planned: false,
        buttons: [
          { perms: 'system:user:add', titleZh: '用户新增', titleEn: 'Add users' },
          { perms: 'system:user:edit', titleZh: '用户修改', titleEn: 'Edit users' },
          { perms: 'system:user:remove', titleZh: '用户删除', titleEn: 'Delete users' },
          { perms: 'system:user:freeze', titleZh: '冻结/解冻', titleEn: 'Freeze or unfreeze users' },
          { perms: 'system:user:resetPwd', titleZh: '重置密码', titleEn: 'Reset passwords' },
          { perms: 'system:user:removeRole', titleZh: '移除角色', titleEn: 'Remove roles' },
          { perms: 'system:user:export', titleZh: '用户导出', titleEn: 'Export users' },
        ],
      },
      {
        path: '/system/post',
        titleZh: '岗位管理',
        titleEn: 'Posts',
        icon: 'IdcardOutlined',
        perms: 'system:post:list',
        planned: false,
        buttons: [
          { perms: 'system:post:edit', titleZh: '岗位保存', titleEn: 'Save posts' },
          { perms: 'system:post:remove', titleZh: '岗位删除', titleEn: 'Delete posts' },
          { perms: 'system:post:export', titleZh: '岗位导出', titleEn: 'Export posts' },
        ],
      },
      {
        path: '/system/role',
        titleZh: '角色管理',
        titleEn: 'Roles',
        icon: 'TeamOutlined',
        perms: 'system:role:list',
        planned: false,
        // edit also covers a role's menus, buttons and data scope (each bounded by the granter's own)
        buttons: [
          { perms: 'system:role:add', titleZh: '角色新增', titleEn: 'Add roles' },
          { perms: 'system:role:edit', titleZh: '角色修改', titleEn: 'Edit roles' },
          { perms: 'system:role:remove', titleZh: '角色删除', titleEn: 'Delete roles' },
        ],
      },
      {
        path: '/system/dept',
        titleZh: '部门管理',
        titleEn: 'Departments',
        icon: 'ClusterOutlined',
        perms: 'system:dept:list',
        planned: false,
        // edit also covers the organisation (company) details
        buttons: [
          { perms: 'system:dept:add', titleZh: '部门新增', titleEn: 'Add departments' },
          { perms: 'system:dept:edit', titleZh: '部门修改', titleEn: 'Edit departments' },
          { perms: 'system:dept:remove', titleZh: '部门删除', titleEn: 'Delete departments' },
        ],
      },
      {
        path: '/system/access',
        titleZh: '权限管理',
        titleEn: 'Permissions',
        icon: 'SafetyOutlined',
        perms: 'system:access:list',
        planned: false,
        // per role and object: field modes, renamed labels and row conditions
        buttons: [{ perms: 'system:access:edit', titleZh: '权限修改', titleEn: 'Edit permissions' }],
      },
      {
        path: PROFILE_PATH,
        titleZh: '个人中心',
        titleEn: 'Personal center',
        icon: 'ProfileOutlined',
        perms: 'system:profile:view',
        planned: false,
      },
    ],
  },
];

/** What every signed-in role may read in the footprint database (changes stay with platform administrators). */
const DATABASE_READER_GRANTS = [
  '/CarbonFootprintDatabase/carbon_emission_factor_management',
  '/CarbonFootprintDatabase/carbon_emission_factor_management/item',
  'database:factor:export',
  '/CarbonFootprintDatabase/general_dataset_management',
  'database:generalDataset:export',
  '/CarbonFootprintDatabase/document_management/item',
  'database:document:list',
  '/CarbonFootprintDatabase/DatabaseVisualization',
] as const;

/** What the non-admin roles are granted, by menu key (page path or button permission). */
export const ROLE_GRANTS: Readonly<Record<'enterprise' | 'reviewer', readonly string[]>> = {
  // units: enterprise users and reviewers read the list (and convert); changes stay with administrators.
  // projects: both see their projects and take the lifecycle actions lifecycle.ts allows them
  // data entry: enterprise users fill in their projects' inventories (areas/inventory lets them change
  // lines only while the project is assigned, collecting or returned); reviewers read the inventories
  // of the projects they review (the server answers them read-only)
  // data review: reviewers comment on the lines of the projects they review; enterprise users answer
  // the comments once the project is returned (both read the rounds with acquisition:entry:list)
  // footprint evaluation: enterprise users enter the study settings, compute and read the results of their
  // projects (areas/footprint); reviewers read the results of the projects they review
  // the footprint database: both read the public factors, general datasets and the library; enterprise
  // users keep their own company's products, datasets and evidence (the object API scopes them to it)
  enterprise: [
    '/acquisitionManagement/index',
    '/acquisitionManagement/acquisition',
    'acquisition:entry:save',
    'acquisition:entry:remove',
    'acquisition:review:reply',
    '/businessAccounting/directory',
    '/businessAccounting/unit',
    '/businessAccounting/project_management',
    'business:project:transition',
    '/businessAccounting/carbon_footprint',
    '/businessAccounting/carbon_footprint/parameter_stepAll',
    '/businessAccounting/carbon_footprint/carbon_footprint/compute',
    '/businessAccounting/carbon_footprint/collect',
    ...DATABASE_READER_GRANTS,
    '/CarbonFootprintDatabase/company_info_dataset_management',
    '/CarbonFootprintDatabase/company_info_dataset_management/product',
    '/CarbonFootprintDatabase/company_info_dataset_management/item2',
    '/CarbonFootprintDatabase/company_info_dataset_management/item',
    'database:companyDataset:edit',
    'database:companyDataset:remove',
    'database:companyDataset:export',
    '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments',
    'database:evidence:list',
    'database:evidence:upload',
    'database:evidence:edit',
    'database:evidence:remove',
    PROFILE_PATH,
  ],
  reviewer: [
    '/acquisitionManagement/index',
    '/acquisitionManagement/acquisition',
    '/acquisitionManagement/accounting',
    'acquisition:review:comment',
    '/businessAccounting/directory',
    '/businessAccounting/unit',
    '/businessAccounting/project_management',
    'business:project:transition',
    '/businessAccounting/carbon_footprint',
    '/businessAccounting/carbon_footprint/collect',
    ...DATABASE_READER_GRANTS,
    PROFILE_PATH,
  ],
};
