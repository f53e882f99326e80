/** Command line of `npm run bench`: `--only pages|api|list|factors|engine|compute|report|excel|faults` runs one part (no results.json then). */

/**
 * pages: page weight and load times; api: GET /rest/getInfo; list: the object list of 100,000 rows;
 * factors: the factor search on 100,000 factors and a 10,000-row import; engine: the footprint engine;
 * compute: a footprint computation of a 1,000-line project through the HTTP routes; report: a bilingual
 * 30-page study report as PDF and DOCX; excel: GET /api/health during the import of a 100,000-row .xlsx;
 * faults: two API nodes and two workers on PostgreSQL under load and crashes (bench/faults.ts).
 */
export type BenchPart = 'pages' | 'api' | 'list' | 'factors' | 'engine' | 'compute' | 'report' | 'excel' | 'faults';

export interface BenchOptions {
  /** null: every part. */
  only: BenchPart | null;
}

const PARTS: readonly BenchPart[] = ['pages', 'api', 'list', 'factors', 'engine', 'compute', 'report', 'excel', 'faults'];
const CHOICES = `${PARTS.slice(0, -1).join(', ')} or ${PARTS[PARTS.length - 1]}`;

function isPart(value: string | undefined): value is BenchPart {
  return (PARTS as readonly (string | undefined)[]).includes(value);
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  let only: BenchPart | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = arg === '--only' ? args[++i] : arg.startsWith('--only=') ? arg.slice('--only='.length) : undefined;
    if (arg !== '--only' && value === undefined) throw new Error(`unknown argument "${arg}" (use --only ${PARTS.join('|')})`);
    if (!isPart(value)) throw new Error(`--only takes ${CHOICES}, got "${value ?? ''}"`);
    only = value;
  }
  return { only };
}
