import { eq } from 'drizzle-orm';
import type { MenuItem, RemoteDescriptor } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { menus, roleMenus, roles, users } from '../../schema';
import { createUser } from '../../testing/accounts';
import { loadConfig } from '../../config';
import { remotesOf } from './service';

async function menusOf(ctx: TestContext, token: string, payload: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/rest/vicimsg',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });
}

const paths = (tree: MenuItem[]) => tree.flatMap((group) => [group.urlvue, ...group.children.map((c) => c.urlvue)]);

describeEachDatabase('menus and remotes', (ctx) => {
  // the supply chain (issue 17): the overview, the hidden screens it leads to and the footprints, for enterprise users
  const supplyChainGroup = [
    '/SupplyChainManagement',
    '/SupplyChainManagement/index',
    '/SupplyChainManagement/companyPJ',
    '/SupplyChainManagement/applyPJ',
    '/SupplyChainManagement/distributionPJ',
    '/SupplyChainManagement/CarbonApplication',
    '/SupplyChainManagement/CarbonApplicationApply',
    '/SupplyChainManagement/SupplyChainVisualization',
  ];
  // result analysis (issue 16): contribution, benchmarking, reports and the result view, for every role on the results it may read
  const analysisGroup = [
    '/AnalysisDisplay',
    '/AnalysisDisplay/contribution_analysis',
    '/AnalysisDisplay/contribution_analysis/item',
    '/AnalysisDisplay/benchmarking_analysis',
    '/AnalysisDisplay/benchmarking_analysis/item',
    '/AnalysisDisplay/report',
    '/AnalysisDisplay/report/write',
    '/AnalysisDisplay/ResultView',
  ];
  let adminToken = '';
  let demoToken = '';
  let reviewerToken = '';
  beforeAll(async () => {
    adminToken = await login(ctx().app, 'admin', PASSWORDS.admin);
    demoToken = await login(ctx().app, 'demo', PASSWORDS.demo);
    reviewerToken = await login(ctx().app, 'reviewer', PASSWORDS.reviewer);
  });

  const adminMenus = async () =>
    json<{ menus: MenuItem[] }>(
      await menusOf(ctx(), adminToken, { msgid: 'getAdminMenuByUseridAndDeptid', data: '{"internalParams":{"userid":"1","deptid":""}}' }),
    ).data.menus;

  it('gives the administrator the built screens only: planned routes are absent', async () => {
    const tree = await adminMenus();
    expect(paths(tree)).toEqual([
      '/acquisitionManagement',
      '/acquisitionManagement/index',
      '/acquisitionManagement/acquisition',
      '/acquisitionManagement/accounting',
      '/businessAccounting',
      '/businessAccounting/zhuceUser',
      '/businessAccounting/distribution',
      '/businessAccounting/project_management',
      '/businessAccounting/carbon_footprint',
      '/businessAccounting/directory',
      '/businessAccounting/unit',
      '/businessAccounting/carbon_footprint/parameter_stepAll',
      '/businessAccounting/carbon_footprint/carbon_footprint/compute',
      '/businessAccounting/carbon_footprint/collect',
      ...analysisGroup,
      '/CarbonFootprintDatabase',
      '/CarbonFootprintDatabase/carbon_emission_factor_management',
      '/CarbonFootprintDatabase/carbon_emission_factor_management/item',
      '/CarbonFootprintDatabase/company_info_dataset_management',
      '/CarbonFootprintDatabase/company_info_dataset_management/product',
      '/CarbonFootprintDatabase/company_info_dataset_management/item2',
      '/CarbonFootprintDatabase/company_info_dataset_management/item',
      '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments',
      '/CarbonFootprintDatabase/general_dataset_management',
      '/CarbonFootprintDatabase/document_management',
      '/CarbonFootprintDatabase/document_management/item',
      '/CarbonFootprintDatabase/DatabaseVisualization',
      ...supplyChainGroup,
      '/system',
      '/system/menu',
      '/metadata/table',
      '/system/dict',
      '/system/log',
      '/system/backup',
      '/system/outbox',
      '/system/user',
      '/system/post',
      '/system/role',
      '/system/dept',
      '/system/access',
      '/user/profile',
    ]);
    expect(tree[0]).toMatchObject({ name: '在线数据采集', nameEn: 'Online data collection', remote: 'mf_acquisition' });
    expect(tree[0].children.map((c) => [c.urlvue, c.hidden])).toEqual([
      ['/acquisitionManagement/index', false],
      ['/acquisitionManagement/acquisition', true],
      ['/acquisitionManagement/accounting', false],
    ]);
    const directory = tree[1].children.find((m) => m.urlvue === '/businessAccounting/directory');
    expect(directory).toMatchObject({
      name: '维护目录',
      nameEn: 'Maintain directory',
      iconvue: 'ApartmentOutlined',
      hidden: false,
      redirect: null,
      remote: 'mf_accounting',
      children: [],
    });
    expect(tree[2]).toMatchObject({ name: '结果分析', nameEn: 'Result analysis', remote: 'mf_analysis' });
    expect(tree[4]).toMatchObject({ name: '供应链管理', nameEn: 'Supply chain management', remote: 'mf_supplychain' });
    expect(tree[4].children.map((c) => [c.urlvue, c.hidden])).toEqual([
      ['/SupplyChainManagement/index', false],
      ['/SupplyChainManagement/companyPJ', true],
      ['/SupplyChainManagement/applyPJ', true],
      ['/SupplyChainManagement/distributionPJ', true],
      ['/SupplyChainManagement/CarbonApplication', false],
      ['/SupplyChainManagement/CarbonApplicationApply', false],
      ['/SupplyChainManagement/SupplyChainVisualization', true],
    ]);
    expect(tree[5]).toMatchObject({ name: '系统管理', nameEn: 'System management', remote: 'mf_system' });
  });

  it('answers the Dev and Home variants and JSON bodies the same way', async () => {
    const expected = await adminMenus();
    for (const msgid of ['getDevMenuByUseridAndDeptid', 'getHomeMenuByUseridAndDeptid']) {
      expect(json<{ menus: MenuItem[] }>(await menusOf(ctx(), adminToken, { msgid })).data.menus).toEqual(expected);
    }
    const asJson = await ctx().app.inject({
      method: 'POST',
      url: '/rest/vicimsg',
      headers: { authorization: adminToken },
      payload: { msgid: 'getAdminMenuByUseridAndDeptid', data: '{"internalParams":{"userid":"1","deptid":""}}' },
    });
    expect(json<{ menus: MenuItem[] }>(asJson).data.menus).toEqual(expected);
  });

  it('ignores the ids in the request: a foreign userid changes nothing', async () => {
    const [admin] = await ctx().database.db.select().from(users).where(eq(users.account, 'admin'));
    const own = await menusOf(ctx(), demoToken, {
      msgid: 'getAdminMenuByUseridAndDeptid',
      data: '{"internalParams":{"userid":"2","deptid":"1"}}',
    });
    const foreign = await menusOf(ctx(), demoToken, {
      msgid: 'getAdminMenuByUseridAndDeptid',
      data: JSON.stringify({ internalParams: { userid: String(admin.id), deptid: '999' } }),
    });
    expect(json(foreign).data).toEqual(json(own).data);
    // what admin alone may see (the built /system/access) never reaches demo
    const after = json<{ menus: MenuItem[] }>(
      await menusOf(ctx(), demoToken, {
        msgid: 'getAdminMenuByUseridAndDeptid',
        data: JSON.stringify({ internalParams: { userid: String(admin.id) } }),
      }),
    ).data.menus;
    expect(paths(after)).not.toContain('/system/access');
    expect(paths(await adminMenus())).toContain('/system/access');
  });

  it('gives enterprise users and reviewers the data entry, project management, the footprint evaluation (reviewers its results), the directory, the units, benchmarking and the result view, the footprint database to read, the supply chain and the personal center; reviewers also the data review, enterprise users their company data and evidence', async () => {
    const entry = ['/acquisitionManagement', '/acquisitionManagement/index', '/acquisitionManagement/acquisition'];
    const accounting = [
      '/businessAccounting',
      '/businessAccounting/project_management',
      '/businessAccounting/carbon_footprint',
      '/businessAccounting/directory',
      '/businessAccounting/unit',
    ];
    const footprint = [
      '/businessAccounting/carbon_footprint/parameter_stepAll',
      '/businessAccounting/carbon_footprint/carbon_footprint/compute',
      '/businessAccounting/carbon_footprint/collect',
    ];
    const demoTree = json<{ menus: MenuItem[] }>(await menusOf(ctx(), demoToken, { msgid: 'getAdminMenuByUseridAndDeptid' })).data.menus;
    expect(paths(demoTree)).toEqual([
      ...entry,
      ...accounting,
      ...footprint,
      ...analysisGroup,
      '/CarbonFootprintDatabase',
      '/CarbonFootprintDatabase/carbon_emission_factor_management',
      '/CarbonFootprintDatabase/carbon_emission_factor_management/item',
      '/CarbonFootprintDatabase/company_info_dataset_management',
      '/CarbonFootprintDatabase/company_info_dataset_management/product',
      '/CarbonFootprintDatabase/company_info_dataset_management/item2',
      '/CarbonFootprintDatabase/company_info_dataset_management/item',
      '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments',
      '/CarbonFootprintDatabase/general_dataset_management',
      '/CarbonFootprintDatabase/document_management',
      '/CarbonFootprintDatabase/document_management/item',
      '/CarbonFootprintDatabase/DatabaseVisualization',
      ...supplyChainGroup,
      '/system',
      '/user/profile',
    ]);
    const reviewerTree = json<{ menus: MenuItem[] }>(await menusOf(ctx(), reviewerToken, { msgid: 'getAdminMenuByUseridAndDeptid' })).data
      .menus;
    expect(paths(reviewerTree)).toEqual([
      ...entry,
      '/acquisitionManagement/accounting',
      ...accounting,
      '/businessAccounting/carbon_footprint/collect',
      ...analysisGroup,
      '/CarbonFootprintDatabase',
      '/CarbonFootprintDatabase/carbon_emission_factor_management',
      '/CarbonFootprintDatabase/carbon_emission_factor_management/item',
      '/CarbonFootprintDatabase/general_dataset_management',
      '/CarbonFootprintDatabase/document_management',
      '/CarbonFootprintDatabase/document_management/item',
      '/CarbonFootprintDatabase/DatabaseVisualization',
      // reviewers decide the applications of the projects they review; footprint management is the companies'
      '/SupplyChainManagement',
      '/SupplyChainManagement/CarbonApplicationApply',
      '/SupplyChainManagement/SupplyChainVisualization',
      '/system',
      '/user/profile',
    ]);
  });

  it('includes a built hidden route with hidden:true', async () => {
    const tree = await adminMenus();
    const analysis = tree.find((g) => g.urlvue === '/AnalysisDisplay');
    expect(analysis?.redirect).toBe('/AnalysisDisplay/report');
    expect(analysis?.children.map((c) => [c.urlvue, c.hidden])).toEqual([
      ['/AnalysisDisplay/contribution_analysis', false],
      ['/AnalysisDisplay/contribution_analysis/item', true],
      ['/AnalysisDisplay/benchmarking_analysis', false],
      ['/AnalysisDisplay/benchmarking_analysis/item', true],
      ['/AnalysisDisplay/report', false],
      ['/AnalysisDisplay/report/write', true],
      ['/AnalysisDisplay/ResultView', false],
    ]);
  });

  it('refuses an unknown msgid and malformed data with clear messages', async () => {
    const unknown = json(await menusOf(ctx(), adminToken, { msgid: 'dropTables' }));
    expect(unknown.code).toBe(500);
    expect(unknown.msg).toBe('Unknown message id: dropTables');
    const malformed = json(await menusOf(ctx(), adminToken, { msgid: 'getAdminMenuByUseridAndDeptid', data: '{not json' }));
    expect(malformed.code).toBe(500);
  });

  it('requires a session', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/rest/vicimsg', payload: { msgid: 'getAdminMenuByUseridAndDeptid' } });
    expect(response.statusCode).toBe(401);
  });

  const remotesFor = async (token: string) =>
    json<RemoteDescriptor[]>(await ctx().app.inject({ method: 'GET', url: '/api/remotes', headers: { authorization: token } })).data;

  it('lists the remotes of the groups a user sees, with same-origin manifest URLs', async () => {
    const expected = [
      { name: 'mf_acquisition', entry: '/mf/mf-acquisition/mf-manifest.json', group: '/acquisitionManagement' },
      { name: 'mf_accounting', entry: '/mf/mf-accounting/mf-manifest.json', group: '/businessAccounting' },
      { name: 'mf_analysis', entry: '/mf/mf-analysis/mf-manifest.json', group: '/AnalysisDisplay' },
      { name: 'mf_database', entry: '/mf/mf-database/mf-manifest.json', group: '/CarbonFootprintDatabase' },
      { name: 'mf_supplychain', entry: '/mf/mf-supplychain/mf-manifest.json', group: '/SupplyChainManagement' },
      { name: 'mf_system', entry: '/mf/mf-system/mf-manifest.json', group: '/system' },
    ];
    expect(await remotesFor(adminToken)).toEqual(expected);
    expect(await remotesFor(demoToken)).toEqual(expected);
    // review staff decide the applications of the projects they review and see their supply chains
    expect(await remotesFor(reviewerToken)).toEqual(expected);
  });

  it('lists a remote only for the roles that see one of its routes', async () => {
    const db = ctx().database.db;
    const [page] = await db.select({ id: menus.id }).from(menus).where(eq(menus.key, '/SupplyChainManagement/CarbonApplication'));
    const [role] = await db
      .insert(roles)
      .values({ roleKey: 'remotes_one', name: 'remotes_one', nameEn: 'remotes_one', sort: 9 })
      .returning({ id: roles.id });
    await db.insert(roleMenus).values({ roleId: role.id, menuId: page.id });
    await createUser(db, { account: 'remotes_one', password: 'Remotes@123456', roleIds: [role.id] });
    const token = await login(ctx().app, 'remotes_one', 'Remotes@123456');
    expect((await remotesFor(token)).map((r) => r.name)).toEqual(['mf_supplychain']);
    expect((await remotesFor(adminToken)).map((r) => r.name)).toContain('mf_supplychain');
  });

  it('grants nothing through a disabled role: its routes and their remote are left out', async () => {
    const db = ctx().database.db;
    const [page] = await db.select({ id: menus.id }).from(menus).where(eq(menus.key, '/system/post'));
    const [role] = await db
      .insert(roles)
      .values({ roleKey: 'menus_off', name: 'menus_off', nameEn: 'menus_off', sort: 9 })
      .returning({ id: roles.id });
    await db.insert(roleMenus).values({ roleId: role.id, menuId: page.id });
    await createUser(db, { account: 'menus_off', password: 'Menus@123456', roleIds: [role.id] });
    const token = await login(ctx().app, 'menus_off', 'Menus@123456');
    const treeOf = async () =>
      json<{ menus: MenuItem[] }>(await menusOf(ctx(), token, { msgid: 'getAdminMenuByUseridAndDeptid' })).data.menus;
    expect(paths(await treeOf())).toEqual(['/system', '/system/post']);
    expect((await remotesFor(token)).map((r) => r.name)).toEqual(['mf_system']);
    await db.update(roles).set({ status: '1' }).where(eq(roles.id, role.id));
    expect(paths(await treeOf())).toEqual([]);
    expect(await remotesFor(token)).toEqual([]);
  });

  it('leaves out a group switched off, from the menus and the remotes', async () => {
    await ctx().database.db.update(menus).set({ enabled: false }).where(eq(menus.key, '/system'));
    try {
      expect((await remotesFor(demoToken)).map((r) => r.name)).toEqual([
        'mf_acquisition',
        'mf_accounting',
        'mf_analysis',
        'mf_database',
        'mf_supplychain',
      ]);
      expect(paths(await adminMenus())).not.toContain('/user/profile');
    } finally {
      await ctx().database.db.update(menus).set({ enabled: true }).where(eq(menus.key, '/system'));
    }
  });
});

describe('remote URLs from configuration', () => {
  const group = (urlvue: string, remote: MenuItem['remote']): MenuItem => ({
    name: '',
    nameEn: '',
    urlvue,
    iconvue: '',
    hidden: false,
    redirect: null,
    remote,
    children: [],
  });

  it('uses REMOTE_BASE_URL and a per-remote override', () => {
    const config = loadConfig({
      REMOTE_BASE_URL: 'https://cdn.example.com/pcf/',
      REMOTE_URL_MF_SYSTEM: 'https://system.example.com/mf-manifest.json',
    });
    expect(remotesOf(config, [group('/businessAccounting', 'mf_accounting'), group('/system', 'mf_system')])).toEqual([
      { name: 'mf_accounting', entry: 'https://cdn.example.com/pcf/mf/mf-accounting/mf-manifest.json', group: '/businessAccounting' },
      { name: 'mf_system', entry: 'https://system.example.com/mf-manifest.json', group: '/system' },
    ]);
  });
});
