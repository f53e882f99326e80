/** Command line of `npm run bench`: `--only pages|api` runs one part (no results.json then). */

export type BenchPart = 'pages' | 'api';

export interface BenchOptions {
  /** null: every part. */
  only: BenchPart | null;
}

const PARTS: readonly BenchPart[] = ['pages', 'api'];

function isPart(value: string | undefined): value is BenchPart {
  return (PARTS as readonly (string | undefined)[]).includes(value);
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  let only: BenchPart | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = arg === '--only' ? args[++i] : arg.startsWith('--only=') ? arg.slice('--only='.length) : undefined;
    if (arg !== '--only' && value === undefined) throw new Error(`unknown argument "${arg}" (use --only ${PARTS.join('|')})`);
    if (!isPart(value)) throw new Error(`--only takes ${PARTS.join(' or ')}, got "${value ?? ''}"`);
    only = value;
  }
  return { only };
}
