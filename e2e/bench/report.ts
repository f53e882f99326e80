/**
 * Issue 16's figures: a bilingual study report of about 30 pages with 8 charts rendered as PDF
 * (target < 3 s) and as DOCX (target < 2 s), measured in a process of its own (reportWorker.ts)
 * on the built renderers.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface ReportFigures {
  pdf: { coldMs: number; medianMs: number; bytes: number; pages: number };
  docx: { coldMs: number; medianMs: number; bytes: number };
}

export function measureReport(): ReportFigures {
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'reportWorker.ts')], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop() as string) as ReportFigures;
}
