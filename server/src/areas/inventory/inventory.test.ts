import { INVENTORY_PERMISSIONS } from '@pcf/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import * as contracts from '@pcf/shared/contracts';
import type {
  ApplyInventoryTemplateReply,
  InventoryCheckReply,
  InventoryLineInput,
  InventoryLinesReply,
  InventoryTemplateDetail,
  InventoryTemplateSummary,
  SaveInventoryDraftReply,
  SaveInventoryLineReply,
  SaveProjectReply,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { snapshot } from '../../testing/databaseSnapshot';
import { createCompany, createUser } from '../../testing/accounts';
import {
  companies,
  directoryNodes,
  emissionFactors,
  evidenceDocuments,
  inventoryLineEvidence,
  inventoryLines,
  inventoryTemplateLines,
  projectStatusHistory,
  projects,
  sysOperLog,
  units,
} from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { PV_MODULE_TEMPLATE } from './seed';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';
import { roleHolding } from '../../testing/deptsRoles';
import { electricityLine, projectRequest } from '../projects/projects.fixture';
import * as service from './service';
import { INVENTORY_TEMPLATE_LOG_OBJECT } from './templates';
import { loadItemPaths } from './itemPaths';

const PASSWORD = 'Inventory@123456';
const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);

describe('inventory constants', () => {
  it('log line and template changes under objects the log knows', () => {
    expect(contracts.OPER_OBJECTS).toEqual(expect.arrayContaining([service.INVENTORY_LINE_LOG_OBJECT, INVENTORY_TEMPLATE_LOG_OBJECT]));
  });
});

describeEachDatabase('inventory data entry', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const ids = {
    companyA: 0,
    companyB: 0,
    accA: 0,
    accB: 0,
    rev1: 0,
    kg: 0,
    kWh: 0,
    tkm: 0,
    grid: 0,
    gridVersion: 0,
    gas: 0,
    gasVersion: 0,
    docA: 0,
    docA2: 0,
    docB: 0,
    template: 0,
  };
  const tokens = { admin: '', accA: '', accB: '', rev1: '', companyAdmin: '', saverA: '' };
  type Who = keyof typeof tokens;

  beforeAll(async () => {
    const [a] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    ids.companyA = a.id;
    ids.companyB = (await createCompany(db(), 'Inventory B Co')).companyId;
    const perms = [
      INVENTORY_PERMISSIONS.list,
      INVENTORY_PERMISSIONS.save,
      INVENTORY_PERMISSIONS.remove,
      'business:project:list',
      'business:project:transition',
    ];
    const worker = await roleHolding(db(), 'inv_worker', null, perms);
    // a company role granted the template buttons is still not a platform administrator
    const companyAdmin = await roleHolding(db(), 'inv_company_admin', ids.companyA, [
      ...perms,
      INVENTORY_PERMISSIONS.templateAdd,
      INVENTORY_PERMISSIONS.templateEdit,
      INVENTORY_PERMISSIONS.templateRemove,
    ]);
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review', roleId: number) =>
      createUser(db(), { account, password: PASSWORD, name: account, companyId, userType, roleIds: [roleId] });
    ids.accA = await user('inv_acc_a', ids.companyA, 'enterprise', worker.roleId);
    ids.accB = await user('inv_acc_b', ids.companyB, 'enterprise', worker.roleId);
    ids.rev1 = await user('inv_rev_1', null, 'review', worker.roleId);
    await user('inv_company_admin', ids.companyA, 'enterprise', companyAdmin.roleId);
    // saves lines but was not given the right to delete them
    const saver = await roleHolding(
      db(),
      'inv_saver',
      null,
      perms.filter((perm) => perm !== INVENTORY_PERMISSIONS.remove),
    );
    await user('inv_saver_a', ids.companyA, 'enterprise', saver.roleId);
    const unitRows = await db()
      .select({ id: units.id, code: units.code })
      .from(units)
      .where(inArray(units.code, ['kg', 'kWh', 't·km']));
    const unit = (code: string) => unitRows.find((u) => u.code === code)?.id as number;
    [ids.kg, ids.kWh, ids.tkm] = [unit('kg'), unit('kWh'), unit('t·km')];
    const factor = async (code: string) => (await db().select().from(emissionFactors).where(eq(emissionFactors.code, code)))[0];
    const grid = await factor('CN-GRID-2022-AVG');
    const gas = await factor('IPCC-2006-NG-COMBUSTION-GJ');
    [ids.grid, ids.gridVersion, ids.gas, ids.gasVersion] = [
      grid.id,
      grid.currentVersionId as number,
      gas.id,
      gas.currentVersionId as number,
    ];
    const document = async (companyId: number, title: string, hex: string) =>
      (
        await db()
          .insert(evidenceDocuments)
          .values({
            companyId,
            title,
            fileName: `${title}.pdf`,
            storedFile: `${hex.repeat(32)}.pdf`,
            fileType: 'pdf',
            contentType: 'application/pdf',
            sizeBytes: 10,
            sha256: hex.repeat(64),
          })
          .returning({ id: evidenceDocuments.id })
      )[0].id;
    ids.docA = await document(ids.companyA, 'Meter readings A', 'a');
    ids.docA2 = await document(ids.companyA, 'Invoices A', 'c');
    ids.docB = await document(ids.companyB, 'Meter readings B', 'b');
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    tokens.accA = await login(ctx().app, 'inv_acc_a', PASSWORD);
    tokens.accB = await login(ctx().app, 'inv_acc_b', PASSWORD);
    tokens.rev1 = await login(ctx().app, 'inv_rev_1', PASSWORD);
    tokens.companyAdmin = await login(ctx().app, 'inv_company_admin', PASSWORD);
    tokens.saverA = await login(ctx().app, 'inv_saver_a', PASSWORD);
    const templates = json<InventoryTemplateSummary[]>(await call('GET', '/rest/inventory/templates', 'accA')).data;
    ids.template = templates.find((t) => t.name === PV_MODULE_TEMPLATE.name)?.id as number;
  });

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });

  let serial = 0;
  const createProject = async (company: 'A' | 'B' = 'A'): Promise<number> => {
    serial += 1;
    const body = projectRequest({
      companyId: company === 'A' ? ids.companyA : ids.companyB,
      code: `INV-${serial}`,
      name: `Inventory project ${serial}`,
      declaredUnitId: (await db().select({ id: units.id }).from(units).where(eq(units.code, 'kWp')))[0].id,
      accountantId: company === 'A' ? ids.accA : ids.accB,
      reviewerId: ids.rev1,
    });
    const answer = json<SaveProjectReply>(await call('POST', '/rest/project/create', 'admin', body));
    expect(answer.code).toBe(200);
    return answer.data.id;
  };
  const electricity = (over: Partial<InventoryLineInput> = {}) => electricityLine(ids, over);
  const save = (who: Who, projectId: number, line: InventoryLineInput, language?: string) =>
    call('POST', '/rest/inventory/line/save', who, { projectId, line }, language);
  const linesOf = async (who: Who, projectId: number) =>
    json<InventoryLinesReply>(await call('GET', `/rest/inventory/lines?projectId=${projectId}`, who, undefined, 'en-US'));
  const statusOf = async (id: number) =>
    (await db().select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0].status;
  const transition = (who: Who, id: number, action: string, note?: string) =>
    call('POST', '/rest/project/transition', who, { id, action, ...(note ? { note } : {}) });

  describe('lines', () => {
    it('saves, reads, changes and deletes lines; the first save starts collecting; each change is logged', async () => {
      const projectId = await createProject();
      const first = json<SaveInventoryLineReply>(
        await save(
          'accA',
          projectId,
          electricity({
            region: 'CN',
            quality: { ter: 1, ger: 2, tir: 1, p: 3 },
            uncertainty: 'lognormal',
            gsd: 1.2,
            evidenceIds: [ids.docA],
          }),
        ),
      );
      expect(first).toMatchObject({ code: 200, msg: '保存成功!', data: { projectStatus: 'collecting' } });
      expect(await statusOf(projectId)).toBe('collecting');
      const history = await db()
        .select()
        .from(projectStatusHistory)
        .where(eq(projectStatusHistory.projectId, projectId))
        .orderBy(projectStatusHistory.id);
      expect(history.map((h) => [h.fromStatus, h.toStatus, h.action, h.actorAccount])).toEqual([
        [null, 'assigned', 'create', 'admin'],
        ['assigned', 'collecting', 'start', 'inv_acc_a'],
      ]);
      // a gas line: its quantity is the gas mass; the quantity may come as the text of a number
      const gasLine = json<SaveInventoryLineReply>(
        await save('accA', projectId, {
          stage: 'production',
          description: 'NF3 chamber cleaning',
          quantity: '0.0125',
          unitId: ids.kg,
          sourceKind: 'gas',
          gas: 'NF3',
          dataType: 'primary',
          shared: true,
        }),
      );
      expect(gasLine.code).toBe(200);

      const read = await linesOf('accA', projectId);
      expect(read.data).toMatchObject({ projectId, projectStatus: 'collecting', editable: true });
      expect(read.data.lines).toHaveLength(2);
      expect(read.data.lines[0]).toMatchObject({
        id: first.data.id,
        stage: 'production',
        description: 'Cell line electricity',
        quantity: 120.5,
        unitCode: 'kWh',
        sourceKind: 'factor',
        factorCode: 'CN-GRID-2022-AVG',
        factorVersionId: ids.gridVersion,
        factorVersion: 1,
        factorName: 'China national average grid electricity (2022)',
        factorValue: 0.5366,
        factorUnitCode: 'kWh',
        factorYear: 2022,
        region: 'CN',
        quality: { ter: 1, ger: 2, tir: 1, p: 3 },
        uncertainty: 'lognormal',
        gsd: 1.2,
        shared: false,
        evidence: [{ id: ids.docA, title: 'Meter readings A', fileName: 'Meter readings A.pdf' }],
      });
      expect(read.data.lines[1]).toMatchObject({
        quantity: 0.0125,
        unitCode: 'kg',
        sourceKind: 'gas',
        gas: 'NF3',
        factorId: null,
        dataType: 'primary',
        shared: true,
        evidence: [],
      });

      // an update replaces what is sent; evidence left out stays, an empty list clears it
      const updated = json(
        await save('accA', projectId, electricity({ id: first.data.id, quantity: 99, description: 'Cell line electricity (metered)' })),
      );
      expect(updated.code).toBe(200);
      const [row] = await db().select().from(inventoryLines).where(eq(inventoryLines.id, first.data.id));
      expect([Number(row.quantity), row.description, row.region, row.dqrTer]).toEqual([99, 'Cell line electricity (metered)', null, null]);
      expect(await db().select().from(inventoryLineEvidence).where(eq(inventoryLineEvidence.lineId, first.data.id))).toHaveLength(1);
      await save('accA', projectId, electricity({ id: first.data.id, evidenceIds: [] }));
      expect(await db().select().from(inventoryLineEvidence).where(eq(inventoryLineEvidence.lineId, first.data.id))).toHaveLength(0);

      const deleted = json(await call('POST', '/rest/inventory/line/delete', 'accA', { projectId, ids: [first.data.id, gasLine.data.id] }));
      expect(deleted).toMatchObject({ code: 200, msg: '删除成功!' });
      expect((await linesOf('accA', projectId)).data.lines).toEqual([]);
      const logs = await db().select().from(sysOperLog).where(eq(sysOperLog.object, 'inventory_line')).orderBy(sysOperLog.id);
      const mine = logs.filter(
        (l) =>
          (l.after as { projectId?: number } | null)?.projectId === projectId ||
          (l.before as { projectId?: number } | null)?.projectId === projectId,
      );
      expect(mine.map((l) => [l.action, l.account])).toEqual([
        ['create', 'inv_acc_a'],
        ['create', 'inv_acc_a'],
        ['update', 'inv_acc_a'],
        ['update', 'inv_acc_a'],
        ['delete', 'inv_acc_a'],
      ]);
    });

    it('saves a draft of many lines in one go, and refuses the whole draft when one line is wrong', async () => {
      const projectId = await createProject();
      const kept = json<SaveInventoryLineReply>(await save('accA', projectId, electricity({ description: 'To be deleted' })));
      const draft = json<SaveInventoryDraftReply>(
        await call('POST', '/rest/inventory/draft/save', 'accA', {
          projectId,
          lines: [
            // every optional field sent as null: a draft line without quantity or source
            {
              stage: 'raw_material',
              description: 'Polysilicon',
              quantity: null,
              unitId: ids.kg,
              dataType: 'secondary',
              itemId: null,
              sourceKind: null,
              factorId: null,
              factorVersionId: null,
              gas: null,
              site: null,
              region: null,
              quality: null,
              uncertainty: null,
              gsd: null,
              note: null,
            },
            electricity({ description: 'Module assembly electricity' }),
          ],
          deleteIds: [kept.data.id],
        }),
      );
      expect([draft.msg, draft.code]).toEqual(['保存成功!', 200]);
      expect(draft.data.projectStatus).toBe('collecting');
      expect((await linesOf('accA', projectId)).data.lines.map((l) => [l.description, l.quantity])).toEqual([
        ['Polysilicon', null],
        ['Module assembly electricity', 120.5],
      ]);
      const before = await state();
      const refused = json(
        await call(
          'POST',
          '/rest/inventory/draft/save',
          'accA',
          {
            projectId,
            lines: [electricity({ description: 'Fine' }), electricity({ description: 'Frame', quantity: -3 })],
            deleteIds: [draft.data.ids[0]],
          },
          'en-US',
        ),
      );
      expect(refused.msg).toBe(
        en('inventoryQuantityInvalid', { line: en('inventoryLineAt', { position: 2, description: 'Frame' }), max: '1e12', value: '-3' }),
      );
      expect(await state()).toEqual(before);
    });

    it('refuses impossible values with a message naming the line and the field, changing nothing', async () => {
      const projectId = await createProject();
      const other = await createProject();
      const otherLine = json<SaveInventoryLineReply>(await save('accA', other, electricity())).data.id;
      const one = (description: string) => zh('inventoryLineOne', { description });
      const cases: [InventoryLineInput, MessageKey, MessageParams][] = [
        [electricity({ description: 'q', quantity: 'NaN' }), 'inventoryQuantityInvalid', { line: one('q'), max: '1e12', value: 'NaN' }],
        [
          electricity({ description: 'q', quantity: 'Infinity' }),
          'inventoryQuantityInvalid',
          { line: one('q'), max: '1e12', value: 'Infinity' },
        ],
        [electricity({ description: 'q', quantity: -1 }), 'inventoryQuantityInvalid', { line: one('q'), max: '1e12', value: '-1' }],
        [electricity({ description: 'q', quantity: 0 }), 'inventoryQuantityInvalid', { line: one('q'), max: '1e12', value: '0' }],
        [
          electricity({ description: 'q', quantity: 1e13 }),
          'inventoryQuantityInvalid',
          { line: one('q'), max: '1e12', value: '10000000000000' },
        ],
        [
          electricity({ description: 'q', quantity: 'twelve' }),
          'inventoryQuantityInvalid',
          { line: one('q'), max: '1e12', value: 'twelve' },
        ],
        [electricity({ description: '  ' }), 'inventoryDescriptionInvalid', { line: one('—'), max: 200 }],
        [electricity({ description: 'u', unitId: 999999 }), 'inventoryUnitUnknown', { line: one('u') }],
        [electricity({ description: 'f', factorId: 999999 }), 'inventoryFactorUnknown', { line: one('f') }],
        [
          electricity({ description: 'f', factorVersionId: 999999 }),
          'inventoryFactorVersionUnknown',
          { line: one('f'), factor: 'CN-GRID-2022-AVG' },
        ],
        // a version of another factor
        [
          electricity({ description: 'f', factorVersionId: ids.gasVersion }),
          'inventoryFactorVersionUnknown',
          { line: one('f'), factor: 'CN-GRID-2022-AVG' },
        ],
        [electricity({ description: 'f', factorId: null }), 'inventoryFactorRequired', { line: one('f') }],
        [
          electricity({ description: 'Glass', unitId: ids.kg }),
          'inventoryUnitMismatch',
          { line: one('Glass'), from: 'kg', fromDimension: '质量', to: 'kWh', toDimension: '能量', factor: 'CN-GRID-2022-AVG' },
        ],
        [
          electricity({ description: 'g', sourceKind: 'gas', gas: 'SF6', factorId: null, factorVersionId: null }),
          'inventoryGasUnitNotMass',
          { line: one('g'), unit: 'kWh', dimension: '能量' },
        ],
        [electricity({ description: 'g', gas: 'SF6' }), 'inventorySourceMixed', { line: one('g') }],
        [electricity({ description: 'd', quality: { ter: 1, ger: 6, tir: 1, p: 1 } }), 'inventoryQualityInvalid', { line: one('d') }],
        [electricity({ description: 's', gsd: 0.5 }), 'inventoryGsdInvalid', { line: one('s'), min: 1, max: 100 }],
        [electricity({ description: 'r', region: 'ATLANTIS' }), 'inventoryRegionUnknown', { line: one('r'), region: 'ATLANTIS' }],
        [electricity({ description: 'e', evidenceIds: [ids.docB] }), 'inventoryEvidenceUnknown', { line: one('e'), id: ids.docB }],
        [electricity({ description: 'i', itemId: 999999 }), 'inventoryItemUnknown', { line: one('i') }],
        [electricity({ id: otherLine }), 'inventoryLineNotFound', { id: otherLine }],
      ];
      const before = await state();
      for (const [line, key, params] of cases) {
        const response = await save('accA', projectId, line);
        expect([line.description, response.statusCode, json(response).msg]).toEqual([line.description, 400, zh(key, params)]);
      }
      // the same in English, naming both units
      const english = await save('accA', projectId, electricity({ description: 'Glass', unitId: ids.kg }), 'en-US');
      expect(json(english).msg).toBe(
        en('inventoryUnitMismatch', {
          line: en('inventoryLineOne', { description: 'Glass' }),
          from: 'kg',
          fromDimension: 'Mass',
          to: 'kWh',
          toDimension: 'Energy',
          factor: 'CN-GRID-2022-AVG',
        }),
      );
      expect(json(await call('POST', '/rest/inventory/line/delete', 'accA', { projectId, ids: [] })).msg).toBe('请选择要删除的数据');
      expect(json(await call('POST', '/rest/inventory/line/delete', 'accA', { projectId, ids: [otherLine] })).msg).toBe(
        zh('inventoryLineNotFound', { id: otherLine }),
      );
      expect(await state()).toEqual(before);
      expect(await statusOf(projectId)).toBe('assigned');
    });

    it('takes gas metered in m³ on a factor per kWh that has a net calorific value, and refuses it on one without', async () => {
      const projectId = await createProject();
      const [m3] = await db().select({ id: units.id }).from(units).where(eq(units.code, 'm³'));
      const factor = async (code: string) => (await db().select().from(emissionFactors).where(eq(emissionFactors.code, code)))[0];
      const desnz = await factor('DESNZ2025:1_100_1004_7');
      const ipcc = await factor('IPCC-2006-NG-COMBUSTION-KWH');
      const gasLine = (over: Partial<InventoryLineInput>): InventoryLineInput =>
        electricity({
          description: 'Boiler gas',
          quantity: 1000,
          unitId: m3.id,
          factorId: desnz.id,
          factorVersionId: desnz.currentVersionId,
          ...over,
        });
      const saved = await save('accA', projectId, gasLine({}));
      expect(json(saved).code).toBe(200);
      const [line] = (await linesOf('accA', projectId)).data.lines;
      expect(line).toMatchObject({ unitCode: 'm³', factorUnitCode: 'kWh', factorNcv: { perUnit: 'm³', energyUnit: 'kWh' } });
      expect(line.factorNcv?.value).toBeCloseTo(10.195954612728, 12);
      // the submit check counts the line as converting to its factor's unit
      const check = json<InventoryCheckReply>(await call('GET', `/rest/inventory/check?projectId=${projectId}`, 'accA')).data;
      expect(check.lines.flatMap((l) => l.problems)).not.toContain('unitMismatch');

      const before = await state();
      const refused = await save(
        'accA',
        projectId,
        gasLine({ description: 'Kiln gas', factorId: ipcc.id, factorVersionId: ipcc.currentVersionId }),
        'en-US',
      );
      expect([refused.statusCode, json(refused).msg]).toEqual([
        400,
        en('inventoryUnitMismatch', {
          line: en('inventoryLineOne', { description: 'Kiln gas' }),
          from: 'm³',
          fromDimension: 'Volume',
          to: 'kWh',
          toDimension: 'Energy',
          factor: 'IPCC-2006-NG-COMBUSTION-KWH',
        }),
      ]);
      expect(await state()).toEqual(before);
    });
  });

  describe('scope and status', () => {
    it("refuses a draft's deletions to a user without the right to delete lines, changing nothing", async () => {
      const projectId = await createProject();
      const lineId = json<SaveInventoryLineReply>(await save('accA', projectId, electricity())).data.id;
      const before = await state();
      const refused = await call('POST', '/rest/inventory/draft/save', 'saverA', {
        projectId,
        lines: [electricity({ description: 'Kept back' })],
        deleteIds: [lineId],
      });
      expect([refused.statusCode, json(refused).msg]).toEqual([403, zh('forbidden')]);
      expect(await state()).toEqual(before);
      const saved = await call('POST', '/rest/inventory/draft/save', 'saverA', {
        projectId,
        lines: [electricity({ id: lineId, quantity: 2 })],
      });
      expect(json(saved).code).toBe(200);
    });

    it("keeps enterprise B out of A's lines, lets the reviewer read them only, and administrators all", async () => {
      const projectId = await createProject();
      const lineId = json<SaveInventoryLineReply>(await save('accA', projectId, electricity())).data.id;
      const projectB = await createProject('B');
      const before = await state();
      const attempts = [
        () => call('GET', `/rest/inventory/lines?projectId=${projectId}`, 'accB'),
        () => call('GET', `/rest/inventory/check?projectId=${projectId}`, 'accB'),
        () => save('accB', projectId, electricity()),
        () => save('accB', projectId, electricity({ id: lineId, quantity: 1 })),
        () => call('POST', '/rest/inventory/draft/save', 'accB', { projectId, lines: [], deleteIds: [lineId] }),
        () => call('POST', '/rest/inventory/line/delete', 'accB', { projectId, ids: [lineId] }),
        () => call('POST', '/rest/inventory/template/apply', 'accB', { projectId, templateId: ids.template }),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
        expect([response.statusCode, json(response).msg]).toEqual([404, zh('projectMissing')]);
      }
      // B's own project takes no line naming A's evidence
      const leak = await save('accB', projectB, electricity({ evidenceIds: [ids.docA] }));
      expect(json(leak).msg).toBe(
        zh('inventoryEvidenceUnknown', { line: zh('inventoryLineOne', { description: 'Cell line electricity' }), id: ids.docA }),
      );
      expect(await state()).toEqual(before);

      const asReviewer = await linesOf('rev1', projectId);
      expect(asReviewer.data).toMatchObject({ editable: false, lines: [{ id: lineId }] });
      const reviewerSave = await save('rev1', projectId, electricity({ id: lineId, quantity: 1 }));
      expect([reviewerSave.statusCode, json(reviewerSave).msg]).toEqual([403, zh('inventoryReadOnlyForYou')]);
      expect(await state()).toEqual(before);

      // a platform administrator reads and changes any company's lines (and does not start collecting for it)
      expect((await linesOf('admin', projectId)).data).toMatchObject({ editable: true, lines: [{ id: lineId }] });
      const adminOnB = json<SaveInventoryLineReply>(await save('admin', projectB, electricity()));
      expect(adminOnB).toMatchObject({ code: 200, data: { projectStatus: 'assigned' } });
      const [stored] = await db().select().from(inventoryLines).where(eq(inventoryLines.id, adminOnB.data.id));
      expect(stored.companyId).toBe(ids.companyB);
    });

    it('makes the lines read-only once the project is submitted, for everyone, and editable again after a return', async () => {
      const projectId = await createProject();
      const lineId = json<SaveInventoryLineReply>(await save('accA', projectId, electricity())).data.id;
      expect(json(await transition('accA', projectId, 'submit')).code).toBe(200);
      const before = await state();
      const notEditable = zh('inventoryNotEditable', { status: '已提交' });
      for (const who of ['accA', 'admin'] as const) {
        expect(json(await save(who, projectId, electricity({ id: lineId, quantity: 5 }))).msg).toBe(notEditable);
        expect(json(await save(who, projectId, electricity())).msg).toBe(notEditable);
        expect(json(await call('POST', '/rest/inventory/line/delete', who, { projectId, ids: [lineId] })).msg).toBe(notEditable);
        expect(json(await call('POST', '/rest/inventory/draft/save', who, { projectId, lines: [electricity()] })).msg).toBe(notEditable);
        expect(json(await call('POST', '/rest/inventory/template/apply', who, { projectId, templateId: ids.template })).msg).toBe(
          notEditable,
        );
      }
      expect(await state()).toEqual(before);
      expect((await linesOf('accA', projectId)).data).toMatchObject({
        projectStatus: 'submitted',
        editable: false,
        lines: [{ id: lineId, quantity: 120.5 }],
      });

      expect(json(await transition('rev1', projectId, 'take')).code).toBe(200);
      expect(json(await transition('rev1', projectId, 'return', 'Meter evidence missing')).code).toBe(200);
      // fixing a returned project starts collecting again
      const fixed = json<SaveInventoryLineReply>(await save('accA', projectId, electricity({ id: lineId, quantity: 118 })));
      expect(fixed).toMatchObject({ code: 200, data: { projectStatus: 'collecting' } });
    });
  });

  describe('templates and the submit check', () => {
    it('seeds the PV module template in both languages and applies it, skipping the lines already there', async () => {
      const detail = json<InventoryTemplateDetail>(await call('GET', `/rest/inventory/template/detail?id=${ids.template}`, 'accA')).data;
      expect(detail).toMatchObject({ name: '光伏组件碳足迹数据采集表', version: 'v1.0', lineCount: PV_MODULE_TEMPLATE.lines.length });
      const names = detail.lines.map((l) => l.itemNameEn);
      for (const expected of [
        'Polysilicon',
        'Silicon wafers',
        'Solar cells',
        'Solar glass',
        'Aluminium frame',
        'EVA/POE encapsulant',
        'Backsheet',
        'Junction box',
        'Silver paste',
        'Copper ribbon',
        'Packaging',
        'Road transport',
      ]) {
        expect(names).toContain(expected);
      }
      expect(detail.lines.filter((l) => l.gas !== null).map((l) => l.gas)).toEqual(['NF3', 'SF6', 'CF4']);
      expect(detail.lines.filter((l) => l.factorCode === 'CN-GRID-2022-AVG')).toHaveLength(4);
      expect(detail.lines.filter((l) => l.itemNameZh.startsWith('天然气'))).toHaveLength(4);
      // every seeded line counts under a directory item, named by its path
      const paths = await loadItemPaths(db());
      const itemId = (path: string) => paths.find((p) => p.path === path)?.id;
      const byName = new Map(detail.lines.map((l) => [l.itemNameZh, l]));
      expect(byName.get('光伏玻璃')).toMatchObject({
        itemId: itemId('原材料获取 > 辅材 > 光伏玻璃'),
        itemName: '原材料获取 > 辅材 > 光伏玻璃',
      });
      expect(byName.get('电池片')).toMatchObject({ itemId: itemId('原材料获取 > 电池片'), itemName: '原材料获取 > 电池片' });
      expect(byName.get('EVA/POE 封装胶膜')?.itemName).toBe('原材料获取 > 辅材 > EVA/POE胶膜');
      expect(byName.get('铜焊带')?.itemName).toBe('原材料获取 > 辅材 > 焊带');
      expect(byName.get('外购电力（拉晶切片）')?.itemName).toBe('生产制造 > 电力');
      expect(byName.get('天然气（组件封装）')?.itemName).toBe('生产制造 > 天然气');
      expect(byName.get('工艺气体 CF₄ 排放')?.itemName).toBe('生产制造 > 工艺气体 > 四氟化碳');
      expect(byName.get('铁路运输')?.itemName).toBe('分销运输 > 铁路运输');
      expect(detail.lines.filter((l) => l.itemId === null || l.itemName === null)).toEqual([]);

      const projectId = await createProject();
      // a line the user already entered by hand (same stage and name) is not added again
      await save('accA', projectId, { stage: 'raw_material', description: '多晶硅', quantity: 1.2, unitId: ids.kg, dataType: 'primary' });
      const applied = json<ApplyInventoryTemplateReply>(
        await call('POST', '/rest/inventory/template/apply', 'accA', { projectId, templateId: ids.template }),
      );
      const total = PV_MODULE_TEMPLATE.lines.length;
      expect(applied).toMatchObject({ code: 200, data: { added: total - 1, skipped: 1, projectStatus: 'collecting' } });
      expect(applied.msg).toBe(zh('inventoryTemplateApplied', { added: total - 1, skipped: 1 }));
      const lines = (await linesOf('accA', projectId)).data.lines;
      expect(lines).toHaveLength(total);
      expect(lines.find((l) => l.description === '外购电力（电池片）')).toMatchObject({
        stage: 'production',
        quantity: null,
        unitCode: 'kWh',
        sourceKind: 'factor',
        factorVersionId: ids.gridVersion,
      });
      expect(lines.find((l) => l.description === '工艺气体 NF₃ 排放')).toMatchObject({ sourceKind: 'gas', gas: 'NF3', unitCode: 'kg' });
      expect(lines.find((l) => l.description === '海运')).toMatchObject({
        stage: 'distribution',
        sourceKind: null,
        unitCode: 't·km',
        itemId: itemId('分销运输 > 海运'),
      });
      // each added line takes its template line's item; the line entered by hand keeps none
      const templateItems = new Map(detail.lines.map((l) => [l.id, l.itemId]));
      for (const line of lines) expect(line.itemId).toBe(line.templateLineId === null ? null : templateItems.get(line.templateLineId));
      expect(lines.find((l) => l.description === '光伏玻璃')).toMatchObject({
        itemId: itemId('原材料获取 > 辅材 > 光伏玻璃'),
        itemName: '光伏玻璃',
      });
      const again = json<ApplyInventoryTemplateReply>(
        await call('POST', '/rest/inventory/template/apply', 'accA', { projectId, templateId: ids.template }),
      );
      expect(again.data).toMatchObject({ added: 0, skipped: total });
      expect((await linesOf('accA', projectId)).data.lines).toHaveLength(total);
    });

    it('lists what is incomplete per line (quantity, source, evidence for primary data), and submit refuses until complete', async () => {
      const projectId = await createProject();
      const empty = json<InventoryCheckReply>(await call('GET', `/rest/inventory/check?projectId=${projectId}`, 'accA')).data;
      expect(empty).toEqual({ complete: false, empty: true, lines: [] });
      await save('accA', projectId, { stage: 'raw_material', description: 'Frame', unitId: ids.kg, dataType: 'secondary' });
      await call('POST', '/rest/inventory/line/delete', 'accA', {
        projectId,
        ids: (await linesOf('accA', projectId)).data.lines.map((l) => l.id),
      });
      expect(await statusOf(projectId)).toBe('collecting');
      const emptySubmit = await transition('accA', projectId, 'submit');
      expect([emptySubmit.statusCode, json(emptySubmit).msg]).toEqual([400, zh('inventoryEmpty')]);
      const draft = json<SaveInventoryDraftReply>(
        await call('POST', '/rest/inventory/draft/save', 'accA', {
          projectId,
          lines: [
            { stage: 'raw_material', description: 'Solar glass', unitId: ids.kg, dataType: 'secondary' },
            electricity({ dataType: 'primary' }),
            electricity({ description: 'Natural gas', unitId: ids.kWh, factorId: ids.gas, factorVersionId: ids.gasVersion }),
          ],
        }),
      ).data;
      const check = json<InventoryCheckReply>(
        await call('GET', `/rest/inventory/check?projectId=${projectId}`, 'rev1', undefined, 'en-US'),
      ).data;
      expect(check).toEqual({
        complete: false,
        empty: false,
        lines: [
          {
            id: draft.ids[0],
            position: 1,
            description: 'Solar glass',
            problems: ['quantityMissing', 'sourceMissing'],
            messages: [en('inventoryProblemQuantity'), en('inventoryProblemSource')],
          },
          {
            id: draft.ids[1],
            position: 2,
            description: 'Cell line electricity',
            problems: ['evidenceMissing'],
            messages: [en('inventoryProblemEvidence')],
          },
        ],
      });
      const before = await state();
      const refusedSubmit = json(await transition('accA', projectId, 'submit'));
      expect(refusedSubmit.msg).toBe(
        zh('inventoryIncomplete', {
          count: 2,
          lines: `${zh('inventoryLineAt', { position: 1, description: 'Solar glass' })}：${zh('inventoryProblemQuantity')}、${zh('inventoryProblemSource')}；${zh('inventoryLineAt', { position: 2, description: 'Cell line electricity' })}：${zh('inventoryProblemEvidence')}`,
        }),
      );
      expect(await state()).toEqual(before);
      await call('POST', '/rest/inventory/draft/save', 'accA', {
        projectId,
        lines: [
          {
            id: draft.ids[0],
            stage: 'raw_material',
            description: 'Solar glass',
            quantity: 16,
            unitId: ids.kg,
            sourceKind: 'gas',
            gas: 'CO2',
            dataType: 'secondary',
          },
          electricity({ id: draft.ids[1], dataType: 'primary', evidenceIds: [ids.docA, ids.docA2] }),
        ],
      });
      const done = json<InventoryCheckReply>(await call('GET', `/rest/inventory/check?projectId=${projectId}`, 'accA')).data;
      expect(done).toEqual({ complete: true, empty: false, lines: [] });
      expect(await service.incompleteLines(db(), projectId)).toEqual({ empty: false, lines: [] });
      expect(json(await transition('accA', projectId, 'submit'))).toMatchObject({ code: 200, data: { status: 'submitted' } });
    });

    it('lets platform administrators alone create, change and delete templates, name and version required, items known', async () => {
      const board = (await loadItemPaths(db())).find((p) => p.path === '原材料获取 > 辅材 > 接线盒')?.id as number;
      const missingItem = Math.max(...(await db().select({ id: directoryNodes.id }).from(directoryNodes)).map((n) => n.id)) + 1000;
      const body = {
        name: '逆变器数据采集表',
        nameEn: 'Inverter data collection form',
        version: 'v1',
        lines: [
          { stage: 'raw_material', itemNameZh: '印制电路板', itemNameEn: 'Printed circuit boards', unitCode: 'kg', itemId: board },
          {
            stage: 'production',
            itemNameZh: '外购电力',
            itemNameEn: 'Purchased electricity',
            unitCode: 'kWh',
            factorCode: 'CN-GRID-2022-AVG',
          },
        ],
      };
      const before = await state();
      const refusals: [object, Who, number, string][] = [
        [{ ...body, name: '  ' }, 'admin', 400, '请输入表单名称!'],
        [{ ...body, name: undefined }, 'admin', 400, '请输入表单名称!'],
        [{ ...body, version: '' }, 'admin', 400, '请输入版本号!'],
        [{ ...body, lines: [] }, 'admin', 400, zh('inventoryTemplateLineCount', { max: 500 })],
        [
          { ...body, lines: [{ ...body.lines[0], unitCode: 'furlong' }] },
          'admin',
          400,
          zh('inventoryTemplateLineUnit', { line: 1, unit: 'furlong' }),
        ],
        [
          { ...body, lines: [{ ...body.lines[1], factorCode: 'NO-SUCH' }] },
          'admin',
          400,
          zh('inventoryTemplateLineFactor', { line: 1, code: 'NO-SUCH' }),
        ],
        [
          { ...body, lines: [body.lines[0], { ...body.lines[1], itemId: missingItem }] },
          'admin',
          400,
          zh('inventoryTemplateLineItem', { line: 2, id: missingItem }),
        ],
        [
          { ...body, name: PV_MODULE_TEMPLATE.name, version: PV_MODULE_TEMPLATE.version },
          'admin',
          400,
          zh('inventoryTemplateTaken', { name: PV_MODULE_TEMPLATE.name, version: 'v1.0' }),
        ],
        [body, 'companyAdmin', 403, zh('forbidden')],
      ];
      for (const [payload, who, status, msg] of refusals) {
        const response = await call('POST', '/rest/inventory/template/create', who, payload);
        expect([response.statusCode, json(response).msg]).toEqual([status, msg]);
      }
      expect(json(await call('POST', '/rest/inventory/template/create', 'admin', { ...body, name: '' }, 'en-US')).msg).toBe(
        'Please enter the form name!',
      );
      expect(
        json(
          await call(
            'POST',
            '/rest/inventory/template/create',
            'admin',
            { ...body, lines: [{ ...body.lines[0], itemId: missingItem }] },
            'en-US',
          ),
        ).msg,
      ).toBe(en('inventoryTemplateLineItem', { line: 1, id: missingItem }));
      expect(await state()).toEqual(before);

      const created = json<{ id: number }>(await call('POST', '/rest/inventory/template/create', 'admin', body));
      expect(created).toMatchObject({ code: 200, msg: '新增成功!' });
      const id = created.data.id;
      expect(json(await call('POST', '/rest/inventory/template/update', 'companyAdmin', { ...body, id })).code).toBe(403);
      const createdDetail = json<InventoryTemplateDetail>(await call('GET', `/rest/inventory/template/detail?id=${id}`, 'accA')).data;
      expect(createdDetail.lines.map((l) => [l.itemId, l.itemName])).toEqual([
        [board, '原材料获取 > 辅材 > 接线盒'],
        [null, null],
      ]);
      // an update with an unknown item changes nothing
      const unchanged = await state();
      const unknownItem = await call('POST', '/rest/inventory/template/update', 'admin', {
        ...body,
        id,
        version: 'v2',
        lines: [{ ...body.lines[0], itemId: missingItem }],
      });
      expect([unknownItem.statusCode, json(unknownItem).msg]).toEqual([400, zh('inventoryTemplateLineItem', { line: 1, id: missingItem })]);
      expect(await state()).toEqual(unchanged);
      const updated = json(
        await call('POST', '/rest/inventory/template/update', 'admin', {
          ...body,
          id,
          version: 'v2',
          lines: [{ ...body.lines[0], itemId: null }],
        }),
      );
      expect(updated).toMatchObject({ code: 200, msg: '保存成功!' });
      expect(json<InventoryTemplateDetail>(await call('GET', `/rest/inventory/template/detail?id=${id}`, 'accA')).data).toMatchObject({
        version: 'v2',
        lineCount: 1,
        lines: [{ itemId: null, itemName: null }],
      });
      expect(
        await db()
          .select({ itemId: inventoryTemplateLines.itemId })
          .from(inventoryTemplateLines)
          .where(eq(inventoryTemplateLines.templateId, id)),
      ).toEqual([{ itemId: null }]);
      expect(json(await call('POST', '/rest/inventory/template/delete', 'companyAdmin', { id })).code).toBe(403);
      expect(json(await call('POST', '/rest/inventory/template/delete', 'admin', { id })).code).toBe(200);
      expect(json(await call('GET', `/rest/inventory/template/detail?id=${id}`, 'accA')).msg).toBe(zh('inventoryTemplateNotFound'));
      const logged = await db()
        .select()
        .from(sysOperLog)
        .where(and(eq(sysOperLog.object, 'inventory_template'), eq(sysOperLog.targetIds, String(id))))
        .orderBy(sysOperLog.id);
      expect(logged.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    });
  });
});
