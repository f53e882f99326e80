/**
 * Units of measure: their changes and conversions. The rules: a factor is a number greater than 0;
 * every dimension that has units has exactly one base unit, of factor 1 (checked on the whole set
 * after each change with the engine's own unitSetProblems, so no change can leave a dimension
 * without a base); a reference unit of the method (seeded) keeps its symbol, dimension, factor and
 * base setting and is never deleted; a unit referenced by a foreign key from any table is in use
 * and cannot be deleted. Each change runs in one transaction with its operation log row; refusals
 * change nothing. Conversion is the pure footprint/units module over the stored units.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { UNIT_DIMENSIONS } from '@pcf/shared/contracts';
import type {
  ConvertUnitReply,
  ConvertUnitRequest,
  CreateUnitRequest,
  UnitDimension,
  UnitDimensionSummary,
  UpdateUnitRequest,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { units } from '../../schema';
import { sqlConstraint, sqlState } from '../../db/errors';
import { ApiError, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation, recordRowChange, snapshot } from '../audit/service';
import {
  UnitConversionError,
  isDimension,
  isValidFactor,
  sameFactor,
  unitCatalog,
  unitSetProblems,
  type UnitSetProblem,
} from '../../footprint/units';
import { dimensionLabel } from './dimensions';

import {
  UNIT_CODE_MAX as CODE_MAX,
  UNIT_CODE_PATTERN as CODE_PATTERN,
  UNIT_NAME_MAX as NAME_MAX,
  UNIT_FACTOR_MAX as FACTOR_MAX,
  UNIT_FACTOR_MIN as FACTOR_MIN,
} from '@pcf/shared/contracts';

/** The partial unique index that keeps one base unit per dimension (tables.ts). */
const BASE_INDEX = 'units_one_base_per_dimension_idx';

/** The name the operation log files unit changes under. */
export const UNIT_LOG_OBJECT = 'unit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

interface StoredUnit {
  id: number;
  code: string;
  dimension: UnitDimension;
  factor: string;
  isBase: boolean;
  seeded: boolean;
}

interface CleanUnit {
  code: string;
  nameZh: string;
  nameEn: string;
  dimension: UnitDimension;
  /** Plain decimal text, as numeric stores it. */
  factor: string;
}

const storedColumns = {
  id: units.id,
  code: units.code,
  dimension: units.dimension,
  factor: units.factor,
  isBase: units.isBase,
  seeded: units.seeded,
};

function cleanUnit(input: CreateUnitRequest): CleanUnit {
  const code = input.code.trim();
  if (!CODE_PATTERN.test(code)) throw refused('unitCodeInvalid', { max: CODE_MAX });
  const nameZh = input.nameZh.trim();
  const nameEn = input.nameEn.trim();
  if (nameZh === '' || nameEn === '' || nameZh.length > NAME_MAX || nameEn.length > NAME_MAX)
    throw refused('unitNameInvalid', { max: NAME_MAX });
  if (!isDimension(input.dimension)) throw new ApiError('validationFailed', 400, 400, { detail: 'dimension' });
  if (!isValidFactor(input.factor)) throw refused('unitFactorInvalid', { min: FACTOR_MIN, max: FACTOR_MAX });
  return { code, nameZh, nameEn, dimension: input.dimension, factor: new Decimal(input.factor).toFixed() };
}

async function assertCodeFree(tx: Tx, code: string, exceptId: number): Promise<void> {
  const [clash] = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.code, code), ne(units.id, exceptId)));
  if (clash) throw refused('unitCodeTaken', { code });
}

/** A unit that is to be the base of its dimension: factor 1 and no other base there. */
async function assertMayBeBase(tx: Tx, unit: CleanUnit, exceptId: number, language: Language): Promise<void> {
  if (!sameFactor(unit.factor, 1)) throw refused('unitBaseFactor', { code: unit.code });
  const [other] = await tx
    .select({ code: units.code })
    .from(units)
    .where(and(eq(units.dimension, unit.dimension), eq(units.isBase, true), ne(units.id, exceptId)));
  if (other) throw refused('unitBaseExists', { dimension: dimensionLabel(unit.dimension, language), code: other.code });
}

function refusalOfProblem(problem: UnitSetProblem, language: Language): ApiError {
  switch (problem.kind) {
    case 'noBase':
      return refused('unitBaseMissing', { dimension: dimensionLabel(problem.dimension, language) });
    case 'severalBases':
      return refused('unitBaseExists', { dimension: dimensionLabel(problem.dimension, language), code: problem.codes[0] });
    case 'baseFactorNotOne':
      return refused('unitBaseFactor', { code: problem.code });
    case 'invalidFactor':
      return refused('unitFactorInvalid', { min: FACTOR_MIN, max: FACTOR_MAX });
    case 'duplicateCode':
      return refused('unitCodeTaken', { code: problem.code });
  }
}

/** The whole set after a change still keeps the rules (the set is small: tens of units). */
async function assertSoundSet(tx: Tx, language: Language): Promise<void> {
  const all = await tx.select(storedColumns).from(units).orderBy(asc(units.id));
  const [problem] = unitSetProblems(all);
  if (problem) throw refusalOfProblem(problem, language);
}

/** Two saves of one symbol (or two bases of one dimension) at once: the unique indexes decide. */
async function raceRefusal(db: Db, error: unknown, unit: CleanUnit, language: Language): Promise<ApiError | undefined> {
  if (sqlState(error) !== '23505') return undefined;
  if (sqlConstraint(error) === BASE_INDEX) {
    const [base] = await db
      .select({ code: units.code })
      .from(units)
      .where(and(eq(units.dimension, unit.dimension), eq(units.isBase, true)));
    return refused('unitBaseExists', { dimension: dimensionLabel(unit.dimension, language), code: base?.code ?? '' });
  }
  return refused('unitCodeTaken', { code: unit.code });
}

async function lockedUnit(tx: Tx, id: number): Promise<StoredUnit> {
  const [row] = await tx.select(storedColumns).from(units).where(eq(units.id, id)).for('update');
  if (!row) throw refused('unitMissing');
  return row;
}

export async function createUnit(
  db: Db,
  session: SessionContext,
  input: CreateUnitRequest,
  language: Language,
  now: Date,
): Promise<number> {
  const unit = cleanUnit(input);
  const isBase = input.isBase ?? false;
  try {
    return await db.transaction(async (tx) => {
      await assertCodeFree(tx, unit.code, 0);
      if (isBase) await assertMayBeBase(tx, unit, 0, language);
      const [created] = await tx
        .insert(units)
        .values({ ...unit, isBase, seeded: false, createdAt: now, updatedAt: now })
        .returning({ id: units.id });
      await assertSoundSet(tx, language);
      await recordRowChange(tx, session, { object: UNIT_LOG_OBJECT, action: 'create', table: 'units', id: created.id });
      return created.id;
    });
  } catch (error) {
    throw (await raceRefusal(db, error, unit, language)) ?? error;
  }
}

export async function updateUnit(db: Db, session: SessionContext, input: UpdateUnitRequest, language: Language, now: Date): Promise<void> {
  const unit = cleanUnit(input);
  try {
    await db.transaction(async (tx) => {
      const stored = await lockedUnit(tx, input.id);
      const isBase = input.isBase ?? stored.isBase;
      if (stored.seeded) {
        const unchanged =
          unit.code === stored.code &&
          unit.dimension === stored.dimension &&
          sameFactor(unit.factor, stored.factor) &&
          isBase === stored.isBase;
        if (!unchanged) throw refused('unitReferenceFixed', { code: stored.code });
      }
      if (unit.code !== stored.code) await assertCodeFree(tx, unit.code, stored.id);
      if (isBase) await assertMayBeBase(tx, unit, stored.id, language);
      const before = await snapshot(tx, 'units', [stored.id]);
      await tx
        .update(units)
        .set({ ...unit, isBase, updatedAt: now })
        .where(eq(units.id, stored.id));
      await assertSoundSet(tx, language);
      await recordRowChange(tx, session, { object: UNIT_LOG_OBJECT, action: 'update', table: 'units', id: stored.id, before });
    });
  } catch (error) {
    throw (await raceRefusal(db, error, unit, language)) ?? error;
  }
}

/**
 * Deletes an administrator's unit. "In use" is whatever references it: any table's foreign key to
 * units (project declared units, inventory lines ...) refuses the delete inside the transaction
 * (SQLSTATE 23503), which is answered as "unit X is in use" with nothing changed.
 */
export async function deleteUnit(db: Db, session: SessionContext, id: number, language: Language): Promise<void> {
  let code = '';
  try {
    await db.transaction(async (tx) => {
      const stored = await lockedUnit(tx, id);
      code = stored.code;
      if (stored.seeded) throw refused('unitReferenceUndeletable', { code: stored.code });
      const before = await snapshot(tx, 'units', [stored.id]);
      await tx.delete(units).where(eq(units.id, stored.id));
      await assertSoundSet(tx, language);
      await recordOperation(tx, session, { object: UNIT_LOG_OBJECT, action: 'delete', targetIds: [stored.id], before });
    });
  } catch (error) {
    if (sqlState(error) === '23503') throw refused('unitInUse', { code });
    throw error;
  }
}

/** The refusal of a conversion in the reader's language: both units (and their dimensions) named. */
export function conversionRefusal(error: UnitConversionError, language: Language): ApiError {
  const { refusal } = error;
  if (refusal.reason === 'unknownUnit') return refused('unitUnknown', { code: refusal.code });
  return refused('unitDimensionMismatch', {
    from: refusal.from.code,
    to: refusal.to.code,
    fromDimension: dimensionLabel(refusal.from.dimension, language),
    toDimension: dimensionLabel(refusal.to.dimension, language),
  });
}

/** `quantity` in `from` expressed in `to`, with the stored units. */
export async function convertQuantity(db: Handle, request: ConvertUnitRequest, language: Language): Promise<ConvertUnitReply> {
  const { quantity, from, to } = request;
  const rows = await db
    .select({ code: units.code, dimension: units.dimension, factor: units.factor })
    .from(units)
    .where(inArray(units.code, [from, to]));
  const catalog = unitCatalog(rows);
  try {
    const result = catalog.convert(quantity, from, to);
    const dimension = (catalog.find(from) as { dimension: UnitDimension }).dimension;
    return { quantity, from, to, dimension, result };
  } catch (error) {
    if (error instanceof UnitConversionError) throw conversionRefusal(error, language);
    throw error;
  }
}

/** Every dimension, also one without units yet, so a screen can tell which still lacks a base unit. */
export async function dimensionSummaries(db: Handle, language: Language): Promise<UnitDimensionSummary[]> {
  const rows = await db.select({ code: units.code, dimension: units.dimension, isBase: units.isBase }).from(units);
  return UNIT_DIMENSIONS.map((dimension) => {
    const members = rows.filter((row) => row.dimension === dimension);
    return {
      dimension,
      label: dimensionLabel(dimension, language),
      baseUnit: members.find((row) => row.isBase)?.code ?? null,
      unitCount: members.length,
    };
  });
}
