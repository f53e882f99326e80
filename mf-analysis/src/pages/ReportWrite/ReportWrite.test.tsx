import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REPORT_PERMISSIONS, reportEndpoints, type ReportDetail, type SaveReportRequest } from '@pcf/shared';
import { button, inChinese, newUser, ok, setupTestServer } from '@pcf/shared/testing';
import { registerLocales } from '../../locales';
import { SECTIONS, detail, renderRoute } from '../../parts/testing/reportScreens';

jest.setTimeout(60000);
inChinese(registerLocales);

const P = REPORT_PERMISSIONS;
const WRITE = '/AnalysisDisplay/report/write';
let current: ReportDetail = detail(1);
/** Refusals still to answer the detail with, the server's words. */
let refusals: string[] = [];
const saved: SaveReportRequest[] = [];
setupTestServer(
  http.get(reportEndpoints.detail.url, () => {
    const refusal = refusals.shift();
    return refusal ? HttpResponse.json({ code: 404, msg: refusal }) : ok(current);
  }),
  http.get(reportEndpoints.versions.url, () =>
    ok(
      Array.from({ length: current.version }, (_, i) => ({
        version: current.version - i,
        savedAt: `2026-11-2${current.version - i}T09:00:00.000Z`,
        savedByName: '核算员',
      })),
    ),
  ),
  http.post(reportEndpoints.save.url, async ({ request }) => {
    const body = (await request.json()) as SaveReportRequest;
    saved.push(body);
    current = { ...current, version: current.version + 1, sections: body.sections };
    return ok(current, '保存成功!');
  }),
);
afterEach(() => {
  current = detail(1);
  saved.length = 0;
  refusals = [];
});

describe('报告编写', () => {
  it('edits a section per language, saves a new version and lists the versions', async () => {
    const user = newUser();
    renderRoute(WRITE, `${WRITE}?id=1`, [P.list, P.edit]);
    const goal = await screen.findByRole('textbox', { name: '1 研究目的' });
    expect(goal).toHaveValue('研究目的的文字');
    expect(screen.getByText('第 1 版', { selector: 'tbody strong' })).toBeInTheDocument();
    await user.clear(goal);
    await user.type(goal, '新的目的');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    const goalEn = await screen.findByRole('textbox', { name: '1 Goal of the study' });
    await user.clear(goalEn);
    await user.type(goalEn, 'A new goal');
    await user.click(button('保存草稿'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: 1, baseVersion: 1, sections: { ...SECTIONS, goal: { zh: '新的目的', en: 'A new goal' } } });
    expect(await screen.findByText('第 2 版', { selector: 'tbody strong' })).toBeInTheDocument();
  });

  it('shows a published report read-only with its code', async () => {
    current = detail(1, { status: 'published', verificationCode: 'ABCD-EFGH-IJKL-MNOP-QRST', actions: [] });
    renderRoute(WRITE, `${WRITE}?id=1`, [P.list, P.edit]);
    expect(await screen.findByText('已发布，验证码 ABCD-EFGH-IJKL-MNOP-QRST')).toBeInTheDocument();
    expect(screen.getByText('研究目的的文字')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('保存草稿')).toBeNull();
    expect(within(document.body).getAllByText('下载').length).toBeGreaterThan(0);
  });

  it("names a report it could not load with the server's words and loads it again on retry", async () => {
    refusals = ['报告不存在'];
    const user = newUser();
    renderRoute(WRITE, `${WRITE}?id=1`, [P.list, P.edit]);
    expect(await screen.findByText('报告加载失败')).toBeInTheDocument();
    expect(screen.getByText('报告不存在')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('textbox', { name: '1 研究目的' })).toHaveValue('研究目的的文字');
  });
});
