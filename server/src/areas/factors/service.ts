/**
 * The emission factor database: a factor's identity (its code) and its versions. Creating a factor
 * writes version 1; an edit writes the next version and makes it current, never touching an earlier
 * one (the table refuses updates), so whatever used version n keeps it. Deleting removes every
 * version; a version referenced from anywhere makes the factor "in use" and the delete is refused
 * (23503 inside the delete's transaction). The seeded reference factors are versioned, never
 * deleted. Each change runs in one transaction with its operation log row.
 */
import { directoryNameIn } from '../directory/names';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import type {
  CalorificValue,
  CreateFactorRequest,
  FactorContent,
  FactorDetail,
  FactorVersionDetail,
  Gas,
  GwpSet,
  GwpValue,
  SaveFactorReply,
  UpdateFactorRequest,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import {
  directoryNodes,
  emissionFactorGases,
  emissionFactorVersions,
  emissionFactors,
  gwpValues,
  sysDictItems,
  sysDictTypes,
  units,
  users,
} from '../../schema';
import { sqlConstraint, sqlState } from '../../db/errors';
import { ApiError, notFound, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { GwpTable } from '../../footprint/gwp';
import type { SessionContext } from '../auth/sessions';
import { recordOperation, snapshot } from '../audit/service';
import { checkCode, checkContent, type CleanContent, type ContentField, type ContentProblem, type ContentReferences } from './content';
import type { AfterFactorChange } from './factorChange';

export const FACTOR_LOG_OBJECT = 'emission_factor';
export const REGION_DICT = 'pcf_region';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Handle = Db | Tx;

/** The names of the fields as a person reads them in a message. */
const FIELD_LABELS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  code: { zh: '因子编码', en: 'Factor code' },
  nameZh: { zh: '中文名称', en: 'Chinese name' },
  nameEn: { zh: '英文名称', en: 'English name' },
  categoryId: { zh: '类别', en: 'Category' },
  category: { zh: '类别', en: 'Category' },
  unit: { zh: '单位', en: 'Unit' },
  gwpSet: { zh: 'GWP 值版本', en: 'GWP set' },
  value: { zh: '因子值', en: 'Value' },
  gases: { zh: '温室气体构成', en: 'Gas breakdown' },
  region: { zh: '地区', en: 'Region' },
  year: { zh: '年份', en: 'Year' },
  source: { zh: '数据来源', en: 'Source' },
  databaseVersion: { zh: '数据库版本', en: 'Database version' },
  licence: { zh: '许可协议', en: 'Licence' },
  sourceUrl: { zh: '来源网址', en: 'Source address' },
  gwpBasis: { zh: 'GWP 依据', en: 'GWP basis' },
  validFrom: { zh: '有效期起', en: 'Valid from' },
  validTo: { zh: '有效期止', en: 'Valid to' },
  quality: { zh: '数据质量评分', en: 'Data-quality scores' },
  uncertainty: { zh: '不确定性分布', en: 'Uncertainty distribution' },
  gsd: { zh: '几何标准差', en: 'Geometric standard deviation' },
  ncv: { zh: '低位发热量', en: 'Net calorific value' },
  note: { zh: '备注', en: 'Note' },
};

/** A field's name in `language` (a gas column by its gas). */
export function fieldLabel(field: string, language: Language): string {
  if (field.startsWith('gas_')) return field.slice(4);
  return FIELD_LABELS[field]?.[language] ?? field;
}

/** A problem's message parameters, the field named for a person. */
export function problemParams(problem: ContentProblem, language: Language): Record<string, string | number> {
  const params = { ...(problem.params ?? {}) };
  if (typeof params.field === 'string') params.field = fieldLabel(params.field, language);
  return params;
}

function refusal(problem: ContentProblem, language: Language): ApiError {
  return refused(problem.key, problemParams(problem, language));
}

/** Platform administrators alone change the public database, whatever their role grants. */
export function assertFactorAdmin(session: SessionContext): void {
  if (!session.isAdmin) throw new ApiError('factorAdminOnly', 403, 403);
}

export async function loadGwpTable(db: Handle): Promise<GwpTable> {
  const rows = await db.select().from(gwpValues);
  const table = new Map<GwpSet, Map<Gas, Decimal>>();
  for (const row of rows) {
    const set = table.get(row.gwpSet) ?? new Map<Gas, Decimal>();
    set.set(row.gas, new Decimal(row.value));
    table.set(row.gwpSet, set);
  }
  return table;
}

export async function gwpList(db: Db): Promise<GwpValue[]> {
  const rows = await db.select().from(gwpValues).orderBy(asc(gwpValues.gwpSet), asc(gwpValues.gas));
  return rows.map((row) => ({ gas: row.gas, gwpSet: row.gwpSet, value: Number(row.value), source: row.source }));
}

/** Everything a version's content is checked against, read once. */
export async function loadReferences(db: Handle): Promise<ContentReferences> {
  // one after the other: inside a transaction they share its one connection
  const unitRows = await db.select({ id: units.id, code: units.code, dimension: units.dimension }).from(units);
  const categoryRows = await db.select({ id: directoryNodes.id }).from(directoryNodes);
  const regionRows = await db
    .select({ value: sysDictItems.value })
    .from(sysDictItems)
    .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
    .where(and(eq(sysDictTypes.code, REGION_DICT), eq(sysDictItems.status, '0')));
  const gwp = await loadGwpTable(db);
  return {
    unitIds: new Map(unitRows.map((u) => [u.code, u.id])),
    unitDimensions: new Map(unitRows.map((u) => [u.code, u.dimension])),
    categoryIds: new Set(categoryRows.map((c) => c.id)),
    regions: new Set(regionRows.map((r) => r.value)),
    gwp,
  };
}

async function cleanContentOf(tx: Handle, input: FactorContent, language: Language): Promise<CleanContent> {
  const checked = checkContent(input, await loadReferences(tx));
  if ('problems' in checked) throw refusal(checked.problems[0], language);
  return checked.content;
}

/** The stored row of version `version` of factor `factorId` (written by a form and by an import alike). */
export function versionValues(
  factorId: number,
  version: number,
  content: CleanContent,
  userId: number | null,
  now: Date,
): typeof emissionFactorVersions.$inferInsert {
  return {
    factorId,
    version,
    nameZh: content.nameZh,
    nameEn: content.nameEn,
    categoryId: content.categoryId,
    value: content.value,
    unitId: content.unitId,
    gwpSet: content.gwpSet,
    region: content.region,
    year: content.year,
    source: content.source,
    databaseVersion: content.databaseVersion,
    licence: content.licence ?? '',
    sourceUrl: content.sourceUrl ?? null,
    gwpBasis: content.gwpBasis ?? '',
    validFrom: content.validFrom,
    validTo: content.validTo,
    dqrTer: content.quality ? String(content.quality.ter) : null,
    dqrGer: content.quality ? String(content.quality.ger) : null,
    dqrTir: content.quality ? String(content.quality.tir) : null,
    dqrP: content.quality ? String(content.quality.p) : null,
    uncertainty: content.uncertainty,
    gsd: content.gsd,
    ncvValue: content.ncv?.value ?? null,
    ncvPerUnitId: content.ncv?.perUnitId ?? null,
    ncvEnergyUnitId: content.ncv?.energyUnitId ?? null,
    ncvSource: content.ncv?.source ?? null,
    note: content.note,
    createdBy: userId,
    createdAt: now,
  };
}

/** Writes version `version` of factor `factorId` with its gases and makes it current; returns its id. */
export async function writeVersion(
  tx: Tx,
  factorId: number,
  version: number,
  content: CleanContent,
  userId: number | null,
  now: Date,
  afterFactorChange: AfterFactorChange,
): Promise<number> {
  const [saved] = await tx
    .insert(emissionFactorVersions)
    .values(versionValues(factorId, version, content, userId, now))
    .returning({ id: emissionFactorVersions.id });
  if (content.gases.length > 0) {
    await tx.insert(emissionFactorGases).values(content.gases.map((g) => ({ versionId: saved.id, gas: g.gas, amount: g.amount })));
  }
  await tx.update(emissionFactors).set({ currentVersionId: saved.id, updatedAt: now }).where(eq(emissionFactors.id, factorId));
  // the general datasets using the factor follow its current version, in this transaction (factorChange.ts)
  await afterFactorChange(tx, factorId, now);
  return saved.id;
}

export async function createFactor(
  db: Db,
  session: SessionContext,
  input: CreateFactorRequest,
  language: Language,
  now: Date,
  afterFactorChange: AfterFactorChange,
): Promise<SaveFactorReply> {
  assertFactorAdmin(session);
  const codeProblem = checkCode(input.code);
  if (codeProblem) throw refusal(codeProblem, language);
  const code = input.code.trim();
  try {
    return await db.transaction(async (tx) => {
      const content = await cleanContentOf(tx, input, language);
      const [factor] = await tx
        .insert(emissionFactors)
        .values({ code, createdAt: now, updatedAt: now })
        .returning({ id: emissionFactors.id });
      const versionId = await writeVersion(tx, factor.id, 1, content, session.userId, now, afterFactorChange);
      await recordOperation(tx, session, {
        object: FACTOR_LOG_OBJECT,
        action: 'create',
        targetIds: [factor.id],
        after: { code, version: 1, ...(await snapshot(tx, 'emission_factor_versions', [versionId]))[0] },
      });
      return { id: factor.id, versionId, version: 1 };
    });
  } catch (error) {
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'emission_factors_code_unique') throw refused('factorCodeTaken', { code });
    throw error;
  }
}

/** Locks the factor row for the change (a concurrent edit waits, so version numbers never collide). */
async function lockedFactor(tx: Tx, id: number): Promise<{ id: number; code: string; seeded: boolean; currentVersionId: number | null }> {
  const [factor] = await tx
    .select({
      id: emissionFactors.id,
      code: emissionFactors.code,
      seeded: emissionFactors.seeded,
      currentVersionId: emissionFactors.currentVersionId,
    })
    .from(emissionFactors)
    .where(eq(emissionFactors.id, id))
    .for('update');
  if (!factor) throw notFound('factorNotFound');
  return factor;
}

export async function updateFactor(
  db: Db,
  session: SessionContext,
  input: UpdateFactorRequest,
  language: Language,
  now: Date,
  afterFactorChange: AfterFactorChange,
): Promise<SaveFactorReply> {
  assertFactorAdmin(session);
  return db.transaction(async (tx) => {
    const factor = await lockedFactor(tx, input.id);
    const content = await keepingProvenance(tx, await cleanContentOf(tx, input, language), factor.currentVersionId);
    const [{ latest }] = await tx
      .select({ latest: sql<number>`coalesce(max(${emissionFactorVersions.version}), 0)::int` })
      .from(emissionFactorVersions)
      .where(eq(emissionFactorVersions.factorId, factor.id));
    const version = Number(latest) + 1;
    const before = factor.currentVersionId === null ? [] : await snapshot(tx, 'emission_factor_versions', [factor.currentVersionId]);
    const versionId = await writeVersion(tx, factor.id, version, content, session.userId, now, afterFactorChange);
    await recordOperation(tx, session, {
      object: FACTOR_LOG_OBJECT,
      action: 'update',
      targetIds: [factor.id],
      before,
      after: await snapshot(tx, 'emission_factor_versions', [versionId]),
    });
    return { id: factor.id, versionId, version };
  });
}

/**
 * An edit that leaves out the licence, source address or GWP basis (a form that does not show
 * them) keeps the current version's: a new version of a library factor stays attributed.
 */
async function keepingProvenance(tx: Tx, content: CleanContent, currentVersionId: number | null): Promise<CleanContent> {
  if (content.licence !== undefined && content.sourceUrl !== undefined && content.gwpBasis !== undefined) return content;
  if (currentVersionId === null) return content;
  const [current] = await tx
    .select({
      licence: emissionFactorVersions.licence,
      sourceUrl: emissionFactorVersions.sourceUrl,
      gwpBasis: emissionFactorVersions.gwpBasis,
    })
    .from(emissionFactorVersions)
    .where(eq(emissionFactorVersions.id, currentVersionId));
  if (!current) return content;
  return {
    ...content,
    licence: content.licence ?? current.licence,
    sourceUrl: content.sourceUrl === undefined ? current.sourceUrl : content.sourceUrl,
    gwpBasis: content.gwpBasis ?? current.gwpBasis,
  };
}

export async function deleteFactor(db: Db, session: SessionContext, id: number): Promise<void> {
  assertFactorAdmin(session);
  let code = String(id);
  try {
    await db.transaction(async (tx) => {
      const factor = await lockedFactor(tx, id);
      code = factor.code;
      if (factor.seeded) throw refused('factorReferenceUndeletable', { code: factor.code });
      const before = await snapshot(tx, 'emission_factors', [factor.id]);
      await tx.delete(emissionFactors).where(eq(emissionFactors.id, factor.id));
      await recordOperation(tx, session, { object: FACTOR_LOG_OBJECT, action: 'delete', targetIds: [factor.id], before });
    });
  } catch (error) {
    if (sqlState(error) === '23503') throw refused('factorInUse', { code });
    throw error;
  }
}

/**
 * Whether anything refers to one of the factor's versions: the foreign keys into
 * emission_factor_versions (other than its own gases), found in the catalogue so that a table a
 * later area adds (inventory lines, snapshots) counts without changing this code.
 */
async function isInUse(db: Db, factorId: number): Promise<boolean> {
  const references = (await db.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'emission_factor_versions'::regclass and cl.relname <> 'emission_factor_gases'
      and n.nspname = current_schema() and cardinality(c.conkey) = 1`)) as unknown as { rows: { table: string; column: string }[] };
  for (const { table, column } of references.rows) {
    const found = (await db.execute(
      sql`select 1 from ${sql.identifier(table)} r where r.${sql.identifier(column)} in (select id from emission_factor_versions where factor_id = ${factorId}) limit 1`,
    )) as unknown as { rows: unknown[] };
    if (found.rows.length > 0) return true;
  }
  return false;
}

function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** A version's net calorific value with its units by code, or null. */
async function calorificValueOf(db: Db, v: typeof emissionFactorVersions.$inferSelect): Promise<CalorificValue | null> {
  if (v.ncvValue === null || v.ncvPerUnitId === null || v.ncvEnergyUnitId === null || v.ncvSource === null) return null;
  const rows = await db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(inArray(units.id, [v.ncvPerUnitId, v.ncvEnergyUnitId]));
  const codeOf = (id: number) => rows.find((r) => r.id === id)?.code ?? '';
  return { value: Number(v.ncvValue), perUnit: codeOf(v.ncvPerUnitId), energyUnit: codeOf(v.ncvEnergyUnitId), source: v.ncvSource };
}

export async function factorDetail(db: Db, id: number, version: number | undefined, language: Language): Promise<FactorDetail> {
  const [factor] = await db
    .select({ id: emissionFactors.id, code: emissionFactors.code, currentVersionId: emissionFactors.currentVersionId })
    .from(emissionFactors)
    .where(eq(emissionFactors.id, id));
  if (!factor) throw notFound('factorNotFound');
  const versions = await db
    .select({
      versionId: emissionFactorVersions.id,
      version: emissionFactorVersions.version,
      value: emissionFactorVersions.value,
      unitCode: units.code,
      gwpSet: emissionFactorVersions.gwpSet,
      year: emissionFactorVersions.year,
      source: emissionFactorVersions.source,
      createdAt: emissionFactorVersions.createdAt,
      createdByName: users.name,
    })
    .from(emissionFactorVersions)
    .innerJoin(units, eq(units.id, emissionFactorVersions.unitId))
    .leftJoin(users, eq(users.id, emissionFactorVersions.createdBy))
    .where(eq(emissionFactorVersions.factorId, id))
    .orderBy(desc(emissionFactorVersions.version));
  const wanted =
    version === undefined ? versions.find((v) => v.versionId === factor.currentVersionId) : versions.find((v) => v.version === version);
  if (!wanted) throw refused('factorVersionNotFound', { version: version ?? 0 });
  const [row] = await db
    .select({
      version: emissionFactorVersions,
      categoryName: directoryNameIn(language),
      unitId: units.id,
      unitCode: units.code,
      unitNameZh: units.nameZh,
      unitNameEn: units.nameEn,
      createdByName: users.name,
    })
    .from(emissionFactorVersions)
    .innerJoin(units, eq(units.id, emissionFactorVersions.unitId))
    .leftJoin(directoryNodes, eq(directoryNodes.id, emissionFactorVersions.categoryId))
    .leftJoin(users, eq(users.id, emissionFactorVersions.createdBy))
    .where(eq(emissionFactorVersions.id, wanted.versionId));
  const v = row.version;
  const gases = await db
    .select({ gas: emissionFactorGases.gas, amount: emissionFactorGases.amount, gwp: gwpValues.value })
    .from(emissionFactorGases)
    .leftJoin(gwpValues, and(eq(gwpValues.gas, emissionFactorGases.gas), eq(gwpValues.gwpSet, v.gwpSet)))
    .where(eq(emissionFactorGases.versionId, v.id))
    .orderBy(asc(emissionFactorGases.gas));
  const quality = v.dqrTer === null ? null : { ter: Number(v.dqrTer), ger: Number(v.dqrGer), tir: Number(v.dqrTir), p: Number(v.dqrP) };
  const ncv = await calorificValueOf(db, v);
  const current: FactorVersionDetail = {
    versionId: v.id,
    version: v.version,
    nameZh: v.nameZh,
    nameEn: v.nameEn,
    categoryId: v.categoryId,
    categoryName: row.categoryName,
    unit: row.unitCode,
    unitId: row.unitId,
    unitNameZh: row.unitNameZh,
    unitNameEn: row.unitNameEn,
    gwpSet: v.gwpSet,
    value: Number(v.value),
    gases: gases.map((g) => {
      const gwp = g.gwp === null ? 0 : Number(g.gwp);
      return { gas: g.gas, amount: Number(g.amount), gwp, co2e: new Decimal(g.amount).times(g.gwp ?? 0).toNumber() };
    }),
    region: v.region,
    year: v.year,
    source: v.source,
    databaseVersion: v.databaseVersion,
    licence: v.licence,
    sourceUrl: v.sourceUrl,
    gwpBasis: v.gwpBasis,
    validFrom: v.validFrom,
    validTo: v.validTo,
    quality,
    dqr: quality ? (quality.ter + quality.ger + quality.tir + quality.p) / 4 : null,
    uncertainty: v.uncertainty,
    gsd: numberOrNull(v.gsd),
    ncv,
    note: v.note,
    createdAt: isoTime(v.createdAt),
    createdByName: row.createdByName,
  };
  return {
    id: factor.id,
    code: factor.code,
    current,
    currentVersion: versions.find((x) => x.versionId === factor.currentVersionId)?.version ?? current.version,
    versions: versions.map((x) => ({
      versionId: x.versionId,
      version: x.version,
      value: Number(x.value),
      unitCode: x.unitCode,
      gwpSet: x.gwpSet,
      year: x.year,
      source: x.source,
      createdAt: isoTime(x.createdAt),
      createdByName: x.createdByName,
    })),
    inUse: await isInUse(db, factor.id),
  };
}

/** The versions given by id, to check that they exist (others' references to a factor version). */
export async function existingVersionIds(db: Handle, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: emissionFactorVersions.id })
    .from(emissionFactorVersions)
    .where(inArray(emissionFactorVersions.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export type { ContentField };
