/**
 * Issue 6's engine figures: a 10,000-line inventory computed (cut-off and allocation on), and
 * 10,000 Monte Carlo iterations over 1,000 lines; time and peak memory of each, each measured in a
 * process of its own (engineWorker.ts) on the built engine.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface EngineRunFigures {
  lines: number;
  iterations?: number;
  /** The first run, before the JIT has compiled the engine. */
  coldMs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Peak resident memory of the whole measuring process, and how much the engine's runs raised it (from after the inventory was made). */
  peakRssKb: number;
  rssGrowthKb: number;
}

export interface EngineFigures {
  compute: EngineRunFigures;
  monteCarlo: EngineRunFigures;
}

function run(kind: 'compute' | 'monteCarlo'): EngineRunFigures {
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'engineWorker.ts'), kind], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop() as string) as EngineRunFigures;
}

export function measureEngine(): EngineFigures {
  return { compute: run('compute'), monteCarlo: run('monteCarlo') };
}
