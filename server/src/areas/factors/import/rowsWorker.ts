/**
 * The worker thread of read.ts: reads one file at a time, each sent with an id, and posts its rows
 * in batches, then `done` or the failure. A `cancel` stops the read at the next row (and is answered
 * by `done`). The rows of one message are plain values (a Date survives the copy).
 */
import { parentPort } from 'node:worker_threads';
import { ExpandsTooLarge, TooManyRows, UnreadableFile, type RawRow, type ReadLimits } from './cells';
import { parseRows, type ImportFileKind } from './parse';

export type RowsRequest = { id: number; bytes: Uint8Array; kind: ImportFileKind; limits: ReadLimits } | { id: number; cancel: true };

export type RowsFailure =
  | { kind: 'unreadable'; detail: string }
  | { kind: 'expands'; maxBytes: number }
  | { kind: 'rows'; maxRows: number }
  | { kind: 'error'; message: string };

export interface RowsMessage {
  id: number;
  rows: RawRow[];
  done?: true;
  failure?: RowsFailure;
}

/** Rows a message carries: few enough that taking one in keeps the request side's event loop free. */
const BATCH = 500;

function failureOf(error: unknown): RowsFailure {
  if (error instanceof UnreadableFile) return { kind: 'unreadable', detail: error.detail };
  if (error instanceof ExpandsTooLarge) return { kind: 'expands', maxBytes: error.maxBytes };
  if (error instanceof TooManyRows) return { kind: 'rows', maxRows: error.maxRows };
  return { kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

const cancelled = new Set<number>();

async function read(port: NonNullable<typeof parentPort>, id: number, data: Uint8Array, kind: ImportFileKind, limits: ReadLimits) {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let rows: RawRow[] = [];
  try {
    for await (const row of parseRows(bytes, kind, limits)) {
      if (cancelled.has(id)) break;
      rows.push(row);
      if (rows.length === BATCH) {
        port.postMessage({ id, rows } satisfies RowsMessage);
        rows = [];
      }
    }
    port.postMessage({ id, rows, done: true } satisfies RowsMessage);
  } catch (error) {
    port.postMessage({ id, rows, failure: failureOf(error) } satisfies RowsMessage);
  } finally {
    cancelled.delete(id);
  }
}

const port = parentPort;
if (port) {
  port.on('message', (request: RowsRequest) => {
    if ('cancel' in request) cancelled.add(request.id);
    else void read(port, request.id, request.bytes, request.kind, request.limits);
  });
}
