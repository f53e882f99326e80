import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, footprintEndpoints } from '@pcf/shared';
import type { ObjRow, SaveStudySettingsRequest, StudySettings, StudySettingsReply } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { STUDY_SETTINGS, button, inChinese, newUser, renderRoute, routeOf } from '../../parts/footprint/testing/footprintScreens';

jest.setTimeout(60000);

/** What the server proposes before anything is saved: the sample settings without goal and scope. */
const DEFAULTS: StudySettings = { ...STUDY_SETTINGS, goal: '', scope: '' };

const reply = (extra: Partial<StudySettingsReply> = {}): StudySettingsReply => ({
  projectId: 7,
  projectName: '双面组件碳足迹',
  projectStatus: 'approved',
  saved: false,
  editable: true,
  settings: DEFAULTS,
  ratedPowerWp: 580,
  areaM2: 2.58,
  updatedAt: null,
  ...extra,
});

const UNITS: ObjRow[] = [
  { id: 1, code: 'piece', name_zh: '件', name_en: 'piece', dimension: 'count', factor: 1, is_base: true, seeded: true },
  { id: 2, code: 'kg', name_zh: '千克', name_en: 'kilogram', dimension: 'mass', factor: 1, is_base: true, seeded: true },
  { id: 3, code: 'kWp', name_zh: '千瓦峰值', name_en: 'kilowatt peak', dimension: 'power', factor: 1000, is_base: false, seeded: true },
  { id: 4, code: 'kWh', name_zh: '千瓦时', name_en: 'kilowatt hour', dimension: 'energy', factor: 3.6, is_base: false, seeded: true },
];

let settings: StudySettingsReply = reply();
let saves: SaveStudySettingsRequest[] = [];
let refusal: string | null = null;

const server = setupTestServer(
  http.get(footprintEndpoints.settings.url, () => ok(settings)),
  http.post(footprintEndpoints.settingsSave.url, async ({ request }) => {
    const body = (await request.json()) as SaveStudySettingsRequest;
    saves.push(body);
    if (refusal) return HttpResponse.json({ code: 400, msg: refusal });
    return ok({ ...settings, saved: true, settings: body.settings }, '保存成功!');
  }),
  http.post(API.objData, () => ok(UNITS)),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  settings = reply();
  saves = [];
  refusal = null;
});

const pageRoute = routeOf('/businessAccounting/carbon_footprint/parameter_stepAll');
const ENTERPRISE = ['business:footprint:list', 'business:footprint:entry', 'business:footprint:compute'];

const renderWizard = (permissions: string[] = ENTERPRISE) =>
  renderRoute(pageRoute, '/businessAccounting/carbon_footprint/parameter_stepAll?projectId=7', permissions);

const shownStep = () => document.querySelector<HTMLElement>('[data-step]:not([hidden])')?.dataset.step;
const field = (label: string) => screen.getByLabelText(label);

async function replaceText(label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

async function next(expected: string) {
  await user.click(button('下一步'));
  await waitFor(() => expect(shownStep()).toBe(expected));
}

describe('/businessAccounting/carbon_footprint/parameter_stepAll (评价录入)', () => {
  it('is a hidden route titled 评价录入', () => {
    expect(pageRoute?.titleKey).toBe('accounting:footprint.entryTitle');
    expect(pageRoute?.hidden).toBe(true);
  });

  it('checks each step before moving on, and saves every setting in the contract shape', async () => {
    renderWizard();
    await screen.findByText('评价录入：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(screen.getByText('尚未保存评价参数，以下为根据项目信息给出的默认值')).toBeInTheDocument();
    expect(shownStep()).toBe('goal');

    // 1. goal and scope are required
    await user.click(button('下一步'));
    expect(await screen.findByText('请填写评价目标')).toBeInTheDocument();
    expect(screen.getByText('请填写评价范围')).toBeInTheDocument();
    expect(shownStep()).toBe('goal');
    await replaceText('评价目标', '为客户提供组件碳足迹声明');
    await replaceText('评价范围', '单块双面组件，从摇篮到大门');
    await next('unit');

    // 2. declared unit: the project's rated power and area are shown
    expect(screen.getByText('580')).toBeInTheDocument();
    expect(screen.getByText('2.58')).toBeInTheDocument();
    const chooseUnit = async (title: string) => {
      await user.click(field('声明单位'));
      const options = await screen.findAllByTitle(title);
      await user.click(options[options.length - 1]);
    };
    // per kWh the user enters the generation
    await chooseUnit('kWh（千瓦时）');
    expect(field('声明单位数量')).toBeEnabled();
    await replaceText('声明单位数量', '0');
    await user.click(button('下一步'));
    expect(await screen.findByText('须大于 0 且不超过 1.00e+9')).toBeInTheDocument();
    // per kWp the quantity follows from the module count and the module's 580 Wp, and is recomputed with them
    await chooseUnit('kWp（千瓦峰值）');
    await waitFor(() => expect(field('声明单位数量')).toHaveValue('0.58'));
    expect(field('声明单位数量')).toBeDisabled();
    await replaceText('组件数量', '0');
    await user.click(button('下一步'));
    expect(await screen.findByText('须为 1 至 100000000 之间的整数')).toBeInTheDocument();
    await replaceText('组件数量', '3');
    await waitFor(() => expect(field('声明单位数量')).toHaveValue('1.74'));
    await replaceText('组件数量', '1');
    await waitFor(() => expect(field('声明单位数量')).toHaveValue('0.58'));
    await next('boundary');

    // 3. boundary
    await user.click(screen.getByText('从摇篮到坟墓'));
    await next('allocation');

    // 4. allocation: the share follows the amounts; the product is part of the total
    await user.click(screen.getByText('按质量分配'));
    await replaceText('本产品数量（kg）', '40');
    await replaceText('共线生产总量（kg）', '30');
    await user.click(button('下一步'));
    expect(await screen.findByText('共线生产总量不能小于本产品数量')).toBeInTheDocument();
    await replaceText('共线生产总量（kg）', '160');
    expect(screen.getByTestId('allocation-share')).toHaveTextContent('分配比例：25%');
    await next('cutOff');

    // 5. cut-off: at most 5 %
    await replaceText('累计取舍上限', '6');
    await user.click(button('下一步'));
    expect(await screen.findByText('须在 0 至 5% 之间')).toBeInTheDocument();
    await replaceText('累计取舍上限', '4');
    await replaceText('单项取舍阈值', '4.5');
    await user.click(button('下一步'));
    expect(await screen.findByText('单项取舍阈值不能大于累计取舍上限')).toBeInTheDocument();
    await replaceText('单项取舍阈值', '1');
    await next('gwp');

    // 6. GWP set and Monte Carlo: 0 or 100..100000 iterations
    await user.click(screen.getByText('IPCC AR5'));
    await replaceText('蒙特卡洛模拟次数', '50');
    await user.click(button('下一步'));
    expect(await screen.findByText('须为 0（不启用）或 100 至 100000 之间的整数')).toBeInTheDocument();
    await replaceText('蒙特卡洛模拟次数', '2000');
    await replaceText('随机种子', '42');
    await next('review');

    // 7. review, then save
    const review = document.querySelector<HTMLElement>('[data-step="review"]') as HTMLElement;
    expect(within(review).getByText('为客户提供组件碳足迹声明')).toBeInTheDocument();
    expect(within(review).getByText('0.58 kWp（1 块组件）')).toBeInTheDocument();
    expect(within(review).getByText('按质量分配：本产品 40 kg / 总量 160 kg，分配比例 25%')).toBeInTheDocument();
    expect(within(review).getByText('2000 次，随机种子 42')).toBeInTheDocument();
    await user.click(button('保 存'));
    expect(await screen.findByText('评价参数已保存')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        projectId: 7,
        settings: {
          goal: '为客户提供组件碳足迹声明',
          scope: '单块双面组件，从摇篮到大门',
          declaredUnitId: 3,
          declaredQuantity: 0.58,
          moduleCount: 1,
          boundary: 'cradle_to_grave',
          allocationMethod: 'mass',
          allocationProduct: 40,
          allocationTotal: 160,
          cutOffEnabled: true,
          cutOffLinePercent: 1,
          cutOffTotalPercent: 4,
          gwpSet: 'AR5',
          monteCarloIterations: 2000,
          monteCarloSeed: 42,
        },
      },
    ]);

    await user.click(button('去计算'));
    expect(screen.getByTestId('where')).toHaveTextContent('/businessAccounting/carbon_footprint/carbon_footprint/compute?projectId=7');
  });

  it('sends no allocation amounts without allocation, and shows the server refusal as worded', async () => {
    settings = reply({
      saved: true,
      settings: { ...DEFAULTS, goal: '目标', scope: '范围', allocationMethod: 'economic', allocationProduct: 3, allocationTotal: 9 },
    });
    refusal = '项目状态已变化，不能保存评价参数';
    renderWizard();
    await screen.findByText('评价录入：双面组件碳足迹', undefined, { timeout: 15000 });
    await user.click(screen.getByText('分配'));
    await waitFor(() => expect(shownStep()).toBe('allocation'));
    expect(screen.getByTestId('allocation-share')).toHaveTextContent('33.33%');
    await user.click(screen.getByText('不分配'));
    await user.click(screen.getByText('确认保存'));
    await waitFor(() => expect(shownStep()).toBe('review'));
    await user.click(button('保 存'));
    expect((await screen.findAllByText('项目状态已变化，不能保存评价参数')).length).toBeGreaterThan(0);
    expect(saves[0].settings).toMatchObject({ allocationMethod: 'none', allocationProduct: null, allocationTotal: null });
    expect(screen.queryByText('评价参数已保存')).not.toBeInTheDocument();
  });

  it('moves on only when the step being left is complete', async () => {
    settings = reply({ saved: true, settings: { ...DEFAULTS, goal: '目标', scope: '' } });
    renderWizard();
    await screen.findByText('评价录入：双面组件碳足迹', undefined, { timeout: 15000 });
    await user.click(screen.getByText('确认保存'));
    expect(await screen.findByText('请填写评价范围')).toBeInTheDocument();
    expect(shownStep()).toBe('goal');
  });

  it('shows the step of a field that fails when saving, and saves nothing', async () => {
    settings = reply({ saved: true, settings: { ...DEFAULTS, goal: '目标', scope: '范围', monteCarloIterations: 50 } });
    renderWizard();
    await screen.findByText('评价录入：双面组件碳足迹', undefined, { timeout: 15000 });
    await user.click(screen.getByText('确认保存'));
    await waitFor(() => expect(shownStep()).toBe('review'));
    await user.click(button('保 存'));
    await waitFor(() => expect(shownStep()).toBe('gwp'));
    expect(await screen.findByText('须为 0（不启用）或 100 至 100000 之间的整数')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('is read-only when the server says the settings cannot change', async () => {
    settings = reply({ saved: true, editable: false, projectStatus: 'published', settings: { ...DEFAULTS, goal: '目标', scope: '范围' } });
    renderWizard();
    await screen.findByText('评价录入：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(screen.getByText('当前项目状态或您的权限不允许修改评价参数，仅可查看')).toBeInTheDocument();
    expect(field('评价目标')).toBeDisabled();
    await user.click(screen.getByText('确认保存'));
    await waitFor(() => expect(shownStep()).toBe('review'));
    expect(screen.queryByText('保 存')).not.toBeInTheDocument();
  });

  it('says the project cannot be loaded, with the server reason', async () => {
    server.use(http.get(footprintEndpoints.settings.url, () => HttpResponse.json({ code: 404, msg: '项目不存在' })));
    renderWizard();
    expect(await screen.findByText('加载失败', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText('项目不存在')).toBeInTheDocument();
  });
});
