import type { LevelNode, TreeNode } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';

describeEachDatabase('directory tree', (ctx) => {
  let admin = '';
  let demo = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    demo = await login(ctx().app, 'demo', PASSWORDS.demo);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': language } });
  const tree = async (token = admin) => json<TreeNode[]>(await call('GET', '/sky/getTreeMenu', undefined, token)).data;
  const add = async (name: string, pid: number) => call('POST', '/sky/addTreeMenu', { name, pid, sort: 1, status: 0 });
  const addId = async (name: string, pid: number) => {
    const body = json<{ id: number }>(await add(name, pid));
    expect(body.code).toBe(200);
    return body.data.id;
  };
  const find = (nodes: TreeNode[], name: string): TreeNode | undefined => {
    for (const node of nodes) {
      if (node.name === name) return node;
      const inner = find(node.children ?? [], name);
      if (inner) return inner;
    }
    return undefined;
  };

  it('loads the seeded life-cycle tree, nested with levels', async () => {
    const nodes = await tree(demo);
    expect(nodes.map((n) => n.name)).toEqual(['原材料获取', '生产制造', '分销运输', '使用', '废弃处置']);
    const silicon = find(nodes, '多晶硅');
    expect(silicon).toMatchObject({ level: 3 });
    const material = find(nodes, '硅料');
    expect(material?.children?.map((c) => c.name)).toEqual(['工业硅', '多晶硅']);
    expect(find(nodes, '电力')).toMatchObject({ level: 2, pid: nodes[1].id });
  });

  it('looks nodes up by level', async () => {
    const levelOne = json<LevelNode[]>(await call('GET', '/sky/getTreeMenuByLevel?level=1', undefined, demo)).data;
    expect(levelOne.map((n) => n.name)).toEqual(['原材料获取', '生产制造', '分销运输', '使用', '废弃处置']);
    expect(Object.keys(levelOne[0]).sort()).toEqual(['id', 'name', 'nameEn', 'nameZh', 'pid']);
    expect(json(await call('GET', '/sky/getTreeMenuByLevel?level=4')).code).toBe(500);
  });

  it("names the seeded nodes in the reader's language and carries both names", async () => {
    const english = json<TreeNode[]>(await call('GET', '/sky/getTreeMenu', undefined, demo, 'en-US')).data;
    expect(english.map((n) => n.name)).toEqual([
      'Raw material acquisition',
      'Manufacturing',
      'Distribution and transport',
      'Use',
      'End of life',
    ]);
    expect(english[0]).toMatchObject({ nameZh: '原材料获取', nameEn: 'Raw material acquisition' });
    expect(find(english, 'Polysilicon')).toMatchObject({ nameZh: '多晶硅', level: 3 });
    const levelTwo = json<LevelNode[]>(await call('GET', '/sky/getTreeMenuByLevel?level=2', undefined, demo, 'en-US')).data;
    expect(levelTwo.map((n) => n.name)).toContain('Electricity');
    const chinese = await tree(demo);
    expect(chinese[0]).toMatchObject({ name: '原材料获取', nameZh: '原材料获取', nameEn: 'Raw material acquisition' });
  });

  it('adds and renames a node with both names; a caller sending one name keeps the other', async () => {
    const parent = find(await tree(), '使用') as TreeNode;
    const created = json<{ id: number }>(
      await call('POST', '/sky/addTreeMenu', { name: '组件清洗', nameEn: 'Module cleaning', pid: parent.id }),
    );
    expect(created.code).toBe(200);
    const id = created.data.id;
    const inEnglish = async () =>
      find(json<TreeNode[]>(await call('GET', '/sky/getTreeMenu', undefined, admin, 'en-US')).data, 'Module cleaning');
    expect(await inEnglish()).toMatchObject({ id, nameZh: '组件清洗' });
    // a legacy rename sends the Chinese name only: the English one stays
    expect(json(await call('POST', '/sky/editTreeMenu', { id, name: '清洗组件', pid: parent.id })).code).toBe(200);
    expect(await inEnglish()).toMatchObject({ id, nameZh: '清洗组件', nameEn: 'Module cleaning' });
    expect(json(await call('POST', '/sky/editTreeMenu', { id, name: '清洗组件', nameEn: 'Cleaning', pid: parent.id })).code).toBe(200);
    expect(find(json<TreeNode[]>(await call('GET', '/sky/getTreeMenu', undefined, admin, 'en-US')).data, 'Cleaning')).toMatchObject({ id });
    const tooLong = json(await call('POST', '/sky/editTreeMenu', { id, name: '清洗组件', nameEn: 'x'.repeat(101), pid: parent.id }));
    expect(tooLong.code).not.toBe(200);
    // added without an English name, a node is named in Chinese in both languages
    const plain = json<{ id: number }>(await add('仅中文', parent.id)).data.id;
    expect(find(json<TreeNode[]>(await call('GET', '/sky/getTreeMenu', undefined, admin, 'en-US')).data, '仅中文')).toMatchObject({
      id: plain,
      nameEn: '仅中文',
    });
    await call('GET', `/sky/delTreeMenu?id=${plain}`);
    await call('GET', `/sky/delTreeMenu?id=${id}`);
  });

  it('adds, renames and deletes a node', async () => {
    const parent = find(await tree(), '使用') as TreeNode;
    const id = await addId('新增节点', parent.id);
    expect(find(await tree(), '新增节点')).toMatchObject({ id, pid: parent.id, level: 2 });
    const edited = json(await call('POST', '/sky/editTreeMenu', { id, name: '清洗', pid: parent.id }));
    expect(edited).toEqual({ code: 200, msg: '编辑成功!' });
    expect(find(await tree(), '清洗')).toMatchObject({ id });
    expect(json(await call('GET', `/sky/delTreeMenu?id=${id}`)).msg).toBe('删除成功!');
    expect(find(await tree(), '清洗')).toBeUndefined();
  });

  it('accepts parentId in place of pid and DELETE or POST for deletion', async () => {
    const parent = find(await tree(), '使用') as TreeNode;
    const added = json<{ id: number }>(await call('POST', '/sky/addTreeMenu', { name: '部门式', parentId: parent.id, sort: 1, status: 0 }));
    expect(find(await tree(), '部门式')).toMatchObject({ pid: parent.id, level: 2 });
    expect(json(await call('DELETE', `/sky/delTreeMenu?id=${added.data.id}`)).code).toBe(200);
    const again = await addId('再删', parent.id);
    expect(json(await call('POST', '/sky/delTreeMenu', { id: again })).code).toBe(200);
  });

  it('refuses an empty or blank name with 请完善 and changes nothing', async () => {
    const before = await tree();
    const blank = json(await add('   ', 0));
    expect(blank).toEqual({ code: 500, msg: '请完善', message: '请完善' });
    const node = find(before, '硅片') as TreeNode;
    expect(json(await call('POST', '/sky/editTreeMenu', { id: node.id, name: '', pid: node.pid })).msg).toBe('请完善');
    expect(await tree()).toEqual(before);
  });

  it('refuses a fifth level', async () => {
    const level3 = find(await tree(), '多晶硅') as TreeNode;
    const level4 = await addId('改良西门子法', level3.id);
    const before = await tree();
    const response = json(await add('第五级', level4));
    expect(response.code).toBe(500);
    expect(response.msg).toBe('目录最多 4 级');
    expect(await tree()).toEqual(before);
    await call('GET', `/sky/delTreeMenu?id=${level4}`);
  });

  it('refuses to delete a node that has children', async () => {
    const material = find(await tree(), '硅料') as TreeNode;
    const response = json(await call('GET', `/sky/delTreeMenu?id=${material.id}`));
    expect(response).toEqual({ code: 500, msg: '该节点下有子节点，不能删除', message: '该节点下有子节点，不能删除' });
    expect(find(await tree(), '硅料')).toBeDefined();
  });

  it('moves a subtree and recomputes its levels', async () => {
    const nodes = await tree();
    const gases = find(nodes, '工艺气体') as TreeNode;
    const raw = find(nodes, '原材料获取') as TreeNode;
    const auxiliaries = find(nodes, '辅材') as TreeNode;
    const moved = json(await call('POST', '/sky/changeTreeNode', { id: gases.id, pid: auxiliaries.id }));
    expect(moved).toEqual({ code: 200, msg: '移动成功' });
    const after = await tree();
    expect(find(after, '工艺气体')).toMatchObject({ pid: auxiliaries.id, level: 3 });
    expect(find(after, '三氟化氮')).toMatchObject({ level: 4 });
    // and back to the top level
    expect(json(await call('POST', '/sky/changeTreeNode', { id: gases.id, pid: 0 })).code).toBe(200);
    const top = await tree();
    expect(find(top, '工艺气体')).toMatchObject({ pid: 0, level: 1 });
    expect(find(top, '六氟化硫')).toMatchObject({ level: 2 });
    expect(raw.level).toBe(1);
  });

  it('refuses to move a node under itself or its descendants', async () => {
    const before = await tree();
    const raw = find(before, '原材料获取') as TreeNode;
    const silicon = find(before, '多晶硅') as TreeNode;
    for (const pid of [raw.id, silicon.id]) {
      const response = json(await call('POST', '/sky/changeTreeNode', { id: raw.id, pid }));
      expect(response).toEqual({ code: 500, msg: '不能移动到该节点自身或其下级节点下', message: '不能移动到该节点自身或其下级节点下' });
    }
    expect(await tree()).toEqual(before);
  });

  it('refuses a move that would make the tree five levels deep', async () => {
    const before = await tree();
    const material = find(before, '硅料') as TreeNode; // level 2 with children at level 3
    const glass = find(before, '光伏玻璃') as TreeNode; // level 3, in another branch
    const response = json(await call('POST', '/sky/changeTreeNode', { id: material.id, pid: glass.id }));
    expect(response).toEqual({ code: 500, msg: '目录最多 4 级', message: '目录最多 4 级' });
    const other = find(before, '回收利用') as TreeNode; // level 2 with children at level 3
    const deep = find(before, '工业硅') as TreeNode;
    expect(json(await call('POST', '/sky/changeTreeNode', { id: other.id, pid: deep.id })).msg).toBe('目录最多 4 级');
    expect(await tree()).toEqual(before);
  });

  it('lets readers read and refuses their changes', async () => {
    expect((await tree(demo)).length).toBeGreaterThan(0);
    const refused = await ctx().app.inject({
      method: 'POST',
      url: '/sky/changeTreeNode',
      payload: { id: 1, pid: 0 },
      headers: { authorization: demo },
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx().app.inject({ method: 'GET', url: '/sky/delTreeMenu?id=1', headers: { authorization: demo } })).statusCode).toBe(
      403,
    );
  });
});
