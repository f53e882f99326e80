/**
 * The demo project (DEMO_PROJECT=on, the default; off in production): a fresh install shows a
 * complete footprint on every screen. The demo company's 560 Wp module is entered from the PV module
 * template with NREL PV_ICE figures (materials.ts), its bill of materials attached as evidence, sent
 * through a review round (a comment, a return, an answer, an approval), computed by the engine,
 * given a what-if scenario, and reported and published.
 *
 * Every step is a call of the platform's own routes as the administrator, the demo user or the
 * reviewer, so it passes the same checks a person would. The project's status says which step comes
 * next: a start interrupted half-way goes on from there. Once published, a settings row says so, and
 * later starts leave the demo alone, also when the users have changed or deleted it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_FILE_FIELD,
  analysisEndpoints,
  documentEndpoints,
  factorEndpoints,
  footprintEndpoints,
  inventoryEndpoints,
  projectEndpoints,
  reportEndpoints,
  reviewEndpoints,
  type InventoryLine,
  type InventoryLineInput,
  type InventoryTemplateDetail,
  type ProjectStatus,
} from '@pcf/shared/contracts';
import type { Config } from '../../config';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { companies, emissionFactors, evidenceDocuments, projects, settings, units, users } from '../../schema';
import { createSession, revokeSession } from '../../areas/auth/sessions';
import { DEMO_COMPANY } from '../index';
import { PV_MODULE_TEMPLATE } from '../../areas/inventory/seed';
import { BILL_OF_MATERIALS_FILE, BILL_OF_MATERIALS_TITLE, billOfMaterialsWorkbook } from './billOfMaterials';
import {
  DEMO_MATERIALS,
  DEMO_MODULE,
  PV_ICE_LICENCE,
  PV_ICE_SOURCE,
  PV_ICE_URL,
  assemblyKwh,
  materialDerivation,
  materialFactorValue,
  materialQuantity,
} from './materials';
import { routeCaller, type RouteCaller } from './routeCaller';

export const DEMO_PROJECT_CODE = 'DEMO-PV-560';
/** Set once the demo is published: a demo the users delete afterwards is not made again. */
export const DEMO_PROJECT_DONE_KEY = 'demo_project_published';
const GRID = 'CN-GRID-2022-AVG';
const SOUTHWEST_GRID = 'CN-GRID-2022-SOUTHWEST';
const ASSEMBLY_LINE = 'Purchased electricity (module assembly)';
const REVIEW_QUESTION = '请补充组件封装电表读数的依据。 / Please support the assembly meter reading.';
const REVIEW_ANSWER = '电表读数见附件物料清单“电表读数”工作表。 / The reading is on the Meter sheet of the attached bill of materials.';
const SCENARIO_NAME = '组件封装改用西南电网 / Module assembly on the Southwest grid';
const JOB_POLL_MS = 100;
const JOB_WAIT_MS = 5 * 60_000;

interface Actors {
  admin: RouteCaller;
  demo: RouteCaller;
  reviewer: RouteCaller;
}

type Step = (project: number) => Promise<void>;

export interface DemoProjectContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The app's clock: the demo's sessions must be current to it. */
  clock?: Clock;
}

export async function seedDemoProject({ app, db, config, log, clock = systemClock }: DemoProjectContext): Promise<void> {
  if (!config.demoProject) return;
  const [done] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_PROJECT_DONE_KEY));
  if (done) return;
  const existing = await projectOf(db);
  const accounts = await db
    .select({ id: users.id, account: users.account, status: users.status })
    .from(users)
    .where(inArray(users.account, ['admin', 'demo', 'reviewer']));
  const idOf = (account: string) => accounts.find((a) => a.account === account && a.status === 'active')?.id;
  const [adminId, demoId, reviewerId] = [idOf('admin'), idOf('demo'), idOf('reviewer')];
  if (adminId === undefined || demoId === undefined || reviewerId === undefined) {
    log.warn('demo project skipped: the seeded accounts admin, demo and reviewer must all be active');
    return;
  }
  const now = clock.now();
  const tokens = await Promise.all([adminId, demoId, reviewerId].map((id) => createSession(db, id, now, config.sessionIdleMinutes)));
  const actors: Actors = {
    admin: routeCaller(app, tokens[0], 'admin'),
    demo: routeCaller(app, tokens[1], 'demo'),
    reviewer: routeCaller(app, tokens[2], 'reviewer'),
  };
  try {
    const projectId = existing?.id ?? (await createProject(db, actors, demoId, reviewerId));
    const steps = demoSteps(db, actors);
    // each step moves the project on by one status; a status that has no step is where the demo stops
    for (let guard = 0; guard < 20; guard += 1) {
      const status = (await projectOf(db))?.status;
      const step = status === undefined ? undefined : steps[status];
      if (!step) break;
      await step(projectId);
    }
    const reached = (await projectOf(db))?.status ?? 'missing';
    if (reached === 'published')
      await db.insert(settings).values({ key: DEMO_PROJECT_DONE_KEY, value: clock.now().toISOString() }).onConflictDoNothing();
    log.info(`demo project ${DEMO_PROJECT_CODE}: ${reached}`);
  } finally {
    await Promise.all(tokens.map((token) => revokeSession(db, token, clock.now())));
  }
}

async function projectOf(db: Db): Promise<{ id: number; status: ProjectStatus } | undefined> {
  const [row] = await db
    .select({ id: projects.id, status: projects.status })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.code, DEMO_PROJECT_CODE), eq(companies.name, DEMO_COMPANY.name)));
  return row;
}

/** Unit ids by code, of the codes asked for; throws when one is missing. */
async function unitIds(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(inArray(units.code, [...codes]));
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  for (const code of codes) if (!ids.has(code)) throw new Error(`demo project: unit ${code} is missing`);
  return ids;
}

async function createProject(db: Db, actors: Actors, accountantId: number, reviewerId: number): Promise<number> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  const massKg = DEMO_MATERIALS.reduce((sum, m) => sum + (m.gramsPerM2 * DEMO_MODULE.areaM2) / 1000, 0);
  const { id } = await actors.admin.call(projectEndpoints.create, {
    code: DEMO_PROJECT_CODE,
    name: '演示：560 Wp TOPCon 组件碳足迹 / Demo: 560 Wp TOPCon module footprint',
    productModel: 'DEMO-TOPCon-560',
    technology: 'topcon',
    ratedPowerWp: DEMO_MODULE.ratedPowerWp,
    areaM2: DEMO_MODULE.areaM2,
    massKg: Number(massKg.toFixed(1)),
    standard: 'iso_14067',
    boundary: 'cradle_to_gate',
    declaredUnitId: (await unitIds(db, ['piece'])).get('piece')!,
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    gwpSet: 'AR6',
    companyId: company.id,
    accountantId,
    reviewerId,
  });
  return id;
}

/** [factor id, current version id] of each code; throws when one is missing. */
async function currentVersions(db: Db, codes: readonly string[]): Promise<Map<string, [number, number]>> {
  const found = new Map(
    (
      await db
        .select({ code: emissionFactors.code, id: emissionFactors.id, versionId: emissionFactors.currentVersionId })
        .from(emissionFactors)
        .where(inArray(emissionFactors.code, [...codes]))
    ).flatMap((f) => (f.versionId === null ? [] : [[f.code, [f.id, f.versionId] as [number, number]]])),
  );
  for (const code of codes) if (!found.has(code)) throw new Error(`demo project: factor ${code} is missing`);
  return found;
}

/** The current version of each factor the inventory uses, creating the demo's material factors that are missing. */
async function factorVersions(db: Db, actors: Actors, template: InventoryTemplateDetail): Promise<Map<string, [number, number]>> {
  const codes = [GRID, ...DEMO_MATERIALS.map((m) => m.factorCode)];
  const before = new Set(
    (await db.select({ code: emissionFactors.code }).from(emissionFactors).where(inArray(emissionFactors.code, codes))).map((f) => f.code),
  );
  for (const material of DEMO_MATERIALS) {
    if (before.has(material.factorCode)) continue;
    const line = template.lines.find((l) => l.itemNameEn === material.templateLine);
    await actors.admin.call(factorEndpoints.create, {
      code: material.factorCode,
      nameZh: material.nameZh,
      nameEn: material.nameEn,
      categoryId: line?.itemId ?? null,
      unit: 'kg',
      gwpSet: 'AR6',
      value: materialFactorValue(material),
      region: 'CN',
      year: 2023,
      source: PV_ICE_SOURCE,
      sourceUrl: PV_ICE_URL,
      licence: PV_ICE_LICENCE,
      gwpBasis: 'CO2e as PV_ICE states it; China grid CO2 only (MEE 2022)',
      databaseVersion: 'PV_ICE 2023 (demo)',
      quality: { ter: 2, ger: 3, tir: 2, p: 3 },
      uncertainty: 'lognormal',
      gsd: 1.2,
      note: materialDerivation(material),
    });
  }
  return currentVersions(db, codes);
}

async function pvModuleTemplate(actors: Actors): Promise<InventoryTemplateDetail> {
  const templates = await actors.demo.call(inventoryEndpoints.templates);
  const summary = templates.find((t) => t.name === PV_MODULE_TEMPLATE.name && t.version === PV_MODULE_TEMPLATE.version);
  if (!summary) throw new Error('demo project: the PV module template is missing');
  return actors.demo.call(inventoryEndpoints.templateDetail, { id: summary.id });
}

/** The demo user's evidence: the bill of materials, uploaded once. */
async function billOfMaterials(db: Db, actors: Actors): Promise<number> {
  const [existing] = await db
    .select({ id: evidenceDocuments.id })
    .from(evidenceDocuments)
    .innerJoin(companies, eq(companies.id, evidenceDocuments.companyId))
    .where(and(eq(evidenceDocuments.title, BILL_OF_MATERIALS_TITLE), eq(companies.name, DEMO_COMPANY.name)));
  if (existing) return existing.id;
  const { id } = await actors.demo.upload(
    documentEndpoints.evidenceUpload,
    { title: BILL_OF_MATERIALS_TITLE, description: PV_ICE_SOURCE },
    {
      field: DOCUMENT_FILE_FIELD,
      name: BILL_OF_MATERIALS_FILE,
      bytes: await billOfMaterialsWorkbook(),
      contentType: DOCUMENT_CONTENT_TYPES.xlsx,
    },
  );
  return id;
}

/**
 * The template's lines filled where PV_ICE has a figure; the others (wafers and cells, counted in the
 * silicon; the junction box, packaging, gas, process gases and transport) are deleted rather than guessed.
 */
async function fillInventory(db: Db, actors: Actors, projectId: number): Promise<void> {
  const template = await pvModuleTemplate(actors);
  const factors = await factorVersions(db, actors, template);
  let { lines } = await actors.demo.call(inventoryEndpoints.lines, { projectId });
  if (lines.length === 0) {
    await actors.demo.call(inventoryEndpoints.templateApply, { projectId, templateId: template.id });
    ({ lines } = await actors.demo.call(inventoryEndpoints.lines, { projectId }));
  }
  const evidenceId = await billOfMaterials(db, actors);
  const lineUnits = await unitIds(db, [...new Set(DEMO_MATERIALS.map((m) => m.lineUnit))]);
  const templateLine = (line: InventoryLine) => template.lines.find((t) => t.id === line.templateLineId)?.itemNameEn;
  const factorLine = (code: string): Pick<InventoryLineInput, 'sourceKind' | 'factorId' | 'factorVersionId'> => {
    const [factorId, factorVersionId] = factors.get(code) ?? [];
    return { sourceKind: 'factor', factorId, factorVersionId };
  };
  const filled: InventoryLineInput[] = [];
  const deleteIds: number[] = [];
  for (const line of lines) {
    const name = templateLine(line);
    const material = DEMO_MATERIALS.find((m) => m.templateLine === name);
    const kept = { id: line.id, stage: line.stage, itemId: line.itemId, sortOrder: line.sortOrder };
    if (material) {
      filled.push({
        ...kept,
        description: `${material.nameZh.replace(/（.*$/, '')} / ${material.nameEn.replace(/ \(.*$/, '')}`,
        quantity: materialQuantity(material),
        unitId: lineUnits.get(material.lineUnit)!,
        ...factorLine(material.factorCode),
        dataType: 'secondary',
        region: 'CN',
        note: `用量：PV_ICE 2023 每平方米 ${material.gramsPerM2} g × ${DEMO_MODULE.areaM2} m² / Quantity: PV_ICE 2023 ${material.gramsPerM2} g/m² × ${DEMO_MODULE.areaM2} m²`,
        evidenceIds: [evidenceId],
      });
    } else if (name === ASSEMBLY_LINE) {
      filled.push({
        ...kept,
        description: '外购电力（组件封装） / Purchased electricity (module assembly)',
        quantity: assemblyKwh(),
        unitId: line.unitId,
        ...factorLine(GRID),
        dataType: 'primary',
        site: '演示工厂 / Demo plant',
        region: 'CN',
        quality: { ter: 1, ger: 1, tir: 1, p: 2 },
        uncertainty: 'lognormal',
        gsd: 1.05,
        note: '车间电表读数 / Workshop meter reading',
        evidenceIds: [evidenceId],
      });
    } else {
      deleteIds.push(line.id);
    }
  }
  await actors.demo.call(inventoryEndpoints.draftSave, { projectId, lines: filled, deleteIds });
}

function demoSteps(db: Db, actors: Actors): Partial<Record<ProjectStatus, Step>> {
  const transition = (who: RouteCaller, action: 'start' | 'submit' | 'take' | 'return' | 'approve', note?: string) => (id: number) =>
    who.call(projectEndpoints.transition, { id, action, ...(note ? { note } : {}) }).then(() => undefined);
  const roundsOf = (projectId: number) => actors.reviewer.call(reviewEndpoints.rounds, { projectId });
  const fillAndSubmit: Step = async (projectId) => {
    await fillInventory(db, actors, projectId);
    await transition(actors.demo, 'submit')(projectId);
  };
  return {
    assigned: fillAndSubmit,
    collecting: fillAndSubmit,
    submitted: transition(actors.reviewer, 'take'),
    in_review: async (projectId) => {
      const { rounds } = await roundsOf(projectId);
      if (rounds.length > 1) return transition(actors.reviewer, 'approve', '数据完整，予以通过。 / Complete; approved.')(projectId);
      const { lines } = await actors.reviewer.call(inventoryEndpoints.lines, { projectId });
      const assembly = lines.find((l) => l.dataType === 'primary');
      if (assembly && rounds[0]?.comments.length === 0)
        await actors.reviewer.call(reviewEndpoints.commentSave, { projectId, lineId: assembly.id, body: REVIEW_QUESTION });
      await transition(actors.reviewer, 'return', '请回复批注后重新提交。 / Please answer the comment and submit again.')(projectId);
    },
    returned: async (projectId) => {
      const { rounds } = await actors.demo.call(reviewEndpoints.rounds, { projectId });
      for (const comment of rounds.flatMap((r) => r.comments).filter((c) => c.reply === null))
        await actors.demo.call(reviewEndpoints.commentReply, { projectId, id: comment.id, reply: REVIEW_ANSWER });
      await transition(actors.demo, 'start')(projectId);
    },
    approved: async (projectId) => {
      const { settings: defaults } = await actors.demo.call(footprintEndpoints.settings, { projectId });
      await actors.demo.call(footprintEndpoints.settingsSave, {
        projectId,
        settings: {
          ...defaults,
          goal: '演示：向买方说明一块 560 Wp 组件从摇篮到大门的碳足迹。 / Demo: the cradle-to-gate footprint of one 560 Wp module for buyers.',
          scope:
            '原材料获取与组件封装；分销、使用与废弃不在范围内。 / Raw materials and module assembly; distribution, use and end of life are outside.',
          monteCarloIterations: 1000,
          monteCarloSeed: 560,
        },
      });
      const { jobId } = await actors.demo.call(footprintEndpoints.compute, { projectId });
      for (const deadline = Date.now() + JOB_WAIT_MS; Date.now() < deadline;) {
        const job = await actors.demo.call(footprintEndpoints.job, { id: jobId });
        if (job.status === 'done') return;
        if (job.status !== 'running') throw new Error(`demo project: the computation ended ${job.status}: ${job.message ?? ''}`);
        await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
      }
      throw new Error('demo project: the computation did not finish');
    },
    computed: async (projectId) => {
      const [snapshot] = (await actors.demo.call(footprintEndpoints.snapshots, { projectId })).snapshots.sort((a, b) => b.id - a.id);
      const grids = await currentVersions(db, [GRID, SOUTHWEST_GRID]);
      const scenarios = await actors.demo.call(analysisEndpoints.scenarios, { snapshotId: snapshot.id });
      if (scenarios.length === 0)
        await actors.demo.call(analysisEndpoints.scenarioSave, {
          snapshotId: snapshot.id,
          name: SCENARIO_NAME,
          swaps: [{ fromVersionId: grids.get(GRID)![1], toVersionId: grids.get(SOUTHWEST_GRID)![1] }],
        });
      const reports = await actors.demo.call(reportEndpoints.list, { projectId });
      const report =
        reports.find((r) => r.snapshotId === snapshot.id) ?? (await actors.demo.call(reportEndpoints.create, { snapshotId: snapshot.id }));
      await actors.demo.call(reportEndpoints.submit, { id: report.id });
    },
    reported: async (projectId) => {
      const reports = await actors.reviewer.call(reportEndpoints.list, { projectId });
      const report = reports.find((r) => r.status === 'in_review');
      if (!report) throw new Error('demo project: no report is waiting to be published');
      if (!report.publishing) await actors.reviewer.call(reportEndpoints.review, { id: report.id, decision: 'publish' });
      // a worker renders and publishes it
      for (const deadline = Date.now() + JOB_WAIT_MS; Date.now() < deadline;) {
        const now = await actors.reviewer.call(reportEndpoints.detail, { id: report.id });
        if (now.status === 'published') return;
        if (!now.publishing) throw new Error('demo project: the report could not be published');
        await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
      }
      throw new Error('demo project: the report was not published in time');
    },
  };
}
