/**
 * Runs the report benchmark in a process of its own and prints its figures as JSON: a bilingual
 * study report of REPORT_PAGES_TARGET-odd pages with 8 charts (4 per language) rendered as PDF, and
 * the same report as DOCX, each a few times. It loads the built report renderers (server/dist), as
 * the server runs them.
 */
import path from 'node:path';
import { repoRoot } from '../src/repo';
import { syntheticReport } from './reportDocument';

interface Renderer {
  reportPdf?: (doc: unknown) => Promise<Buffer>;
  reportDocx?: (doc: unknown) => Promise<Buffer>;
}

const dist = (file: string) => path.join(repoRoot, 'server', 'dist', 'areas', 'reports', file);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reportPdf } = require(dist('pdf.js')) as Required<Pick<Renderer, 'reportPdf'>>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reportDocx } = require(dist('docx.js')) as Required<Pick<Renderer, 'reportDocx'>>;

const RUNS = 3;

async function time(render: () => Promise<Buffer>): Promise<{ coldMs: number; medianMs: number; bytes: number; pages: number }> {
  const runs: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i <= RUNS; i += 1) {
    const start = performance.now();
    const out = await render();
    runs.push(performance.now() - start);
    bytes = out.length;
    pages = (out.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  }
  const warm = runs.slice(1).sort((a, b) => a - b);
  return { coldMs: runs[0], medianMs: warm[Math.floor(warm.length / 2)], bytes, pages };
}

async function main(): Promise<void> {
  const doc = syntheticReport();
  const pdf = await time(() => reportPdf(doc));
  const docx = await time(() => reportDocx(doc));
  console.log(JSON.stringify({ pdf, docx: { coldMs: docx.coldMs, medianMs: docx.medianMs, bytes: docx.bytes } }));
}

void main();
