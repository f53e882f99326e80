/**
 * /rest/inventory/*: a project's inventory lines and the collection templates (contracts/inventory.ts).
 * Reading (lines, the submit check, templates) needs acquisition:entry:list; saving a line, a draft or
 * a template's lines needs acquisition:entry:save; deleting lines acquisition:entry:remove. The
 * project decides the rest (service.ts): its company's users and platform administrators change its
 * lines while it is not submitted, its reviewer reads them, anyone else gets 404. Template changes
 * need their button permission and a platform administrator: a non-administrator is refused right
 * after the guard, before the body is read. The lines as an Excel workbook (excel/): its download
 * needs acquisition:entry:list; its import (all rows or none) acquisition:entry:save, and runs as a
 * job of the queue (excel/importJobs.ts) whose status needs acquisition:entry:list.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { INVENTORY_EXCEL_CONTENT_TYPE, inventoryEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok, type Ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { translate, type Language } from '../../http/messages';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { applyTemplate, deleteLines, inventoryCheck, projectLines, saveDraft, saveLine } from './service';
import { createTemplate, deleteTemplate, listTemplates, templateDetail, updateTemplate } from './templates';
import { inventoryWorkbook } from './excel/template';
import { readExcelUpload } from './excel/read';
import {
  INVENTORY_IMPORT_FILE_TYPES,
  InventoryImportRunner,
  failStaleImports,
  importJobStatus,
  jobMessage,
  jobOf,
} from './excel/importJobs';
import { FILE_FOLDERS, FileStore } from '../files/fileStore';
import type { InventoryImportJob } from '@pcf/shared/contracts';

async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).isAdmin) throw forbidden();
}

/** An import job with the message of its state in the reader's language. */
function importAnswer(request: FastifyRequest, job: InventoryImportJob, language: Language): Ok<InventoryImportJob> {
  return { ...ok(request, job), msg: jobMessage(job, language) };
}

export const inventoryRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  const endpoints = inventoryEndpoints;

  route(app, endpoints.lines, async (request) =>
    ok(request, await projectLines(db, sessionOf(request), request.query.projectId, request.language)),
  );

  route(app, endpoints.check, async (request) =>
    ok(request, await inventoryCheck(db, sessionOf(request), request.query.projectId, request.language)),
  );

  route(app, endpoints.lineSave, async (request) =>
    ok(request, await saveLine(db, sessionOf(request), request.body.projectId, request.body.line, request.language, clock.now()), 'saved'),
  );

  route(app, endpoints.draftSave, async (request) =>
    ok(request, await saveDraft(db, sessionOf(request), request.body, request.language, clock.now()), 'saved'),
  );

  route(app, endpoints.lineDelete, async (request) =>
    ok(
      request,
      {
        projectStatus: await deleteLines(db, sessionOf(request), request.body.projectId, request.body.ids, request.language, clock.now()),
      },
      'deleted',
    ),
  );

  route(app, endpoints.templateApply, async (request) => {
    const reply = await applyTemplate(
      db,
      sessionOf(request),
      request.body.projectId,
      request.body.templateId,
      request.language,
      clock.now(),
    );
    return {
      ...ok(request, reply),
      msg: translate('inventoryTemplateApplied', request.language, { added: reply.added, skipped: reply.skipped }),
    };
  });

  route(app, endpoints.excelTemplate, async (request, reply) => {
    const { file, disposition } = await inventoryWorkbook(db, sessionOf(request), request.query.id, request.language);
    reply.header('content-type', INVENTORY_EXCEL_CONTENT_TYPE);
    reply.header('content-disposition', disposition);
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file);
  });

  // ---- the Excel import, a job of the queue ----
  const imports = new InventoryImportRunner({
    db,
    clock,
    log: app.log,
    jobs: ctx.jobs,
    files: new FileStore(ctx.files, FILE_FOLDERS.imports, INVENTORY_IMPORT_FILE_TYPES),
  });
  await imports.takeJobs();
  // a job left checking by a stopped process would never end: PGlite's database belongs to this
  // process alone, so each such job is over; on PostgreSQL only the stale ones
  await failStaleImports(db, clock.now(), { all: ctx.database.kind === 'pglite' });
  // an import under way ends (it takes seconds) before the database closes
  app.addHook('onClose', () => imports.close());

  route(app, endpoints.excelImport, async (request) => {
    const upload = await readExcelUpload(request);
    const job = await imports.start(sessionOf(request), upload, request.language);
    return importAnswer(request, jobOf(job, request.language), request.language);
  });

  route(app, endpoints.excelImportStatus, async (request) => {
    const job = await importJobStatus(db, sessionOf(request), request.query.id, request.language, clock.now());
    return importAnswer(request, job, request.language);
  });

  route(app, endpoints.templates, async (request) => ok(request, await listTemplates(db)));

  route(app, endpoints.templateDetail, async (request) => ok(request, await templateDetail(db, request.query.id)));

  route(
    app,
    endpoints.templateCreate,
    async (request) => {
      const body = request.body;
      const id = await createTemplate(
        db,
        sessionOf(request),
        { ...body, name: body.name ?? '', version: body.version ?? '' },
        request.language,
        clock.now(),
      );
      return ok(request, { id }, 'added');
    },
    { onRequest: administratorsOnly },
  );

  route(
    app,
    endpoints.templateUpdate,
    async (request) => {
      const body = request.body;
      await updateTemplate(
        db,
        sessionOf(request),
        { ...body, name: body.name ?? '', version: body.version ?? '' },
        request.language,
        clock.now(),
      );
      return done(request, 'saved');
    },
    { onRequest: administratorsOnly },
  );

  route(
    app,
    endpoints.templateDelete,
    async (request) => {
      await deleteTemplate(db, sessionOf(request), request.body.id);
      return done(request, 'deleted');
    },
    { onRequest: administratorsOnly },
  );
};
