/**
 * A footprint computation: starting it (POST /rest/footprint/compute) and following its job
 * (GET /rest/footprint/job) every JOB_POLL_MS until it is done or failed. One request at a time
 * (the next poll is set when the last answered); nothing is polled after the page is left.
 */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@pcf/shared';
import type { FootprintJob } from '@pcf/shared';
import { footprintApi } from '../../parts/footprint/api';

export const JOB_POLL_MS = 500;

export type JobState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'running'; jobId: number; job: FootprintJob | null }
  | { status: 'done'; job: FootprintJob }
  /** The computation failed: the job's message says why (a unit mismatch names the line and units). */
  | { status: 'failed'; message: string | null }
  /** The server refused to start it. */
  | { status: 'refused'; message: string }
  /** The progress could not be read; the job may still run. */
  | { status: 'lost'; jobId: number; message: string | null };

export function useFootprintJob(projectId: number): { state: JobState; start(): void; resume(): void } {
  const [state, setState] = useState<JobState>({ status: 'idle' });
  const runningJob = state.status === 'running' ? state.jobId : null;

  useEffect(() => {
    if (runningJob === null) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      footprintApi
        .job(runningJob)
        .then((envelope) => {
          if (!active) return;
          const job = envelope.data;
          if (envelope.code !== 200 || !job) setState({ status: 'lost', jobId: runningJob, message: messageOf(envelope) });
          else if (job.status === 'done') setState({ status: 'done', job });
          else if (job.status === 'failed') setState({ status: 'failed', message: job.message });
          else {
            setState({ status: 'running', jobId: runningJob, job });
            timer = setTimeout(poll, JOB_POLL_MS);
          }
        })
        .catch(() => {
          if (active) setState({ status: 'lost', jobId: runningJob, message: null });
        });
    };
    poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [runningJob]);

  const start = useCallback(() => {
    setState({ status: 'starting' });
    footprintApi
      .compute(projectId)
      .then((envelope) => {
        if (envelope.code === 200 && envelope.data) setState({ status: 'running', jobId: envelope.data.jobId, job: null });
        else setState({ status: 'refused', message: messageOf(envelope) });
      })
      .catch(() => setState({ status: 'idle' }));
  }, [projectId]);

  const resume = useCallback(
    () => setState((now) => (now.status === 'lost' ? { status: 'running', jobId: now.jobId, job: null } : now)),
    [],
  );

  return { state, start, resume };
}
