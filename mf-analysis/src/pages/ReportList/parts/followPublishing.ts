/**
 * The review answers a publication at once, with the report publishing; a worker renders the PDF
 * and publishes it (server areas/reports/publishJobs.ts). The reviewer's page reads the report
 * again until that has ended, to say how.
 */
import type { ReportDetail } from '@pcf/shared';

export type PublishingOutcome = 'published' | 'failed' | 'pending';

/** Between two reads: rendering takes a few seconds. */
export const FOLLOW_EVERY_MS = 1000;
/** Longer than the server's own limit would be pointless; past this the list shows the state. */
export const FOLLOW_AT_MOST_MS = 3 * 60 * 1000;

export interface FollowOptions {
  read: (id: number) => Promise<ReportDetail>;
  /** Resolves after `ms`, or at once when the page has gone (`signal`). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  everyMs?: number;
  atMostMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** How the publication of report `id` ended: 'pending' when it has not within the time, or the page has gone. */
export async function followPublishing(id: number, options: FollowOptions): Promise<PublishingOutcome> {
  const { read, signal, wait = sleep, everyMs = FOLLOW_EVERY_MS, atMostMs = FOLLOW_AT_MOST_MS } = options;
  for (let waited = 0; waited < atMostMs && !signal.aborted; waited += everyMs) {
    await wait(everyMs, signal);
    if (signal.aborted) break;
    let report: ReportDetail;
    try {
      report = await read(id);
    } catch {
      // a lost read (the network, a node restarting): the next one may answer
      continue;
    }
    if (report.status === 'published') return 'published';
    if (!report.publishing) return report.publishFailed ? 'failed' : 'pending';
  }
  return 'pending';
}
