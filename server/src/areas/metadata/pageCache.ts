/**
 * Pages of public reference data kept by each node (db/generations.ts): the open factor library holds about ten
 * thousand factors that every company searches and that change only by imports and edits, and a
 * broad search (two factors in three match "electricity") costs PostgreSQL tens of milliseconds.
 *
 * A page is kept under its statement (text and parameters: the search, sort, page and any row
 * rule) and under its data's generation. A change raises the generation when it commits (migration
 * 0041: deferred triggers on every table the read model reads), in the same transaction as the
 * data, so a node that reads the generation before the page never keeps a page older than the
 * generation it files it under. Nodes share nothing: each asks the database for the generation,
 * one indexed row, on every read.
 */
import type { SQL } from 'drizzle-orm';
import type { ObjPage } from '@pcf/shared/contracts';
import { generationOf } from '../../db/generations';
import { buildQuery, type BuiltQuery, type Executor } from '../../db/shapedStatements';

/** Pages kept per node; the least recently read goes first. */
export const PAGE_CACHE_ENTRIES = 200;

export class PageCache {
  private readonly pages = new Map<string, ObjPage>();

  /** `generations`: the read models kept, by object name, and the generation each follows. */
  constructor(
    private readonly generations: ReadonlyMap<string, string>,
    private readonly entries = PAGE_CACHE_ENTRIES,
  ) {}

  /** Whether pages of this object are kept at all. */
  keeps(objName: string): boolean {
    return this.generations.has(objName);
  }

  /**
   * The page `query` reads, kept or read by `read`; an object not kept, or a generation the
   * database does not know, is read every time.
   */
  async page(db: Executor, objName: string, query: SQL, read: (built: BuiltQuery) => Promise<ObjPage>): Promise<ObjPage> {
    const built = buildQuery(query);
    const name = this.generations.get(objName);
    const generation = name === undefined ? null : await generationOf(db, name);
    if (generation === null) return read(built);
    const key = `${objName}\u0000${generation}\u0000${built.sql}\u0000${JSON.stringify(built.params)}`;
    const kept = this.pages.get(key);
    if (kept) {
      // read again: the most recently read at the end
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const fresh = await read(built);
    this.pages.set(key, fresh);
    if (this.pages.size > this.entries) this.pages.delete(this.pages.keys().next().value as string);
    return fresh;
  }

  /** How many pages this node keeps (tests). */
  get size(): number {
    return this.pages.size;
  }
}
