import type { UploadResult } from '../contracts';
import { http } from '../http';

export interface UploadRequest {
  url: string;
  /** Form field of the file (SPEC §9 default `upload`). */
  field: string;
  file: File;
  data: Record<string, string | number | boolean>;
  headers: Record<string, string>;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

/** Code of an answer that carried no envelope; never a server code. */
export const NO_ENVELOPE_CODE = -1;

function isUploadResult(body: unknown): body is UploadResult {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * One multipart POST through the platform's axios instance (token and refreshed token handled
 * there). It answers with the server's envelope whatever the code; an answer without one
 * (an HTML error page, a proxy's 413) becomes a failure without a message.
 */
export async function sendFile({ url, field, file, data, headers, signal, onProgress }: UploadRequest): Promise<UploadResult> {
  const form = new FormData();
  // fields before the file, so a streaming parser has them when the file arrives
  for (const [key, value] of Object.entries(data)) form.append(key, String(value));
  form.append(field, file, file.name);
  const response = await http.post<unknown>(url, form, {
    headers,
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return isUploadResult(response.data) ? response.data : { code: NO_ENVELOPE_CODE };
}
