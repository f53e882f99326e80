/**
 * Test fixtures of the areas that work on computed results (footprint, analysis, reports and what
 * builds on them): the people of two companies who fill, review and compute projects, a test
 * emission factor, a study's settings, and a project computed through the HTTP routes as a user
 * would.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FOOTPRINT_PERMISSIONS } from '@pcf/shared/contracts';
import type { ComputeFootprintReply, FootprintJob, InventoryLineInput, StudySettings } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { companies, emissionFactorVersions, emissionFactors, units } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { createCompany, createUser } from '../../testing/accounts';
import { roleHolding } from '../../testing/deptsRoles';
import { json, login, PASSWORDS } from '../../testing/testApp';

const F = FOOTPRINT_PERMISSIONS;
/** What it takes to fill an inventory, move the project and compute and read its result. */
export const FOOTPRINT_WORK = [
  'acquisition:entry:list',
  'acquisition:entry:save',
  'business:project:list',
  'business:project:transition',
  F.list,
  F.entry,
  F.compute,
  F.result,
] as const;

export const FOOTPRINT_FIXTURE_PASSWORD = 'Footprint@123456';

export type FootprintPerson = 'accA' | 'accA2' | 'accB' | 'rev1' | 'rev2';
export type FootprintWho = 'admin' | FootprintPerson;

export interface FootprintPeople {
  /** The seeded demo company, and one made for the test file. */
  companyA: number;
  companyB: number;
  /** User ids: accountants accA and accA2 of company A, accB of company B; reviewers rev1 and rev2 of no company. */
  users: Record<FootprintPerson, number>;
  tokens: Record<FootprintWho, string>;
  /** Unit ids by code. */
  units: Record<string, number>;
}

const ACCOUNTS: Record<FootprintPerson, { suffix: string; company: 'A' | 'B' | null }> = {
  accA: { suffix: 'acc_a', company: 'A' },
  accA2: { suffix: 'acc_a2', company: 'A' },
  accB: { suffix: 'acc_b', company: 'B' },
  rev1: { suffix: 'rev_1', company: null },
  rev2: { suffix: 'rev_2', company: null },
};

/**
 * The five accounts `${prefix}_acc_a` … `${prefix}_rev_2`, all holding one role of FOOTPRINT_WORK and
 * `permissions`, signed in (and the seeded administrator). `names` gives a person a display name
 * other than the account.
 */
export async function footprintPeople(
  db: Db,
  app: FastifyInstance,
  prefix: string,
  permissions: readonly string[] = [],
  names: Partial<Record<FootprintPerson, string>> = {},
): Promise<FootprintPeople> {
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  const companyB = (await createCompany(db, `${prefix} B Co`)).companyId;
  const role = await roleHolding(db, `${prefix}_worker`, null, [...FOOTPRINT_WORK, ...permissions]);
  const users = {} as Record<FootprintPerson, number>;
  const tokens = { admin: await login(app, 'admin', PASSWORDS.admin) } as Record<FootprintWho, string>;
  for (const [person, { suffix, company }] of Object.entries(ACCOUNTS) as [FootprintPerson, (typeof ACCOUNTS)[FootprintPerson]][]) {
    const account = `${prefix}_${suffix}`;
    users[person] = await createUser(db, {
      account,
      password: FOOTPRINT_FIXTURE_PASSWORD,
      name: names[person] ?? account,
      companyId: company === 'A' ? demo.id : company === 'B' ? companyB : null,
      userType: company === null ? 'review' : 'enterprise',
      roleIds: [role.roleId],
    });
    tokens[person] = await login(app, account, FOOTPRINT_FIXTURE_PASSWORD);
  }
  const unitIds: Record<string, number> = {};
  for (const row of await db.select({ id: units.id, code: units.code }).from(units)) unitIds[row.code] = row.id;
  return { companyA: demo.id, companyB, users, tokens, units: unitIds };
}

export interface TestFactor {
  code: string;
  value: string;
  unitId: number;
  categoryId: number;
  region?: string;
  nameZh?: string;
  nameEn?: string;
  /** One pedigree score for all four PEF data-quality criteria. */
  dqr?: string;
}

/** A factor of one current version (AR6, 2024) made for a test; answers [factor id, version id]. */
export async function testFactor(db: Db, factor: TestFactor): Promise<[number, number]> {
  const [row] = await db.insert(emissionFactors).values({ code: factor.code }).returning({ id: emissionFactors.id });
  const [version] = await db
    .insert(emissionFactorVersions)
    .values({
      factorId: row.id,
      version: 1,
      nameZh: factor.nameZh ?? `${factor.code} 中文`,
      nameEn: factor.nameEn ?? `${factor.code} English`,
      categoryId: factor.categoryId,
      value: factor.value,
      unitId: factor.unitId,
      gwpSet: 'AR6',
      region: factor.region ?? 'CN',
      year: 2024,
      source: 'test source',
      databaseVersion: 'T1',
      ...(factor.dqr ? { dqrTer: factor.dqr, dqrGer: factor.dqr, dqrTir: factor.dqr, dqrP: factor.dqr } : {}),
    })
    .returning({ id: emissionFactorVersions.id });
  await db.update(emissionFactors).set({ currentVersionId: version.id }).where(eq(emissionFactors.id, row.id));
  return [row.id, version.id];
}

/** A study of the declared unit without cut-off or Monte Carlo, changed as given. */
export const studySettings = (declaredUnitId: number, over: Partial<StudySettings> = {}): StudySettings => ({
  goal: 'Goal',
  scope: 'Scope',
  declaredUnitId,
  declaredQuantity: 1,
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
  ...over,
});

/**
 * Fills the project's inventory with `lines` (null: keeps the lines already saved), submits it
 * (accountant), takes and approves it (reviewer), saves `settings` and computes through the HTTP
 * routes; answers the new snapshot's id. Any refusal on the way fails the test with the server's words.
 */
export async function computedThroughRoutes(
  app: FastifyInstance,
  people: { accountant: string; reviewer: string },
  projectId: number,
  lines: readonly InventoryLineInput[] | null,
  settings: StudySettings,
): Promise<number> {
  const ok = async <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const reply = json<T>(await app.inject({ method, url, payload, headers: { authorization: token } }));
    if (reply.code !== 200) throw new Error(`${method} ${url}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
  if (lines !== null) await ok(people.accountant, 'POST', '/rest/inventory/draft/save', { projectId, lines });
  await ok(people.accountant, 'POST', '/rest/project/transition', { id: projectId, action: 'submit' });
  await ok(people.reviewer, 'POST', '/rest/project/transition', { id: projectId, action: 'take' });
  await ok(people.reviewer, 'POST', '/rest/project/transition', { id: projectId, action: 'approve' });
  await ok(people.accountant, 'POST', '/rest/footprint/settings/save', { projectId, settings });
  const { jobId } = await ok<ComputeFootprintReply>(people.accountant, 'POST', '/rest/footprint/compute', { projectId });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const job = await ok<FootprintJob>(people.accountant, 'GET', `/rest/footprint/job?id=${jobId}`);
    if (job.status === 'done' && job.snapshotId !== null) return job.snapshotId;
    if (job.status !== 'running') throw new Error(`the computation ended ${job.status}: ${job.message}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} still running`);
}
