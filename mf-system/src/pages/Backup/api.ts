/** The calls of the backup screen: download every table and stored file, and restore from such an archive. */
import { BACKUP_ARCHIVE_FIELD, BACKUP_CONFIRM_FIELD, backupEndpoints, callEnvelope, downloadGet } from '@pcf/shared';
import type { DownloadedFile, UploadProgress } from '@pcf/shared';

/** A large install takes long to pack or to check and load: half an hour before the client gives up. */
export const BACKUP_TIMEOUT_MS = 30 * 60 * 1000;

export function downloadBackup(onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<DownloadedFile> {
  return downloadGet(backupEndpoints.backup.url, undefined, { timeout: BACKUP_TIMEOUT_MS, onDownloadProgress: onProgress, signal });
}

/** The archive through the one client (token, refresh header, session codes), with the confirmation the server requires. */
export function restoreBackup(archive: File, onProgress: (progress: UploadProgress) => void) {
  const form = new FormData();
  // the confirmation before the file, so the server reads it first
  form.append(BACKUP_CONFIRM_FIELD, 'true');
  form.append(BACKUP_ARCHIVE_FIELD, archive, archive.name);
  return callEnvelope(backupEndpoints.restore, { body: form }, { timeout: BACKUP_TIMEOUT_MS, onUploadProgress: onProgress });
}
