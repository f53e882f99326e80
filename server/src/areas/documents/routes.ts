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
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { sessionOf } from '../auth/guard';
import { readUploadForm, sendDocument } from '../files/uploads';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TARGET_TYPES,
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
import { DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX } from './fields';
import {
  LIBRARY_MAX_BYTES,
  addLibraryVersion,
  deleteLibraryDocument,
  libraryDetail,
  libraryFile,
  libraryStore,
  updateLibraryDocument,
  uploadLibraryDocument,
} from './library';

import { DOCUMENT_PERMISSIONS } from '@pcf/shared/contracts';

export { DOCUMENT_PERMISSIONS };

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).isAdmin) throw forbidden();
}

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const TargetType = Type.Enum([...EVIDENCE_TARGET_TYPES]);
const FileType = Type.Enum(['pdf', 'jpeg', 'png', 'xlsx', 'docx']);
const FileQuery = Type.Object({ id: Id, download: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) });
const LinkBody = Type.Object({ documentId: Id, targetType: TargetType, targetId: Id });
const EvidenceUploadReply = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  fileType: FileType,
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
});
const EvidenceDocumentSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  fileName: Type.String(),
  fileType: FileType,
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
  uploadedByName: Nullable(Type.String()),
  uploadedAt: Type.String(),
  links: Type.Array(Type.Object({ targetType: TargetType, targetId: Type.Integer(), label: Type.String(), linkedAt: Type.String() })),
});
const LibraryUploadReply = Type.Object({
  id: Type.Integer(),
  versionId: Type.Integer(),
  version: Type.Integer(),
  fileName: Type.String(),
  fileType: FileType,
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
});
const LibraryDetailSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  title: Type.String(),
  description: Type.String(),
  currentVersion: Type.Integer(),
  versions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      version: Type.Integer(),
      fileName: Type.String(),
      fileType: FileType,
      contentType: Type.String(),
      sizeBytes: Type.Integer(),
      sha256: Type.String(),
      note: Type.String(),
      uploadedByName: Nullable(Type.String()),
      uploadedAt: Type.String(),
    }),
  ),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const documentRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;
  const evidence = evidenceStore(ctx.files);
  const library = libraryStore(ctx.files);
  const tags = ['documents'];

  // ---- evidence ----

  app.post(
    '/rest/evidence/upload',
    // multipart: the file in DOCUMENT_FILE_FIELD, the fields checked by the service
    {
      config: { permission: DOCUMENT_PERMISSIONS.evidenceUpload },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: Envelope(EvidenceUploadReply) } },
    },
    async (request) => {
      const form = await readUploadForm(request, EVIDENCE_MAX_BYTES);
      return ok(request, await uploadEvidence(db, evidence, sessionOf(request), form, request.language, clock.now()), 'fileUploaded');
    },
  );

  app.post(
    '/rest/evidence/update',
    {
      config: { permission: DOCUMENT_PERMISSIONS.evidenceEdit },
      schema: {
        tags,
        body: Type.Object({
          id: Id,
          title: Type.String({ maxLength: DOCUMENT_TITLE_MAX * 2 }),
          description: Type.Optional(Type.String({ maxLength: DOCUMENT_DESCRIPTION_MAX * 2 })),
        }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      await updateEvidence(db, sessionOf(request), request.body, request.language, clock.now());
      return done(request, 'edited');
    },
  );

  app.post(
    '/rest/evidence/delete',
    {
      config: { permission: DOCUMENT_PERMISSIONS.evidenceRemove },
      schema: { tags, body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      const stored = await deleteEvidence(db, sessionOf(request), request.body.id);
      // the rows are gone for good: a file that cannot be removed now is only logged
      await evidence.remove(stored).catch((error: unknown) => request.log.warn({ err: error }, 'evidence file not removed'));
      return done(request, 'deleted');
    },
  );

  app.post(
    '/rest/evidence/link',
    { config: { permission: DOCUMENT_PERMISSIONS.evidenceEdit }, schema: { tags, body: LinkBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await linkEvidence(db, sessionOf(request), request.body, request.language, clock.now());
      return done(request, 'evidenceLinked');
    },
  );

  app.post(
    '/rest/evidence/unlink',
    { config: { permission: DOCUMENT_PERMISSIONS.evidenceEdit }, schema: { tags, body: LinkBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await unlinkEvidence(db, sessionOf(request), request.body, request.language);
      return done(request, 'evidenceUnlinked');
    },
  );

  app.get(
    '/rest/evidence/detail',
    {
      config: { permission: DOCUMENT_PERMISSIONS.evidenceList },
      schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(EvidenceDocumentSchema) } },
    },
    async (request) => ok(request, await evidenceDetail(db, sessionOf(request), request.query.id, request.language)),
  );

  app.get(
    '/rest/evidence/forTarget',
    {
      config: { permission: DOCUMENT_PERMISSIONS.evidenceList },
      schema: {
        tags,
        querystring: Type.Object({ targetType: TargetType, targetId: Id }),
        response: { 200: Envelope(Type.Array(EvidenceDocumentSchema)) },
      },
    },
    async (request) =>
      ok(request, await evidenceForTarget(db, sessionOf(request), request.query.targetType, request.query.targetId, request.language)),
  );

  app.get(
    '/rest/evidence/file',
    // an <img> or <iframe> sends no Authorization header: the dby_token cookie authenticates
    { config: { permission: DOCUMENT_PERMISSIONS.evidenceList, tokenFromCookie: true }, schema: { tags, querystring: FileQuery } },
    async (request, reply) => {
      const { opened, fileName } = await evidenceFile(db, evidence, sessionOf(request), request.query.id);
      return sendDocument(reply, opened, fileName, request.query.download === 1);
    },
  );

  // ---- the library ----

  app.post(
    '/rest/library/upload',
    {
      config: { permission: DOCUMENT_PERMISSIONS.libraryAdd },
      onRequest: administratorsOnly,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: Envelope(LibraryUploadReply) } },
    },
    async (request) => {
      const form = await readUploadForm(request, LIBRARY_MAX_BYTES);
      return ok(request, await uploadLibraryDocument(db, library, sessionOf(request), form, request.language, clock.now()), 'fileUploaded');
    },
  );

  app.post(
    '/rest/library/version',
    {
      config: { permission: DOCUMENT_PERMISSIONS.libraryEdit },
      onRequest: administratorsOnly,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: Envelope(LibraryUploadReply) } },
    },
    async (request) => {
      const form = await readUploadForm(request, LIBRARY_MAX_BYTES);
      return ok(request, await addLibraryVersion(db, library, sessionOf(request), form, request.language, clock.now()), 'fileUploaded');
    },
  );

  app.post(
    '/rest/library/update',
    {
      config: { permission: DOCUMENT_PERMISSIONS.libraryEdit },
      onRequest: administratorsOnly,
      schema: {
        tags,
        body: Type.Object({
          id: Id,
          category: Type.String({ maxLength: 100 }),
          title: Type.String({ maxLength: DOCUMENT_TITLE_MAX * 2 }),
          description: Type.Optional(Type.String({ maxLength: DOCUMENT_DESCRIPTION_MAX * 2 })),
        }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      await updateLibraryDocument(db, sessionOf(request), request.body, request.language, clock.now());
      return done(request, 'edited');
    },
  );

  app.post(
    '/rest/library/delete',
    {
      config: { permission: DOCUMENT_PERMISSIONS.libraryRemove },
      onRequest: administratorsOnly,
      schema: { tags, body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      const stored = await deleteLibraryDocument(db, sessionOf(request), request.body.id);
      for (const name of stored)
        await library.remove(name).catch((error: unknown) => request.log.warn({ err: error }, 'library file not removed'));
      return done(request, 'deleted');
    },
  );

  app.get(
    '/rest/library/detail',
    {
      config: { permission: DOCUMENT_PERMISSIONS.libraryQuery },
      schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(LibraryDetailSchema) } },
    },
    async (request) => ok(request, await libraryDetail(db, request.query.id)),
  );

  app.get(
    '/rest/library/file',
    {
      config: { permission: DOCUMENT_PERMISSIONS.libraryQuery, tokenFromCookie: true },
      schema: {
        tags,
        querystring: Type.Object({
          id: Id,
          version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
          download: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
        }),
      },
    },
    async (request, reply) => {
      const { opened, fileName } = await libraryFile(db, library, request.query.id, request.query.version);
      return sendDocument(reply, opened, fileName, request.query.download === 1);
    },
  );
};
