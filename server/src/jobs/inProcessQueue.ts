/**
 * The queue of a process that works its own jobs (PGlite): a job sent is run by this process's
 * handler on a later turn of the event loop, after the request that sent it has been answered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobName, JobQueue } from './queue';

export function inProcessQueue(log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<JobName, JobHandler>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  return {
    kind: 'in-process',
    async send(name, data) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`no worker for ${name} in this process`);
      if (stopped) throw new Error('the job queue is stopped');
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(data))
        .catch((error: unknown) => log.error({ err: error, job: name }, 'job failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async work(name, handler) {
      handlers.set(name, handler);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
