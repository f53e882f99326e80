import type { UploadResult } from '../contracts';
import { request } from '../http';

export interface UploadRequest {
  url: string;
  /** Form field of the file (SPEC §9 default `upload`). */
  field: string;
  file: File;
  data: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

/**
 * One multipart POST through the platform's client, so an upload follows every rule of SPEC §7-§8:
 * token sent and refreshed, 401 offers to sign in again, 120700/120701 end the session, network
 * failures shown once. It resolves with the server's envelope whatever its code and rejects as
 * the client does (SessionExpiredError, NetworkError, the abort).
 */
export async function sendFile({ url, field, file, data, headers, signal, onProgress }: UploadRequest): Promise<UploadResult> {
  const form = new FormData();
  // fields before the file, so a streaming parser has them when the file arrives
  for (const [key, value] of Object.entries(data)) form.append(key, String(value));
  form.append(field, file, file.name);
  return request<unknown>({
    url,
    method: 'POST',
    data: form,
    headers,
    signal,
    onUploadProgress: ({ loaded, total }) => {
      if (total) onProgress(Math.round((loaded / total) * 100));
    },
  });
}
