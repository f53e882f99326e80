/**
 * /rest/evidence/*: a company's evidence documents (database:evidence:*), each call scoped to the
 * caller's company (platform administrators: every company); the list is the generic object API on
 * pcf_evidence_document. /rest/library/*: the platform's document library: reading needs
 * database:document:query (the list: the object API on pcf_library_document, database:document:list),
 * changes their button permission and a platform administrator, refused right after the guard
 * before an upload is read. A file is served inline for a preview (PDF, images) or with
 * ?download=1 as an attachment; an <img> or <iframe> authenticates with the dby_token cookie.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { documentEndpoints, EVIDENCE_MAX_BYTES, LIBRARY_MAX_BYTES } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { readUploadForm, sendDocument } from '../files/uploads';
import {
  deleteEvidence,
  evidenceDetail,
  evidenceFile,
  evidenceForTarget,
  evidenceStore,
  linkEvidence,
  unlinkEvidence,
  updateEvidence,
  uploadEvidence,
} from './evidence';
import {
  addLibraryVersion,
  deleteLibraryDocument,
  libraryDetail,
  libraryFile,
  libraryStore,
  updateLibraryDocument,
  uploadLibraryDocument,
} from './library';

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).isAdmin) throw forbidden();
}

export const documentRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  const evidence = evidenceStore(ctx.files);
  const library = libraryStore(ctx.files);
  const adminOnly = { onRequest: administratorsOnly };

  // ---- evidence ----

  // multipart: the file in DOCUMENT_FILE_FIELD, the fields checked by the service
  route(app, documentEndpoints.evidenceUpload, async (request) => {
    const form = await readUploadForm(request, EVIDENCE_MAX_BYTES);
    return ok(request, await uploadEvidence(db, evidence, sessionOf(request), form, request.language, clock.now()), 'fileUploaded');
  });

  route(app, documentEndpoints.evidenceUpdate, async (request) => {
    await updateEvidence(db, sessionOf(request), request.body, request.language, clock.now());
    return done(request, 'edited');
  });

  route(app, documentEndpoints.evidenceDelete, async (request) => {
    const stored = await deleteEvidence(db, sessionOf(request), request.body.id);
    // the rows are gone for good: a file that cannot be removed now is only logged
    await evidence.remove(stored).catch((error: unknown) => request.log.warn({ err: error }, 'evidence file not removed'));
    return done(request, 'deleted');
  });

  route(app, documentEndpoints.evidenceLink, async (request) => {
    await linkEvidence(db, sessionOf(request), request.body, request.language, clock.now());
    return done(request, 'evidenceLinked');
  });

  route(app, documentEndpoints.evidenceUnlink, async (request) => {
    await unlinkEvidence(db, sessionOf(request), request.body, request.language);
    return done(request, 'evidenceUnlinked');
  });

  route(app, documentEndpoints.evidenceDetail, async (request) =>
    ok(request, await evidenceDetail(db, sessionOf(request), request.query.id, request.language)),
  );

  route(app, documentEndpoints.evidenceForTarget, async (request) =>
    ok(request, await evidenceForTarget(db, sessionOf(request), request.query.targetType, request.query.targetId, request.language)),
  );

  // an <img> or <iframe> sends no Authorization header: the dby_token cookie authenticates (tokenFromCookie)
  route(app, documentEndpoints.evidenceFile, async (request, reply) => {
    const { opened, fileName } = await evidenceFile(db, evidence, sessionOf(request), request.query.id);
    return sendDocument(reply, opened, fileName, request.query.download === 1);
  });

  // ---- the library ----

  route(
    app,
    documentEndpoints.libraryUpload,
    async (request) => {
      const form = await readUploadForm(request, LIBRARY_MAX_BYTES);
      return ok(request, await uploadLibraryDocument(db, library, sessionOf(request), form, request.language, clock.now()), 'fileUploaded');
    },
    adminOnly,
  );

  route(
    app,
    documentEndpoints.libraryVersion,
    async (request) => {
      const form = await readUploadForm(request, LIBRARY_MAX_BYTES);
      return ok(request, await addLibraryVersion(db, library, sessionOf(request), form, request.language, clock.now()), 'fileUploaded');
    },
    adminOnly,
  );

  route(
    app,
    documentEndpoints.libraryUpdate,
    async (request) => {
      await updateLibraryDocument(db, sessionOf(request), request.body, request.language, clock.now());
      return done(request, 'edited');
    },
    adminOnly,
  );

  route(
    app,
    documentEndpoints.libraryDelete,
    async (request) => {
      const stored = await deleteLibraryDocument(db, sessionOf(request), request.body.id);
      for (const name of stored)
        await library.remove(name).catch((error: unknown) => request.log.warn({ err: error }, 'library file not removed'));
      return done(request, 'deleted');
    },
    adminOnly,
  );

  route(app, documentEndpoints.libraryDetail, async (request) => ok(request, await libraryDetail(db, request.query.id)));

  route(app, documentEndpoints.libraryFile, async (request, reply) => {
    const { opened, fileName } = await libraryFile(db, library, request.query.id, request.query.version);
    return sendDocument(reply, opened, fileName, request.query.download === 1);
  });
};
