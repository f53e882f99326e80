/**
 * Test fixture of the supply chain: a published study report made through the API, as a company
 * makes one (project, inventory, review, computation, report, submission, publication).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ComputeFootprintReply, FootprintJob, ReportDetail, SaveProjectReply, SnapshotListReply } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { emissionFactors, units } from '../../schema';
import { json } from '../../testing/testApp';
import { electricityLine, projectRequest } from '../projects/projects.fixture';

export interface ReportPeople {
  companyId: number;
  accountantId: number;
  reviewerId: number;
  /** Session tokens: a platform administrator (creates the project), the accountant, the reviewer. */
  admin: string;
  accountant: string;
  reviewer: string;
}

export interface PublishedReport {
  projectId: number;
  snapshotId: number;
  reportId: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function publishedReport(
  app: FastifyInstance,
  db: Db,
  people: ReportPeople,
  product: { code: string; productModel: string; declaredUnit: 'piece' | 'kWp'; publish?: boolean },
): Promise<PublishedReport> {
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<T> => {
    const answer = json<T>(await app.inject({ method, url, payload, headers: { authorization: token } }));
    if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };
  const unitIds = new Map((await db.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  const [grid] = await db.select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG'));
  const declaredUnitId = unitIds.get(product.declaredUnit) as number;
  const created = await call<SaveProjectReply>(
    'POST',
    '/rest/project/create',
    people.admin,
    projectRequest({
      companyId: people.companyId,
      code: product.code,
      name: `组件 ${product.code}`,
      productModel: product.productModel,
      declaredUnitId,
      accountantId: people.accountantId,
      reviewerId: people.reviewerId,
    }),
  );
  const projectId = created.id;
  const line = electricityLine({ kWh: unitIds.get('kWh') as number, grid: grid.id, gridVersion: grid.currentVersionId as number });
  await call('POST', '/rest/inventory/draft/save', people.accountant, { projectId, lines: [line] });
  await call('POST', '/rest/project/transition', people.accountant, { id: projectId, action: 'submit' });
  await call('POST', '/rest/project/transition', people.reviewer, { id: projectId, action: 'take' });
  await call('POST', '/rest/project/transition', people.reviewer, { id: projectId, action: 'approve' });
  await call('POST', '/rest/footprint/settings/save', people.accountant, {
    projectId,
    settings: {
      goal: '测定组件的碳足迹',
      scope: '组件生产',
      declaredUnitId,
      // one PV-610 module: 1 piece, or 0.61 kWp
      declaredQuantity: product.declaredUnit === 'piece' ? 1 : 0.61,
      moduleCount: 1,
      boundary: 'cradle_to_gate',
      allocationMethod: 'none',
      allocationProduct: null,
      allocationTotal: null,
      cutOffEnabled: false,
      cutOffLinePercent: 1,
      cutOffTotalPercent: 5,
      gwpSet: 'AR6',
      monteCarloIterations: 0,
      monteCarloSeed: 1,
    },
  });
  const { jobId } = await call<ComputeFootprintReply>('POST', '/rest/footprint/compute', people.accountant, { projectId });
  for (let i = 0; i < 800; i += 1) {
    const job = await call<FootprintJob>('GET', `/rest/footprint/job?id=${jobId}`, people.accountant);
    if (job.status === 'done') break;
    if (job.status === 'failed') throw new Error('the computation failed');
    await sleep(25);
  }
  const snapshots = await call<SnapshotListReply>('GET', `/rest/footprint/snapshots?projectId=${projectId}`, people.accountant);
  const snapshotId = snapshots.snapshots[0].id;
  const report = await call<ReportDetail>('POST', '/rest/report/create', people.accountant, { snapshotId });
  if (product.publish !== false) {
    await call('POST', '/rest/report/submit', people.accountant, { id: report.id });
    await call('POST', '/rest/report/review', people.reviewer, { id: report.id, decision: 'publish' });
  }
  return { projectId, snapshotId, reportId: report.id };
}
