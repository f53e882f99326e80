import { META_LABEL_MAX as LABEL_MAX, META_MAX_LENGTH_MAX as MAX_LENGTH_MAX, META_ORDER_MAX as ORDER_MAX } from '@pcf/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { MetaCandidateTable, MetaFieldInput, MetaObjectDetail, MetaObjectPage, ObjPage } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { queryRows, snapshot, tableState, type Snapshot } from '../../../testing/databaseSnapshot';
import { createRole, createUser, menusGranting } from '../../../testing/accounts';
import { menus, sysOperLog, users } from '../../../schema';
import { translate } from '../../../http/messages';
import { isInternalTable, isSecretColumn } from './rules';
import { customTablesOfRegistry } from './customTables';

type Body = Record<string, unknown>;
const EN = { 'accept-language': 'en-US' };

const field = (name: string, type: MetaFieldInput['type'], extra: Partial<MetaFieldInput> = {}): MetaFieldInput => ({
  name,
  type,
  labelZh: `${name} 中文`,
  labelEn: `${name} label`,
  dictType: null,
  required: false,
  searchable: true,
  sortable: true,
  shownInList: true,
  order: 1,
  maxLength: null,
  ...extra,
});

describe('the registry rules', () => {
  it('keep internal tables and secret columns out', () => {
    for (const table of [
      'sessions',
      'captchas',
      'settings',
      'users',
      'meta_fields',
      'sys_oper_log',
      'sys_role_object_access',
      'api_tokens',
      'audit_log',
      '__drizzle_migrations',
      'obj_thing',
    ]) {
      expect(`${table}: ${isInternalTable(table)}`).toBe(`${table}: true`);
    }
    expect(isInternalTable('pv_modules')).toBe(false);
    for (const column of ['password', 'password_hash', 'pwd', 'api_token', 'client_secret', 'salt', 'hash'])
      expect(`${column}: ${isSecretColumn(column)}`).toBe(`${column}: true`);
    expect(isSecretColumn('name')).toBe(false);
  });

  it('refuse a backup registry describing a custom table no registry could make', () => {
    const object = JSON.stringify({ id: 1, table_name: 'obj_x', company_scoped: false });
    expect(customTablesOfRegistry([object], [JSON.stringify({ id: 1, object_id: 1, column_name: 'a', type: 'string' })])).toEqual([
      { table: 'obj_x', companyScoped: false, columns: [{ column: 'a', type: 'string' }] },
    ]);
    expect(() =>
      customTablesOfRegistry([object], [JSON.stringify({ id: 1, object_id: 1, column_name: 'a"; drop table users; --', type: 'string' })]),
    ).toThrow();
    expect(() =>
      customTablesOfRegistry([object], [JSON.stringify({ id: 1, object_id: 1, column_name: 'a', type: 'text; drop' })]),
    ).toThrow();
    expect(() => customTablesOfRegistry([JSON.stringify({ id: 1, table_name: 'obj_X y', company_scoped: false })], [])).toThrow();
  });
});

describeEachDatabase('registry administration (/metadata/table)', (ctx) => {
  let admin = '';
  let reader = '';
  let granted = '';
  const db = () => ctx().database.db;

  const send = (method: 'GET' | 'POST', url: string, payload?: Body, token = admin) =>
    ctx().app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...EN, authorization: token } });
  const post = (url: string, payload: Body, token = admin) => send('POST', url, payload, token);
  const detail = async (name: string, token = admin) =>
    json<MetaObjectDetail>(await send('GET', `/system/metadata/object?name=${name}`, undefined, token)).data;
  const columns = async (table: string) =>
    (
      await queryRows<{ column_name: string; data_type: string }>(
        db(),
        sql`select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
      )
    ).map((c) => `${c.column_name} ${c.data_type}`);
  /** Every table's rows and the columns of every public table: a refusal leaves both as they were. */
  const state = async (): Promise<{ data: Snapshot; schema: string[] }> => ({
    data: await snapshot(db(), ctx().config.dataDir),
    schema: (
      await queryRows<{ t: string; c: string; d: string }>(
        db(),
        sql`select table_name as t, column_name as c, data_type as d from information_schema.columns where table_schema = 'public' order by 1, 2`,
      )
    ).map((r) => `${r.t}.${r.c} ${r.d}`),
  });

  beforeAll(async () => {
    const c = ctx();
    admin = await login(c.app, 'admin', PASSWORDS.admin);
    await c.database.db.execute(sql`create table pv_module_catalog (
      id serial primary key, company_id integer, model text not null, power_w numeric, cells integer, bifacial boolean,
      released date, checked_at timestamptz, status varchar(1), password_hash text, api_token text, notes jsonb)`);
    await c.database.db.execute(
      sql`insert into pv_module_catalog (company_id, model, power_w, cells, status) values (null, 'M-550', 550.5, 144, '0'), (null, 'M-600', 600, 156, '1')`,
    );
    await c.database.db.execute(sql`create table pv_no_key (code text)`);
    const [demo] = await c.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.account, 'demo'));
    // buttons of their own, built (planned false), so the grants reach the sessions whatever the seeded screen's state
    const buttons = async (perms: string[]) =>
      (
        await c.database.db
          .insert(menus)
          .values(
            perms.map((p) => ({
              key: `meta-test/${p}/${Math.random()}`,
              kind: 'button' as const,
              titleZh: p,
              titleEn: p,
              perms: p,
              planned: false,
            })),
          )
          .returning({ id: menus.id })
      ).map((m) => m.id);
    const readRole = await createRole(c.database.db, 'meta_reader', await buttons(['system:metadata:list']));
    await createUser(c.database.db, { account: 'meta_reader', password: 'Reader@123456', companyId: demo.companyId, roleIds: [readRole] });
    reader = await login(c.app, 'meta_reader', 'Reader@123456');
    const allPerms = ['system:metadata:list', 'system:metadata:add', 'system:metadata:edit', 'system:metadata:remove'];
    expect((await menusGranting(c.database.db, allPerms)).map((m) => m.perms).sort()).toEqual(expect.arrayContaining(allPerms.sort()));
    const grantRole = await createRole(c.database.db, 'meta_granted', await buttons(allPerms));
    await createUser(c.database.db, {
      account: 'meta_granted',
      password: 'Granted@123456',
      companyId: demo.companyId,
      roleIds: [grantRole],
    });
    granted = await login(c.app, 'meta_granted', 'Granted@123456');
  });

  it('lists the product’s own objects as built in, paged and searched', async () => {
    const page = json<MetaObjectPage>(await send('GET', '/system/metadata/objects?pageNum=1&pageSize=10&keyword=post'));
    expect(page.code).toBe(200);
    expect(page.data.rows.map((r) => [r.name, r.kind, r.labelEn])).toEqual([['sys_post', 'system', 'Posts']]);
    const all = json<MetaObjectPage>(await send('GET', '/system/metadata/objects?pageSize=1'));
    expect(all.data).toMatchObject({ pageNum: 1, pageSize: 1, total: expect.any(Number) });
    expect(all.data.rows).toHaveLength(1);
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    const post = await detail('sys_post');
    expect(post.fields.find((f) => f.name === 'status')).toMatchObject({
      type: 'dict',
      dictType: 'sys_normal_disable',
      builtIn: false,
      sqlType: 'text',
    });
    expect(post.fields.find((f) => f.name === 'id')).toMatchObject({ builtIn: true, editable: false });
    expect(post.rows).toEqual(expect.any(Number));
  });

  it('offers existing tables that are not internal, not registered and keyed by an integer id, with their columns and the types they fit', async () => {
    const tables = json<MetaCandidateTable[]>(await send('GET', '/system/metadata/tables')).data;
    const names = tables.map((t) => t.table);
    expect(names).toContain('pv_module_catalog');
    for (const hidden of [
      'users',
      'sessions',
      'settings',
      'captchas',
      'meta_objects',
      'meta_fields',
      'sys_post',
      'sys_oper_log',
      'pv_no_key',
    ])
      expect(names).not.toContain(hidden);
    const catalog = tables.find((t) => t.table === 'pv_module_catalog') as MetaCandidateTable;
    expect(catalog.hasCompanyColumn).toBe(true);
    const byName = new Map(catalog.columns.map((c) => [c.column, c]));
    expect(byName.get('model')).toMatchObject({ sqlType: 'text', types: ['string', 'dict'], secret: false });
    expect(byName.get('power_w')?.types).toEqual(['number']);
    expect(byName.get('checked_at')?.types).toEqual(['datetime']);
    expect(byName.get('password_hash')).toMatchObject({ secret: true, types: [] });
    expect(byName.get('api_token')).toMatchObject({ secret: true, types: [] });
    expect(byName.get('notes')?.types).toEqual([]);
  });

  describe('refuses, changing nothing,', () => {
    let before: { data: Snapshot; schema: string[] };
    beforeAll(async () => {
      before = await state();
    });
    afterAll(async () => {
      expect(await state()).toEqual(before);
    });

    const table = (fields: MetaFieldInput[], extra: Body = {}) => ({
      kind: 'table',
      name: 'pv_module_catalog',
      labelZh: '组件',
      labelEn: 'Modules',
      companyScoped: false,
      fields,
      ...extra,
    });
    const custom = (fields: MetaFieldInput[], extra: Body = {}) => ({
      kind: 'custom',
      name: 'device',
      labelZh: '设备',
      labelEn: 'Devices',
      companyScoped: true,
      fields,
      ...extra,
    });

    it.each([
      [
        'a secret column',
        table([field('model', 'string'), field('password_hash', 'string')]),
        'metaColumnSecret',
        { field: 'password_hash' },
      ],
      ['a token column', table([field('api_token', 'string')]), 'metaColumnSecret', { field: 'api_token' }],
      [
        'an unknown table',
        table([field('model', 'string')], { name: 'no_such_table' }),
        'metaTableNotRegistrable',
        { table: 'no_such_table' },
      ],
      ['an internal table', table([field('account', 'string')], { name: 'users' }), 'metaTableNotRegistrable', { table: 'users' }],
      ['the sessions table', table([field('token', 'string')], { name: 'sessions' }), 'metaTableNotRegistrable', { table: 'sessions' }],
      ['a registered table', table([field('code', 'string')], { name: 'sys_post' }), 'metaTableNotRegistrable', { table: 'sys_post' }],
      [
        'a table without an id key',
        table([field('code', 'string')], { name: 'pv_no_key' }),
        'metaTableNotRegistrable',
        { table: 'pv_no_key' },
      ],
      [
        'SQL as a table name',
        table([field('model', 'string')], { name: 'pv_module_catalog; drop table users' }),
        'metaTableNotRegistrable',
        { table: 'pv_module_catalog; drop table users' },
      ],
      ['an unknown column', table([field('nope', 'string')]), 'metaColumnUnknown', { table: 'pv_module_catalog', field: 'nope' }],
      [
        'a type the column cannot hold',
        table([field('model', 'integer')]),
        'metaTypeMismatch',
        { field: 'model', type: 'integer', sqlType: 'text' },
      ],
      ['a json column', table([field('notes', 'string')]), 'metaTypeMismatch', { field: 'notes', type: 'string', sqlType: 'jsonb' }],
      [
        'a company column registered as text',
        table([field('model', 'string'), field('company_id', 'string')], { companyScoped: true }),
        'metaBuiltInField',
        { field: 'company_id' },
      ],
      [
        'a dictionary type that does not exist',
        table([field('status', 'dict', { dictType: 'no_such_dict' })]),
        'metaDictUnknown',
        { field: 'status', dict: 'no_such_dict' },
      ],
      ['a dict field without dictionary', table([field('status', 'dict')]), 'metaDictRequired', { field: 'status' }],
      [
        'a dictionary on a text field',
        table([field('status', 'string', { dictType: 'sys_normal_disable' })]),
        'metaDictNotAllowed',
        { field: 'status' },
      ],
      [
        'a field type outside the list',
        table([{ ...field('model', 'string'), type: 'json' as MetaFieldInput['type'] }]),
        'metaTypeInvalid',
        { field: 'model', type: 'json' },
      ],
      [
        'a maximum length on a number',
        table([field('cells', 'integer', { maxLength: 4 })]),
        'metaMaxLengthInvalid',
        { field: 'cells', max: MAX_LENGTH_MAX },
      ],
      ['an order out of range', table([field('model', 'string', { order: -1 })]), 'metaOrderInvalid', { field: 'model', max: ORDER_MAX }],
      ['an empty label', table([field('model', 'string', { labelEn: ' ' })]), 'metaFieldLabelInvalid', { field: 'model', max: LABEL_MAX }],
      ['a field listed twice', table([field('model', 'string'), field('model', 'string')]), 'metaFieldDuplicate', { field: 'model' }],
      ['a bad permission prefix', table([field('model', 'string')], { permissionPrefix: 'x; drop' }), 'metaPermissionPrefixInvalid', {}],
      ['an object label too long', table([field('model', 'string')], { labelZh: 'x'.repeat(101) }), 'metaLabelInvalid', { max: LABEL_MAX }],
      ['a custom name with SQL', custom([field('name', 'string')], { name: 'x"; drop table users; --' }), 'metaNameInvalid', {}],
      ['a custom name in capitals', custom([field('name', 'string')], { name: 'Device' }), 'metaNameInvalid', {}],
      [
        'a custom field name with SQL',
        custom([field('a" text); drop table users; --' as string, 'string')]),
        'metaFieldNameInvalid',
        { field: 'a" text); drop table users; --' },
      ],
      ['a custom field named like a secret', custom([field('password', 'string')]), 'metaColumnSecret', { field: 'password' }],
      ['a custom built-in column of another type', custom([field('created_at', 'string')]), 'metaBuiltInField', { field: 'created_at' }],
      [
        'a custom dict field bound to a missing dictionary',
        custom([field('state', 'dict', { dictType: 'missing_dict' })]),
        'metaDictUnknown',
        { field: 'state', dict: 'missing_dict' },
      ],
    ])('%s', async (_title, body, key, params) => {
      const response = await post('/system/metadata/create', body as Body);
      expect([response.statusCode, json(response).msg]).toEqual([
        400,
        translate(key as Parameters<typeof translate>[0], 'en', params as Record<string, string>),
      ]);
    });

    it('a registration by a user granted every metadata permission who is not a platform administrator (403), and reads without counts', async () => {
      for (const [url, body] of [
        ['/system/metadata/create', table([field('model', 'string')])],
        ['/system/metadata/update', { name: 'sys_post', labelZh: '岗位', labelEn: 'Posts', permissionPrefix: 'system:post', fields: [] }],
        ['/system/metadata/delete', { name: 'sys_post' }],
      ] as const) {
        expect((await post(url, body, granted)).statusCode).toBe(403);
      }
      expect((await send('GET', '/system/metadata/tables', undefined, granted)).statusCode).toBe(403);
      expect((await send('GET', '/system/metadata/objects', undefined, reader)).statusCode).toBe(200);
      const read = await detail('sys_post', reader);
      expect(read.rows).toBeNull();
      expect((await post('/system/metadata/create', table([field('model', 'string')]), reader)).statusCode).toBe(403);
    });

    it('structural changes to the product’s own objects, and deleting them', async () => {
      const post0 = await detail('sys_post');
      const inputs = post0.fields.map((f): MetaFieldInput => ({ ...f }));
      const update = (fields: MetaFieldInput[], extra: Body = {}) =>
        post('/system/metadata/update', {
          name: 'sys_post',
          labelZh: '岗位',
          labelEn: 'Posts',
          permissionPrefix: 'system:post',
          fields,
          ...extra,
        });
      const refusedWith = translate('metaSystemObject', 'en', { name: 'sys_post' });
      expect(json(await update(inputs.filter((f) => f.name !== 'remark'))).msg).toBe(refusedWith);
      expect(json(await update(inputs.map((f) => (f.name === 'sort' ? { ...f, type: 'number' } : f)))).msg).toBe(refusedWith);
      expect(json(await update(inputs, { permissionPrefix: 'system:other' })).msg).toBe(refusedWith);
      const removed = await post('/system/metadata/delete', { name: 'sys_post', confirmDataLoss: true });
      expect([removed.statusCode, json(removed).msg]).toEqual([400, refusedWith]);
      const unknown = await post('/system/metadata/delete', { name: 'no_such_object' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  it('takes label, flag and order changes on the product’s own objects, logged', async () => {
    const before = await detail('sys_post');
    const fields = before.fields.map((f): MetaFieldInput =>
      f.name === 'remark' ? { ...f, labelEn: 'Notes', searchable: true, order: 42 } : { ...f },
    );
    const response = await post('/system/metadata/update', {
      name: 'sys_post',
      labelZh: '岗位',
      labelEn: 'Posts',
      permissionPrefix: 'system:post',
      fields,
    });
    expect(json(response)).toMatchObject({ code: 200, msg: translate('saved', 'en') });
    expect((await detail('sys_post')).fields.find((f) => f.name === 'remark')).toMatchObject({
      labelEn: 'Notes',
      searchable: true,
      order: 42,
    });
    const [log] = await db().select().from(sysOperLog).where(eq(sysOperLog.object, 'meta_object'));
    expect(log).toMatchObject({ action: 'update', account: 'admin', targetIds: String(before.id) });
    const back = before.fields.map((f): MetaFieldInput => ({ ...f }));
    expect(
      json(
        await post('/system/metadata/update', {
          name: 'sys_post',
          labelZh: '岗位',
          labelEn: 'Posts',
          permissionPrefix: 'system:post',
          fields: back,
        }),
      ).code,
    ).toBe(200);
  });

  it('registers an existing table; the generic object API then pages, searches and saves its rows', async () => {
    const created = await post('/system/metadata/create', {
      kind: 'table',
      name: 'pv_module_catalog',
      labelZh: '组件目录',
      labelEn: 'Module catalogue',
      companyScoped: true,
      fields: [
        field('model', 'string', { required: true, maxLength: 50 }),
        field('power_w', 'number'),
        field('cells', 'integer'),
        field('status', 'dict', { dictType: 'sys_normal_disable' }),
        field('released', 'date'),
      ],
    });
    expect(json(created)).toMatchObject({ code: 200, msg: translate('saved', 'en'), data: { name: 'pv_module_catalog' } });
    const registered = await detail('pv_module_catalog');
    expect(registered).toMatchObject({ kind: 'table', permissionPrefix: 'obj:pv_module_catalog', companyScoped: true, rows: 2 });
    // the server added the key and the company column
    expect(registered.fields.map((f) => [f.name, f.builtIn])).toEqual(
      expect.arrayContaining([
        ['id', true],
        ['company_id', true],
        ['model', false],
      ]),
    );
    const page = json<ObjPage>(
      await post('/rest/getObjDataByPage', {
        objName: 'pv_module_catalog',
        pageNum: 1,
        pageSize: 1,
        sortField: 'power_w',
        sortOrder: 'desc',
        conditions: [{ field: 'model', operator: 'like', value: 'M-' }],
      }),
    );
    expect(page.data).toMatchObject({ total: 2, rows: [{ model: 'M-600', power_w: 600, cells: 156, status: '1' }] });
    const saved = json<{ id: number }>(
      await post('/rest/saveObjData', {
        objName: 'pv_module_catalog',
        data: { model: 'M-650', power_w: 650.25, status: '0', released: '2030-01-02' },
      }),
    );
    expect(saved.code).toBe(200);
    const [row] = await queryRows<{ model: string; power_w: string; released: string }>(
      db(),
      sql`select model, power_w::text, released::text from pv_module_catalog where id = ${saved.data.id}`,
    );
    expect(row).toEqual({ model: 'M-650', power_w: '650.25', released: '2030-01-02' });
    // the secret columns stayed unregistered, so the API neither shows nor takes them
    const secret = await post('/rest/saveObjData', { objName: 'pv_module_catalog', data: { model: 'x', password_hash: 'y' } });
    expect([secret.statusCode, json(secret).msg]).toEqual([400, translate('objFieldUnknown', 'en', { field: 'password_hash' })]);
    // a second registration of the same table is refused
    expect(
      json(
        await post('/system/metadata/create', {
          kind: 'table',
          name: 'pv_module_catalog',
          labelZh: 'x',
          labelEn: 'x',
          companyScoped: false,
          fields: [],
        }),
      ).msg,
    ).toBe(translate('metaTableNotRegistrable', 'en', { table: 'pv_module_catalog' }));
    // unregistered columns are offered for more fields; removing a field only unregisters it
    const more = json<MetaCandidateTable>(await send('GET', '/system/metadata/columns?name=pv_module_catalog')).data;
    expect(more.columns.map((c) => c.column)).toEqual(['bifacial', 'checked_at', 'password_hash', 'api_token', 'notes']);
    const kept = registered.fields.filter((f) => f.name !== 'released').map((f): MetaFieldInput => ({ ...f }));
    const update = await post('/system/metadata/update', {
      name: 'pv_module_catalog',
      labelZh: '组件目录',
      labelEn: 'Module catalogue',
      permissionPrefix: 'obj:pv_module_catalog',
      fields: [...kept, field('bifacial', 'boolean')],
    });
    expect(json(update).code).toBe(200);
    expect(await columns('pv_module_catalog')).toContain('released date');
    const deleted = await post('/system/metadata/delete', { name: 'pv_module_catalog' });
    expect(json(deleted)).toMatchObject({ code: 200, msg: translate('deleted', 'en') });
    // the table and its rows stay: only the registration went
    expect((await tableState(db(), 'public', 'pv_module_catalog')).rows).toBe(3);
  });

  describe('an object created without code', () => {
    const fields = [
      field('name', 'string', { required: true, maxLength: 100 }),
      field('state', 'dict', { dictType: 'sys_normal_disable', order: 2 }),
      field('rated_kw', 'number', { order: 3 }),
      field('commissioned', 'date', { order: 4 }),
    ];

    it('gets its own table obj_<name> with id, company_id, audit times and one column per field, in one logged change', async () => {
      const response = await post('/system/metadata/create', {
        kind: 'custom',
        name: 'device',
        labelZh: '设备',
        labelEn: 'Devices',
        companyScoped: true,
        fields,
      });
      expect(json(response)).toMatchObject({ code: 200, data: { name: 'obj_device' } });
      expect(await columns('obj_device')).toEqual([
        'id integer',
        'company_id integer',
        'created_at timestamp with time zone',
        'updated_at timestamp with time zone',
        'name text',
        'state text',
        'rated_kw numeric',
        'commissioned date',
      ]);
      const created = await detail('obj_device');
      expect(created).toMatchObject({ kind: 'custom', table: 'obj_device', permissionPrefix: 'obj:device', rows: 0 });
      expect(
        created.fields
          .filter((f) => f.builtIn)
          .map((f) => f.name)
          .sort(),
      ).toEqual(['company_id', 'created_at', 'id', 'updated_at']);
      const [log] = await db()
        .select()
        .from(sysOperLog)
        .where(
          sql`${sysOperLog.object} = 'meta_object' and ${sysOperLog.action} = 'create' and ${sysOperLog.targetIds} = ${String(created.id)}`,
        );
      expect(log.after).toMatchObject({ object: { name: 'obj_device' } });
      // the name is taken now
      expect(
        json(
          await post('/system/metadata/create', {
            kind: 'custom',
            name: 'device',
            labelZh: '设备',
            labelEn: 'Devices',
            companyScoped: false,
            fields,
          }),
        ).msg,
      ).toBe(translate('metaNameTaken', 'en', { name: 'obj_device' }));
    });

    it('is created once when two administrators create it at the same time', async () => {
      const body = {
        kind: 'custom',
        name: 'twin',
        labelZh: '孪生',
        labelEn: 'Twin',
        companyScoped: false,
        fields: [field('x', 'integer')],
      };
      const answers = await Promise.all([post('/system/metadata/create', body), post('/system/metadata/create', body)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.map((a) => json(a).msg)).toContain(translate('metaNameTaken', 'en', { name: 'obj_twin' }));
      expect(json(await post('/system/metadata/delete', { name: 'obj_twin' })).code).toBe(200);
      expect(await columns('obj_twin')).toEqual([]);
    });

    it('serves its rows through the generic object API: save, page, search, sort, dictionary check', async () => {
      for (const [name, state, rated] of [
        ['Inverter A', '0', 50],
        ['Inverter B', '1', 75.5],
        ['Meter C', '0', 1],
      ] as const) {
        const saved = await post('/rest/saveObjData', {
          objName: 'obj_device',
          data: { name, state, rated_kw: rated, commissioned: '2030-01-01' },
        });
        expect(json(saved).code).toBe(200);
      }
      const page = json<ObjPage>(
        await post('/rest/getObjDataByPage', {
          objName: 'obj_device',
          pageNum: 1,
          pageSize: 10,
          sortField: 'rated_kw',
          sortOrder: 'desc',
          conditions: [{ field: 'name', operator: 'likeRight', value: 'Inverter' }],
        }),
      );
      expect(page.data.total).toBe(2);
      expect(page.data.rows.map((r) => [r.name, r.rated_kw, r.state])).toEqual([
        ['Inverter B', 75.5, '1'],
        ['Inverter A', 50, '0'],
      ]);
      const outside = await post('/rest/saveObjData', { objName: 'obj_device', data: { name: 'X', state: '7' } });
      expect(outside.statusCode).toBe(400);
      const missing = await post('/rest/saveObjData', { objName: 'obj_device', data: { state: '0' } });
      expect(missing.statusCode).toBe(400);
    });

    it('adds a column with a new field and refuses a type change of an existing column', async () => {
      const now = await detail('obj_device');
      const inputs = now.fields.map((f): MetaFieldInput => ({ ...f }));
      const update = (list: MetaFieldInput[], extra: Body = {}) =>
        post('/system/metadata/update', {
          name: 'obj_device',
          labelZh: '设备',
          labelEn: 'Devices',
          permissionPrefix: 'obj:device',
          fields: list,
          ...extra,
        });
      const before = await state();
      const changed = await update(inputs.map((f) => (f.name === 'rated_kw' ? { ...f, type: 'integer' } : f)));
      expect(json(changed).msg).toBe(translate('metaTypeFixed', 'en', { field: 'rated_kw' }));
      const retyped = await update(inputs.map((f) => (f.name === 'created_at' ? { ...f, type: 'date' } : f)));
      expect(json(retyped).msg).toBe(translate('metaBuiltInField', 'en', { field: 'created_at' }));
      expect(await state()).toEqual(before);
      // a built-in field left out of the list is kept, not removed
      expect(json(await update(inputs.filter((f) => f.name !== 'created_at'))).code).toBe(200);
      expect((await detail('obj_device')).fields.map((f) => f.name)).toContain('created_at');
      expect(await columns('obj_device')).toContain('created_at timestamp with time zone');
      const added = await update([...inputs, field('serial_no', 'string', { maxLength: 40, order: 5 })]);
      expect(json(added).code).toBe(200);
      expect(await columns('obj_device')).toContain('serial_no text');
      const saved = await post('/rest/saveObjData', { objName: 'obj_device', data: { name: 'With serial', serial_no: 'SN-1' } });
      expect(json(saved).code).toBe(200);
    });

    it('drops a column holding values only after the client confirms it', async () => {
      const now = await detail('obj_device');
      expect(now.fields.find((f) => f.name === 'serial_no')?.filled).toBe(1);
      const without = now.fields.filter((f) => f.name !== 'serial_no').map((f): MetaFieldInput => ({ ...f }));
      const body = { name: 'obj_device', labelZh: '设备', labelEn: 'Devices', permissionPrefix: 'obj:device', fields: without };
      const before = await state();
      const unconfirmed = await post('/system/metadata/update', body);
      expect([unconfirmed.statusCode, json(unconfirmed).msg]).toEqual([
        409,
        translate('metaDataLossUnconfirmed', 'en', { detail: 'serial_no: 1' }),
      ]);
      expect(await state()).toEqual(before);
      expect(json(await post('/system/metadata/update', { ...body, confirmDataLoss: true })).code).toBe(200);
      expect(await columns('obj_device')).not.toContain('serial_no text');
    });
  });

  it('restores a backup with the custom tables it held, dropping those made since', async () => {
    // the custom object of the test above, with 4 rows, is in the backup
    const download = await ctx().app.inject({ method: 'GET', url: '/rest/backupAndRestore/backup', headers: { authorization: admin } });
    expect(download.statusCode).toBe(200);
    const devices = await tableState(db(), 'public', 'obj_device');
    expect(devices.rows).toBe(4);
    const deviceColumns = await columns('obj_device');
    const before = await state();

    const unconfirmed = await post('/system/metadata/delete', { name: 'obj_device' });
    expect([unconfirmed.statusCode, json(unconfirmed).msg]).toEqual([
      409,
      translate('metaDataLossUnconfirmed', 'en', { detail: 'obj_device: 4' }),
    ]);
    expect(json(await post('/system/metadata/delete', { name: 'obj_device', confirmDataLoss: true })).code).toBe(200);
    expect(await columns('obj_device')).toEqual([]);
    expect(
      json(
        await post('/system/metadata/create', {
          kind: 'custom',
          name: 'later',
          labelZh: '后来',
          labelEn: 'Later',
          companyScoped: false,
          fields: [field('x', 'integer')],
        }),
      ).code,
    ).toBe(200);
    expect(await columns('obj_later')).not.toEqual([]);

    const boundary = '----metadata-restore';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="confirm"\r\n\r\ntrue\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="b.tar.gz"\r\nContent-Type: application/gzip\r\n\r\n`,
      ),
      download.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const restored = await ctx().app.inject({
      method: 'POST',
      url: '/rest/backupAndRestore/restore',
      payload,
      headers: { ...EN, authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([restored.statusCode, json(restored).code]).toEqual([200, 200]);
    admin = json<{ token: string }>(restored).data.token;
    expect(await columns('obj_device')).toEqual(deviceColumns);
    expect(await tableState(db(), 'public', 'obj_device')).toEqual(devices);
    expect(await columns('obj_later')).toEqual([]);
    const after = await state();
    // the data is the backup's (the restore's own log row, the sessions and the generations it raises aside)
    const skip = new Set(['public.sys_oper_log', 'public.sessions', 'public.captchas', 'public.sys_login_log', 'public.data_generations']);
    const pick = (s: Snapshot) => Object.fromEntries(Object.entries(s.tables).filter(([name]) => !skip.has(name)));
    expect(pick(after.data)).toEqual(pick(before.data));
    expect(after.schema).toEqual(before.schema);
    // and the generic API serves it again, the id sequence going on after the restored ids
    const saved = json<{ id: number }>(await post('/rest/saveObjData', { objName: 'obj_device', data: { name: 'After restore' } }));
    expect(saved.code).toBe(200);
    const [{ most }] = await queryRows<{ most: number }>(
      db(),
      sql`select max(id)::int as most from obj_device where name <> 'After restore'`,
    );
    expect(saved.data.id).toBe(most + 1);
  });
});
