import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, inventoryEndpoints, projectEndpoints, reviewEndpoints } from '@pcf/shared';
import type {
  InventoryLine,
  InventoryLinesReply,
  ProjectStatus,
  ReplyReviewCommentRequest,
  ReviewComment,
  ReviewRound,
  ReviewRoundsReply,
} from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import {
  PROJECT_ROW as PROJECT,
  button,
  dialog,
  drawer,
  inChinese,
  inventoryLine,
  newUser,
  renderRoute,
  routeOf,
  rowOf,
} from '../../../parts/testing/screens';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

const line = (id: number, extra: Partial<InventoryLine>): InventoryLine =>
  inventoryLine(id, { quantity: 1, sourceKind: 'gas', gas: 'CO2', ...extra });

const LINES: InventoryLine[] = [
  line(1, { description: '多晶硅' }),
  line(2, { description: '光伏玻璃' }),
  line(3, { stage: 'production', description: '电力', unitId: 2, unitCode: 'kWh' }),
];

const comment = (id: number, roundId: number, target: InventoryLine, body: string, extra: Partial<ReviewComment> = {}): ReviewComment => ({
  id,
  roundId,
  lineId: target.id,
  lineStage: target.stage,
  lineLabel: target.description,
  body,
  authorId: 5,
  authorName: '审核员王',
  createdAt: '2026-03-01T08:00:00.000Z',
  reply: null,
  replyAuthorName: null,
  repliedAt: null,
  ...extra,
});

const ROUNDS = (): ReviewRound[] => [
  {
    id: 2,
    roundNo: 2,
    reviewerId: 5,
    reviewerName: '审核员王',
    startedAt: '2026-03-01T07:00:00.000Z',
    decision: 'returned',
    reason: '电力数据缺少证明文件',
    decidedAt: '2026-03-02T09:00:00.000Z',
    comments: [
      comment(21, 2, LINES[2], '请上传电费单'),
      comment(22, 2, LINES[0], '硅料用量偏高', {
        reply: '已按 BOM 修正',
        replyAuthorName: '核算员李',
        repliedAt: '2026-03-03T10:00:00.000Z',
      }),
    ],
  },
  {
    id: 1,
    roundNo: 1,
    reviewerId: 5,
    reviewerName: '审核员王',
    startedAt: '2026-02-01T07:00:00.000Z',
    decision: 'returned',
    reason: '数据不完整',
    decidedAt: '2026-02-02T09:00:00.000Z',
    comments: [comment(11, 1, LINES[1], '第一轮对玻璃的意见')],
  },
];

let status: ProjectStatus = 'returned';
let rounds: ReviewRound[] = ROUNDS();
let replies: ReplyReviewCommentRequest[] = [];

setupTestServer(
  http.get(inventoryEndpoints.lines.url, () =>
    ok<InventoryLinesReply>({ projectId: 7, projectStatus: status, editable: status === 'returned', lines: LINES }),
  ),
  http.post(projectEndpoints.page.url, () => ok({ rows: [{ ...PROJECT, status }], total: 1, pageNum: 1, pageSize: 1 })),
  http.get(inventoryEndpoints.check.url, () => ok({ complete: true, empty: false, lines: [] })),
  http.get(reviewEndpoints.rounds.url, () =>
    ok<ReviewRoundsReply>({
      projectId: 7,
      projectStatus: status,
      canComment: false,
      canReply: status === 'returned' || status === 'collecting',
      rounds,
    }),
  ),
  http.post(reviewEndpoints.commentReply.url, async ({ request }) => {
    const body = (await request.json()) as ReplyReviewCommentRequest;
    replies.push(body);
    rounds[0].comments = rounds[0].comments.map((c) =>
      c.id === body.id ? { ...c, reply: body.reply, replyAuthorName: '核算员李', repliedAt: '2026-03-04T10:00:00.000Z' } : c,
    );
    return HttpResponse.json({ code: 200, msg: '保存成功!', data: null });
  }),
  http.get(API.dictOptions, () => ok([])),
  http.get(API.treeLoad, () => ok([])),
  http.post(API.objData, () => ok([])),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  status = 'returned';
  rounds = ROUNDS();
});
afterEach(() => {
  replies = [];
});

const entryRoute = routeOf('/acquisitionManagement/acquisition');
const ENTERPRISE = ['acquisition:entry:list', 'acquisition:entry:save', 'acquisition:entry:remove', 'acquisition:review:reply'];

const renderEntry = () =>
  renderRoute(entryRoute, '/acquisitionManagement/acquisition?id=7', { roles: ['enterprise'], permissions: ENTERPRISE, userid: 12 });

const badgeOf = (text: string) => rowOf(text).querySelector<HTMLElement>('[data-review-comments]');

describe('review comments on the data entry screen', () => {
  it('shows the latest decided round’s reason and comments, each next to its line', async () => {
    renderEntry();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    expect(await screen.findByText('退回原因：电力数据缺少证明文件')).toBeInTheDocument();
    expect(screen.getByText('第 2 轮审核已退回', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('共 2 条批注，已回复 1 条')).toBeInTheDocument();
    expect(badgeOf('多晶硅')).toHaveAttribute('data-review-comments', '1');
    // a comment of an earlier round is history: no mark on its line
    expect(badgeOf('光伏玻璃')).toBeNull();

    await user.click(button('查看审核意见'));
    const panel = await drawer('审核意见');
    expect(within(panel).getByText('电力数据缺少证明文件', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('生产制造 · 电力')).toBeInTheDocument();
    expect(within(panel).getByText('请上传电费单')).toBeInTheDocument();
    expect(within(panel).getByText('硅料用量偏高')).toBeInTheDocument();
    expect(within(panel).getByText('已按 BOM 修正')).toBeInTheDocument();
    expect(within(panel).queryByText('第一轮对玻璃的意见')).not.toBeInTheDocument();
  });

  it('sends the company’s reply to a line’s comment, refusing an empty one', async () => {
    renderEntry();
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    await user.click(screen.getByText('生产制造'));
    await screen.findByText('电力');
    await user.click(badgeOf('电力') as HTMLElement);
    const panel = await drawer('审核意见：电力');
    expect(within(panel).queryByText('硅料用量偏高')).not.toBeInTheDocument();
    await user.click(button('回复', panel));
    const form = await dialog('回复审核意见');
    await user.click(button('保 存', form));
    expect(await within(form).findByText('请填写回复内容')).toBeInTheDocument();
    expect(replies).toEqual([]);

    await user.type(within(form).getByLabelText('回复内容'), '已上传 2025 年电费单');
    await user.click(button('保 存', form));
    expect(await screen.findByText('已回复审核意见')).toBeInTheDocument();
    expect(screen.queryByText('新增成功!')).not.toBeInTheDocument();
    expect(replies).toEqual([{ projectId: 7, id: 21, reply: '已上传 2025 年电费单' }]);
    expect(await within(panel).findByText('已上传 2025 年电费单')).toBeInTheDocument();
  });

  it('offers no reply once the project is submitted again, and keeps the comments readable', async () => {
    status = 'submitted';
    renderEntry();
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    await waitFor(() => expect(badgeOf('多晶硅')).not.toBeNull());
    await user.click(badgeOf('多晶硅') as HTMLElement);
    const panel = await drawer('审核意见：多晶硅');
    expect(within(panel).getByText('硅料用量偏高')).toBeInTheDocument();
    expect(within(panel).queryByText('回复')).not.toBeInTheDocument();
    expect(within(panel).queryByText('修改回复')).not.toBeInTheDocument();
  });
});
