import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OBJ_EXPORT_CONTENT_TYPE, type ObjCondition } from '@pcf/shared/contracts';
import type { SessionContext } from '../auth/sessions';
import { describeEachDatabase, json, login } from '../../testing/testApp';
import { createObjectFixture, insertThings, FIXTURE_PASSWORD, type Fixture } from '../../testing/objectFixtures';
import type { AccessPolicy } from './access';
import { sysDictItems, sysDictTypes } from '../../schema';
import { assertMayExport, dictLabelsOf, exportColumns, neutralised, workbookOf } from './export';
import { findForExport, openObject, type ObjectService } from './service';

type Cell = string | number | boolean | null;

async function sheetOf(body: Buffer): Promise<{ name: string; rows: Cell[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as Cell[]).slice(1);
    rows.push(values.map((v) => (v === undefined ? null : v)));
  });
  return { name: sheet.name, rows };
}

describeEachDatabase('object export to Excel (/rest/exportObjData)', (ctx) => {
  let alice = '';
  let carol = '';
  let fixture: Fixture;
  beforeAll(async () => {
    const db = ctx().database.db;
    fixture = await createObjectFixture(db);
    const a = fixture.companyA;
    await insertThings(db, [
      {
        title: '=HYPERLINK("http://evil","x")',
        code: '+1',
        qty: -5,
        price: 1.5,
        active: true,
        born: '2020-01-01',
        seenAt: null,
        kind: 'x',
        companyId: a,
      },
      { title: '@SUM(A1)', code: '-2', qty: 10, price: null, active: false, born: null, seenAt: null, kind: 'y', companyId: a },
      { title: 'plain', code: 'ok', qty: 20, price: 3, active: null, born: null, seenAt: null, kind: 'x', companyId: a },
      {
        title: 'company B only',
        code: 'b',
        qty: 30,
        price: 4,
        active: true,
        born: null,
        seenAt: null,
        kind: 'x',
        companyId: fixture.companyB,
      },
    ]);
    alice = await login(ctx().app, 'alice', FIXTURE_PASSWORD);
    carol = await login(ctx().app, 'carol', FIXTURE_PASSWORD);
  });

  const exportAs = (token: string, payload: Record<string, unknown>, language = 'zh-CN'): Promise<LightMyRequestResponse> =>
    ctx().app.inject({
      method: 'POST',
      url: '/rest/exportObjData',
      payload: { objName: 'test_things', ...payload },
      headers: { authorization: token, 'accept-language': language },
    });

  it('writes the filtered, sorted rows of the caller’s company, headed in the caller’s language, formulas neutralised', async () => {
    const conditions: ObjCondition[] = [{ field: 'kind', operator: 'eq', value: 'x' }];
    const response = await exportAs(alice, { conditions, sortField: 'qty', sortOrder: 'desc', fields: ['title', 'code', 'qty'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(OBJ_EXPORT_CONTENT_TYPE);
    expect(String(response.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('测试物品.xlsx')}`);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('测试物品');
    expect(sheet.rows).toEqual([
      ['title中文', 'code中文', 'qty中文'],
      ['plain', 'ok', 20],
      [`'=HYPERLINK("http://evil","x")`, `'+1`, -5],
    ]);
  });

  it('takes conditions as JSON text (form bodies) and heads columns in English', async () => {
    const response = await exportAs(
      alice,
      { conditions: JSON.stringify([{ field: 'title', operator: 'likeRight', value: '@' }]), fields: 'title,code' },
      'en-US',
    );
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Test things');
    expect(sheet.rows).toEqual([
      ['title label', 'code label'],
      [`'@SUM(A1)`, `'-2`],
    ]);
  });

  it('without a field list writes the fields shown in lists, never an unregistered column', async () => {
    const response = await exportAs(alice, {});
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.rows[0]).toContain('title中文');
    expect(sheet.rows).toHaveLength(4);
    expect(JSON.stringify(sheet.rows)).not.toContain('hidden');
    expect(JSON.stringify(sheet.rows)).not.toContain('company B only');
  });

  it('writes a dictionary field as its label in the caller’s language, not its code', async () => {
    const payload = { fields: ['title', 'kind'], sortField: 'qty', sortOrder: 'asc' };
    expect((await sheetOf((await exportAs(alice, payload)).rawPayload)).rows).toEqual([
      ['title中文', 'kind中文'],
      [`'=HYPERLINK("http://evil","x")`, '种类x'],
      [`'@SUM(A1)`, '种类y'],
      ['plain', '种类x'],
    ]);
    expect((await sheetOf((await exportAs(alice, payload, 'en-US')).rawPayload)).rows.map((r) => r[1])).toEqual([
      'kind label',
      'Kind x',
      'Kind y',
      'Kind x',
    ]);
  });

  it('keeps the code of a dictionary value without a label, and labels an item no longer in use', async () => {
    const service: ObjectService = {
      db: ctx().database.db,
      policy: async () => ({ fields: new Map(), rowConditions: [] }),
      now: () => ctx().clock.now(),
    };
    const view = await openObject(
      service,
      { session: sessionIn(fixture.companyA, ['test:thing:list']), language: 'en' },
      'test_things',
      'list',
    );
    const columns = exportColumns(view, ['title', 'kind']);
    const db = ctx().database.db;
    const [item] = await db
      .select({ id: sysDictItems.id })
      .from(sysDictItems)
      .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
      .where(and(eq(sysDictTypes.code, 'test_kind'), eq(sysDictItems.value, 'y')));
    await db.update(sysDictItems).set({ status: '1' }).where(eq(sysDictItems.id, item.id));
    try {
      const labels = await dictLabelsOf(db, columns, 'en');
      const rows = [
        { id: 1, title: 'a', kind: 'y' },
        { id: 2, title: 'b', kind: 'unknown' },
        { id: 3, title: 'c', kind: '=1' },
        { id: 4, title: 'd', kind: null },
      ];
      expect((await sheetOf(await workbookOf(view, columns, rows, 'en', labels))).rows.slice(1)).toEqual([
        ['a', 'Kind y'],
        ['b', 'unknown'],
        ['c', "'=1"],
        ['d'],
      ]);
    } finally {
      await db.update(sysDictItems).set({ status: '0' }).where(eq(sysDictItems.id, item.id));
    }
  });

  it('refuses a field the caller may not see, like an unknown one', async () => {
    const response = await exportAs(alice, { fields: ['title', 'secret'] }, 'en-US');
    expect(response.statusCode).toBe(400);
    expect(json(response).msg).toBe('Unknown field: secret');
  });

  it('refuses the same invalid searches as the list, in the caller’s language', async () => {
    const response = await exportAs(alice, { conditions: [{ field: 'title', operator: 'between', value: 1 }] }, 'en-US');
    expect(response.statusCode).toBe(400);
    expect(json(response).msg).toContain('between');
  });

  it('needs the object’s export right besides its list right', async () => {
    const response = await exportAs(carol, {});
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe(403);
  });

  it('with the generic export right, still needs the object’s own <prefix>:export', async () => {
    const service: ObjectService = {
      db: ctx().database.db,
      policy: async () => ({ fields: new Map(), rowConditions: [] }),
      now: () => ctx().clock.now(),
    };
    const listOnly = { session: sessionIn(fixture.companyA, ['test:thing:list']), language: 'en' as const };
    const view = await openObject(service, listOnly, 'test_things', 'list');
    expect(() => assertMayExport(listOnly, view)).toThrow(expect.objectContaining({ status: 403 }));
    const both = { ...listOnly, session: sessionIn(fixture.companyA, ['test:thing:list', 'test:thing:export']) };
    expect(() => assertMayExport(both, view)).not.toThrow();
  });

  it('refuses more matches than the cap instead of cutting the file short', async () => {
    const service: ObjectService = {
      db: ctx().database.db,
      policy: async () => ({ fields: new Map(), rowConditions: [] }),
      now: () => ctx().clock.now(),
    };
    const view = await openObject(
      service,
      { session: sessionIn(fixture.companyA, ['test:thing:list']), language: 'en' },
      'test_things',
      'list',
    );
    await expect(findForExport(service, view, { objName: 'test_things' }, 2)).rejects.toMatchObject({ status: 400 });
    await expect(findForExport(service, view, { objName: 'test_things' }, 3)).resolves.toHaveLength(3);
  });

  it('leaves out a field the access policy hides and uses its renamed label', async () => {
    const policy: AccessPolicy = async () => ({
      fields: new Map([
        ['code', { hidden: true }],
        ['title', { labelZh: '名称', labelEn: 'Name' }],
      ]),
      rowConditions: [],
    });
    const service: ObjectService = { db: ctx().database.db, policy, now: () => ctx().clock.now() };
    const view = await openObject(
      service,
      { session: sessionIn(fixture.companyA, ['test:thing:list']), language: 'zh' },
      'test_things',
      'list',
    );
    expect(() => exportColumns(view, ['title', 'code'])).toThrow();
    const columns = exportColumns(view, undefined);
    expect(columns.map((c) => c.name)).not.toContain('code');
    const rows = await findForExport(service, view, { objName: 'test_things', sortField: 'qty', sortOrder: 'asc' }, 100);
    const sheet = await sheetOf(await workbookOf(view, columns, rows, 'zh'));
    expect(sheet.rows[0]).toContain('名称');
    expect(JSON.stringify(sheet.rows)).not.toContain('"+1"');
  });
});

describe('neutralised', () => {
  it('prefixes text a spreadsheet would read as a formula, and nothing else', () => {
    expect(['=1+1', '+1', '-1', '@x', '\t=1', '\r=1', 'a=b', '1-2', ''].map(neutralised)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@x",
      "'\t=1",
      "'\r=1",
      'a=b',
      '1-2',
      '',
    ]);
  });
});

function sessionIn(companyId: number, permissions: string[]): SessionContext {
  return {
    sessionId: 1,
    userId: 1,
    account: 'export',
    name: 'export',
    userType: 'enterprise',
    companyId,
    companyName: null,
    companyNameEn: null,
    deptId: null,
    avatarFile: null,
    isAdmin: false,
    roles: ['tester'],
    permissions,
  };
}
