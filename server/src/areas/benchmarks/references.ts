/**
 * Benchmark references: their changes (administrators) and how a benchmark reads them. The rules: both
 * names; one value or a range low ≤ high, each greater than 0; a known technology or none; a year
 * within bounds; a source, and a URL only of http(s). A reference of DOMAIN.md (seeded) is edited but
 * never deleted. Each change runs in one transaction with its operation log row; refusals change nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import {
  BENCHMARK_NAME_MAX as NAME_MAX,
  BENCHMARK_REGION_MAX as REGION_MAX,
  BENCHMARK_SOURCE_MAX as SOURCE_MAX,
  BENCHMARK_URL_MAX as URL_MAX,
  BENCHMARK_VALUE_MAX as VALUE_MAX,
  BENCHMARK_YEAR_MAX as YEAR_MAX,
  BENCHMARK_YEAR_MIN as YEAR_MIN,
  PROJECT_TECHNOLOGY_DICT,
} from '@pcf/shared/contracts';
import type { BenchmarkReference, CreateBenchmarkReferenceRequest, UpdateBenchmarkReferenceRequest } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import type { Handle, Tx } from '../auth/companyScope';
import { benchmarkReferences, sysDictItems, sysDictTypes } from '../../schema';
import { refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation, recordRowChange, snapshot } from '../audit/service';

/** The name the operation log files reference changes under. */
export const BENCHMARK_LOG_OBJECT = 'benchmark_reference';

type Clean = Omit<typeof benchmarkReferences.$inferInsert, 'id' | 'seedKey' | 'createdAt' | 'updatedAt'>;

const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0 && value <= VALUE_MAX;
const decimal = (value: number): string => new Decimal(value).toFixed();
const optionalText = (value: string | null): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

function cleanReference(input: CreateBenchmarkReferenceRequest): Clean {
  const nameZh = input.nameZh.trim();
  const nameEn = input.nameEn.trim();
  if (nameZh === '' || nameEn === '' || nameZh.length > NAME_MAX || nameEn.length > NAME_MAX)
    throw refused('benchmarkNameInvalid', { max: NAME_MAX });
  const single = input.value !== null && input.low === null && input.high === null && positive(input.value);
  const range = input.value === null && positive(input.low) && positive(input.high);
  if (!single && !range) throw refused('benchmarkValueInvalid', { max: VALUE_MAX });
  if (range && (input.low as number) > (input.high as number)) throw refused('benchmarkRangeOrder');
  const region = optionalText(input.region);
  if (region !== null && region.length > REGION_MAX) throw refused('benchmarkRegionInvalid', { max: REGION_MAX });
  if (input.year !== null && (input.year < YEAR_MIN || input.year > YEAR_MAX))
    throw refused('benchmarkYearInvalid', { min: YEAR_MIN, max: YEAR_MAX });
  const source = input.source.trim();
  if (source === '' || source.length > SOURCE_MAX) throw refused('benchmarkSourceInvalid', { max: SOURCE_MAX });
  const sourceUrl = optionalText(input.sourceUrl);
  if (sourceUrl !== null && (sourceUrl.length > URL_MAX || !isWebAddress(sourceUrl)))
    throw refused('benchmarkUrlInvalid', { max: URL_MAX });
  return {
    nameZh,
    nameEn,
    kind: input.kind,
    unit: input.unit,
    value: single ? decimal(input.value as number) : null,
    low: range ? decimal(input.low as number) : null,
    high: range ? decimal(input.high as number) : null,
    technology: optionalText(input.technology),
    region,
    year: input.year,
    source,
    sourceUrl,
  };
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

async function assertTechnologyKnown(tx: Handle, technology: string | null): Promise<void> {
  if (technology === null) return;
  const [found] = await tx
    .select({ id: sysDictItems.id })
    .from(sysDictItems)
    .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
    .where(and(eq(sysDictTypes.code, PROJECT_TECHNOLOGY_DICT), eq(sysDictItems.value, technology)));
  if (!found) throw refused('benchmarkTechnologyUnknown', { value: technology });
}

async function lockedReference(tx: Tx, id: number) {
  const [row] = await tx.select().from(benchmarkReferences).where(eq(benchmarkReferences.id, id)).for('update');
  if (!row) throw refused('benchmarkReferenceMissing');
  return row;
}

export async function createReference(db: Db, session: SessionContext, input: CreateBenchmarkReferenceRequest, now: Date): Promise<number> {
  const clean = cleanReference(input);
  return db.transaction(async (tx) => {
    await assertTechnologyKnown(tx, clean.technology ?? null);
    const [created] = await tx
      .insert(benchmarkReferences)
      .values({ ...clean, createdAt: now, updatedAt: now })
      .returning({ id: benchmarkReferences.id });
    await recordRowChange(tx, session, { object: BENCHMARK_LOG_OBJECT, action: 'create', table: 'benchmark_references', id: created.id });
    return created.id;
  });
}

export async function updateReference(db: Db, session: SessionContext, input: UpdateBenchmarkReferenceRequest, now: Date): Promise<void> {
  const clean = cleanReference(input);
  await db.transaction(async (tx) => {
    const stored = await lockedReference(tx, input.id);
    await assertTechnologyKnown(tx, clean.technology ?? null);
    const before = await snapshot(tx, 'benchmark_references', [stored.id]);
    await tx
      .update(benchmarkReferences)
      .set({ ...clean, updatedAt: now })
      .where(eq(benchmarkReferences.id, stored.id));
    await recordRowChange(tx, session, {
      object: BENCHMARK_LOG_OBJECT,
      action: 'update',
      table: 'benchmark_references',
      id: stored.id,
      before,
    });
  });
}

export async function deleteReference(db: Db, session: SessionContext, id: number, language: Language): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockedReference(tx, id);
    if (stored.seedKey !== null) throw refused('benchmarkSeededUndeletable', { name: language === 'zh' ? stored.nameZh : stored.nameEn });
    const before = await snapshot(tx, 'benchmark_references', [stored.id]);
    await tx.delete(benchmarkReferences).where(eq(benchmarkReferences.id, stored.id));
    await recordOperation(tx, session, { object: BENCHMARK_LOG_OBJECT, action: 'delete', targetIds: [stored.id], before });
  });
}

const numberOf = (value: string | null): number | null => (value === null ? null : Number(value));

/** Every reference as a benchmark shows it, in the reader's language, in the order they were added. */
export async function readReferences(db: Handle, language: Language): Promise<BenchmarkReference[]> {
  const rows = await db.select().from(benchmarkReferences).orderBy(asc(benchmarkReferences.id));
  return rows.map((row) => {
    const value = numberOf(row.value);
    const high = numberOf(row.high);
    return {
      id: row.id,
      name: language === 'zh' ? row.nameZh : row.nameEn,
      kind: row.kind,
      unit: row.unit,
      value,
      low: numberOf(row.low),
      high,
      target: (value ?? high) as number,
      technology: row.technology,
      region: row.region,
      year: row.year,
      source: row.source,
      sourceUrl: row.sourceUrl,
    };
  });
}
