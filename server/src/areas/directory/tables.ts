/**
 * The category tree (directory items) that factors, datasets and inventory lines are filed under.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/** The category tree of SPEC §3/§7 (maintained at /businessAccounting/directory). pid 0 = root. */
export const directoryNodes = pgTable(
  'directory_nodes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The English name; null (a row written before it existed, or by hand) reads as the Chinese one. */
    nameEn: text('name_en'),
    pid: integer('pid').notNull().default(0),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(1),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('directory_nodes_pid_idx').on(t.pid), index('directory_nodes_level_idx').on(t.level)],
);
