/**
 * /rest/report/*: study reports (contracts/reports.ts; rules in service.ts). Reading, listing and
 * downloading need analysis:report:list, creating, saving and submitting analysis:report:edit,
 * publishing or returning analysis:report:publish, withdrawing analysis:report:withdraw; the
 * report's project decides the rest (404 to anyone it is not visible to).
 *
 * /rest/report/verify*: the public /detail page, without sign-in: a published report's key figures
 * by its verification code, its frozen PDF, and whether an uploaded PDF is that file (SHA-256).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { REPORT_CHECK_MAX_BYTES, reportEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { contentDisposition, detectDocumentType, readUploadForm } from '../files/uploads';
import {
  checkPdf,
  createReport,
  listReports,
  reportDetail,
  reportFile,
  reportVersionList,
  failStalePublishing,
  reportableSnapshots,
  saveReport,
  submitReport,
  verification,
  verificationPdf,
  withdrawReport,
  type ReportFile,
  type ReportServices,
} from './service';
import { ReportPublishRunner } from './publishJobs';
import { closeRenderers } from './renderers';

function sendFile(reply: FastifyReply, file: ReportFile): FastifyReply {
  reply.header('content-type', file.contentType);
  reply.header('content-length', file.bytes.length);
  reply.header('content-disposition', contentDisposition('attachment', file.fileName));
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
  return reply.send(file.bytes);
}

export const reportRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  const services: ReportServices = { db, files: ctx.files, publicUrl: ctx.config.publicUrl };
  const publishing = new ReportPublishRunner({ services, clock, log: app.log, jobs: ctx.jobs });
  await publishing.takeJobs();
  // a publishing under way when its process stopped: PGlite's database belongs to this process
  // alone, so each such one is over; on PostgreSQL only those no worker will finish any more
  await failStalePublishing(db, clock.now(), { all: ctx.database.kind === 'pglite' });
  // the running publications first, then the rendering threads they use
  app.addHook('onClose', async () => {
    await publishing.close();
    await closeRenderers();
  });

  // both are read again and again while a publishing runs: one no worker will finish ends there
  route(app, reportEndpoints.list, async (request) =>
    ok(request, await listReports(db, sessionOf(request), request.query.projectId, clock.now())),
  );
  route(app, reportEndpoints.detail, async (request) =>
    ok(request, await reportDetail(db, sessionOf(request), request.query.id, clock.now())),
  );
  route(app, reportEndpoints.versions, async (request) => ok(request, await reportVersionList(db, sessionOf(request), request.query.id)));
  route(app, reportEndpoints.snapshots, async (request) => ok(request, await reportableSnapshots(db, sessionOf(request))));
  route(app, reportEndpoints.create, async (request) =>
    ok(request, await createReport(db, sessionOf(request), request.body.snapshotId, clock.now()), 'saved'),
  );
  route(app, reportEndpoints.save, async (request) =>
    ok(request, await saveReport(db, sessionOf(request), request.body, request.language, clock.now()), 'saved'),
  );
  route(app, reportEndpoints.submit, async (request) =>
    ok(request, await submitReport(db, sessionOf(request), request.body.id, request.language, clock.now()), 'reportSubmitted'),
  );
  route(app, reportEndpoints.review, async (request) =>
    ok(
      request,
      await publishing.review(sessionOf(request), request.body, request.language),
      request.body.decision === 'publish' ? 'reportPublishStarted' : 'reportReturned',
    ),
  );
  route(app, reportEndpoints.withdraw, async (request) =>
    ok(request, await withdrawReport(db, sessionOf(request), request.body, clock.now()), 'reportWithdrawn'),
  );
  // a download link sends no Authorization header: the dby_token cookie authenticates (tokenFromCookie)
  route(app, reportEndpoints.pdf, async (request, reply) =>
    sendFile(reply, await reportFile(services, sessionOf(request), request.query, 'pdf', clock.now())),
  );
  route(app, reportEndpoints.docx, async (request, reply) =>
    sendFile(reply, await reportFile(services, sessionOf(request), request.query, 'docx', clock.now())),
  );

  route(app, reportEndpoints.verify, async (request) => ok(request, await verification(db, request.query.code)));
  route(app, reportEndpoints.verifyPdf, async (request, reply) => sendFile(reply, await verificationPdf(services, request.query.code)));
  route(app, reportEndpoints.verifyCheck, async (request) => {
    const form = await readUploadForm(request, REPORT_CHECK_MAX_BYTES);
    if ((await detectDocumentType(form.file.bytes)) !== 'pdf') throw refused('reportCheckNotPdf');
    return ok(request, await checkPdf(db, form.fields.get('code') ?? '', form.file.bytes));
  });
};
