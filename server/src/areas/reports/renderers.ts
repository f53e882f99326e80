/**
 * The PDF and the Word file of a report are rendered in worker threads (renderWorker.ts, a piscina
 * pool): a report takes seconds of CPU (pdfkit with the CJK font subset, charts through echarts and
 * resvg), which must not hold the event loop of a process that answers requests. The threads load
 * the writers (some 6 MB of code) on their first render, not at the server's start, and end when
 * idle for a while.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { ReportDocument } from './document';
import type { RenderRequest } from './renderWorker';

/** One thread per spare core, at most two: rendering is for reviewers and writers, not the crowd. */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** An idle thread ends after this; the next render starts one again (its writers load in about a second). */
const IDLE_MS = 5 * 60_000;

let pool: Piscina | null = null;

/** The compiled worker beside this module in dist/, the TypeScript source through tsx in tests. */
function renderPool(): Piscina {
  if (pool) return pool;
  const built = path.join(__dirname, 'renderWorker.js');
  const options = { minThreads: 0, maxThreads: THREADS, idleTimeout: IDLE_MS };
  pool = fs.existsSync(built)
    ? new Piscina({ ...options, filename: built })
    : new Piscina({ ...options, filename: path.join(__dirname, 'renderWorker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] });
  return pool;
}

async function rendered(request: RenderRequest): Promise<Buffer> {
  const bytes = (await renderPool().run(request)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export const reportPdf = (doc: ReportDocument): Promise<Buffer> => rendered({ kind: 'pdf', doc });
export const reportDocx = (doc: ReportDocument): Promise<Buffer> => rendered({ kind: 'docx', doc });

/** Ends the threads (the server's close): a render under way finishes first. */
export async function closeRenderers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
