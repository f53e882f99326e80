/**
 * Runs one engine benchmark in a process of its own (so its peak memory is its own) and prints
 * its figures as JSON: `compute` (a 10,000-line inventory) or `monteCarlo` (10,000 iterations over
 * 1,000 lines). It loads the built engine (server/dist), as the server runs it.
 */
import path from 'node:path';
import { repoRoot } from '../src/repo';
import { syntheticInventory } from './engineInventory';

interface EngineModule {
  computeFootprint: (lines: unknown[], settings: unknown, refs: unknown) => { total: number };
}
interface UnitsModule {
  REFERENCE_UNITS: unknown[];
}
interface GwpModule {
  REFERENCE_GWP: Record<string, Record<string, string>>;
}

const dist = (file: string) => path.join(repoRoot, 'server', 'dist', 'footprint', file);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const engine = require(dist('engine/compute.js')) as EngineModule;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REFERENCE_UNITS } = require(dist('referenceUnits.js')) as UnitsModule;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REFERENCE_GWP } = require(dist('gwp.js')) as GwpModule;

const refs = { units: REFERENCE_UNITS, gwp: new Map(Object.entries(REFERENCE_GWP.AR6).map(([gas, value]) => [gas, Number(value)])) };

function settings(monteCarlo: { iterations: number; seed: number } | null, cutOff: boolean) {
  return {
    gwpSet: 'AR6',
    allocation: { method: 'mass', share: 0.85 },
    cutOff: cutOff ? { lineShare: 0.01, totalShare: 0.05 } : null,
    declaredUnits: 1,
    modules: 1,
    ratedPowerWp: 580,
    areaM2: 2.58,
    monteCarlo,
  };
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(kind: string): object {
  if (kind === 'compute') {
    const lines = syntheticInventory(10_000);
    const run = () => engine.computeFootprint(lines, settings(null, true), refs);
    const rssBefore = process.resourceUsage().maxRSS;
    const cold = timed(run);
    for (let i = 0; i < 5; i++) run();
    const runs = Array.from({ length: 15 }, () => timed(run));
    return {
      lines: lines.length,
      coldMs: cold,
      medianMs: median(runs),
      minMs: Math.min(...runs),
      maxMs: Math.max(...runs),
      peakRssKb: process.resourceUsage().maxRSS,
      rssGrowthKb: process.resourceUsage().maxRSS - rssBefore,
    };
  }
  const lines = syntheticInventory(1_000);
  const rssBefore = process.resourceUsage().maxRSS;
  const run = () => engine.computeFootprint(lines, settings({ iterations: 10_000, seed: 20261125 }, false), refs);
  const runs = Array.from({ length: 3 }, () => timed(run));
  return {
    lines: lines.length,
    iterations: 10_000,
    coldMs: runs[0],
    medianMs: median(runs),
    minMs: Math.min(...runs),
    maxMs: Math.max(...runs),
    peakRssKb: process.resourceUsage().maxRSS,
    rssGrowthKb: process.resourceUsage().maxRSS - rssBefore,
  };
}

process.stdout.write(JSON.stringify(measure(process.argv[2] ?? 'compute')) + '\n');
