/**
 * The worker threads that read import files (rowsWorker.ts), kept between reads: starting one
 * costs the load of exceljs. At most WORKERS read at once, the other reads wait their turn. A worker
 * is referenced only while it reads, so an idle one never keeps the process alive; one that failed
 * (out of its heap, say) is replaced at the next read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ExpandsTooLarge, TooManyRows, UnreadableFile, type RawCell, type RawRow, type ReadLimits } from './cells';
import type { ImportFileKind } from './parse';
import type { RowsFailure, RowsMessage, RowsRequest } from './rowsWorker';

const WORKERS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** The worker's heap: a file within the caps needs far less; past it the worker stops, the server goes on. */
const WORKER_HEAP_MB = 768;

/** The worker: compiled JavaScript beside this module in dist/, the TypeScript source through tsx in tests. */
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const built = path.join(__dirname, 'rowsWorker.js');
  if (fs.existsSync(built)) return new Worker(built, options);
  const source = path.join(__dirname, 'rowsWorker.ts');
  const script = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(source)});`;
  return new Worker(script, { ...options, eval: true });
}

type Listener = (event: RowsMessage | Error) => void;

/** One worker and the read it is doing. */
class Slot {
  private worker: Worker | null = null;
  private listener: Listener | null = null;

  get idle(): boolean {
    return this.listener === null;
  }

  /** Sends the request; the worker's messages and failures go to `listener` until the read ends. */
  start(request: RowsRequest & { bytes: Uint8Array }, listener: Listener): void {
    this.listener = listener;
    const worker = this.worker ?? this.spawn();
    worker.ref();
    worker.postMessage(request);
  }

  cancel(id: number): void {
    this.worker?.postMessage({ id, cancel: true } satisfies RowsRequest);
  }

  /** The read ended (its last message came, or the worker failed). */
  release(): void {
    this.listener = null;
    this.worker?.unref();
  }

  private spawn(): Worker {
    const worker = startWorker();
    this.worker = worker;
    worker.on('message', (message: RowsMessage) => this.listener?.(message));
    const fail = (error: Error) => {
      // told once: the exit that follows an error is the same failure
      if (this.worker !== worker) return;
      this.worker = null;
      void worker.terminate();
      this.listener?.(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the reading worker stopped (exit code ${code})`)));
    return worker;
  }
}

const slots = Array.from({ length: WORKERS }, () => new Slot());
const waiting: ((slot: Slot) => void)[] = [];
let lastId = 0;

async function acquire(): Promise<Slot> {
  const free = slots.find((slot) => slot.idle && !claimed.has(slot));
  if (free) {
    claimed.add(free);
    return free;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Slots handed out and not yet given back (a slot is idle between its hand-out and its start). */
const claimed = new Set<Slot>();

function giveBack(slot: Slot): void {
  slot.release();
  const next = waiting.shift();
  if (next) next(slot);
  else claimed.delete(slot);
}

function errorOf(failure: RowsFailure): Error {
  switch (failure.kind) {
    case 'unreadable':
      return new UnreadableFile(failure.detail);
    case 'expands':
      return new ExpandsTooLarge(failure.maxBytes);
    case 'rows':
      return new TooManyRows(failure.maxRows);
    default:
      return new Error(failure.message);
  }
}

/**
 * A date copied from the worker is a Date of this thread's first realm; code run in another (jest's
 * vm context) would not see it as `instanceof Date`, so it is made again here.
 */
function sameRealm(cell: RawCell): RawCell {
  return cell !== null && typeof cell === 'object' && Object.prototype.toString.call(cell) === '[object Date]'
    ? new Date((cell as Date).getTime())
    : cell;
}

/**
 * The rows of the file, read in a worker thread within `limits`. Throws UnreadableFile,
 * ExpandsTooLarge or TooManyRows after the rows read before; stopping early cancels the read.
 */
export async function* rowsInWorker(bytes: Buffer, kind: ImportFileKind, limits: ReadLimits): AsyncGenerator<RawRow> {
  const slot = await acquire();
  const id = ++lastId;
  const inbox: (RowsMessage | Error)[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const endRead = () => {
    if (ended) return;
    ended = true;
    giveBack(slot);
  };
  slot.start({ id, bytes, kind, limits }, (event) => {
    if (event instanceof Error) {
      endRead();
      // out of its heap: the file asks more than any within the caps
      const code = (event as { code?: string }).code;
      inbox.push(code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExpandsTooLarge(limits.maxExpandedBytes) : event);
    } else if (event.id === id) {
      if (event.done || event.failure) endRead();
      inbox.push(event);
    }
    wake?.();
  });
  try {
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const event = inbox.shift() as RowsMessage | Error;
      if (event instanceof Error) throw event;
      for (const row of event.rows) yield { row: row.row, cells: row.cells.map(sameRealm) };
      if (event.failure) throw errorOf(event.failure);
      if (event.done) return;
    }
  } finally {
    // stopped early: the worker stops at its next row and answers `done`, which gives the slot back
    if (!ended) slot.cancel(id);
  }
}
