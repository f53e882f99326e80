import { createHash } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { OPER_OBJECTS, REPORT_CODE_PATTERN, REPORT_PERMISSIONS } from '@pcf/shared/contracts';
import type {
  InventoryLineInput,
  ReportDetail,
  ReportSections,
  ReportableSnapshot,
  ReportSummary,
  ReportVerification,
  ReportVersion,
  SaveProjectReply,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json } from '../../testing/testApp';
import { snapshot } from '../../testing/databaseSnapshot';
import { emissionFactors, projects, reports, sysOperLog } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';
import { projectRequest } from '../projects/projects.fixture';
import { computedThroughRoutes, footprintPeople, studySettings } from '../footprint/footprint.fixture';
import { docxFooters, docxDrawingCount, docxText, embeddedFontFiles, pdfText } from './reportOutput.fixture';
import { PUBLISH_STALE_AFTER_MS, REPORT_LOG_OBJECT, newVerificationCode } from './service';
import { ReportPublishRunner } from './publishJobs';
import { DiskObjectStore } from '../files/store';
import { lookupSession } from '../auth/sessions';
import type { JobHandler, JobQueue } from '../../jobs/queue';

// every report is rendered in the rendering threads (renderers.ts): here, on the thread that
// answers requests, the writers refuse, so a render that ran here fails its test
jest.mock('./pdf', () => ({ reportPdf: () => Promise.reject(new Error('a PDF was rendered on the event loop')) }));
jest.mock('./docx', () => ({ reportDocx: () => Promise.reject(new Error('a DOCX was rendered on the event loop')) }));

const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('report changes', () => {
  it('log under an object the operation log knows', () => {
    expect(OPER_OBJECTS).toContain(REPORT_LOG_OBJECT);
  });
});

describe('verification codes', () => {
  it('are 20 base32 characters in groups of 4, different every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newVerificationCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(new RegExp(REPORT_CODE_PATTERN));
  });
});

describeEachDatabase('study reports', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const tokens = { admin: '', accA: '', accA2: '', accB: '', rev1: '', rev2: '' };
  type Who = keyof typeof tokens;
  const ids = { companyA: 0, companyB: 0, accA: 0, accB: 0, rev1: 0 };
  const unitIds: Record<string, number> = {};
  let gridFactor = { id: 0, versionId: 0 };

  beforeAll(async () => {
    const R = REPORT_PERMISSIONS;
    const people = await footprintPeople(db(), ctx().app, 'rp', [R.list, R.edit, R.publish, R.withdraw]);
    Object.assign(tokens, people.tokens);
    Object.assign(unitIds, people.units);
    Object.assign(ids, {
      companyA: people.companyA,
      companyB: people.companyB,
      accA: people.users.accA,
      accB: people.users.accB,
      rev1: people.users.rev1,
    });
    const grid = (await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG')))[0];
    gridFactor = { id: grid.id, versionId: grid.currentVersionId as number };
  });

  const call = (method: 'GET' | 'POST', url: string, who: Who | null, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { ...(who ? { authorization: tokens[who] } : {}), 'accept-language': language } });
  const ok = async <T>(method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<T> => {
    const answer = json<T>(await call(method, url, who, payload));
    if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };
  const statusOf = async (id: number) =>
    (await db().select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0].status;

  let serial = 0;
  /** A project of company A, through data entry, review and one computation; answers it and its snapshot. */
  const computedProject = async (): Promise<{ projectId: number; snapshotId: number }> => {
    serial += 1;
    const created = await ok<SaveProjectReply>(
      'POST',
      '/rest/project/create',
      'admin',
      projectRequest({
        companyId: ids.companyA,
        code: `RP-${serial}`,
        name: `光伏组件 ${serial}`,
        productModel: 'PV-500',
        ratedPowerWp: 500,
        areaM2: 2.5,
        massKg: 28,
        declaredUnitId: unitIds.piece,
        accountantId: ids.accA,
        reviewerId: ids.rev1,
      }),
    );
    const projectId = created.id;
    const lines: InventoryLineInput[] = [
      {
        stage: 'production',
        description: 'Cell line electricity',
        quantity: 100,
        unitId: unitIds.kWh,
        sourceKind: 'factor',
        factorId: gridFactor.id,
        factorVersionId: gridFactor.versionId,
        dataType: 'secondary',
      },
      {
        stage: 'production',
        description: 'SF6 leakage',
        quantity: 1,
        unitId: unitIds.g,
        sourceKind: 'gas',
        gas: 'SF6',
        dataType: 'secondary',
      },
    ];
    const settings = studySettings(unitIds.piece, { goal: '测定组件的碳足迹', scope: '组件生产' });
    const snapshotId = await computedThroughRoutes(
      ctx().app,
      { accountant: tokens.accA, reviewer: tokens.rev1 },
      projectId,
      lines,
      settings,
    );
    expect(await statusOf(projectId)).toBe('computed');
    return { projectId, snapshotId };
  };
  const create = (who: Who, snapshotId: number) => call('POST', '/rest/report/create', who, { snapshotId });
  const file = (who: Who, kind: 'pdf' | 'docx', id: number, lang: string) => call('GET', `/rest/report/${kind}?id=${id}&lang=${lang}`, who);

  let shared: { projectId: number; snapshotId: number; report: ReportDetail } | null = null;
  /** One computed project and a report of it, made once for the tests that only read. */
  const draft = async () => {
    if (!shared) {
      const made = await computedProject();
      shared = { ...made, report: json<ReportDetail>(await create('accA', made.snapshotId)).data };
    }
    return shared;
  };

  it('creates a draft prefilled in both languages from the snapshot; visible to its company, reviewer and administrators only', async () => {
    const { snapshotId, projectId, report } = await draft();
    expect(report).toMatchObject({
      projectId,
      snapshotId,
      status: 'draft',
      version: 1,
      verificationCode: null,
      actions: ['edit', 'submit'],
    });
    // 100 kWh × 0.5366 + 0.001 kg SF6 × 25 200 = 53.66 + 25.2 = 78.86 kg CO2e
    expect(report.perDeclaredUnit).toBeCloseTo(78.86, 2);
    expect(report.sections.results.zh).toContain('碳足迹总量 78.86 kg CO2e');
    expect(report.sections.results.en).toContain('The carbon footprint is 78.86 kg CO2e');
    expect(report.sections.systemBoundary).toEqual({ zh: '系统边界为从摇篮到大门。', en: 'The system boundary is cradle to gate.' });
    expect(report.sections.functionalUnit.en).toContain('157.72 kg CO2e per kWp');

    expect((await ok<ReportDetail>('GET', `/rest/report/detail?id=${report.id}`, 'rev1')).actions).toEqual([]);
    // the snapshots offered for a new report: the company's own
    expect((await ok<ReportableSnapshot[]>('GET', '/rest/report/snapshots', 'accA')).map((r) => r.snapshotId)).toContain(snapshotId);
    expect((await ok<ReportableSnapshot[]>('GET', '/rest/report/snapshots', 'accB')).map((r) => r.snapshotId)).not.toContain(snapshotId);
    expect(await ok<ReportableSnapshot[]>('GET', '/rest/report/snapshots', 'rev1')).toEqual([]);
    expect((await ok<ReportSummary[]>('GET', `/rest/report/list?projectId=${projectId}`, 'rev1')).map((r) => r.id)).toEqual([report.id]);
    expect((await ok<ReportSummary[]>('GET', '/rest/report/list', 'accB')).map((r) => r.id)).not.toContain(report.id);
    for (const who of ['accB', 'rev2'] as const) {
      const refused = await call('GET', `/rest/report/detail?id=${report.id}`, who);
      expect([refused.statusCode, json(refused).msg]).toEqual([404, zh('reportMissing')]);
      expect((await create(who, snapshotId)).statusCode).toBe(404);
      expect((await file(who, 'pdf', report.id, 'zh')).statusCode).toBe(404);
    }
    // the reviewer reads but does not write
    const before = await state();
    const byReviewer = await create('rev1', snapshotId);
    expect([byReviewer.statusCode, json(byReviewer).msg]).toEqual([403, zh('reportReadOnlyForYou')]);
    expect((await create('accA', 999999)).statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('keeps every save as a version and refuses a stale or over-long save, changing nothing', async () => {
    const { report: first } = await draft();
    const current = await ok<ReportDetail>('GET', `/rest/report/detail?id=${first.id}`, 'accA');
    const sections: ReportSections = { ...current.sections, goal: { zh: '新的研究目的', en: 'A new goal' } };
    const saved = await ok<ReportDetail>('POST', '/rest/report/save', 'accA', { id: first.id, baseVersion: current.version, sections });
    expect(saved).toMatchObject({ version: current.version + 1, sections: { goal: { zh: '新的研究目的', en: 'A new goal' } } });
    const versions = await ok<ReportVersion[]>('GET', `/rest/report/versions?id=${first.id}`, 'accA');
    expect(versions.map((v) => v.version)).toEqual([saved.version, current.version]);

    const before = await state();
    const stale = json(await call('POST', '/rest/report/save', 'accA', { id: first.id, baseVersion: current.version, sections }));
    expect([stale.code, stale.msg]).toEqual([500, zh('reportVersionStale', { version: saved.version })]);
    const long = { ...sections, scope: { zh: 'x'.repeat(20001), en: '' } };
    const tooLong = json(await call('POST', '/rest/report/save', 'accA', { id: first.id, baseVersion: saved.version, sections: long }));
    expect(tooLong.code).toBe(500);
    expect(tooLong.msg).toBe(zh('reportSectionTooLong', { section: '研究范围', max: 20000 }));
    expect((await call('POST', '/rest/report/save', 'accB', { id: first.id, baseVersion: saved.version, sections })).statusCode).toBe(404);
    expect((await call('POST', '/rest/report/save', 'rev1', { id: first.id, baseVersion: saved.version, sections })).statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('renders a draft as PDF with the Chinese font embedded, contents, charts and 草稿/DRAFT on every page, and as DOCX', async () => {
    const { report } = await draft();
    const zhPdf = await file('accA', 'pdf', report.id, 'zh');
    expect(zhPdf.headers['content-type']).toBe('application/pdf');
    const bytes = zhPdf.rawPayload;
    expect(embeddedFontFiles(bytes)).toBeGreaterThanOrEqual(1);
    const pages = await pdfText(bytes);
    expect(pages[0]).toContain('产品碳足迹报告');
    expect(pages[0]).toContain('78.86 kg CO2e');
    expect(pages[1]).toContain('目录');
    expect(pages[1]).toMatch(/10\s+结果（按阶段、类别、气体）\s+\d+/);
    // the stage pie's label comes from the chart's SVG
    expect(pages.join('\n')).toContain('各生命周期阶段的排放占比');
    pages.forEach((page, i) => {
      expect(page).toContain('草稿/DRAFT');
      expect(page).toContain(`${i + 1} / ${pages.length}`);
    });

    const both = await pdfText((await file('accA', 'pdf', report.id, 'both')).rawPayload);
    expect(both[0]).toContain('产品碳足迹报告');
    expect(both[0]).toContain('Product carbon footprint report');
    const en = await pdfText((await file('accA', 'pdf', report.id, 'en')).rawPayload);
    expect(en[0]).toContain('Product carbon footprint report');
    expect(en[0]).not.toContain('产品碳足迹报告');

    const docx = await file('rev1', 'docx', report.id, 'both');
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const text = await docxText(docx.rawPayload);
    expect(text).toContain('产品碳足迹报告');
    expect(text).toContain('Product carbon footprint report');
    expect(text).toContain('78.86 kg CO2e');
    expect(text).toContain('1  研究目的 / 1  Goal of the study');
    expect(await docxFooters(docx.rawPayload)).toContain('草稿/DRAFT');
    // the four charts in each language, as pictures
    expect(await docxDrawingCount(docx.rawPayload)).toBe(8);
    expect((await call('GET', `/rest/report/pdf?id=${report.id}&lang=fr`, 'accA')).statusCode).toBe(400);
  }, 120_000); // a computation and four documents rendered: slow on a busy 2-core machine

  it('goes submit → return → submit → publish, moving the project to reported and published; then frozen, verifiable and withdrawable back to computed', async () => {
    const { projectId, snapshotId } = await computedProject();
    const report = json<ReportDetail>(await create('accA', snapshotId)).data;
    const submitted = await ok<ReportDetail>('POST', '/rest/report/submit', 'accA', { id: report.id });
    expect(submitted).toMatchObject({ status: 'in_review', actions: [] });
    expect(await statusOf(projectId)).toBe('reported');

    // only the project's reviewer or an administrator decides; a return needs its reason
    let before = await state();
    const byCompany = await call('POST', '/rest/report/review', 'accA', { id: report.id, decision: 'publish' });
    expect([byCompany.statusCode, json(byCompany).msg]).toEqual([403, zh('reportReviewerOnly')]);
    expect((await call('POST', '/rest/report/review', 'rev2', { id: report.id, decision: 'publish' })).statusCode).toBe(404);
    expect(json(await call('POST', '/rest/report/review', 'rev1', { id: report.id, decision: 'return', note: ' ' })).msg).toBe(
      zh('reportNoteRequired', { max: 500 }),
    );
    const edit = json(await call('POST', '/rest/report/save', 'accA', { id: report.id, baseVersion: 1, sections: report.sections }));
    expect([edit.code, edit.msg]).toEqual([500, zh('reportNotDraft', { status: '审核中' })]);
    expect(await state()).toEqual(before);

    const returned = await ok<ReportDetail>('POST', '/rest/report/review', 'rev1', {
      id: report.id,
      decision: 'return',
      note: '请补充假设',
    });
    expect(returned).toMatchObject({ status: 'draft', reviewNote: '请补充假设' });
    await ok('POST', '/rest/report/submit', 'accA', { id: report.id });
    // the review answers at once; a worker renders and publishes
    const publishing = await call('POST', '/rest/report/review', 'rev1', { id: report.id, decision: 'publish' });
    expect(json(publishing).msg).toBe(zh('reportPublishStarted'));
    expect(json<ReportDetail>(publishing).data).toMatchObject({ status: 'in_review', publishing: true, publishFailed: false, actions: [] });
    await ctx().app.jobs.idle();
    const published = await ok<ReportDetail>('GET', `/rest/report/detail?id=${report.id}`, 'rev1');
    expect(published).toMatchObject({ status: 'published', publishing: false, publishFailed: false });
    expect(published.verificationCode).toMatch(new RegExp(REPORT_CODE_PATTERN));
    expect(await statusOf(projectId)).toBe('published');
    const code = published.verificationCode as string;

    // the stored PDF is what every download serves, and its SHA-256 is the recorded one
    const frozen = (await file('accA', 'pdf', report.id, 'zh')).rawPayload;
    expect(sha256(frozen)).toBe(published.pdfSha256);
    expect(sha256((await file('rev1', 'pdf', report.id, 'en')).rawPayload)).toBe(published.pdfSha256);
    const pages = await pdfText(frozen);
    expect(pages[0]).toContain('产品碳足迹报告');
    expect(pages[0]).toContain('Product carbon footprint report');
    expect(pages[0]).toContain('78.86 kg CO2e');
    for (const page of pages) expect(page).toContain(code);
    expect(pages.join('\n')).not.toContain('草稿/DRAFT');
    expect(embeddedFontFiles(frozen)).toBeGreaterThanOrEqual(1);
    expect(await docxFooters((await file('accA', 'docx', report.id, 'zh')).rawPayload)).toContain(code);

    before = await state();
    const frozenEdit = json(await call('POST', '/rest/report/save', 'accA', { id: report.id, baseVersion: 2, sections: report.sections }));
    expect([frozenEdit.code, frozenEdit.msg]).toEqual([500, zh('reportNotDraft', { status: '已发布' })]);
    expect(await state()).toEqual(before);

    // the public page: no sign-in
    const verified = json<ReportVerification>(await call('GET', `/rest/report/verify?code=${code}`, null));
    expect(verified.data).toMatchObject({
      code,
      status: 'valid',
      productZh: `光伏组件 ${serial}`,
      productModel: 'PV-500',
      companyZh: DEMO_COMPANY.name,
      declaredUnitCode: 'piece',
      standard: 'ISO 14067:2018 / GB/T 24067-2024',
      pdfSha256: published.pdfSha256,
    });
    expect(verified.data.total).toBeCloseTo(78.86, 2);
    expect(verified.data.perKwp).toBeCloseTo(157.72, 2);
    const download = await call('GET', `/rest/report/verify/pdf?code=${code}`, null);
    expect(sha256(download.rawPayload)).toBe(published.pdfSha256);
    const check = async (bytes: Buffer) => {
      const boundary = 'reportcheck';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\n${code}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return json<{ matches: boolean; sha256: string }>(
        await ctx().app.inject({
          method: 'POST',
          url: '/rest/report/verify/check',
          payload: body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'zh-CN' },
        }),
      );
    };
    expect((await check(frozen)).data).toEqual({ matches: true, sha256: published.pdfSha256 });
    const altered = Buffer.from(frozen);
    altered[altered.length - 10] ^= 1;
    expect((await check(altered)).data.matches).toBe(false);
    expect((await check(Buffer.from('not a pdf at all'))).msg).toBe(zh('reportCheckNotPdf'));
    const unknown = await call('GET', `/rest/report/verify?code=AAAA-AAAA-AAAA-AAAA-AAAA`, null);
    expect([unknown.statusCode, json(unknown).msg]).toEqual([404, zh('reportCodeUnknown')]);
    expect((await call('GET', '/rest/report/verify?code=nope', null)).statusCode).toBe(400);

    // withdrawal: administrators only, with a reason; the code then answers withdrawn
    before = await state();
    const byReviewer = await call('POST', '/rest/report/withdraw', 'rev1', { id: report.id, reason: 'x' });
    expect([byReviewer.statusCode, json(byReviewer).msg]).toEqual([403, zh('reportAdminOnly')]);
    expect(json(await call('POST', '/rest/report/withdraw', 'admin', { id: report.id, reason: '' })).msg).toBe(
      zh('reportReasonRequired', { max: 500 }),
    );
    expect(await state()).toEqual(before);
    await ok('POST', '/rest/report/withdraw', 'admin', { id: report.id, reason: '数据有误' });
    expect(json<ReportVerification>(await call('GET', `/rest/report/verify?code=${code}`, null)).data).toMatchObject({
      status: 'withdrawn',
      withdrawReason: '数据有误',
    });
    const [row] = await db().select().from(reports).where(eq(reports.id, report.id));
    expect(row.status).toBe('withdrawn');
    // its only published report withdrawn, the project is computed again: the company may recompute and report anew
    expect(await statusOf(projectId)).toBe('computed');
    const { jobId } = await ok<{ jobId: number }>('POST', '/rest/footprint/compute', 'accA', { projectId });
    let job = { status: 'running' };
    for (let attempt = 0; attempt < 1200 && job.status === 'running'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = await ok<{ status: string }>('GET', `/rest/footprint/job?id=${jobId}`, 'accA');
    }
    expect(job.status).toBe('done');
    const log = await db().select().from(sysOperLog).where(eq(sysOperLog.object, REPORT_LOG_OBJECT)).orderBy(sysOperLog.id);
    expect(
      log.filter((l) => l.targetIds === String(report.id)).map((l) => (l.after as { action?: string } | null)?.action ?? l.action),
    ).toEqual(['create', 'submit', 'return', 'submit', 'publish', 'withdraw']);
  });

  it('publishes or returns nothing while a report is being published; one no worker finishes fails after ten minutes and is published again', async () => {
    const { snapshotId } = await computedProject();
    const report = json<ReportDetail>(await create('accA', snapshotId)).data;
    await ok('POST', '/rest/report/submit', 'accA', { id: report.id });
    const detail = () => ok<ReportDetail>('GET', `/rest/report/detail?id=${report.id}`, 'rev1');
    // what a worker that died while rendering leaves: the report marked publishing, its job gone
    await db().update(reports).set({ publishStartedAt: ctx().clock.now() }).where(eq(reports.id, report.id));
    const before = await state();
    for (const review of [{ decision: 'publish' }, { decision: 'return', note: '请补充假设' }]) {
      const refusal = json(await call('POST', '/rest/report/review', 'rev1', { id: report.id, ...review }));
      expect([refusal.code, refusal.msg]).toEqual([500, zh('reportPublishing')]);
    }
    expect(await state()).toEqual(before);
    expect(await detail()).toMatchObject({ status: 'in_review', publishing: true, publishFailed: false, actions: [] });

    ctx().clock.advance(PUBLISH_STALE_AFTER_MS - 60_000);
    expect(await detail()).toMatchObject({ publishing: true });
    ctx().clock.advance(120_000);
    const listed = await ok<ReportSummary[]>('GET', '/rest/report/list', 'rev1');
    expect(listed.find((r) => r.id === report.id)).toMatchObject({ publishing: false, publishFailed: true });
    expect(await detail()).toMatchObject({ status: 'in_review', publishing: false, publishFailed: true, actions: ['publish', 'return'] });

    await ok('POST', '/rest/report/review', 'rev1', { id: report.id, decision: 'publish' });
    await ctx().app.jobs.idle();
    expect(await detail()).toMatchObject({ status: 'published', publishing: false, publishFailed: false });
  }, 60_000);

  it('marks a report publishFailed when its publishing fails, still in review, to be published again', async () => {
    const { snapshotId } = await computedProject();
    const report = json<ReportDetail>(await create('accA', snapshotId)).data;
    await ok('POST', '/rest/report/submit', 'accA', { id: report.id });
    const found = await lookupSession(db(), tokens.rev1, ctx().clock.now(), 30);
    if (found.status !== 'valid') throw new Error(`rev1's session is ${found.status}`);
    // a queue that keeps what it is given, and a disk that refuses the rendered PDF
    const handlers: JobHandler[] = [];
    const sent: object[] = [];
    const queue: JobQueue = {
      kind: 'in-process',
      send: async (_name, data) => void sent.push(data),
      work: async (_name, handler) => void handlers.push(handler),
      idle: async () => undefined,
      stop: async () => undefined,
    };
    class FullDisk extends DiskObjectStore {
      override async put(): Promise<void> {
        throw new Error('no space left on device');
      }
    }
    const files = new FullDisk(path.join(ctx().config.dataDir, 'full-disk'));
    const runner = new ReportPublishRunner({
      services: { db: db(), files, publicUrl: '' },
      clock: ctx().clock,
      log: pino({ level: 'silent' }),
      jobs: queue,
    });
    await runner.takeJobs();

    const answered = await runner.review(found.session, { id: report.id, decision: 'publish' }, 'zh');
    expect(answered).toMatchObject({ status: 'in_review', publishing: true });
    expect(sent).toEqual([{ jobId: report.id, actor: found.session }]);
    await handlers[0](sent[0]);
    expect(await ok<ReportDetail>('GET', `/rest/report/detail?id=${report.id}`, 'rev1')).toMatchObject({
      status: 'in_review',
      publishing: false,
      publishFailed: true,
      verificationCode: null,
      actions: ['publish', 'return'],
    });
    expect(await files.list()).toEqual([]);
  }, 60_000);
});
