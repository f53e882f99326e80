import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, currentLeaveGuard, inventoryEndpoints, projectEndpoints, reviewEndpoints } from '@pcf/shared';
import type {
  ApplyInventoryTemplateRequest,
  DeleteInventoryLinesRequest,
  InventoryCheckReply,
  InventoryLine,
  InventoryLinesReply,
  ObjPageRequest,
  ObjRow,
  ProjectStatus,
  ProjectTransitionRequest,
  SaveInventoryDraftRequest,
} from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import {
  PROJECT_ROW,
  button,
  dialog,
  inChinese,
  inventoryLine as line,
  newUser,
  renderRoute,
  routeOf,
  rowOf,
} from '../../parts/testing/screens';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

const PROJECT: ObjRow = { ...PROJECT_ROW, status: 'collecting' };

const LINES: InventoryLine[] = [
  // listed out of report order on purpose: the page numbers them by stage
  line(3, {
    stage: 'production',
    description: '电力',
    quantity: 500,
    unitId: 2,
    unitCode: 'kWh',
    dataType: 'primary',
    sourceKind: 'gas',
    gas: 'CO2',
  }),
  line(1, {
    description: '多晶硅',
    quantity: 1.2345,
    sourceKind: 'factor',
    factorId: 11,
    factorCode: 'EF-SI',
    factorVersionId: 111,
    factorVersion: 2,
    factorName: '多晶硅（西门子法）',
    factorValue: 30.5417,
    factorUnitCode: 'kg',
    factorSource: 'CPIA',
    factorYear: 2023,
  }),
  line(2, { description: '光伏玻璃' }),
];

const UNITS: ObjRow[] = [
  { id: 1, code: 'kg', name_zh: '千克', name_en: 'kilogram', dimension: 'mass', factor: 1, is_base: true, seeded: true },
  { id: 2, code: 'kWh', name_zh: '千瓦时', name_en: 'kilowatt hour', dimension: 'energy', factor: 3.6, is_base: false, seeded: true },
  { id: 5, code: 'm³', name_zh: '立方米', name_en: 'cubic metre', dimension: 'volume', factor: 1, is_base: true, seeded: true },
];

const GLASS_FACTOR: ObjRow = {
  id: 12,
  code: 'EF-GLASS',
  version_id: 121,
  version: 3,
  name_zh: '光伏压延玻璃',
  name_en: 'PV rolled glass',
  value: 1.0537,
  unit_code: 'kg',
  source: 'Ecoinvent',
  year: 2022,
};

/** Natural gas per kWh with the net calorific value per m³ that DESNZ's own factors imply. */
const GAS_FACTOR: ObjRow = {
  id: 13,
  code: 'EF-NG',
  version_id: 131,
  version: 1,
  name_zh: '天然气燃烧',
  name_en: 'Natural gas combustion',
  value: 0.2027,
  unit_code: 'kWh',
  source: 'DESNZ 2025',
  year: 2025,
  ncv_value: 10.195954612728,
  ncv_per_unit_code: 'm³',
  ncv_energy_unit_code: 'kWh',
  ncv_source: 'DESNZ 2025 flat file',
};

const COMPLETE: InventoryCheckReply = { complete: true, empty: false, lines: [] };
const INCOMPLETE: InventoryCheckReply = {
  complete: false,
  empty: false,
  lines: [
    {
      id: 2,
      position: 2,
      description: '光伏玻璃',
      problems: ['quantityMissing', 'sourceMissing'],
      messages: ['未填写数量', '未选择排放因子或温室气体'],
    },
  ],
};

let status: ProjectStatus = 'collecting';
let linesFail = false;
let check: InventoryCheckReply = INCOMPLETE;
let drafts: SaveInventoryDraftRequest[] = [];
let deletes: DeleteInventoryLinesRequest[] = [];
let transitions: ProjectTransitionRequest[] = [];
let applied: ApplyInventoryTemplateRequest[] = [];

setupTestServer(
  http.get(inventoryEndpoints.lines.url, () =>
    linesFail
      ? HttpResponse.json({ code: 500, msg: '系统错误' }, { status: 500 })
      : ok<InventoryLinesReply>({ projectId: 7, projectStatus: status, editable: status === 'collecting', lines: LINES }),
  ),
  http.post(projectEndpoints.page.url, () => ok({ rows: [{ ...PROJECT, status }], total: 1, pageNum: 1, pageSize: 1 })),
  http.get(inventoryEndpoints.check.url, () => ok(check)),
  // never reviewed: no review comments on the page (ReviewComments.test.tsx has them)
  http.get(reviewEndpoints.rounds.url, () => ok({ projectId: 7, projectStatus: status, canComment: false, canReply: false, rounds: [] })),
  http.get(API.dictOptions, () => ok([])),
  http.get(API.treeLoad, () =>
    ok([{ id: 100, name: '原材料', pid: 0, level: 1, children: [{ id: 101, name: '光伏玻璃', pid: 100, level: 2 }] }]),
  ),
  http.post(API.objData, () => ok(UNITS)),
  http.post(API.objDataByPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    const rows = body.objName === 'pcf_emission_factor' ? [GLASS_FACTOR, GAS_FACTOR] : [];
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: 20 });
  }),
  http.post(inventoryEndpoints.draftSave.url, async ({ request }) => {
    const body = (await request.json()) as SaveInventoryDraftRequest;
    drafts.push(body);
    return ok({ ids: body.lines.map((l, i) => l.id ?? 100 + i), projectStatus: 'collecting' }, '保存成功!');
  }),
  http.post(inventoryEndpoints.lineDelete.url, async ({ request }) => {
    deletes.push((await request.json()) as DeleteInventoryLinesRequest);
    return ok({ projectStatus: 'collecting' }, '删除成功!');
  }),
  http.get(inventoryEndpoints.templates.url, () =>
    ok([
      { id: 3, name: '光伏组件', nameEn: 'PV module', version: '1.0', description: null, lineCount: 12, updatedAt: '2024-05-01' },
      { id: 4, name: '逆变器', nameEn: 'Inverter', version: '2.0', description: null, lineCount: 5, updatedAt: '2024-05-01' },
    ]),
  ),
  http.post(inventoryEndpoints.templateApply.url, async ({ request }) => {
    applied.push((await request.json()) as ApplyInventoryTemplateRequest);
    return ok({ added: 5, skipped: 0, projectStatus: 'collecting' }, '已添加 5 行，跳过 0 行');
  }),
  http.post(projectEndpoints.transition.url, async ({ request }) => {
    transitions.push((await request.json()) as ProjectTransitionRequest);
    status = 'submitted';
    return ok({ id: 7, status: 'submitted' });
  }),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  status = 'collecting';
  linesFail = false;
  check = INCOMPLETE;
});
afterEach(() => {
  drafts = [];
  deletes = [];
  transitions = [];
  applied = [];
});

const entryRoute = routeOf('/acquisitionManagement/acquisition');
const ENTERPRISE = ['acquisition:entry:list', 'acquisition:entry:save', 'acquisition:entry:remove'];

const renderEntry = () =>
  renderRoute(entryRoute, '/acquisitionManagement/acquisition?id=7', { roles: ['enterprise'], permissions: ENTERPRISE });

const stateOf = (text: string) => rowOf(text).querySelector('[data-state]')?.getAttribute('data-state');

describe('/acquisitionManagement/acquisition (数据填报)', () => {
  it('shows the project and its lines by stage, numbered in report order, with the row states of SPEC §4 and the missing items per line', async () => {
    renderEntry();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    for (const text of ['PJ-2026-007', '双面组件碳足迹', 'PV-580M', 'kWp', '填报中']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(within(rowOf('多晶硅')).getByText('EF-SI · 多晶硅（西门子法）')).toBeInTheDocument();
    // the quantity and the factor value with every digit they have (2 decimals would show 30.54)
    expect(within(rowOf('多晶硅')).getByText('1.2345 kg')).toBeInTheDocument();
    expect(within(rowOf('多晶硅')).getByText('30.5417 kg CO₂e/kg · CPIA · 2023 · 第 2 版')).toBeInTheDocument();
    expect(stateOf('多晶硅')).toBe('complete');
    expect(stateOf('光伏玻璃')).toBe('empty');
    expect(within(rowOf('光伏玻璃')).getByText('2')).toBeInTheDocument();

    await user.click(screen.getByText('生产制造'));
    await screen.findByText('电力');
    // primary data without evidence is not complete yet
    expect(stateOf('电力')).toBe('partial');
    expect(within(rowOf('电力')).getByText('3')).toBeInTheDocument();
    expect(await screen.findByText('第 2 行“光伏玻璃”')).toBeInTheDocument();
    expect(screen.getByText('：未填写数量；未选择排放因子或温室气体', { exact: false })).toBeInTheDocument();
  });

  it('edits a line: a negative quantity is refused next to the field, a factor is found by search, and 保存草稿 sends every line in report order', async () => {
    renderEntry();
    await screen.findByText('光伏玻璃');
    await user.click(button('编辑', rowOf('光伏玻璃')));
    const form = await dialog('编辑清单行');
    const quantity = within(form).getByLabelText('数量');
    await user.type(quantity, '-1');
    await user.click(button('确 定', form));
    expect(await within(form).findByText('数量须为大于 0、不超过 1.00e+12 的有限数值')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '20');
    // the factor field (its label is also the name of the source kind's radio)
    await user.type(form.querySelector<HTMLInputElement>('input#factor') as HTMLInputElement, 'GLASS');
    const options = await screen.findAllByText('EF-GLASS · 光伏压延玻璃');
    expect(screen.getByText('1.0537 kg CO₂e/kg · Ecoinvent · 2022 · 第 3 版')).toBeInTheDocument();
    await user.click(options[options.length - 1]);
    await user.click(button('确 定', form));
    await waitFor(() => expect(stateOf('光伏玻璃')).toBe('complete'));
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    // the shell's menu and tabs, a reload and a closed tab ask while the edits are unsaved
    expect(currentLeaveGuard()).toEqual({ title: '警告', message: '有未保存的修改，离开后将丢失，是否继续?' });

    await user.click(button('保存草稿'));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    await waitFor(() => expect(currentLeaveGuard()).toBeNull());
    expect(drafts).toHaveLength(1);
    expect(drafts[0].projectId).toBe(7);
    expect(drafts[0].lines.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(drafts[0].lines[1]).toMatchObject({
      id: 2,
      quantity: 20,
      unitId: 1,
      sourceKind: 'factor',
      factorId: 12,
      factorVersionId: 121,
      evidenceIds: [],
    });
    // a line not touched goes back whole (a draft save clears what it is not sent)
    expect(drafts[0].lines[2]).toMatchObject({
      id: 3,
      stage: 'production',
      quantity: 500,
      sourceKind: 'gas',
      gas: 'CO2',
      dataType: 'primary',
    });
  });

  it('takes gas metered in m³ on a factor per kWh through its net calorific value, says so, and refuses m³ on a factor per kg', async () => {
    renderEntry();
    await screen.findByText('光伏玻璃');
    await user.click(button('编辑', rowOf('光伏玻璃')));
    const form = await dialog('编辑清单行');
    await user.type(within(form).getByLabelText('数量'), '1000');
    await user.click(within(form).getByLabelText('单位'));
    await user.click((await screen.findAllByTitle('m³（立方米）')).at(-1) as HTMLElement);
    const factorInput = form.querySelector<HTMLInputElement>('input#factor') as HTMLInputElement;
    await user.type(factorInput, 'NG');
    const options = await screen.findAllByText('EF-NG · 天然气燃烧');
    // the factor search names the NCV it carries
    expect(screen.getByText('0.2027 kg CO₂e/kWh · DESNZ 2025 · 2025 · 第 1 版 · 低位发热量 10.195954612728 kWh/m³')).toBeInTheDocument();
    await user.click(options[options.length - 1]);
    expect(await within(form).findByTestId('calorific-note')).toHaveTextContent(
      '将按排放因子的低位发热量 10.195954612728 kWh/m³ 换算为因子单位 kWh（来源：DESNZ 2025 flat file）',
    );
    await user.click(button('确 定', form));
    await waitFor(() => expect(stateOf('光伏玻璃')).toBe('complete'));
    await user.click(button('保存草稿'));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(drafts[0].lines[1]).toMatchObject({
      id: 2,
      quantity: 1000,
      unitId: 5,
      sourceKind: 'factor',
      factorId: 13,
      factorVersionId: 131,
    });

    // a factor per kg has no way from m³ (the page has the line as the server answers it again)
    await user.click(button('编辑', rowOf('光伏玻璃')));
    const again = await dialog('编辑清单行');
    await user.click(within(again).getByLabelText('单位'));
    await user.click((await screen.findAllByTitle('m³（立方米）')).at(-1) as HTMLElement);
    await user.type(again.querySelector<HTMLInputElement>('input#factor') as HTMLInputElement, 'GLASS');
    await user.click((await screen.findAllByText('EF-GLASS · 光伏压延玻璃')).at(-1) as HTMLElement);
    expect(within(again).queryByTestId('calorific-note')).toBeNull();
    await user.click(button('确 定', again));
    expect(await within(again).findByText('单位 m³ 与排放因子的单位 kg 量纲不同，无法换算')).toBeInTheDocument();
  });

  it('deletes lines within the draft: nothing is deleted before 保存草稿, the lines can be put back, the save sends the deletions', async () => {
    renderEntry();
    await screen.findByText('光伏玻璃');
    await user.click(button('删 除'));
    expect(await screen.findByText('请选择要删除的数据')).toBeInTheDocument();

    const inTable = (text: string) => screen.queryByText(text, { selector: 'tr *' });
    await user.click(button('删除', rowOf('光伏玻璃')));
    expect(await screen.findByText('已从草稿中删除 1 行，点击“保存草稿”后才从服务器删除')).toBeInTheDocument();
    await waitFor(() => expect(inTable('光伏玻璃')).not.toBeInTheDocument());
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await user.click(button('恢复删除的行（1）'));
    await waitFor(() => expect(inTable('光伏玻璃')).toBeInTheDocument());
    await user.click(button('删除', rowOf('光伏玻璃')));
    await waitFor(() => expect(inTable('光伏玻璃')).not.toBeInTheDocument());

    await user.click(button('保存草稿'));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(drafts).toHaveLength(1);
    expect(drafts[0].deleteIds).toEqual([2]);
    expect(drafts[0].lines.map((l) => l.id)).toEqual([1, 3]);
    expect(deletes).toEqual([]);
  });

  it('submits only a complete inventory, after a confirmation, and shows it read-only afterwards', async () => {
    renderEntry();
    await screen.findByText('多晶硅');
    await user.click(button('提交审核'));
    expect(await screen.findByText('清单数据不完整，不能提交审核，请按完整性检查补全')).toBeInTheDocument();
    expect(transitions).toEqual([]);

    check = COMPLETE;
    await user.click(button('提交审核'));
    const confirm = await dialog('提交审核');
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('已提交审核')).toBeInTheDocument();
    expect(transitions).toEqual([{ id: 7, action: 'submit' }]);
    expect(await screen.findByText('该项目的清单数据当前为只读', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('已提交')).toBeInTheDocument();
    // the completeness panel no longer offers the submit: it says where the project stands
    expect(await screen.findByText('清单数据完整，项目已提交审核')).toBeInTheDocument();
    expect(screen.queryByText('清单数据完整，可以提交审核')).not.toBeInTheDocument();
    expect(screen.queryByText('保存草稿')).not.toBeInTheDocument();
    expect(within(rowOf('多晶硅')).queryByText('编辑')).not.toBeInTheDocument();
  });

  it('applies a chosen collection template and says what the server added', async () => {
    renderEntry();
    await screen.findByText('多晶硅');
    await user.click(button('应用采集模板'));
    const modal = await dialog('应用采集模板');
    await within(modal).findByText('采集模板');
    await user.click(button('应 用', modal));
    expect(await screen.findByText('请选择采集模板')).toBeInTheDocument();
    expect(applied).toEqual([]);

    await user.click(within(modal).getByRole('combobox'));
    await user.click(await screen.findByText('逆变器（版本 2.0，5 行）'));
    await user.click(button('应 用', modal));
    expect(await screen.findByText('已添加 5 行，跳过 0 行')).toBeInTheDocument();
    expect(applied).toEqual([{ projectId: 7, templateId: 4 }]);
    await waitFor(() => expect(screen.queryByText('应用采集模板', { selector: '.ant-modal-title' })).not.toBeInTheDocument());
  });

  it('offers a retry when the inventory cannot be loaded', async () => {
    linesFail = true;
    renderEntry();
    expect(await screen.findByText('清单数据加载失败')).toBeInTheDocument();
    linesFail = false;
    await user.click(button('重 试'));
    expect(await screen.findByText('多晶硅')).toBeInTheDocument();
  });
});
