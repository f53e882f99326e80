/**
 * Test fixture of the supply chain: a published study report made through the API, as a company
 * makes one (project, inventory, review, computation, report, submission, publication).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ReportDetail, SaveInventoryDraftReply, SaveProjectReply } from '@pcf/shared/contracts';
import { FOOTPRINT_PERMISSIONS, PACT_PERMISSIONS, REPORT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { emissionFactors, units } from '../../schema';
import { json } from '../../testing/testApp';
import { electricityLine, projectRequest } from '../projects/projects.fixture';
import { computedThroughRoutes, studySettings } from '../footprint/footprint.fixture';

/** What a company user needs to take a study from its inventory to a shared footprint and through the supply chain. */
export const SUPPLY_CHAIN_WORKER = [
  ...Object.values(SUPPLY_CHAIN_PERMISSIONS),
  ...Object.values(FOOTPRINT_PERMISSIONS),
  ...Object.values(REPORT_PERMISSIONS),
  ...Object.values(PACT_PERMISSIONS),
  'acquisition:entry:list',
  'acquisition:entry:save',
  'business:project:list',
  'business:project:transition',
];

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

/**
 * A line of `quantity` pieces of a supplier's product: `apply` makes the supplier's footprint its
 * source (an approved application) before the computation.
 */
export interface SuppliedLine {
  description: string;
  quantity: number;
  apply(projectId: number, lineId: number): Promise<void>;
}

export async function publishedReport(
  app: FastifyInstance,
  db: Db,
  people: ReportPeople,
  product: { code: string; productModel: string; declaredUnit: 'piece' | 'kWp'; publish?: boolean; supplied?: SuppliedLine },
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
  // one PV-610 module: 1 piece, or 0.61 kWp
  const settings = studySettings(declaredUnitId, {
    goal: '测定组件的碳足迹',
    scope: '组件生产',
    declaredQuantity: product.declaredUnit === 'piece' ? 1 : 0.61,
  });
  let lines: (typeof line)[] | null = [line];
  if (product.supplied) {
    const { description, quantity, apply } = product.supplied;
    const bought = {
      stage: 'raw_material' as const,
      description,
      quantity,
      unitId: unitIds.get('piece') as number,
      dataType: 'secondary' as const,
    };
    const saved = await call<SaveInventoryDraftReply>('POST', '/rest/inventory/draft/save', people.accountant, {
      projectId,
      lines: [line, bought],
    });
    await apply(projectId, saved.ids[1]);
    lines = null;
  }
  const snapshotId = await computedThroughRoutes(app, people, projectId, lines, settings);
  const report = await call<ReportDetail>('POST', '/rest/report/create', people.accountant, { snapshotId });
  if (product.publish !== false) {
    await call('POST', '/rest/report/submit', people.accountant, { id: report.id });
    await call('POST', '/rest/report/review', people.reviewer, { id: report.id, decision: 'publish' });
    // a worker renders and publishes it
    await app.jobs.idle();
  }
  return { projectId, snapshotId, reportId: report.id };
}
