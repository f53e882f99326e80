import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { REPORT_PERMISSIONS, reportEndpoints, type ReportDetail, type ReportableSnapshot } from '@pcf/shared';
import { button, inChinese, newUser, ok, rowOf, setupTestServer } from '@pcf/shared/testing';
import { registerLocales } from '../../locales';
import { detail, renderRoute, summary } from '../../parts/testing/reportScreens';

jest.setTimeout(60000);
inChinese(registerLocales);

const P = REPORT_PERMISSIONS;
const LIST = '/AnalysisDisplay/report';
const SNAPSHOT: ReportableSnapshot = {
  snapshotId: 71,
  projectId: 8,
  projectName: '双面组件',
  productModel: 'PV-600',
  seq: 3,
  createdAt: '2026-11-27T08:00:00.000Z',
  perDeclaredUnit: 120.456,
  declaredUnitCode: 'piece',
};

const sent: { url: string; body: unknown }[] = [];
const server = setupTestServer(
  http.get(reportEndpoints.list.url, () =>
    ok([
      summary(1),
      summary(2, { projectName: '薄膜组件', status: 'in_review' }),
      summary(3, { projectName: '异质结组件', status: 'published', verificationCode: 'ABCD-EFGH-IJKL-MNOP-QRST' }),
    ]),
  ),
  http.get(reportEndpoints.snapshots.url, () => ok([SNAPSHOT])),
  http.get(reportEndpoints.detail.url, ({ request }) =>
    ok(detail(Number(new URL(request.url).searchParams.get('id')), { status: 'published', actions: [] })),
  ),
  ...(['create', 'submit', 'review', 'withdraw'] as const).map((name) =>
    http.post(reportEndpoints[name].url, async ({ request }) => {
      sent.push({ url: reportEndpoints[name].url, body: await request.json() });
      return ok(detail(name === 'create' ? 9 : 1), '操作成功');
    }),
  ),
);
afterEach(() => {
  sent.length = 0;
});

describe('报告生成与发布', () => {
  it('lists reports with their status and code, creates one of a computation and opens it in the editor', async () => {
    const user = newUser();
    renderRoute(LIST, LIST, [P.list, P.edit]);
    expect(await screen.findByText('单晶组件')).toBeInTheDocument();
    expect(within(rowOf('单晶组件')).getByText('草稿')).toBeInTheDocument();
    expect(within(rowOf('单晶组件')).getByText('78.86 kg CO2e/piece')).toBeInTheDocument();
    expect(within(rowOf('异质结组件')).getByText('ABCD-EFGH-IJKL-MNOP-QRST')).toBeInTheDocument();
    // no publish, return or withdraw without their permissions
    expect(within(rowOf('薄膜组件')).queryByText('发布')).toBeNull();
    expect(within(rowOf('异质结组件')).queryByText('撤回')).toBeNull();

    await user.click(button('新建报告'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('双面组件（PV-600）第 3 次计算 · 120.46 kg CO2e/piece · 2026-11-27'));
    await user.click(button('保 存', dialog));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AnalysisDisplay/report/write?id=9'));
    expect(sent).toEqual([{ url: reportEndpoints.create.url, body: { snapshotId: 71 } }]);
  });

  it('submits a draft after confirming', async () => {
    const user = newUser();
    renderRoute(LIST, LIST, [P.list, P.edit]);
    await screen.findByText('单晶组件');
    await user.click(within(rowOf('单晶组件')).getByText('提交审核'));
    await user.click(button('确 定', await screen.findByRole('dialog')));
    await waitFor(() => expect(sent).toEqual([{ url: reportEndpoints.submit.url, body: { id: 1 } }]));
  });

  it('lets a reviewer publish or return (with a reason) a report in review, never edit', async () => {
    const user = newUser();
    renderRoute(LIST, LIST, [P.list, P.edit, P.publish], null);
    await screen.findByText('薄膜组件');
    expect(within(rowOf('单晶组件')).queryByText('编写')).toBeNull();
    await user.click(within(rowOf('薄膜组件')).getByText('退回'));
    const dialog = await screen.findByRole('dialog');
    await user.click(button('退 回', dialog));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '请补充假设');
    await user.click(button('退 回', dialog));
    await waitFor(() =>
      expect(sent).toEqual([{ url: reportEndpoints.review.url, body: { id: 2, decision: 'return', note: '请补充假设' } }]),
    );

    sent.length = 0;
    await user.click(within(rowOf('薄膜组件')).getByText('发布'));
    await user.click(button('确 定', await screen.findByRole('dialog')));
    await waitFor(() => expect(sent).toEqual([{ url: reportEndpoints.review.url, body: { id: 2, decision: 'publish' } }]));
  });

  /** The worker publishes (or fails) after the review and one read of the report. */
  function publicationEnding(outcome: Partial<ReportDetail>) {
    let phase: 'before' | 'publishing' | 'done' = 'before';
    const reads = { count: 0 };
    const now = (): Partial<ReportDetail> => ({ before: {}, publishing: { publishing: true }, done: outcome })[phase];
    server.use(
      http.post(reportEndpoints.review.url, () => {
        phase = 'publishing';
        return ok(detail(2, { status: 'in_review', publishing: true, actions: [] }), '报告正在生成并发布');
      }),
      http.get(reportEndpoints.detail.url, () => {
        reads.count += 1;
        const answer = ok(detail(2, { status: 'in_review', ...now() }));
        if (phase === 'publishing') phase = 'done';
        return answer;
      }),
      http.get(reportEndpoints.list.url, () => ok([summary(2, { projectName: '薄膜组件', status: 'in_review', ...now() })])),
    );
    return reads;
  }

  async function publishFromList() {
    const user = newUser();
    renderRoute(LIST, LIST, [P.list, P.publish], null);
    await screen.findByText('薄膜组件');
    await user.click(within(rowOf('薄膜组件')).getByText('发布'));
    await user.click(button('确 定', await screen.findByRole('dialog')));
  }

  it('follows a publication the worker does: 发布中 in the list, no 发布 meanwhile, then 报告已发布', async () => {
    const reads = publicationEnding({ status: 'published' });
    await publishFromList();
    expect(await screen.findByText('报告正在生成并发布')).toBeInTheDocument();
    expect(await within(rowOf('薄膜组件')).findByText('发布中')).toBeInTheDocument();
    expect(within(rowOf('薄膜组件')).queryByText('发布')).toBeNull();
    expect(await screen.findByText('报告已发布')).toBeInTheDocument();
    expect(await within(rowOf('薄膜组件')).findByText('已发布')).toBeInTheDocument();
    expect(reads.count).toBe(2);
  });

  it('says when the worker could not publish, and offers 发布 again', async () => {
    publicationEnding({ publishFailed: true });
    await publishFromList();
    expect(await screen.findByText('报告发布失败，请重新发布')).toBeInTheDocument();
    expect(await within(rowOf('薄膜组件')).findByText('发布失败')).toBeInTheDocument();
    expect(within(rowOf('薄膜组件')).getByText('发布')).toBeInTheDocument();
  });

  it('lets an administrator withdraw a published report with a reason', async () => {
    const user = newUser();
    renderRoute(LIST, LIST, [P.list, P.withdraw]);
    await screen.findByText('异质结组件');
    await user.click(within(rowOf('异质结组件')).getByText('撤回'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '数据有误');
    await user.click(button('撤 回', dialog));
    await waitFor(() => expect(sent).toEqual([{ url: reportEndpoints.withdraw.url, body: { id: 3, reason: '数据有误' } }]));
  });
});
