/**
 * A project made ready to compute through the API, as the journeys and the benchmarks need one:
 * created by the administrator for a company, its inventory saved as a draft by the company's
 * accountant, submitted, taken and approved by the reviewer, its study settings saved.
 */
import type { CreateProjectRequest, StudySettingsInput } from '../../shared/src/contracts';
import { footprintEndpoints } from '../../shared/src/contracts';
import { call, type Session } from './apiSession';
import { API } from './contracts';

export interface StudyPeople {
  admin: Session;
  /** The company's accountant: fills, submits and sets the study. */
  accountant: Session;
  reviewer: Session;
}

export interface ProjectOf {
  companyId: number;
  accountantId: number;
  reviewerId: number;
  code: string;
  name: string;
  declaredUnitId: number;
  productModel?: string;
  ratedPowerWp?: number;
  areaM2?: number;
  massKg?: number;
}

/** A c-Si TOPCon module of 2025, cradle to gate under ISO 14067 and AR6, unless the project says otherwise. */
export function projectRequest(project: ProjectOf): CreateProjectRequest {
  return {
    companyId: project.companyId,
    code: project.code,
    name: project.name,
    productModel: project.productModel ?? `${project.code}-M`,
    technology: 'topcon',
    ratedPowerWp: project.ratedPowerWp ?? 500,
    areaM2: project.areaM2 ?? 2.5,
    massKg: project.massKg ?? 28,
    standard: 'iso_14067',
    boundary: 'cradle_to_gate',
    declaredUnitId: project.declaredUnitId,
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    gwpSet: 'AR6',
    accountantId: project.accountantId,
    reviewerId: project.reviewerId,
  };
}

/** One module per declared unit, no allocation, no cut-off, AR6; `overrides` for what a study changes. */
export function studySettings(declaredUnitId: number, overrides: Partial<StudySettingsInput> = {}): StudySettingsInput {
  return {
    goal: 'End-to-end study',
    scope: 'One module',
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
    ...overrides,
  };
}

/** Creates the project (administrator); answers its id. */
export async function createProject(people: StudyPeople, project: ProjectOf): Promise<number> {
  return (await call<{ id: number }>(people.admin, 'POST', API.projectCreate, projectRequest(project))).id;
}

/** Creates a project of the accountant's company for the accountant and the reviewer, read from their sessions; answers its id. */
export async function createProjectForPeople(
  people: StudyPeople,
  project: Omit<ProjectOf, 'companyId' | 'accountantId' | 'reviewerId'>,
): Promise<number> {
  const [accountant, reviewer] = await Promise.all([
    call<{ user: { id: number; company_id: number } }>(people.accountant, 'GET', API.getInfo),
    call<{ user: { id: number } }>(people.reviewer, 'GET', API.getInfo),
  ]);
  return createProject(people, {
    ...project,
    companyId: accountant.user.company_id,
    accountantId: accountant.user.id,
    reviewerId: reviewer.user.id,
  });
}

/** Submitted by the accountant, taken and approved by the reviewer, its study settings saved: ready to compute. */
export async function approveAndSettle(people: StudyPeople, projectId: number, settings: StudySettingsInput): Promise<void> {
  await call(people.accountant, 'POST', API.projectTransition, { id: projectId, action: 'submit' });
  await call(people.reviewer, 'POST', API.projectTransition, { id: projectId, action: 'take' });
  await call(people.reviewer, 'POST', API.projectTransition, { id: projectId, action: 'approve' });
  await call(people.accountant, 'POST', footprintEndpoints.settingsSave.url, { projectId, settings });
}
