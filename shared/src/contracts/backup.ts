/**
 * Backup and restore (platform administrators only).
 * GET /rest/backupAndRestore/backup answers a .tar.gz download (not the envelope):
 *   tables/<table>.ndjson  one JSON object per row (PostgreSQL's row_to_json), every application table
 *   files/<path>           every stored file under DATA_DIR/files (avatars, uploads)
 *   manifest.json          written last: BackupManifest, with the sha256 of every entry above
 * Sessions and captchas are ephemeral and left out.
 * POST /rest/backupAndRestore/restore takes multipart/form-data: the archive in the field `archive`
 * and `confirm` = 'true' (the screen asks first). It answers RestoreResult in the envelope.
 */
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import { Nullable } from './schemaParts';

export const BACKUP_FORMAT = 'pcf-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_ARCHIVE_FIELD = 'archive';
export const BACKUP_CONFIRM_FIELD = 'confirm';

export interface BackupTableEntry {
  /** Table name in the application schema, e.g. users. */
  name: string;
  rows: number;
  /** sha256 (hex) of tables/<name>.ndjson as stored in the archive. */
  sha256: string;
}

export interface BackupFileEntry {
  /** Path below DATA_DIR/files, '/'-separated, e.g. avatars/3f2a….png. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** ISO time the snapshot was taken. */
  createdAt: string;
  /** The latest migration applied to the database the backup came from (drizzle's journal). */
  migration: { createdAt: number; hash: string };
  tables: BackupTableEntry[];
  files: BackupFileEntry[];
}

export const RestoreResultSchema = Type.Object({
  tables: Type.Integer(),
  rows: Type.Integer(),
  files: Type.Integer(),
  /**
   * Every session ends with a restore (they belong to the data that was replaced). When the
   * restored data still has the caller's account as an active platform administrator, this is
   * its new token (also sent in the refresh header); otherwise null and the caller signs in again.
   */
  token: Nullable(Type.String()),
});
export type RestoreResult = Static<typeof RestoreResultSchema>;

export const PERMISSION_BACKUP_EXPORT = 'system:backup:export';
export const PERMISSION_BACKUP_RESTORE = 'system:backup:restore';

/** Platform administrators only: the permission alone is not enough. */
export const backupEndpoints = {
  /** A .tar.gz download of all data and stored files. */
  backup: defineEndpoint({
    method: 'GET',
    url: '/rest/backupAndRestore/backup',
    permission: PERMISSION_BACKUP_EXPORT,
    tags: ['backup'],
    reply: 'file',
    produces: ['application/gzip'],
  }),
  /** Multipart: the archive under BACKUP_ARCHIVE_FIELD and BACKUP_CONFIRM_FIELD = 'true'; all or nothing. */
  restore: defineEndpoint({
    method: 'POST',
    url: '/rest/backupAndRestore/restore',
    permission: PERMISSION_BACKUP_RESTORE,
    tags: ['backup'],
    encoding: 'multipart',
    reply: RestoreResultSchema,
  }),
};
