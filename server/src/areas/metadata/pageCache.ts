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

/** Pages kept per node, and their rows in all (a page holds up to 500); the least recently read goes first. */
export const PAGE_CACHE_ENTRIES = 200;
export const PAGE_CACHE_ROWS = 10_000;

interface KeptPage {
  objName: string;
  generation: string;
  page: ObjPage;
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private rows = 0;

  /** `generations`: the read models kept, by object name, and the generation each follows. */
  constructor(
    private readonly generations: ReadonlyMap<string, string>,
    private readonly limits = { entries: PAGE_CACHE_ENTRIES, rows: PAGE_CACHE_ROWS },
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
      return kept.page;
    }
    const page = await read(built);
    // pages of the object's older generations are served no more
    for (const [oldKey, old] of this.pages) if (old.objName === objName && old.generation !== generation) this.drop(oldKey);
    this.pages.set(key, { objName, generation, page });
    this.rows += page.rows.length;
    while (this.pages.size > this.limits.entries || this.rows > this.limits.rows) this.drop(this.pages.keys().next().value as string);
    return page;
  }

  private drop(key: string): void {
    const kept = this.pages.get(key);
    if (!kept) return;
    this.pages.delete(key);
    this.rows -= kept.page.rows.length;
  }

  /** How many pages this node keeps (tests). */
  get size(): number {
    return this.pages.size;
  }
}
