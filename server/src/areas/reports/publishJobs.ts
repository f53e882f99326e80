/**
 * Publishing jobs. Rendering a report's PDF takes seconds of CPU (pdfkit, charts, the CJK font),
 * which an API process must not spend on its event loop: the review marks the report publishing
 * (service.ts reviewReport) and sends the job to the queue (jobs/queue.ts); a worker, this process
 * on PGlite or any worker process on PostgreSQL, renders and publishes it (publishReport). A worker
 * that dies leaves the job to the queue, which gives it to another; the report stays publishing
 * until one ends it. A job that fails marks the report publishFailed, to be published again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { isJobOfRow, type JobName, type JobQueue } from '../../jobs/queue';
import type { SessionContext } from '../auth/sessions';
import type { Language } from '../../http/messages';
import { failPublishing, publishReport, reviewReport, type ReportServices } from './service';
import type { ReportDetail } from '@pcf/shared/contracts';

export const REPORT_PUBLISH_JOB: JobName = 'report-publish';

export interface PublishRunnerOptions {
  services: ReportServices;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/** Works the publishing jobs the queue gives this process; close() waits for the running ones. */
export class ReportPublishRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: PublishRunnerOptions) {}

  async takeJobs(): Promise<void> {
    await this.options.jobs.work(REPORT_PUBLISH_JOB, (data) => this.take(data));
  }

  /** The review: a return is done at once, a publication begun and sent to a worker. */
  async review(
    session: SessionContext,
    input: { id: number; decision: 'publish' | 'return'; note?: string },
    language: Language,
  ): Promise<ReportDetail> {
    const { services, clock, jobs } = this.options;
    const detail = await reviewReport(services, session, input, language, clock.now());
    if (input.decision === 'publish') {
      try {
        await jobs.send(REPORT_PUBLISH_JOB, { jobId: detail.id, actor: session });
      } catch (error) {
        // never sent: no worker would end it
        await failPublishing(services.db, detail.id, clock.now());
        throw error;
      }
    }
    return detail;
  }

  /** A delivery of the queue (the job's id is the report's). */
  private async take(data: unknown): Promise<void> {
    const { services, clock, log } = this.options;
    if (!isJobOfRow(data)) {
      log.error({ data }, 'report publishing: malformed queue data');
      return;
    }
    log.info({ report: data.jobId }, 'report publishing taken');
    const work = publishReport(services, data.actor, data.jobId, clock.now())
      .then((published) => log.info({ report: data.jobId, published }, 'report publishing ended'))
      .catch(async (error: unknown) => {
        log.error({ err: error, report: data.jobId }, 'report publishing failed');
        await failPublishing(services.db, data.jobId, clock.now());
      })
      .finally(() => this.running.delete(work));
    this.running.add(work);
    await work;
  }

  async close(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
