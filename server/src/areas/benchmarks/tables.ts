/**
 * Benchmark references (DOMAIN.md "Benchmarks for PV modules"): kept by platform administrators,
 * seeded with the method's references. Gathered with every area's tables by server/src/schema.ts.
 * Listed through the read model pcf_benchmark_reference (a view refusing writes, written by hand in
 * its migration); changes go through /rest/benchmark/reference/* and its rules.
 */
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { BenchmarkKind, BenchmarkUnit } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';

export const benchmarkReferences = pgTable(
  'benchmark_references',
  {
    id: serial('id').primaryKey(),
    /** Set on the references of DOMAIN.md only (the seed adds a missing one by it); such a reference is never deleted. */
    seedKey: text('seed_key').unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind').$type<BenchmarkKind>().notNull(),
    unit: text('unit').$type<BenchmarkUnit>().notNull().default('kgCO2e/kWp'),
    /** One value, or the range low–high. */
    value: numeric('value'),
    low: numeric('low'),
    high: numeric('high'),
    /** pcf_pv_technology; null: any technology. */
    technology: text('technology'),
    region: text('region'),
    year: integer('year'),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('benchmark_references_kind_known', sql`${t.kind} in ('threshold', 'industry', 'tender_ceiling')`),
    check('benchmark_references_unit_known', sql`${t.unit} in ('kgCO2e/kWp', 'kgCO2e/m2')`),
    check(
      'benchmark_references_value_or_range',
      sql`(${t.value} is not null and ${t.low} is null and ${t.high} is null and ${t.value} > 0) or (${t.value} is null and ${t.low} > 0 and ${t.high} >= ${t.low})`,
    ),
  ],
);
