/**
 * Reads a multipart form with one file: the one mechanism behind every upload route. The file in
 * `fileField` is read up to `maxBytes` and no further; other files are drained unread; text fields
 * are kept by name. A form the parser cannot read (no boundary, a part cut short, a broken part
 * header) is the client's fault: it is refused as a 400 here, never left to surface as a 500.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError, refused } from '../../http/errors';

export interface MultipartFile {
  bytes: Buffer;
  /** As the client sent it: never a path (cleanFileName or shownFileName before it is shown). */
  clientName: string;
}

export interface MultipartForm {
  fields: ReadonlyMap<string, string>;
  /** Null when the form holds no file in `fileField`. */
  file: MultipartFile | null;
}

export interface MultipartFormRules {
  fileField: string;
  maxBytes: number;
  /** The refusal when the request is not a multipart form at all (the route's "choose a file"). */
  missing: () => ApiError;
  tooLarge: () => ApiError;
  /** Most text fields and bytes per field read; the services' own limits are lower. */
  fields?: number;
  fieldBytes?: number;
}

const FIELDS_DEFAULT = 20;
const FIELD_BYTES_DEFAULT = 8192;

// busboy needs the boundary parameter and throws a plain error without it
const hasBoundary = (contentType: string | undefined): boolean => /;\s*boundary=("?)[^";\s]+\1/i.test(contentType ?? '');

/** Errors of our own or the framework's with a 4xx status pass; anything the parser threw is a malformed form. */
function asRefusal(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return refused('uploadFormMalformed');
}

export async function readMultipartForm(request: FastifyRequest, rules: MultipartFormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw rules.missing();
  if (!hasBoundary(request.headers['content-type'])) throw refused('uploadFormMalformed');
  const fields = new Map<string, string>();
  let file: MultipartFile | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: rules.maxBytes,
        files: 2,
        fields: rules.fields ?? FIELDS_DEFAULT,
        fieldSize: rules.fieldBytes ?? FIELD_BYTES_DEFAULT,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField || file !== null) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
          throw error;
        });
        if (part.file.truncated || bytes.length > rules.maxBytes) throw rules.tooLarge();
        file = { bytes, clientName: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw asRefusal(error);
  }
  return { fields, file };
}
