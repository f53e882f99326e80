import { INVENTORY_PERMISSIONS, REVIEW_COMMENT_MAX, REVIEW_PERMISSIONS, REVIEW_REPLY_MAX } from '@pcf/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import * as contracts from '@pcf/shared/contracts';
import type {
  InventoryLineInput,
  ReviewRoundsReply,
  SaveInventoryLineReply,
  SaveProjectReply,
  SaveReviewCommentReply,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { snapshot } from '../../../testing/databaseSnapshot';
import { createCompany, createUser, roleId } from '../../../testing/accounts';
import { companies, emissionFactors, inventoryLines, projects, reviewComments, reviewRounds, sysOperLog, units } from '../../../schema';
import { DEMO_COMPANY } from '../../../seed';
import { ROLE_GRANTS } from '../../../seed/menuTree';
import { translate, type MessageKey, type MessageParams } from '../../../http/messages';
import { roleHolding } from '../../../testing/deptsRoles';
import { electricityLine, projectRequest } from '../../projects/projects.fixture';
import { multipartBody, pdfOf } from '../../files/documents.fixture';
import { REVIEW_COMMENT_LOG_OBJECT } from './service';

const PASSWORD = 'Review@123456x';
const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);

describe('review constants', () => {
  it('log comments under an object the log knows', () => {
    expect(contracts.OPER_OBJECTS).toContain(REVIEW_COMMENT_LOG_OBJECT);
  });

  it('read the rounds with the permission both sides hold, and grant commenting to reviewers and answering to enterprise users', () => {
    expect(contracts.reviewEndpoints.rounds.permission).toBe(INVENTORY_PERMISSIONS.list);
    expect(contracts.reviewEndpoints.evidenceFile.permission).toBe(INVENTORY_PERMISSIONS.list);
    expect(ROLE_GRANTS.reviewer).toEqual(
      expect.arrayContaining(['/acquisitionManagement/index', '/acquisitionManagement/accounting', REVIEW_PERMISSIONS.comment]),
    );
    expect(ROLE_GRANTS.reviewer).not.toContain(REVIEW_PERMISSIONS.reply);
    expect(ROLE_GRANTS.enterprise).toEqual(expect.arrayContaining(['/acquisitionManagement/index', REVIEW_PERMISSIONS.reply]));
    expect(ROLE_GRANTS.enterprise).not.toContain(REVIEW_PERMISSIONS.comment);
  });
});

describeEachDatabase('data review', (ctx) => {
  const db = () => ctx().database.db;
  /** Every table and file but the sessions, which slide forward on any request, a refused one too. */
  const state = async () => {
    const { tables, files } = await snapshot(db(), ctx().config.dataDir);
    const { 'public.sessions': _sessions, ...rest } = tables;
    return { tables: rest, files };
  };
  const ids = { companyA: 0, companyB: 0, accA: 0, accA2: 0, accB: 0, rev1: 0, rev2: 0, kWh: 0, grid: 0, gridVersion: 0 };
  const tokens = { admin: '', accA: '', accA2: '', readerA: '', accB: '', rev1: '', rev2: '' };
  type Who = keyof typeof tokens;

  beforeAll(async () => {
    const [a] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    ids.companyA = a.id;
    ids.companyB = (await createCompany(db(), 'Review B Co')).companyId;
    // the seeded roles: what the grants give is what is tested
    const enterprise = await roleId(db(), 'enterprise');
    const reviewer = await roleId(db(), 'reviewer');
    // a company user who reads the inventory and its rounds but may not answer
    const reader = await roleHolding(db(), 'review_reader', ids.companyA, [INVENTORY_PERMISSIONS.list]);
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review', role: number) =>
      createUser(db(), { account, password: PASSWORD, name: `${account} name`, companyId, userType, roleIds: [role] });
    ids.accA = await user('rv_acc_a', ids.companyA, 'enterprise', enterprise);
    ids.accA2 = await user('rv_acc_a2', ids.companyA, 'enterprise', enterprise);
    await user('rv_reader_a', ids.companyA, 'enterprise', reader.roleId);
    ids.accB = await user('rv_acc_b', ids.companyB, 'enterprise', enterprise);
    ids.rev1 = await user('rv_rev_1', null, 'review', reviewer);
    ids.rev2 = await user('rv_rev_2', null, 'review', reviewer);
    [ids.kWh] = (await db().select({ id: units.id }).from(units).where(eq(units.code, 'kWh'))).map((u) => u.id);
    const [grid] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG'));
    [ids.grid, ids.gridVersion] = [grid.id, grid.currentVersionId as number];
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    for (const [who, account] of [
      ['accA', 'rv_acc_a'],
      ['accA2', 'rv_acc_a2'],
      ['readerA', 'rv_reader_a'],
      ['accB', 'rv_acc_b'],
      ['rev1', 'rv_rev_1'],
      ['rev2', 'rv_rev_2'],
    ] as const) {
      tokens[who] = await login(ctx().app, account, PASSWORD);
    }
  });

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });

  let serial = 0;
  const createProject = async (company: 'A' | 'B' = 'A'): Promise<number> => {
    serial += 1;
    const body = projectRequest({
      companyId: company === 'A' ? ids.companyA : ids.companyB,
      code: `RV-${serial}`,
      name: `Review project ${serial}`,
      declaredUnitId: (await db().select({ id: units.id }).from(units).where(eq(units.code, 'kWp')))[0].id,
      accountantId: company === 'A' ? ids.accA : ids.accB,
      reviewerId: ids.rev1,
    });
    const answer = json<SaveProjectReply>(await call('POST', '/rest/project/create', 'admin', body));
    expect(answer.code).toBe(200);
    return answer.data.id;
  };
  const electricity = (over: Partial<InventoryLineInput> = {}) => electricityLine(ids, over);
  const addLine = async (who: Who, projectId: number, over: Partial<InventoryLineInput> = {}): Promise<number> => {
    const saved = json<SaveInventoryLineReply>(
      await call('POST', '/rest/inventory/line/save', who, { projectId, line: electricity(over) }),
    );
    expect([saved.code, saved.msg]).toEqual([200, '保存成功!']);
    return saved.data.id;
  };
  const transition = async (who: Who, id: number, action: string, note?: string) => {
    const answer = json(await call('POST', '/rest/project/transition', who, { id, action, ...(note ? { note } : {}) }));
    expect([action, answer.code, answer.msg]).toEqual([action, 200, '操作成功']);
  };
  /** A company A project with its lines, submitted and taken into review by rev1. */
  const projectInReview = async (lines: Partial<InventoryLineInput>[] = [{}]): Promise<{ projectId: number; lineIds: number[] }> => {
    const projectId = await createProject();
    const lineIds: number[] = [];
    for (const line of lines) lineIds.push(await addLine('accA', projectId, line));
    await transition('accA', projectId, 'submit');
    await transition('rev1', projectId, 'take');
    return { projectId, lineIds };
  };
  const roundsOf = async (projectId: number) =>
    db().select().from(reviewRounds).where(eq(reviewRounds.projectId, projectId)).orderBy(reviewRounds.roundNo);
  const readRounds = (who: Who, projectId: number, language?: string) =>
    call('GET', `/rest/review/rounds?projectId=${projectId}`, who, undefined, language);
  const comment = (who: Who, body: { projectId: number; lineId: number; body: string; id?: number }, language?: string) =>
    call('POST', '/rest/review/comment/save', who, body, language);
  const removeComment = (who: Who, projectId: number, id: number) => call('POST', '/rest/review/comment/delete', who, { projectId, id });
  const reply = (who: Who, projectId: number, id: number, text: string) =>
    call('POST', '/rest/review/comment/reply', who, { projectId, id, reply: text });
  const commentId = async (response: Awaited<ReturnType<typeof comment>>): Promise<number> => {
    const answer = json<SaveReviewCommentReply>(response);
    expect(answer.code).toBe(200);
    return answer.data.id;
  };

  describe('rounds follow the lifecycle', () => {
    it('take opens a round reviewed by the taker; return closes it with the reason; a resubmitted project is taken again as round 2 and approved', async () => {
      const { projectId } = await projectInReview();
      const taken = ctx().clock.now();
      expect(
        (await roundsOf(projectId)).map((r) => [r.roundNo, r.reviewerId, r.decision, r.reason, r.startedAt.toISOString(), r.decidedAt]),
      ).toEqual([[1, ids.rev1, null, null, taken.toISOString(), null]]);

      // a return without a reason is refused and leaves the round open
      const noReason = json(await call('POST', '/rest/project/transition', 'rev1', { id: projectId, action: 'return' }));
      expect(noReason.msg).toBe(zh('projectNoteRequired'));
      expect((await roundsOf(projectId)).map((r) => r.decision)).toEqual([null]);

      ctx().clock.advance(60_000);
      await transition('rev1', projectId, 'return', '  Use the metered electricity  ');
      const [first] = await roundsOf(projectId);
      expect([first.decision, first.reason, first.decidedAt?.toISOString()]).toEqual([
        'returned',
        'Use the metered electricity',
        ctx().clock.now().toISOString(),
      ]);

      // the company starts again (its first change), submits; the reviewer takes it again: round 2
      await addLine('accA', projectId, { description: 'Metered electricity' });
      await transition('accA', projectId, 'submit');
      ctx().clock.advance(60_000);
      await transition('rev1', projectId, 'take');
      expect((await roundsOf(projectId)).map((r) => [r.roundNo, r.decision])).toEqual([
        [1, 'returned'],
        [2, null],
      ]);
      await transition('rev1', projectId, 'approve');
      const rounds = await roundsOf(projectId);
      expect(rounds.map((r) => [r.roundNo, r.decision, r.reason])).toEqual([
        [1, 'returned', 'Use the metered electricity'],
        [2, 'approved', null],
      ]);

      const read = json<ReviewRoundsReply>(await readRounds('accA', projectId));
      expect(read.data).toEqual({
        projectId,
        projectStatus: 'approved',
        canComment: false,
        canReply: false,
        rounds: [
          {
            id: rounds[1].id,
            roundNo: 2,
            reviewerId: ids.rev1,
            reviewerName: 'rv_rev_1 name',
            startedAt: rounds[1].startedAt.toISOString(),
            decision: 'approved',
            reason: null,
            decidedAt: rounds[1].decidedAt?.toISOString(),
            comments: [],
          },
          {
            id: rounds[0].id,
            roundNo: 1,
            reviewerId: ids.rev1,
            reviewerName: 'rv_rev_1 name',
            startedAt: rounds[0].startedAt.toISOString(),
            decision: 'returned',
            reason: 'Use the metered electricity',
            decidedAt: rounds[0].decidedAt?.toISOString(),
            comments: [],
          },
        ],
      });
    });

    it("keeps the approval's note as the round's reason, and opens no round on a refused take", async () => {
      const projectId = await createProject();
      await addLine('accA', projectId);
      await transition('accA', projectId, 'submit');
      // only the assigned reviewer takes: rev2 does not see the project, the company may not take
      expect(json(await call('POST', '/rest/project/transition', 'rev2', { id: projectId, action: 'take' })).code).toBe(404);
      expect(json(await call('POST', '/rest/project/transition', 'accA', { id: projectId, action: 'take' })).msg).toBe(
        zh('projectActionNotYours'),
      );
      expect(await roundsOf(projectId)).toEqual([]);
      await transition('rev1', projectId, 'take');
      await transition('rev1', projectId, 'approve', 'Complete and traceable');
      expect((await roundsOf(projectId)).map((r) => [r.roundNo, r.decision, r.reason])).toEqual([
        [1, 'approved', 'Complete and traceable'],
      ]);
    });

    it('gives a project that went into review before rounds were kept its round on the first comment, and decides that round', async () => {
      const { projectId, lineIds } = await projectInReview();
      await db().delete(reviewRounds).where(eq(reviewRounds.projectId, projectId));
      const read = json<ReviewRoundsReply>(await readRounds('rev1', projectId));
      expect([read.data.rounds, read.data.canComment]).toEqual([[], true]);
      await commentId(await comment('rev1', { projectId, lineId: lineIds[0], body: 'Source?' }));
      await transition('rev1', projectId, 'return', 'See the comment');
      expect((await roundsOf(projectId)).map((r) => [r.roundNo, r.decision, r.reason])).toEqual([[1, 'returned', 'See the comment']]);
      // and a decision without any round yet records one
      const other = await projectInReview();
      await db().delete(reviewRounds).where(eq(reviewRounds.projectId, other.projectId));
      await transition('rev1', other.projectId, 'approve');
      expect((await roundsOf(other.projectId)).map((r) => [r.roundNo, r.decision])).toEqual([[1, 'approved']]);
    });
  });

  describe('comments', () => {
    it("lets the project's reviewer comment on its lines in the open round, edit and delete their own, and logs each change", async () => {
      const { projectId, lineIds } = await projectInReview([
        { description: 'Cell line electricity' },
        { stage: 'raw_material', description: 'Wafer electricity' },
      ]);
      const read = json<ReviewRoundsReply>(await readRounds('rev1', projectId));
      expect([read.data.projectStatus, read.data.canComment, read.data.canReply]).toEqual(['in_review', true, false]);

      const added = await comment('rev1', { projectId, lineId: lineIds[0], body: '  Which meter?  ' });
      expect(json(added).msg).toBe('新增成功!');
      const first = await commentId(added);
      const second = await commentId(await comment('rev1', { projectId, lineId: lineIds[1], body: 'Invoice missing' }));
      const [row] = await db().select().from(reviewComments).where(eq(reviewComments.id, first));
      expect([row.body, row.lineStage, row.lineLabel, row.authorId]).toEqual([
        'Which meter?',
        'production',
        'Cell line electricity',
        ids.rev1,
      ]);

      // an edit of one's own comment: the text and the line it is on
      const edited = json(await comment('rev1', { projectId, id: first, lineId: lineIds[0], body: 'Which meter, and which months?' }));
      expect([edited.code, edited.msg]).toEqual([200, '保存成功!']);
      const deleted = json(await removeComment('rev1', projectId, second));
      expect([deleted.code, deleted.msg]).toEqual([200, '删除成功!']);
      expect((await db().select().from(reviewComments).where(eq(reviewComments.projectId, projectId))).map((c) => [c.id, c.body])).toEqual([
        [first, 'Which meter, and which months?'],
      ]);

      const log = await db()
        .select({ action: sysOperLog.action, account: sysOperLog.account })
        .from(sysOperLog)
        .where(and(eq(sysOperLog.object, REVIEW_COMMENT_LOG_OBJECT), inArray(sysOperLog.targetIds, [String(first), String(second)])))
        .orderBy(sysOperLog.id);
      expect(log.map((l) => [l.action, l.account])).toEqual([
        ['create', 'rv_rev_1'],
        ['create', 'rv_rev_1'],
        ['update', 'rv_rev_1'],
        ['delete', 'rv_rev_1'],
      ]);
    });

    it('refuses everyone but the reviewer, outside the review, lines of other projects, empty or long texts and comments not their own, changing nothing', async () => {
      const { projectId, lineIds } = await projectInReview();
      const other = await projectInReview();
      const otherComment = await commentId(
        await comment('rev1', { projectId: other.projectId, lineId: other.lineIds[0], body: 'Elsewhere' }),
      );
      const mine = await commentId(await comment('rev1', { projectId, lineId: lineIds[0], body: 'Mine' }));
      const collecting = await createProject();
      const collectingLine = await addLine('accA', collecting);

      const before = await state();
      const lineId = lineIds[0];
      const cases: [Who, object, number, string][] = [
        // an administrator sees the project but is not its reviewer
        ['admin', { projectId, lineId, body: 'x' }, 403, zh('reviewNotReviewer')],
        // another reviewer, another company: the project is not theirs to see
        ['rev2', { projectId, lineId, body: 'x' }, 404, zh('projectMissing')],
        // the company has no comment permission at all
        ['accA', { projectId, lineId, body: 'x' }, 403, zh('forbidden')],
        ['rev1', { projectId: collecting, lineId: collectingLine, body: 'x' }, 400, zh('reviewNotInReview')],
        ['rev1', { projectId, lineId: other.lineIds[0], body: 'x' }, 400, zh('reviewLineNotInProject', { id: other.lineIds[0] })],
        ['rev1', { projectId, lineId: 999999, body: 'x' }, 400, zh('reviewLineNotInProject', { id: 999999 })],
        ['rev1', { projectId, lineId, body: '   ' }, 400, zh('reviewCommentInvalid', { max: REVIEW_COMMENT_MAX })],
        [
          'rev1',
          { projectId, lineId, body: 'x'.repeat(REVIEW_COMMENT_MAX + 1) },
          400,
          zh('reviewCommentInvalid', { max: REVIEW_COMMENT_MAX }),
        ],
        ['rev1', { projectId, lineId, id: otherComment, body: 'x' }, 404, zh('reviewCommentMissing')],
        ['rev1', { projectId: 999999, lineId, body: 'x' }, 404, zh('projectMissing')],
      ];
      for (const [who, body, status, msg] of cases) {
        const response = await call('POST', '/rest/review/comment/save', who, body);
        expect([who, body, response.statusCode, json(response).msg]).toEqual([who, body, status, msg]);
      }
      expect(json(await comment('rev1', { projectId, lineId, body: '   ' }, 'en-US')).msg).toBe(
        en('reviewCommentInvalid', { max: REVIEW_COMMENT_MAX }),
      );
      for (const [who, id, status, msg] of [
        ['admin', mine, 403, zh('reviewNotReviewer')],
        ['rev1', otherComment, 404, zh('reviewCommentMissing')],
      ] as const) {
        const response = await removeComment(who, projectId, id);
        expect([who, response.statusCode, json(response).msg]).toEqual([who, status, msg]);
      }
      expect(await state()).toEqual(before);

      // a reviewer newly assigned mid-review comments, but changes only their own comments
      expect(
        json(await call('POST', '/rest/project/assign', 'admin', { id: projectId, accountantId: ids.accA, reviewerId: ids.rev2 })).code,
      ).toBe(200);
      const afterAssign = await state();
      expect(json(await comment('rev2', { projectId, id: mine, lineId, body: 'Taken over' })).msg).toBe(zh('reviewCommentNotYours'));
      expect(json(await removeComment('rev2', projectId, mine)).msg).toBe(zh('reviewCommentNotYours'));
      // the former reviewer no longer sees the project
      expect((await comment('rev1', { projectId, id: mine, lineId, body: 'Still mine?' })).statusCode).toBe(404);
      expect(await state()).toEqual(afterAssign);
      const theirs = await commentId(await comment('rev2', { projectId, lineId, body: 'x'.repeat(REVIEW_COMMENT_MAX) }));
      expect((await db().select().from(reviewComments).where(eq(reviewComments.id, theirs)))[0].authorId).toBe(ids.rev2);
    });

    it('closes the comments of a decided round: not changed once returned, nor in the next round', async () => {
      const { projectId, lineIds } = await projectInReview();
      const first = await commentId(await comment('rev1', { projectId, lineId: lineIds[0], body: 'Round one' }));
      await transition('rev1', projectId, 'return', 'See the comment');
      expect(json(await comment('rev1', { projectId, id: first, lineId: lineIds[0], body: 'Later' })).msg).toBe(zh('reviewNotInReview'));
      expect(json(await comment('rev1', { projectId, lineId: lineIds[0], body: 'New' })).msg).toBe(zh('reviewNotInReview'));
      await addLine('accA', projectId, { id: lineIds[0], quantity: 99 });
      await transition('accA', projectId, 'submit');
      await transition('rev1', projectId, 'take');
      const before = await state();
      expect(json(await comment('rev1', { projectId, id: first, lineId: lineIds[0], body: 'Later' })).msg).toBe(zh('reviewRoundDecided'));
      expect(json(await removeComment('rev1', projectId, first)).msg).toBe(zh('reviewRoundDecided'));
      expect(await state()).toEqual(before);
      // a new comment joins round 2
      const second = await commentId(await comment('rev1', { projectId, lineId: lineIds[0], body: 'Round two' }));
      const read = json<ReviewRoundsReply>(await readRounds('rev1', projectId)).data;
      expect(read.rounds.map((r) => [r.roundNo, r.comments.map((c) => c.id)])).toEqual([
        [2, [second]],
        [1, [first]],
      ]);
    });
  });

  describe('answers', () => {
    it('lets a company user answer a comment of a decided round while the project is returned or collecting, and change the answer', async () => {
      const { projectId, lineIds } = await projectInReview();
      const id = await commentId(await comment('rev1', { projectId, lineId: lineIds[0], body: 'Which meter?' }));
      expect(json(await reply('accA', projectId, id, 'Meter 3')).msg).toBe(zh('reviewReplyNotNow'));
      await transition('rev1', projectId, 'return', 'See the comment');
      expect(json<ReviewRoundsReply>(await readRounds('accA', projectId)).data.canReply).toBe(true);

      ctx().clock.advance(1000);
      const answered = json(await reply('accA', projectId, id, '  Meter 3, January to December  '));
      expect([answered.code, answered.msg]).toEqual([200, '保存成功!']);
      const repliedAt = ctx().clock.now().toISOString();
      let shown = json<ReviewRoundsReply>(await readRounds('rev1', projectId)).data.rounds[0].comments[0];
      expect([shown.reply, shown.replyAuthorName, shown.repliedAt]).toEqual(['Meter 3, January to December', 'rv_acc_a name', repliedAt]);

      // another user of the company changes the answer; the project collecting again still allows it
      await addLine('accA', projectId, { id: lineIds[0], quantity: 99 });
      expect((await db().select({ status: projects.status }).from(projects).where(eq(projects.id, projectId)))[0].status).toBe(
        'collecting',
      );
      expect(json(await reply('accA2', projectId, id, 'Meter 3 (calibrated)')).code).toBe(200);
      shown = json<ReviewRoundsReply>(await readRounds('accA', projectId)).data.rounds[0].comments[0];
      expect([shown.reply, shown.replyAuthorName]).toEqual(['Meter 3 (calibrated)', 'rv_acc_a2 name']);
      const log = await db()
        .select({ account: sysOperLog.account })
        .from(sysOperLog)
        .where(and(eq(sysOperLog.object, REVIEW_COMMENT_LOG_OBJECT), eq(sysOperLog.action, 'update'), eq(sysOperLog.targetIds, String(id))))
        .orderBy(sysOperLog.id);
      expect(log.map((l) => l.account)).toEqual(['rv_acc_a', 'rv_acc_a2']);

      // submitted again: the answers are closed
      await transition('accA', projectId, 'submit');
      expect(json(await reply('accA', projectId, id, 'Too late')).msg).toBe(zh('reviewReplyNotNow'));
    });

    it('refuses the reviewer, administrators, other companies, empty or long answers and comments of other projects, changing nothing', async () => {
      const { projectId, lineIds } = await projectInReview();
      const id = await commentId(await comment('rev1', { projectId, lineId: lineIds[0], body: 'Which meter?' }));
      await transition('rev1', projectId, 'return', 'See the comment');
      const other = await projectInReview();
      const otherId = await commentId(await comment('rev1', { projectId: other.projectId, lineId: other.lineIds[0], body: 'Elsewhere' }));
      await transition('rev1', other.projectId, 'return', 'See the comment');

      const before = await state();
      const cases: [Who, number, string, number, string][] = [
        ['admin', id, 'x', 403, zh('reviewReplyNotCompany')],
        // the reviewer holds no answer permission
        ['rev1', id, 'x', 403, zh('forbidden')],
        ['accB', id, 'x', 404, zh('projectMissing')],
        // a company user without the answer permission
        ['readerA', id, 'x', 403, zh('forbidden')],
        ['accA', id, '  ', 400, zh('reviewReplyInvalid', { max: REVIEW_REPLY_MAX })],
        ['accA', id, 'x'.repeat(REVIEW_REPLY_MAX + 1), 400, zh('reviewReplyInvalid', { max: REVIEW_REPLY_MAX })],
        ['accA', otherId, 'x', 404, zh('reviewCommentMissing')],
      ];
      for (const [who, commentIdOf, text, status, msg] of cases) {
        const response = await reply(who, projectId, commentIdOf, text);
        expect([who, text.length, response.statusCode, json(response).msg]).toEqual([who, text.length, status, msg]);
      }
      expect(await state()).toEqual(before);
    });

    it('refuses an answer to a comment of a round still open', async () => {
      // only reachable with a round left open by hand: the lifecycle closes it on every return
      const { projectId, lineIds } = await projectInReview();
      const id = await commentId(await comment('rev1', { projectId, lineId: lineIds[0], body: 'Open' }));
      await transition('rev1', projectId, 'return', 'See the comment');
      await db().update(reviewRounds).set({ decision: null, reason: null, decidedAt: null }).where(eq(reviewRounds.projectId, projectId));
      expect(json(await reply('accA', projectId, id, 'Answer')).msg).toBe(zh('reviewRoundOpen'));
    });
  });

  describe('reading', () => {
    it("answers the project's company, its reviewer and administrators, and 404 to anyone else", async () => {
      const { projectId } = await projectInReview();
      const answers: [Who, number, boolean, boolean][] = [];
      for (const who of ['accA', 'readerA', 'rev1', 'admin'] as const) {
        const answer = json<ReviewRoundsReply>(await readRounds(who, projectId));
        answers.push([who, answer.code, answer.data.canComment, answer.data.canReply]);
      }
      expect(answers).toEqual([
        ['accA', 200, false, false],
        ['readerA', 200, false, false],
        ['rev1', 200, true, false],
        ['admin', 200, false, false],
      ]);
      for (const who of ['accB', 'rev2'] as const) {
        const response = await readRounds(who, projectId, 'en-US');
        expect([who, response.statusCode, json(response).msg]).toEqual([who, 404, en('projectMissing')]);
      }
      expect((await readRounds('accA', 999999)).statusCode).toBe(404);
      await transition('rev1', projectId, 'return', 'See the comment');
      const canReply = async (who: Who) => json<ReviewRoundsReply>(await readRounds(who, projectId)).data.canReply;
      expect([
        await canReply('accA'),
        await canReply('accA2'),
        await canReply('readerA'),
        await canReply('rev1'),
        await canReply('admin'),
      ]).toEqual([true, true, false, false, false]);
    });

    it('lists comments in the order of the lines, keeping a deleted line by its copied stage and description', async () => {
      const { projectId, lineIds } = await projectInReview([
        { stage: 'production', description: 'Cell line electricity' },
        { stage: 'raw_material', description: 'Wafer electricity' },
        { stage: 'production', description: 'Framing electricity' },
      ]);
      const [cell, wafer, framing] = lineIds;
      const onFraming = await commentId(await comment('rev1', { projectId, lineId: framing, body: 'Framing?' }));
      const onCell = await commentId(await comment('rev1', { projectId, lineId: cell, body: 'Cell?' }));
      const onWafer = await commentId(await comment('rev1', { projectId, lineId: wafer, body: 'Wafer?' }));
      const onCellAgain = await commentId(await comment('rev1', { projectId, lineId: cell, body: 'And the months?' }));
      await transition('rev1', projectId, 'return', 'See the comments');
      const deleted = json(await call('POST', '/rest/inventory/line/delete', 'accA', { projectId, ids: [wafer] }));
      expect(deleted.code).toBe(200);
      expect(await db().select().from(inventoryLines).where(eq(inventoryLines.id, wafer))).toEqual([]);

      const read = json<ReviewRoundsReply>(await readRounds('accA', projectId)).data;
      const comments = read.rounds[0].comments;
      expect(comments.map((c) => [c.id, c.lineId, c.lineStage, c.lineLabel, c.body])).toEqual([
        [onWafer, null, 'raw_material', 'Wafer electricity', 'Wafer?'],
        [onCell, cell, 'production', 'Cell line electricity', 'Cell?'],
        [onCellAgain, cell, 'production', 'Cell line electricity', 'And the months?'],
        [onFraming, framing, 'production', 'Framing electricity', 'Framing?'],
      ]);
      expect(comments[0]).toEqual({
        id: onWafer,
        roundId: read.rounds[0].id,
        lineId: null,
        lineStage: 'raw_material',
        lineLabel: 'Wafer electricity',
        body: 'Wafer?',
        authorId: ids.rev1,
        authorName: 'rv_rev_1 name',
        createdAt: expect.any(String),
        reply: null,
        replyAuthorName: null,
        repliedAt: null,
      });
    });
  });
  describe('evidence of the lines', () => {
    const upload = async (title: string, text: string): Promise<number> => {
      const body = multipartBody({ title }, { filename: `${title}.pdf`, bytes: pdfOf(text) });
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/rest/evidence/upload',
        payload: body.payload,
        headers: { ...body.headers, authorization: tokens.accA },
      });
      const answer = json<{ id: number }>(response);
      expect(answer.code).toBe(200);
      return answer.data.id;
    };
    const file = (who: Who, projectId: number, id: number) =>
      call('GET', `/rest/review/evidence/file?projectId=${projectId}&id=${id}`, who);

    it("the project's reviewer opens a document linked to one of its lines, and nothing else; other companies and other reviewers get 404", async () => {
      const linked = await upload('Meter log rv', 'meter log for review');
      const unlinked = await upload('Unlinked rv', 'not linked to the project');
      const { projectId } = await projectInReview([{ dataType: 'primary', evidenceIds: [linked] }]);

      const opened = await file('rev1', projectId, linked);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toContain('application/pdf');
      expect(opened.rawPayload.equals(pdfOf('meter log for review'))).toBe(true);
      // the company reads it here too; an administrator as well
      expect((await file('accA', projectId, linked)).statusCode).toBe(200);
      expect((await file('admin', projectId, linked)).statusCode).toBe(200);

      // a document of the company that no line of this project names
      expect((await file('rev1', projectId, unlinked)).statusCode).toBe(404);
      // not their project
      expect((await file('rev2', projectId, linked)).statusCode).toBe(404);
      expect((await file('accB', projectId, linked)).statusCode).toBe(404);
      // the company-scoped library route still refuses the reviewer
      expect((await call('GET', `/rest/evidence/file?id=${linked}`, 'rev1')).statusCode).toBe(403);
    });
  });
});
