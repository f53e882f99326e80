/** The calls of the emission factor list, through the shared http client and typed by the contracts (contracts/factors.ts). */
import {
  API,
  FACTOR_IMPORT_FIELD,
  FACTOR_IMPORT_MODE_FIELD,
  callEnvelope,
  createCategoryTreeService,
  downloadGet,
  factorEndpoints,
} from '@pcf/shared';
import type {
  CreateFactorRequest,
  DeleteFactorRequest,
  DownloadedFile,
  FactorImportMode,
  FactorTemplateFormat,
  TreeService,
  UpdateFactorRequest,
  UploadProgress,
} from '@pcf/shared';

/** The directory (category tree of /businessAccounting/directory) that factors are filed under. */
export const directoryTreeService: TreeService = createCategoryTreeService();

/** A 20 MB file on a slow line: ten minutes before the client gives up on the upload. */
const IMPORT_UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export const factorApi = {
  create: (body: CreateFactorRequest) => callEnvelope(factorEndpoints.create, { body }),
  update: (body: UpdateFactorRequest) => callEnvelope(factorEndpoints.update, { body }),
  remove: (body: DeleteFactorRequest) => callEnvelope(factorEndpoints.delete, { body }),
  detail: (id: number) => callEnvelope(factorEndpoints.detail, { query: { id } }),
  /** Every unit (tens of rows) for the form's unit choice; silent: a failure is shown in the form. */
  template: (format: FactorTemplateFormat, onProgress: (progress: UploadProgress) => void): Promise<DownloadedFile> =>
    downloadGet(API.factorImportTemplate, { format }, { onDownloadProgress: onProgress }),
  /** The file through the one client (token, session codes); the answer is the job, status checking. */
  startImport: (file: File, mode: FactorImportMode, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => {
    const form = new FormData();
    // the mode before the file, so the server's streaming reader has it when the file arrives
    form.append(FACTOR_IMPORT_MODE_FIELD, mode);
    form.append(FACTOR_IMPORT_FIELD, file, file.name);
    return callEnvelope(
      factorEndpoints.import,
      { body: form },
      { timeout: IMPORT_UPLOAD_TIMEOUT_MS, onUploadProgress: onProgress, signal },
    );
  },
  /** Polled every second; a failure stops the poll (the screen offers to resume). */
  importStatus: (id: number) => callEnvelope(factorEndpoints.importStatus, { query: { id } }),
};
