import { asc, eq } from 'drizzle-orm';
import type { MenuItem, MenuNode, RemoteDescriptor } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { menus } from '../../../schema';
import { prepareDatabase } from '../../../seed/prepare';
import { MENU_TREE } from '../../../seed/menuTree';
import { MENU_ICONS } from '@pcf/shared/contracts';

type Body = Record<string, unknown>;

describe('the seeded menu tree', () => {
  it('names only icons the shell can draw', () => {
    const icons = MENU_TREE.flatMap((g) => [g.icon, ...g.pages.map((p) => p.icon)]);
    expect(icons.filter((icon) => !(MENU_ICONS as readonly string[]).includes(icon))).toEqual([]);
  });
});

describeEachDatabase('menu administration', (ctx) => {
  let admin = '';
  let demo = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    demo = await login(ctx().app, 'demo', PASSWORDS.demo);
  });

  const post = (url: string, payload: Body, token = admin, language = 'en-US') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: token, 'accept-language': language } });
  const tree = async () =>
    json<MenuNode[]>(await ctx().app.inject({ method: 'GET', url: '/system/menu/tree', headers: { authorization: admin } })).data;
  const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const byPath = async (path: string) => {
    const node = flat(await tree()).find((n) => n.urlvue === path);
    if (!node) throw new Error(`no menu ${path}`);
    return node;
  };
  const sessionMenus = async (token: string) =>
    json<{ menus: MenuItem[] }>(await post('/rest/vicimsg', { msgid: 'getAdminMenuByUseridAndDeptid' }, token)).data.menus;
  const remotes = async (token: string) =>
    json<RemoteDescriptor[]>(await ctx().app.inject({ method: 'GET', url: '/api/remotes', headers: { authorization: token } })).data.map(
      (r) => r.name,
    );
  const menuRows = () => ctx().database.db.select().from(menus).orderBy(asc(menus.id));

  it('reads the whole tree: six groups in order, planned routes and buttons included, both languages', async () => {
    const groups = await tree();
    expect(groups.map((g) => [g.urlvue, g.remote, g.kind, g.enabled])).toEqual(MENU_TREE.map((g) => [g.path, g.remote, 'group', true]));
    const menuPage = await byPath('/system/menu');
    expect(menuPage).toMatchObject({
      kind: 'page',
      name: '菜单管理',
      nameEn: 'Menus',
      iconvue: 'MenuOutlined',
      planned: false,
      seeded: true,
      remote: 'mf_system',
      perms: 'system:menu:list',
      hidden: false,
    });
    expect(menuPage.children.map((b) => [b.kind, b.perms, b.urlvue])).toEqual([
      ['button', 'system:menu:add', null],
      ['button', 'system:menu:edit', null],
      ['button', 'system:menu:remove', null],
      ['button', 'system:menu:switch', null],
    ]);
    // the backup buttons hang under their own screen
    expect((await byPath('/system/backup')).children.map((b) => [b.kind, b.perms])).toEqual([
      ['button', 'system:backup:export'],
      ['button', 'system:backup:restore'],
    ]);
    expect((await byPath('/AnalysisDisplay')).redirect).toBe('/AnalysisDisplay/report');
    expect(flat(groups)).toHaveLength((await menuRows()).length);
  });

  it('adds a page and a button, which the menus show at once; edits and deletes them', async () => {
    const group = await byPath('/businessAccounting');
    const added = json<{ id: number }>(
      await post('/system/menu/add', {
        parentId: group.id,
        kind: 'page',
        urlvue: '/businessAccounting/extra',
        name: '附加页',
        nameEn: 'Extra',
        iconvue: 'FundOutlined',
      }),
    );
    expect(added.code).toBe(200);
    const page = await byPath('/businessAccounting/extra');
    expect(page).toMatchObject({ id: added.data.id, remote: 'mf_accounting', planned: false, seeded: false, hidden: false, enabled: true });
    expect(page.order).toBeGreaterThan(Math.max(...group.children.map((c) => c.order)));
    const shown = (await sessionMenus(admin)).find((g) => g.urlvue === '/businessAccounting');
    expect(shown?.children.map((c) => c.urlvue)).toContain('/businessAccounting/extra');

    const button = json<{ id: number }>(
      await post('/system/menu/add', {
        parentId: page.id,
        kind: 'button',
        name: '附加编辑',
        nameEn: 'Edit extra',
        perms: 'business:extra:edit',
        iconvue: 'ignored',
      }),
    );
    expect(button.code).toBe(200);

    const edited = await post('/system/menu/update', {
      id: page.id,
      parentId: group.id,
      kind: 'page',
      urlvue: '/businessAccounting/extra2',
      name: '附加页二',
      nameEn: 'Extra 2',
      iconvue: 'LineChartOutlined',
      hidden: true,
      redirect: '/businessAccounting/directory',
      order: 42,
    });
    expect(json(edited)).toMatchObject({ code: 200, msg: 'Saved!' });
    expect(await byPath('/businessAccounting/extra2')).toMatchObject({
      name: '附加页二',
      nameEn: 'Extra 2',
      iconvue: 'LineChartOutlined',
      hidden: true,
      redirect: '/businessAccounting/directory',
      order: 42,
    });

    // moved to another group, the page and its button follow that group's remote
    const analysis = await byPath('/AnalysisDisplay');
    expect(
      json(
        await post('/system/menu/update', {
          id: page.id,
          parentId: analysis.id,
          kind: 'page',
          urlvue: '/AnalysisDisplay/extra',
          name: '附加页',
          nameEn: 'Extra',
          iconvue: 'FundOutlined',
        }),
      ).code,
    ).toBe(200);
    const moved = await byPath('/AnalysisDisplay/extra');
    expect(moved.remote).toBe('mf_analysis');
    expect(moved.children.map((c) => c.remote)).toEqual(['mf_analysis']);

    expect(json(await post('/system/menu/delete', { id: page.id }))).toMatchObject({
      code: 500,
      msg: 'This menu has children and cannot be deleted',
    });
    expect(json(await post('/system/menu/delete', { id: button.data.id }))).toMatchObject({ code: 200, msg: 'Deleted!' });
    expect(json(await post('/system/menu/delete', { id: page.id })).code).toBe(200);
    expect(flat(await tree()).some((n) => n.id === page.id || n.id === button.data.id)).toBe(false);
  });

  it('edits a group: titles, icon and redirect, never its path or parent', async () => {
    const group = await byPath('/SupplyChainManagement');
    const base = { id: group.id, parentId: null, kind: 'group', name: group.name, nameEn: group.nameEn, iconvue: group.iconvue };
    expect(
      json(await post('/system/menu/update', { ...base, nameEn: 'Supply chains', redirect: '/SupplyChainManagement/index' })).code,
    ).toBe(200);
    expect(await byPath('/SupplyChainManagement')).toMatchObject({ nameEn: 'Supply chains', redirect: '/SupplyChainManagement/index' });
    expect(json(await post('/system/menu/update', { ...base, urlvue: '/supply' })).msg).toMatch(/^Menu groups are the remotes/);
    expect(json(await post('/system/menu/update', { ...base, parentId: (await byPath('/system')).id })).msg).toMatch(
      /^Menu groups are the remotes/,
    );
    expect(json(await post('/system/menu/update', { ...base, nameEn: group.nameEn, redirect: null })).code).toBe(200);
  });

  it('refuses bad saves with a message in the caller language and changes nothing', async () => {
    const before = await menuRows();
    const group = await byPath('/businessAccounting');
    const directory = await byPath('/businessAccounting/directory');
    const page = {
      parentId: group.id,
      kind: 'page',
      urlvue: '/businessAccounting/new',
      name: '新页',
      nameEn: 'New',
      iconvue: 'FundOutlined',
    };
    const cases: [string, Body, string][] = [
      ['/system/menu/add', { ...page, urlvue: 'no-slash' }, 'The route path must look like /segment/segment (letters, digits, _ or -)'],
      ['/system/menu/add', { ...page, urlvue: '/a/../b' }, 'The route path must look like /segment/segment (letters, digits, _ or -)'],
      ['/system/menu/add', { ...page, urlvue: '/system/user' }, 'The route path /system/user is already used by another menu'],
      ['/system/menu/add', { ...page, iconvue: 'BombOutlined' }, 'The icon BombOutlined is not one of the available icons'],
      ['/system/menu/add', { ...page, iconvue: '' }, 'The icon  is not one of the available icons'],
      ['/system/menu/add', { ...page, parentId: 999999 }, 'The parent menu does not exist'],
      ['/system/menu/add', { ...page, parentId: directory.id }, 'A page belongs under a menu group and a button under a page'],
      ['/system/menu/add', { ...page, kind: 'button', perms: 'a:b:c' }, 'A page belongs under a menu group and a button under a page'],
      [
        '/system/menu/add',
        { parentId: directory.id, kind: 'button', name: '按钮', nameEn: 'Button' },
        'The permission must look like area:object:action',
      ],
      [
        '/system/menu/add',
        { parentId: directory.id, kind: 'button', name: '按钮', nameEn: 'Button', perms: "x' or 1=1" },
        'The permission must look like area:object:action',
      ],
      ['/system/menu/add', { ...page, name: '  ' }, 'Both menu names (Chinese and English) need 1 to 50 characters'],
      ['/system/menu/add', { ...page, redirect: 'http://evil.example' }, 'The redirect must be a route path'],
      [
        '/system/menu/add',
        { ...page, parentId: null, kind: 'group', urlvue: '/newGroup' },
        'Menu groups are the remotes: they cannot be added or deleted, nor change their path or parent',
      ],
      [
        '/system/menu/update',
        { ...page, id: directory.id, parentId: directory.id, urlvue: directory.urlvue },
        'A menu cannot be moved under itself or one of its descendants',
      ],
      [
        '/system/menu/update',
        { ...page, id: directory.id, parentId: directory.children[0].id, urlvue: directory.urlvue },
        'A menu cannot be moved under itself or one of its descendants',
      ],
      [
        '/system/menu/update',
        { ...page, id: directory.id, kind: 'button', perms: 'a:b:c' },
        'A page belongs under a menu group and a button under a page',
      ],
      ['/system/menu/update', { ...page, id: 999999 }, 'The menu does not exist'],
      [
        '/system/menu/delete',
        { id: group.id },
        'Menu groups are the remotes: they cannot be added or deleted, nor change their path or parent',
      ],
      ['/system/menu/delete', { id: (await byPath('/user/profile')).id }, 'This menu is built in and cannot be deleted; hide it instead'],
      ['/system/menu/delete', { id: 999999 }, 'The menu does not exist'],
    ];
    const wrong: string[] = [];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      const body = json(response);
      if (response.statusCode < 400 || response.statusCode >= 500 || body.msg !== message)
        wrong.push(`${url} ${JSON.stringify(payload)} → ${response.statusCode} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(json(await post('/system/menu/add', { ...page, urlvue: 'bad' }, admin, 'zh-CN')).msg).toBe(
      '路由地址格式有误，应为 /段/段（字母、数字、_ 或 -）',
    );
    expect(await menuRows()).toEqual(before);
  });

  it('reorders siblings, groups included, and refuses a list that is not exactly the siblings', async () => {
    const groups = await tree();
    const ids = groups.map((g) => g.id);
    const reversed = [...ids].reverse();
    expect(json(await post('/system/menu/reorder', { parentId: null, ids: reversed })).code).toBe(200);
    expect((await tree()).map((g) => g.id)).toEqual(reversed);
    const visible = (await sessionMenus(admin)).map((g) => g.urlvue);
    expect(visible.length).toBeGreaterThan(1);
    expect(visible).toEqual([...groups].reverse().flatMap((g) => (g.urlvue !== null && visible.includes(g.urlvue) ? [g.urlvue] : [])));

    const before = await menuRows();
    for (const wrongIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999999]]) {
      const response = await post('/system/menu/reorder', { parentId: null, ids: wrongIds });
      expect([response.statusCode, json(response).msg]).toEqual([400, 'The new order must list every child of that parent exactly once']);
    }
    expect(await menuRows()).toEqual(before);

    const system = await byPath('/system');
    const pages = system.children.map((c) => c.id);
    expect(json(await post('/system/menu/reorder', { parentId: system.id, ids: [...pages.slice(1), pages[0]] })).code).toBe(200);
    expect((await byPath('/system')).children.map((c) => c.id)).toEqual([...pages.slice(1), pages[0]]);
    expect(json(await post('/system/menu/reorder', { parentId: system.id, ids: pages })).code).toBe(200);
    expect(json(await post('/system/menu/reorder', { parentId: null, ids })).code).toBe(200);
  });

  it('switches a group off for everyone at once: gone from every menu and from GET /api/remotes, back when on', async () => {
    const group = await byPath('/businessAccounting');
    expect(await remotes(demo)).toContain('mf_accounting');
    expect(json(await post('/system/menu/switch', { id: group.id, enabled: false })).code).toBe(200);
    for (const token of [admin, demo]) {
      expect(await remotes(token)).not.toContain('mf_accounting');
      expect((await sessionMenus(token)).map((g) => g.urlvue)).not.toContain('/businessAccounting');
    }
    expect((await byPath('/businessAccounting')).enabled).toBe(false);
    expect(json(await post('/system/menu/switch', { id: group.id, enabled: true })).code).toBe(200);
    for (const token of [admin, demo]) {
      expect(await remotes(token)).toContain('mf_accounting');
      expect((await sessionMenus(token)).map((g) => g.urlvue)).toContain('/businessAccounting');
    }
  });

  it('refuses to switch off the group of menu administration, or to switch anything but a group', async () => {
    const before = await menuRows();
    const system = await byPath('/system');
    const off = await post('/system/menu/switch', { id: system.id, enabled: false });
    expect([off.statusCode, json(off).msg]).toEqual([
      400,
      'The group holding menu administration cannot be switched off: nobody could switch it on again',
    ]);
    const page = await post('/system/menu/switch', { id: (await byPath('/user/profile')).id, enabled: false });
    expect([page.statusCode, json(page).msg]).toEqual([400, 'Only top-level menu groups can be switched on or off']);
    expect(await menuRows()).toEqual(before);
    expect(await remotes(demo)).toContain('mf_system');
  });

  it('keeps administrator edits of seeded rows through a restart, while the seed still owns `planned`', async () => {
    const { database, config } = ctx();
    const profile = await byPath('/user/profile');
    const group = await byPath('/CarbonFootprintDatabase');
    expect(
      json(
        await post('/system/menu/update', {
          id: profile.id,
          parentId: profile.parentId,
          kind: 'page',
          urlvue: '/user/profile',
          name: '我的',
          nameEn: 'Me',
          iconvue: 'UserOutlined',
          hidden: true,
          order: 7,
        }),
      ).code,
    ).toBe(200);
    expect(json(await post('/system/menu/switch', { id: group.id, enabled: false })).code).toBe(200);
    const rolePlanned = MENU_TREE.flatMap((g) => g.pages).find((p) => p.path === '/system/role')?.planned;
    await database.db.update(menus).set({ planned: !rolePlanned }).where(eq(menus.key, '/system/role'));
    await prepareDatabase(database, config);
    expect(await byPath('/user/profile')).toMatchObject({
      name: '我的',
      nameEn: 'Me',
      iconvue: 'UserOutlined',
      hidden: true,
      order: 7,
      planned: false,
    });
    expect((await byPath('/CarbonFootprintDatabase')).enabled).toBe(false);
    expect((await byPath('/system/role')).planned).toBe(rolePlanned);
    // put things back for the other tests of this file
    await post('/system/menu/update', {
      id: profile.id,
      parentId: profile.parentId,
      kind: 'page',
      urlvue: '/user/profile',
      name: profile.name,
      nameEn: profile.nameEn,
      iconvue: profile.iconvue,
      hidden: false,
      order: profile.order,
    });
    await post('/system/menu/switch', { id: group.id, enabled: true });
  });

  it('is refused to an enterprise user', async () => {
    const before = await menuRows();
    const group = await byPath('/businessAccounting');
    for (const [url, payload] of [
      ['/system/menu/switch', { id: group.id, enabled: false }],
      ['/system/menu/add', { parentId: group.id, kind: 'page', urlvue: '/x/y', name: 'x', nameEn: 'x', iconvue: 'FundOutlined' }],
    ] as const) {
      expect((await post(url, payload, demo)).statusCode).toBe(403);
    }
    expect((await ctx().app.inject({ method: 'GET', url: '/system/menu/tree', headers: { authorization: demo } })).statusCode).toBe(403);
    expect(await menuRows()).toEqual(before);
  });
});
