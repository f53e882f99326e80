import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, footprintEndpoints } from '@pcf/shared';
import type { ComputeFootprintRequest, FootprintJob, StudySettingsReply } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { STUDY_SETTINGS, button, inChinese, newUser, renderRoute, routeOf } from '../../parts/footprint/testing/footprintScreens';
import { JOB_POLL_MS } from './useFootprintJob';

jest.setTimeout(60000);

const REPLY: StudySettingsReply = {
  projectId: 7,
  projectName: '双面组件碳足迹',
  projectStatus: 'approved',
  saved: true,
  editable: true,
  settings: STUDY_SETTINGS,
  ratedPowerWp: 580,
  areaM2: 2.58,
  updatedAt: '2026-02-01T03:04:05.000Z',
};

const job = (extra: Partial<FootprintJob>): FootprintJob => ({
  id: 90,
  projectId: 7,
  status: 'running',
  phase: 'reading',
  progress: 0,
  snapshotId: null,
  message: null,
  createdAt: '2026-02-01T03:04:05.000Z',
  updatedAt: '2026-02-01T03:04:05.000Z',
  ...extra,
});

let reply: StudySettingsReply = REPLY;
let starts: ComputeFootprintRequest[] = [];
let refusal: string | null = null;
/** What the job answers, one poll after the other (the last one repeats). */
let answers: FootprintJob[] = [];
let polls = 0;

setupTestServer(
  http.get(footprintEndpoints.settings.url, () => ok(reply)),
  http.post(API.objData, () =>
    ok([{ id: 1, code: 'piece', name_zh: '件', name_en: 'piece', dimension: 'count', factor: 1, is_base: true, seeded: true }]),
  ),
  http.post(footprintEndpoints.compute.url, async ({ request }) => {
    starts.push((await request.json()) as ComputeFootprintRequest);
    return refusal ? HttpResponse.json({ code: 409, msg: refusal }) : ok({ jobId: 90 });
  }),
  http.get(footprintEndpoints.job.url, ({ request }) => {
    expect(new URL(request.url).searchParams.get('id')).toBe('90');
    const answer = answers[Math.min(polls, answers.length - 1)];
    polls += 1;
    return ok(answer);
  }),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  reply = REPLY;
  starts = [];
  refusal = null;
  answers = [];
  polls = 0;
});

const pageRoute = routeOf('/businessAccounting/carbon_footprint/carbon_footprint/compute');
const COMPUTE = ['business:footprint:list', 'business:footprint:compute', 'business:footprint:result'];

const renderCompute = (permissions: string[] = COMPUTE) =>
  renderRoute(pageRoute, '/businessAccounting/carbon_footprint/carbon_footprint/compute?projectId=7', permissions);

describe('/businessAccounting/carbon_footprint/carbon_footprint/compute (碳足迹计算)', () => {
  it('is a hidden route titled 碳足迹计算', () => {
    expect(pageRoute?.titleKey).toBe('accounting:footprint.computeTitle');
    expect(pageRoute?.hidden).toBe(true);
  });

  it('shows the settings, computes, follows the progress and phase, and opens the new result', async () => {
    answers = [
      job({ phase: 'reading', progress: 10 }),
      job({ phase: 'uncertainty', progress: 60 }),
      job({ status: 'done', phase: 'saving', progress: 100, snapshotId: 55 }),
    ];
    renderCompute();
    await screen.findByText('碳足迹计算：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(screen.getByText('10000 次，随机种子 20240101')).toBeInTheDocument();
    expect(screen.getByText('1 piece（1 块组件）')).toBeInTheDocument();

    await user.click(button('开始计算'));
    expect(await screen.findByText('正在读取清单数据…')).toBeInTheDocument();
    expect(starts).toEqual([{ projectId: 7 }]);
    expect(await screen.findByText('正在进行不确定性分析…')).toBeInTheDocument();
    expect(document.querySelector('.ant-progress')).toHaveAttribute('aria-valuenow', '60');
    expect(await screen.findByText('计算完成')).toBeInTheDocument();
    expect(polls).toBe(3);

    await user.click(button('查看结果'));
    expect(screen.getByTestId('where')).toHaveTextContent('/businessAccounting/carbon_footprint/collect?id=55');
  });

  it('shows why a computation failed, as the server words it', async () => {
    answers = [
      job({ phase: 'computing', progress: 30 }),
      job({ status: 'failed', phase: 'computing', progress: 30, message: '第 3 行“电力”：单位 kg 不能换算为 kWh' }),
    ];
    renderCompute();
    await screen.findByText('碳足迹计算：双面组件碳足迹', undefined, { timeout: 15000 });
    await user.click(button('开始计算'));
    expect(await screen.findByText('计算失败')).toBeInTheDocument();
    expect(screen.getByText('第 3 行“电力”：单位 kg 不能换算为 kWh')).toBeInTheDocument();
    expect(screen.queryByText('查看结果')).not.toBeInTheDocument();
    // it may be computed again
    expect(button('开始计算')).toBeEnabled();
  });

  it('stops polling when the page is left', async () => {
    answers = [job({ phase: 'computing', progress: 30 })];
    const view = renderCompute();
    await screen.findByText('碳足迹计算：双面组件碳足迹', undefined, { timeout: 15000 });
    await user.click(button('开始计算'));
    await screen.findByText('正在计算排放量…');
    await waitFor(() => expect(polls).toBeGreaterThanOrEqual(2));
    view.unmount();
    const seen = polls;
    await act(() => new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS * 3)));
    expect(polls).toBeLessThanOrEqual(seen + 1);
    const after = polls;
    await act(() => new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS * 2)));
    expect(polls).toBe(after);
  });

  it('shows a refusal to start as the server words it', async () => {
    refusal = '项目正在计算中，请稍后再试';
    renderCompute();
    await screen.findByText('碳足迹计算：双面组件碳足迹', undefined, { timeout: 15000 });
    await user.click(button('开始计算'));
    expect(await screen.findByText('项目正在计算中，请稍后再试')).toBeInTheDocument();
    expect(polls).toBe(0);
  });

  it('offers no computation while the project is not approved, and warns of unsaved settings', async () => {
    reply = { ...REPLY, projectStatus: 'in_review', saved: false };
    renderCompute();
    await screen.findByText('碳足迹计算：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(screen.getByText('项目审核通过后才能计算碳足迹')).toBeInTheDocument();
    expect(screen.getByText('尚未保存评价参数：请先完成评价录入，保存后才能计算')).toBeInTheDocument();
    expect(button('开始计算')).toBeDisabled();
  });

  it('does not offer to compute an approved project without saved settings: it sends the user to the evaluation entry', async () => {
    reply = { ...REPLY, saved: false };
    renderCompute();
    await screen.findByText('碳足迹计算：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(screen.getByText('尚未保存评价参数：请先完成评价录入，保存后才能计算')).toBeInTheDocument();
    expect(screen.queryByText('本次计算使用的评价参数')).not.toBeInTheDocument();
    expect(button('开始计算')).toBeDisabled();
    expect(button('评价录入')).toBeEnabled();
  });
});
