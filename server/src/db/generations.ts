/**
 * Generations of data (migration 0041): a row of data_generations per set of tables, raised from a
 * sequence by every transaction that changes one of them, at its commit, together with the data.
 * A value read from the data after its generation was read is at least as new as that generation,
 * so a process may keep what it computed under the generation and serve it until the generation
 * moves (metadata/pageCache.ts, the factor statistics): nothing is kept that another process needs.
 */
import { sql } from 'drizzle-orm';
import { executeShaped, type Executor } from './shapedStatements';

/** The set's generation as text (a bigint), or null where the database has none. */
export async function generationOf(db: Executor, name: string): Promise<string | null> {
  const [row] = await executeShaped(db, sql`select generation::text as generation from data_generations where name = ${name}`);
  return row ? String(row.generation) : null;
}

/** One value computed from a generation's data, kept until the generation moves; readers at once share one computation. */
export class GenerationMemo<T> {
  private kept: { generation: string; value: Promise<T> } | null = null;

  constructor(private readonly name: string) {}

  async read(db: Executor, compute: () => Promise<T>): Promise<T> {
    const generation = await generationOf(db, this.name);
    if (generation === null) return compute();
    if (this.kept?.generation === generation) return this.kept.value;
    const value = compute();
    this.kept = { generation, value };
    // a failed computation is not kept
    value.catch(() => {
      if (this.kept?.value === value) this.kept = null;
    });
    return value;
  }
}
