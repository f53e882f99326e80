import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, inventoryEndpoints, projectEndpoints, reviewEndpoints } from '@pcf/shared';
import type {
  DeleteReviewCommentRequest,
  InventoryLine,
  InventoryLinesReply,
  ObjCondition,
  ObjPageRequest,
  ObjRow,
  ProjectStatus,
  ProjectTransitionRequest,
  ReviewComment,
  ReviewRound,
  ReviewRoundsReply,
  SaveReviewCommentRequest,
} from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import {
  PROJECT_META as META,
  PROJECT_ROW,
  button,
  dialog,
  drawer,
  inChinese,
  inventoryLine,
  newUser,
  renderRoute,
  routeOf,
  rowOf,
} from '../../parts/testing/screens';
import { previewKindOf } from './parts/EvidenceViewer';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

const REVIEWER_ID = 5;

const LIST: ObjRow[] = [
  { id: 7, code: 'PJ-7', name: '双面组件碳足迹', status: 'submitted', reviewer_id: REVIEWER_ID },
  { id: 8, code: 'PJ-8', name: '单晶组件', status: 'in_review', reviewer_id: REVIEWER_ID },
  { id: 9, code: 'PJ-9', name: '薄膜组件', status: 'returned', reviewer_id: REVIEWER_ID },
  { id: 10, code: 'PJ-10', name: '异质结组件', status: 'approved', reviewer_id: REVIEWER_ID },
];

const PROJECT: ObjRow = { ...PROJECT_ROW, reviewer_id: REVIEWER_ID };

const line = (id: number, extra: Partial<InventoryLine>): InventoryLine => inventoryLine(id, { quantity: 1, ...extra });

const LINES: InventoryLine[] = [
  line(1, {
    description: '多晶硅',
    quantity: 1.2,
    sourceKind: 'factor',
    factorId: 11,
    factorCode: 'EF-SI',
    factorVersionId: 111,
    factorVersion: 2,
    factorName: '多晶硅（西门子法）',
    factorValue: 30.5,
    factorUnitCode: 'kg',
    factorSource: 'CPIA',
    factorYear: 2023,
    dataType: 'primary',
    evidence: [{ id: 31, title: '硅料采购发票', fileName: 'invoice.pdf' }],
    quality: { ter: 1, ger: 2, tir: 1, p: 2 },
  }),
  line(2, { description: '光伏玻璃', quantity: 20 }),
  line(3, { stage: 'production', description: '电力', quantity: 500, unitId: 2, unitCode: 'kWh', sourceKind: 'gas', gas: 'CO2' }),
];

const comment = (id: number, roundId: number, lineId: number | null, body: string, extra: Partial<ReviewComment> = {}): ReviewComment => ({
  id,
  roundId,
  lineId,
  lineStage: 'raw_material',
  lineLabel: lineId === 2 ? '光伏玻璃' : '多晶硅',
  body,
  authorId: REVIEWER_ID,
  authorName: '审核员王',
  createdAt: '2026-02-01T08:00:00.000Z',
  reply: null,
  replyAuthorName: null,
  repliedAt: null,
  ...extra,
});

const round = (id: number, roundNo: number, extra: Partial<ReviewRound> = {}): ReviewRound => ({
  id,
  roundNo,
  reviewerId: REVIEWER_ID,
  reviewerName: '审核员王',
  startedAt: '2026-02-01T07:00:00.000Z',
  decision: null,
  reason: null,
  decidedAt: null,
  comments: [],
  ...extra,
});

let status: ProjectStatus = 'submitted';
/** The server answers canComment for the project's reviewer only. */
let callerIsReviewer = true;
let rounds: ReviewRound[] = [];
let pages: ObjPageRequest[] = [];
let transitions: ProjectTransitionRequest[] = [];
let saves: SaveReviewCommentRequest[] = [];
let deletes: DeleteReviewCommentRequest[] = [];

const conditionsOf = (body: ObjPageRequest): ObjCondition[] =>
  typeof body.conditions === 'string' ? (JSON.parse(body.conditions) as ObjCondition[]) : (body.conditions ?? []);

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, () => ok([])),
  http.post(projectEndpoints.page.url, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    // the review page reads its project's row by id; the list pages through the projects to review
    if (conditionsOf(body).some((c) => c.field === 'id')) return ok({ rows: [{ ...PROJECT, status }], total: 1, pageNum: 1, pageSize: 1 });
    pages.push(body);
    return ok({ rows: LIST, total: LIST.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(inventoryEndpoints.lines.url, () =>
    ok<InventoryLinesReply>({ projectId: 7, projectStatus: status, editable: false, lines: LINES }),
  ),
  http.get(reviewEndpoints.rounds.url, () =>
    ok<ReviewRoundsReply>({
      projectId: 7,
      projectStatus: status,
      canComment: status === 'in_review' && callerIsReviewer,
      canReply: false,
      rounds,
    }),
  ),
  http.post(reviewEndpoints.commentSave.url, async ({ request }) => {
    const body = (await request.json()) as SaveReviewCommentRequest;
    saves.push(body);
    const open = rounds[0];
    open.comments = [...open.comments, comment(100 + saves.length, open.id, body.lineId, body.body)];
    return ok({ id: 100 + saves.length }, '新增成功!');
  }),
  http.post(reviewEndpoints.commentDelete.url, async ({ request }) => {
    const body = (await request.json()) as DeleteReviewCommentRequest;
    deletes.push(body);
    rounds[0].comments = rounds[0].comments.filter((c) => c.id !== body.id);
    return HttpResponse.json({ code: 200, msg: '删除成功!' });
  }),
  http.post(projectEndpoints.transition.url, async ({ request }) => {
    const body = (await request.json()) as ProjectTransitionRequest;
    transitions.push(body);
    if (body.action === 'take') {
      status = 'in_review';
      rounds = [round(rounds.length + 1, rounds.length + 1), ...rounds];
    } else {
      status = body.action === 'return' ? 'returned' : 'approved';
      rounds[0] = {
        ...rounds[0],
        decision: body.action === 'return' ? 'returned' : 'approved',
        reason: body.note ?? null,
        decidedAt: '2026-02-02T09:00:00.000Z',
      };
    }
    return ok({ id: 7, status });
  }),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  window.localStorage.clear();
  status = 'submitted';
  rounds = [];
  callerIsReviewer = true;
});
afterEach(() => {
  pages = [];
  transitions = [];
  saves = [];
  deletes = [];
});

const reviewRoute = routeOf('/acquisitionManagement/accounting');
const REVIEWER = ['acquisition:entry:list', 'acquisition:review:list', 'acquisition:review:comment', 'business:project:transition'];

const renderReview = (path = '/acquisitionManagement/accounting?id=7', userid = REVIEWER_ID) =>
  renderRoute(reviewRoute, path, { roles: ['reviewer'], permissions: REVIEWER, userid });

const commentCount = (text: string) => rowOf(text).querySelector('[data-comment-count]')?.getAttribute('data-comment-count');
const headerCard = () =>
  screen.getByText('数据审核', { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card') as HTMLElement;

describe('/acquisitionManagement/accounting (数据审核)', () => {
  it('is a visible route of mf-acquisition titled 数据审核', () => {
    expect(reviewRoute?.titleKey).toBe('acquisition:review.title');
    expect(reviewRoute?.hidden).toBeFalsy();
  });

  it('lists the projects to review (submitted, in review, decided) with SPEC §4 status tags, and 审核 opens one', async () => {
    renderReview('/acquisitionManagement/accounting');
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('双面组件碳足迹', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({ objName: 'pcf_project', pageNum: 1 });
    expect(conditionsOf(pages[0])).toContainEqual({
      field: 'status',
      operator: 'in',
      value: ['submitted', 'in_review', 'returned', 'approved'],
    });
    expect(within(rowOf('双面组件碳足迹')).getByText('已提交')).toHaveClass('ant-tag-blue');
    expect(within(rowOf('单晶组件')).getByText('审核中')).toHaveClass('ant-tag-blue');
    expect(within(rowOf('薄膜组件')).getByText('已退回')).toHaveClass('ant-tag-red');
    expect(within(rowOf('异质结组件')).getByText('审核通过')).toHaveClass('ant-tag-green');

    await user.click(button('审核', rowOf('双面组件碳足迹')));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/acquisitionManagement/accounting?id=7'));
    expect(await screen.findByText('PJ-2026-007')).toBeInTheDocument();
  });

  it('shows a submitted project’s lines by stage read-only, with its evidence previewed, no comments before the review starts, and 开始审核 takes it', async () => {
    renderReview();
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    for (const text of ['PJ-2026-007', '演示光伏科技有限公司', 'PV-580M']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(within(headerCard()).getByText('已提交')).toHaveClass('ant-tag-blue');
    expect(within(rowOf('多晶硅')).getByText('EF-SI · 多晶硅（西门子法）')).toBeInTheDocument();
    expect(within(rowOf('多晶硅')).getByText('1.5')).toBeInTheDocument();
    expect(screen.queryByText('电力')).not.toBeInTheDocument();
    // not in review: the reviewer reads, but neither comments nor decides
    expect(screen.queryByText('批注')).not.toBeInTheDocument();
    expect(screen.queryByText('通 过')).not.toBeInTheDocument();
    expect(screen.queryByText('退 回')).not.toBeInTheDocument();
    expect(within(rowOf('多晶硅')).queryByText('编辑')).not.toBeInTheDocument();

    await user.click(screen.getByText('生产制造'));
    expect(await screen.findByText('电力')).toBeInTheDocument();
    await user.click(screen.getByText('原材料获取'));

    await user.click(button('硅料采购发票', rowOf('多晶硅')));
    const preview = await dialog('证明文件：硅料采购发票');
    expect(preview.querySelector('iframe')).toHaveAttribute('src', '/rest/review/evidence/file?projectId=7&id=31');
    await user.click(button('关 闭', preview));

    await user.click(button('开始审核'));
    expect(await screen.findByText('已开始审核!')).toBeInTheDocument();
    expect(transitions).toEqual([{ id: 7, action: 'take' }]);
    expect(await within(headerCard()).findByText('审核中')).toBeInTheDocument();
    expect(within(rowOf('光伏玻璃')).getByText('批注')).toBeInTheDocument();
    expect(button('通 过')).toBeInTheDocument();
    expect(button('退 回')).toBeInTheDocument();
  });

  it('refuses an empty comment with a message, saves a comment on a line and counts it there', async () => {
    status = 'in_review';
    rounds = [round(1, 1)];
    renderReview();
    await screen.findByText('光伏玻璃', undefined, { timeout: 15000 });
    expect(commentCount('光伏玻璃')).toBe('0');
    await user.click(button('批注', rowOf('光伏玻璃')));
    const form = await dialog('新增批注');
    expect(within(form).getByText('第 2 行 · 原材料获取 · 光伏玻璃')).toBeInTheDocument();
    await user.click(button('保 存', form));
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(await within(form).findByText('请填写审核意见')).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.type(within(form).getByLabelText('审核意见'), '玻璃用量与 BOM 不符，请核对');
    await user.click(button('保 存', form));
    expect(await screen.findByText('已添加批注')).toBeInTheDocument();
    expect(saves).toEqual([{ projectId: 7, lineId: 2, body: '玻璃用量与 BOM 不符，请核对' }]);
    await waitFor(() => expect(commentCount('光伏玻璃')).toBe('1'));
  });

  it('edits and deletes the reviewer’s own comment of the open round, the delete after the SPEC §8 confirm', async () => {
    status = 'in_review';
    rounds = [round(2, 2, { comments: [comment(21, 2, 1, '请补充硅料的运输距离')] })];
    renderReview();
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    expect(commentCount('多晶硅')).toBe('1');
    await user.click(rowOf('多晶硅').querySelector('[data-comment-count]') as HTMLElement);
    let panel = await drawer('审核意见：第 1 行 · 原材料获取 · 多晶硅');
    expect(within(panel).getByText('请补充硅料的运输距离')).toBeInTheDocument();

    await user.click(button('编辑', panel));
    const form = await dialog('编辑批注');
    const body = within(form).getByLabelText('审核意见');
    await user.clear(body);
    await user.type(body, '请补充硅料的运输距离和方式');
    await user.click(button('保 存', form));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(saves).toEqual([{ projectId: 7, lineId: 1, id: 21, body: '请补充硅料的运输距离和方式' }]);

    panel = await drawer('审核意见：第 1 行 · 原材料获取 · 多晶硅');
    await user.click(button('删除', panel));
    const confirm = await dialog('警告');
    expect(within(confirm).getByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(deletes).toEqual([{ projectId: 7, id: 21 }]);
  });

  it('returns the project only with a reason, and sends it', async () => {
    status = 'in_review';
    rounds = [round(1, 1)];
    renderReview();
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    await user.click(button('退 回'));
    const form = await dialog('退回项目');
    await user.click(button('确 定', form));
    expect(await within(form).findByText('请填写退回原因')).toBeInTheDocument();
    expect(transitions).toEqual([]);

    await user.type(within(form).getByLabelText('退回原因'), '电力数据缺少证明文件');
    await user.click(button('确 定', form));
    expect(await screen.findByText('退回成功!')).toBeInTheDocument();
    expect(transitions).toEqual([{ id: 7, action: 'return', note: '电力数据缺少证明文件' }]);
    expect(await within(headerCard()).findByText('已退回')).toBeInTheDocument();
    expect(screen.queryByText('批注')).not.toBeInTheDocument();
  });

  it('approves the project after a confirmation', async () => {
    status = 'in_review';
    rounds = [round(1, 1)];
    renderReview();
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    await user.click(button('通 过'));
    const confirm = await dialog('警告');
    expect(within(confirm).getByText('确定审核通过项目“双面组件碳足迹”吗？通过后清单数据不能再修改。')).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('审核通过!')).toBeInTheDocument();
    expect(transitions).toEqual([{ id: 7, action: 'approve' }]);
    await waitFor(() => expect(screen.queryByText('通 过')).not.toBeInTheDocument());
  });

  it('shows the rounds newest first with reviewer, decision, reason, comments and the company’s replies, and offers no comment once the project is returned', async () => {
    status = 'returned';
    rounds = [
      round(2, 2, {
        decision: 'returned',
        reason: '电力数据缺少证明文件',
        decidedAt: '2026-03-02T09:00:00.000Z',
        comments: [comment(22, 2, 2, '玻璃用量偏高'), comment(23, 2, null, '铝边框的来源不明', { lineLabel: '铝边框' })],
      }),
      round(1, 1, {
        decision: 'returned',
        reason: '数据不完整',
        decidedAt: '2026-02-02T09:00:00.000Z',
        comments: [
          comment(11, 1, 1, '请补充硅料发票', { reply: '已上传发票', replyAuthorName: '核算员李', repliedAt: '2026-02-03T10:00:00.000Z' }),
        ],
      }),
    ];
    renderReview();
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    const history = screen.getByText('审核记录').closest<HTMLElement>('.ant-card') as HTMLElement;
    expect([...history.querySelectorAll('[data-round]')].map((el) => el.getAttribute('data-round'))).toEqual(['2', '1']);
    const [second, first] = [...history.querySelectorAll<HTMLElement>('[data-round]')];
    expect(within(second).getByText('第 2 轮审核')).toBeInTheDocument();
    expect(within(second).getByText('已退回')).toHaveClass('ant-tag-red');
    expect(within(second).getByText('电力数据缺少证明文件')).toBeInTheDocument();
    expect(within(second).getByText('玻璃用量偏高')).toBeInTheDocument();
    expect(within(second).getByText('原材料获取 · 铝边框')).toBeInTheDocument();
    expect(within(second).getByText('该行已删除')).toBeInTheDocument();
    expect(within(second).getAllByText('企业尚未回复')).toHaveLength(2);
    expect(within(first).getByText('数据不完整')).toBeInTheDocument();
    expect(within(first).getByText('请补充硅料发票')).toBeInTheDocument();
    expect(within(first).getByText('已上传发票')).toBeInTheDocument();
    expect(within(first).getByText('核算员李', { exact: false })).toBeInTheDocument();

    // returned: the reviewer no longer comments, edits or decides
    expect(commentCount('光伏玻璃')).toBe('1');
    expect(screen.queryByText('批注')).not.toBeInTheDocument();
    expect(screen.queryByText('通 过')).not.toBeInTheDocument();
    await user.click(rowOf('光伏玻璃').querySelector('[data-comment-count]') as HTMLElement);
    const panel = await drawer('审核意见：第 2 行 · 原材料获取 · 光伏玻璃');
    expect(within(panel).getByText('玻璃用量偏高')).toBeInTheDocument();
    expect(within(panel).queryByText('添加批注')).not.toBeInTheDocument();
    expect(within(panel).queryByText('编辑')).not.toBeInTheDocument();
  });

  it('offers someone other than the project’s reviewer neither the review moves nor comments', async () => {
    status = 'in_review';
    rounds = [round(1, 1)];
    callerIsReviewer = false;
    renderReview('/acquisitionManagement/accounting?id=7', 99);
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    expect(screen.getByText('仅该项目的审核人可以审核，您可以查看清单数据和审核记录。')).toBeInTheDocument();
    expect(screen.queryByText('通 过')).not.toBeInTheDocument();
    expect(screen.queryByText('退 回')).not.toBeInTheDocument();
    expect(screen.queryByText('批注')).not.toBeInTheDocument();
  });
});

describe('previewKindOf', () => {
  it('previews PDFs and JPEG or PNG images and downloads anything else', () => {
    expect(previewKindOf('发票.PDF')).toBe('pdf');
    expect(previewKindOf('nameplate.jpeg')).toBe('image');
    expect(previewKindOf('meter.jpg')).toBe('image');
    expect(previewKindOf('photo.png')).toBe('image');
    expect(previewKindOf('bom.xlsx')).toBeNull();
    expect(previewKindOf('report.docx')).toBeNull();
    expect(previewKindOf('pdf')).toBeNull();
  });
});
