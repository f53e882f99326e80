/**
 * The study settings of a project (the evaluation entry wizard): read, saved defaults until saved,
 * and saved after every field is checked. Defaults come from the project's details (its declared
 * unit, boundary and GWP set), one module, no allocation and no cut-off (a study that cuts off says
 * so, with DOMAIN.md's 1 % a line and 5 % in all offered); the goal and scope start empty, so the
 * wizard asks for them before the first save.
 *
 * The declared quantity of a unit of the module itself (piece, kWp, m²) must be what the module
 * count and the project's rated power or area make it: a contradiction is refused naming both
 * figures, since per kWp and per m² would otherwise rest on a power the module does not have.
 *
 * Saving: the project's company users and platform administrators, while the project is not
 * published (its results are then final); its reviewer reads only. Every refusal names the field
 * in the reader's language and changes nothing.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { StudySettings, StudySettingsInput, StudySettingsReply } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { footprintStudies, units } from '../../schema';
import { refused, type ApiError } from '../../http/errors';
import { translate, type Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import type { Handle } from '../auth/companyScope';
import { lockedVisibleProject, type ProjectRecord } from '../projects/service';
import {
  ALLOCATION_METHODS,
  CUT_OFF_LINE_PERCENT_DEFAULT,
  CUT_OFF_PERCENT_MAX,
  CUT_OFF_TOTAL_PERCENT_DEFAULT,
  FOOTPRINT_GOAL_MAX,
  FOOTPRINT_SCOPE_MAX,
  GWP_SETS,
  MONTE_CARLO_DEFAULT,
  MONTE_CARLO_MAX,
  MONTE_CARLO_MIN,
  MONTE_CARLO_SEED_DEFAULT,
  MODULE_COUNT_MAX,
  PROJECT_BOUNDARIES,
  declaredQuantityOf,
  PROJECT_DECLARED_UNIT_CODES,
} from '@pcf/shared/contracts';
import { DECLARED_QUANTITY_MAX, isCompanySide, readOnlyForYou, statusLabel, visibleProject } from './service';

/** The amounts of an allocation (kg or yuan): above 0, at most this. */
export const ALLOCATION_AMOUNT_MAX = 1e12;

export type StudyRow = typeof footprintStudies.$inferSelect;

/** The project's module, as the declared quantity and the per-kWp and per-m² figures use it. */
export const moduleOf = (project: Pick<ProjectRecord, 'ratedPowerWp' | 'areaM2'>) => ({
  ratedPowerWp: Number(project.ratedPowerWp),
  areaM2: Number(project.areaM2),
});

export function defaultSettings(project: ProjectRecord, declaredUnitCode: string | null): StudySettings {
  return {
    goal: '',
    scope: '',
    declaredUnitId: project.declaredUnitId,
    // one module: its power, area or one piece; per kWh the user enters the generation
    declaredQuantity: declaredQuantityOf(declaredUnitCode ?? '', 1, moduleOf(project)) ?? 1,
    moduleCount: 1,
    boundary: project.boundary,
    allocationMethod: 'none',
    allocationProduct: null,
    allocationTotal: null,
    cutOffEnabled: false,
    cutOffLinePercent: CUT_OFF_LINE_PERCENT_DEFAULT,
    cutOffTotalPercent: CUT_OFF_TOTAL_PERCENT_DEFAULT,
    gwpSet: project.gwpSet,
    monteCarloIterations: MONTE_CARLO_DEFAULT,
    monteCarloSeed: MONTE_CARLO_SEED_DEFAULT,
  };
}

export function settingsOfRow(row: StudyRow): StudySettings {
  const amount = (value: string | null) => (value === null ? null : Number(value));
  return {
    goal: row.goal,
    scope: row.scope,
    declaredUnitId: row.declaredUnitId,
    declaredQuantity: Number(row.declaredQuantity),
    moduleCount: row.moduleCount,
    boundary: row.boundary,
    allocationMethod: row.allocationMethod,
    allocationProduct: row.allocationMethod === 'none' ? null : amount(row.allocationProduct),
    allocationTotal: row.allocationMethod === 'none' ? null : amount(row.allocationTotal),
    cutOffEnabled: row.cutOffEnabled,
    cutOffLinePercent: Number(row.cutOffLinePercent),
    cutOffTotalPercent: Number(row.cutOffTotalPercent),
    gwpSet: row.gwpSet,
    monteCarloIterations: row.monteCarloIterations,
    monteCarloSeed: Number(row.monteCarloSeed),
  };
}

/** The units a study may declare (PROJECT_DECLARED_UNIT_CODES), id to code. */
export async function declaredUnits(db: Handle): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(inArray(units.code, [...PROJECT_DECLARED_UNIT_CODES]))
    .orderBy(asc(units.id));
  return new Map(rows.map((row) => [row.id, row.code]));
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function cleanText(value: string, max: number, key: 'footprintGoalInvalid' | 'footprintScopeInvalid'): string {
  const text = value.trim();
  const length = Array.from(text).length;
  if (length === 0 || length > max) throw refused(key, { max });
  return text;
}

/** A figure as a message shows it: no binary noise (1.2819000000000003 → 1.2819). */
const figure = (value: number): string => String(Number(value.toPrecision(12)));

/** Refuses a declared quantity that the module count and the project's module contradict. */
function checkDeclaredQuantity(
  unitCode: string,
  input: { declaredQuantity: number; moduleCount: number },
  module: { ratedPowerWp: number; areaM2: number },
): void {
  const expected = declaredQuantityOf(unitCode, input.moduleCount, module);
  if (expected === null || Math.abs(input.declaredQuantity - expected) <= 1e-9 * expected) return;
  const params = { quantity: figure(input.declaredQuantity), expected: figure(expected), modules: input.moduleCount };
  if (unitCode === 'kWp') throw refused('footprintDeclaredQuantityPower', { ...params, ratedPowerWp: figure(module.ratedPowerWp) });
  if (unitCode === 'm²') throw refused('footprintDeclaredQuantityArea', { ...params, areaM2: figure(module.areaM2) });
  throw refused('footprintDeclaredQuantityPieces', params);
}

/** Every field checked in the wizard's order; the first wrong one is refused, naming it. */
export function cleanSettings(
  request: StudySettingsInput,
  unitCodes: ReadonlyMap<number, string>,
  module: { ratedPowerWp: number; areaM2: number },
  language: Language,
): StudySettings {
  const input = { ...request, moduleCount: request.moduleCount ?? 1 };
  const goal = cleanText(input.goal, FOOTPRINT_GOAL_MAX, 'footprintGoalInvalid');
  const scope = cleanText(input.scope, FOOTPRINT_SCOPE_MAX, 'footprintScopeInvalid');
  const unitCode = unitCodes.get(input.declaredUnitId);
  if (unitCode === undefined) throw refused('footprintDeclaredUnitInvalid', { units: PROJECT_DECLARED_UNIT_CODES.join(', ') });
  if (!Number.isInteger(input.moduleCount) || input.moduleCount < 1 || input.moduleCount > MODULE_COUNT_MAX) {
    throw refused('footprintModuleCountInvalid', { max: figure(MODULE_COUNT_MAX) });
  }
  if (!finite(input.declaredQuantity) || input.declaredQuantity <= 0 || input.declaredQuantity > DECLARED_QUANTITY_MAX) {
    throw refused('footprintDeclaredQuantityInvalid', { max: '1e9' });
  }
  checkDeclaredQuantity(unitCode, input, module);
  if (!isOneOf(PROJECT_BOUNDARIES, input.boundary)) throw refused('footprintBoundaryInvalid');
  const method = input.allocationMethod;
  if (!isOneOf(ALLOCATION_METHODS, method)) throw refused('footprintAllocationMethodInvalid');
  let allocationProduct: number | null = null;
  let allocationTotal: number | null = null;
  if (method !== 'none') {
    const product = input.allocationProduct;
    const total = input.allocationTotal;
    const amount = (value: number | null): value is number => finite(value) && value > 0 && value <= ALLOCATION_AMOUNT_MAX;
    if (!amount(product) || !amount(total) || product > total) {
      const named = translate(method === 'mass' ? 'footprintAllocationMass' : 'footprintAllocationEconomic', language);
      throw refused('footprintAllocationAmountsInvalid', { method: named, max: '1e12' });
    }
    allocationProduct = product;
    allocationTotal = total;
  }
  const total = input.cutOffTotalPercent;
  if (!finite(total) || total < 0 || total > CUT_OFF_PERCENT_MAX)
    throw refused('footprintCutOffTotalInvalid', { max: CUT_OFF_PERCENT_MAX });
  const line = input.cutOffLinePercent;
  if (!finite(line) || line < 0 || line > total) throw refused('footprintCutOffLineInvalid', { total });
  if (!isOneOf(GWP_SETS, input.gwpSet)) throw refused('footprintGwpSetInvalid', { sets: GWP_SETS.join(', ') });
  const iterations = input.monteCarloIterations;
  if (!Number.isInteger(iterations) || (iterations !== 0 && (iterations < MONTE_CARLO_MIN || iterations > MONTE_CARLO_MAX))) {
    throw refused('footprintIterationsInvalid', { min: MONTE_CARLO_MIN, max: MONTE_CARLO_MAX });
  }
  const seed = input.monteCarloSeed;
  if (!Number.isSafeInteger(seed) || seed < 0) throw refused('footprintSeedInvalid', { max: Number.MAX_SAFE_INTEGER });
  return {
    goal,
    scope,
    declaredUnitId: input.declaredUnitId,
    declaredQuantity: input.declaredQuantity,
    moduleCount: input.moduleCount,
    boundary: input.boundary,
    allocationMethod: method,
    allocationProduct,
    allocationTotal,
    cutOffEnabled: input.cutOffEnabled,
    cutOffLinePercent: line,
    cutOffTotalPercent: total,
    gwpSet: input.gwpSet,
    monteCarloIterations: iterations,
    monteCarloSeed: seed,
  };
}

async function unitCodeOf(db: Handle, unitId: number): Promise<string | null> {
  return (await db.select({ code: units.code }).from(units).where(eq(units.id, unitId)))[0]?.code ?? null;
}

export async function studyRow(db: Handle, projectId: number): Promise<StudyRow | undefined> {
  return (await db.select().from(footprintStudies).where(eq(footprintStudies.projectId, projectId)))[0];
}

function replyOf(
  session: SessionContext,
  project: ProjectRecord,
  row: StudyRow | undefined,
  declaredUnitCode: string | null,
): StudySettingsReply {
  return {
    projectId: project.id,
    projectName: project.name,
    projectStatus: project.status,
    saved: row !== undefined,
    editable: isCompanySide(session, project) && project.status !== 'published',
    settings: row ? settingsOfRow(row) : defaultSettings(project, declaredUnitCode),
    ratedPowerWp: Number(project.ratedPowerWp),
    areaM2: Number(project.areaM2),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function readStudySettings(db: Db, session: SessionContext, projectId: number): Promise<StudySettingsReply> {
  const project = await visibleProject(db, session, projectId);
  return replyOf(session, project, await studyRow(db, project.id), await unitCodeOf(db, project.declaredUnitId));
}

export async function saveStudySettings(
  db: Db,
  session: SessionContext,
  input: { projectId: number; settings: StudySettingsInput },
  language: Language,
  now: Date,
): Promise<StudySettingsReply> {
  return db.transaction(async (tx) => {
    // locked: a computation starting now reads the settings as they are before or after this save, never half
    const project = await lockedVisibleProject(tx, session, input.projectId);
    if (!isCompanySide(session, project)) throw readOnlyForYou();
    if (project.status === 'published') throw refused('footprintSettingsNotEditable', { status: statusLabel(project.status, language) });
    const clean = cleanSettings(input.settings, await declaredUnits(tx), moduleOf(project), language);
    const values = {
      goal: clean.goal,
      scope: clean.scope,
      declaredUnitId: clean.declaredUnitId,
      declaredQuantity: String(clean.declaredQuantity),
      moduleCount: clean.moduleCount,
      boundary: clean.boundary,
      allocationMethod: clean.allocationMethod,
      allocationProduct: clean.allocationProduct === null ? null : String(clean.allocationProduct),
      allocationTotal: clean.allocationTotal === null ? null : String(clean.allocationTotal),
      cutOffEnabled: clean.cutOffEnabled,
      cutOffLinePercent: String(clean.cutOffLinePercent),
      cutOffTotalPercent: String(clean.cutOffTotalPercent),
      gwpSet: clean.gwpSet,
      monteCarloIterations: clean.monteCarloIterations,
      monteCarloSeed: clean.monteCarloSeed,
      updatedBy: session.userId,
      updatedAt: now,
    };
    await tx
      .insert(footprintStudies)
      .values({ projectId: project.id, ...values })
      .onConflictDoUpdate({ target: footprintStudies.projectId, set: values });
    return replyOf(session, project, await studyRow(tx, project.id), await unitCodeOf(tx, project.declaredUnitId));
  });
}

/** "Complete the evaluation entry first": a computation needs saved settings. */
export const settingsMissing = (): ApiError => refused('footprintSettingsMissing');
