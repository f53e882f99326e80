/**
 * Contribution analysis: the what-if scenarios kept with a footprint snapshot. A scenario records
 * the swaps asked and the result as computed then (the snapshot never changes, so neither does the
 * result); it goes with its snapshot. Gathered by server/src/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { footprintSnapshots } from '../footprint/tables';

export const analysisScenarios = pgTable(
  'analysis_scenarios',
  {
    id: serial('id').primaryKey(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => footprintSnapshots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** FactorSwap[] (contracts/analysis.ts). */
    swaps: jsonb('swaps').notNull(),
    /** WhatIfResult as computed when saved (names in the saver's language). */
    results: jsonb('results').notNull(),
    // no foreign key: the scenario stays on record after its author is deleted
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analysis_scenarios_snapshot_idx').on(t.snapshotId), check('analysis_scenarios_name_present', sql`btrim(${t.name}) <> ''`)],
);
