/**
 * /rest/backupAndRestore/*: a download of all data and stored files as one archive, and a restore
 * from such an archive. Platform administrators only: the permission alone is not enough.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { forbidden, refused } from '../../http/errors';
import { TOKEN_REFRESH_HEADER, backupEndpoints, BACKUP_ARCHIVE_FIELD, BACKUP_CONFIRM_FIELD } from '@pcf/shared/contracts';
import type { SessionContext } from '../auth/sessions';
import { sessionOf } from '../auth/guard';
import { readMultipartForm } from '../files/multipartForm';
import { ArchiveRefused, readArchive, writeArchive } from './archive';
import { readSnapshot, restoreArchive, serverSchemaVersion, storedFiles } from './service';

/** Largest archive a restore accepts (it is checked whole, in memory, before anything changes). */
export const RESTORE_MAX_BYTES = 256 * 1024 * 1024;

function platformAdmin(request: FastifyRequest): SessionContext {
  const session = sessionOf(request);
  if (!session.isAdmin) throw forbidden();
  return session;
}

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
const administratorsOnly = async (request: FastifyRequest): Promise<void> => {
  platformAdmin(request);
};

/** pcf-backup-20300101-080000.tar.gz, in UTC. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `pcf-backup-${stamp}.tar.gz`;
}

function refusalOf(error: ArchiveRefused) {
  switch (error.problem.kind) {
    case 'damaged':
      return refused('backupArchiveDamaged', { detail: error.problem.detail });
    case 'unknownFormat':
      return refused('backupFormatUnknown');
    case 'newerSchema':
      return refused('backupSchemaNewer');
    case 'olderSchema':
      return refused('backupSchemaOlder');
    case 'otherSchema':
      return refused('backupSchemaOther');
  }
}

export const backupRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock, config } = ctx;
  const schemaVersion = serverSchemaVersion();

  route(
    app,
    backupEndpoints.backup,
    async (request, reply) => {
      platformAdmin(request);
      const at = clock.now();
      // the transaction ends before streaming starts: a slow download holds no database connection
      const snapshot = await readSnapshot(db);
      const files = await storedFiles(ctx.files);
      const { stream, done } = writeArchive(snapshot.tables, files, { createdAt: at.toISOString(), migration: snapshot.migration });
      done.catch((error: unknown) => request.log.error({ err: error }, 'backup archive failed'));
      reply.header('content-type', 'application/gzip');
      reply.header('content-disposition', `attachment; filename="${backupFileName(at)}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(stream);
    },
    { onRequest: administratorsOnly },
  );

  route(
    app,
    backupEndpoints.restore,
    async (request, reply) => {
      const session = platformAdmin(request);
      const form = await readMultipartForm(request, {
        fileField: BACKUP_ARCHIVE_FIELD,
        maxBytes: RESTORE_MAX_BYTES,
        missing: () => refused('backupArchiveMissing'),
        tooLarge: () => refused('backupArchiveTooLarge', { max: RESTORE_MAX_BYTES / 1024 / 1024 }),
      });
      const confirmed = form.fields.get(BACKUP_CONFIRM_FIELD) === 'true';
      const archive = form.file?.bytes ?? null;
      if (!confirmed) throw refused('backupConfirmRequired');
      if (!archive || archive.length === 0) throw refused('backupArchiveMissing');
      try {
        const verified = await readArchive(archive, schemaVersion);
        const result = await restoreArchive(db, ctx.files, verified, session, clock.now(), config.sessionIdleMinutes);
        request.log.info({ tables: result.tables, rows: result.rows, files: result.files }, 'restored from a backup');
        if (result.token) {
          reply.header(TOKEN_REFRESH_HEADER, result.token);
          reply.header('access-control-expose-headers', TOKEN_REFRESH_HEADER);
        }
        return ok(request, result, 'backupRestored');
      } catch (error) {
        if (error instanceof ArchiveRefused) throw refusalOf(error);
        throw error;
      }
    },
    { onRequest: administratorsOnly },
  );
};
