/**
 * Calls through the one client and the envelope rules of SPEC §8: code 200 and every other code
 * resolve with the envelope (the caller shows msg), 401 offers to sign in again, 120700/120701
 * end the session, network failures are shown for 5 s.
 */
import axios from 'axios';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { CODE_SESSION_KICKED, CODE_UNAUTHORIZED, NETWORK_ERROR_MESSAGE_MS } from '../contracts';
import type { ApiEnvelope } from '../contracts';
import { i18n } from '../i18n';
import { clearAllCookies, clearSessionTraces } from '../session/storage';
import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE, MULTIPART_CONTENT_TYPE, http } from './client';
import { ApiError, NetworkError, SessionExpiredError } from './errors';
import { confirmOnce, showErrorOnce } from './feedback';
import { pageNavigation } from './navigation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ContentType = 'form' | 'json' | 'multipart';

export interface RequestConfig {
  url: string;
  method?: HttpMethod;
  data?: unknown;
  params?: Record<string, unknown>;
  /** Request body encoding; form-urlencoded unless said otherwise (SPEC §7). */
  contentType?: ContentType;
  /** Milliseconds; HTTP_TIMEOUT_MS unless said otherwise. */
  timeout?: number;
  signal?: AbortSignal;
  /** Extra headers; the client still sets Authorization (own server, signed in) and Accept-Language over them. */
  headers?: Record<string, string>;
  /** Progress of the request body (uploads). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** No toast and no dialog (background calls); the same errors are still thrown. */
  silent?: boolean;
}

export interface UploadProgress {
  loaded: number;
  /** Unknown when the body's length is. */
  total?: number;
}

export type RequestOptions = Omit<RequestConfig, 'url' | 'method' | 'data' | 'params'>;

const CONTENT_TYPES: Record<ContentType, string> = {
  form: FORM_CONTENT_TYPE,
  json: JSON_CONTENT_TYPE,
  multipart: MULTIPART_CONTENT_TYPE,
};

const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'common', ...options });

/** The text to show for an envelope: msg, or message for the calls that use it, or 系统错误. */
export function messageOf(envelope: { code?: number; msg?: string; message?: string }): string {
  return envelope.msg || envelope.message || t('systemError');
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function signInAgain(): void {
  clearSessionTraces();
  pageNavigation.toLogin();
  pageNavigation.reload();
}

function failNetwork(error: NetworkError, silent: boolean): never {
  if (!silent) showErrorOnce(error.message, NETWORK_ERROR_MESSAGE_MS);
  throw error;
}

/** Applies the session codes of SPEC §8; every other code goes back to the caller. */
function settle<T>(body: unknown, status: number, silent: boolean): ApiEnvelope<T> {
  const envelope: ApiEnvelope<unknown> | null = isEnvelope(body)
    ? body
    : status === CODE_UNAUTHORIZED
      ? { code: CODE_UNAUTHORIZED, msg: '' }
      : null;
  if (envelope === null) {
    failNetwork(new NetworkError('status', t('serverStatusError', { status }), status), silent);
  }
  if (envelope.code === CODE_UNAUTHORIZED) {
    if (!silent) {
      confirmOnce({ title: t('systemTip'), content: t('sessionExpired'), okText: t('relogin'), cancelText: t('cancel') }, signInAgain);
    }
    throw new SessionExpiredError(envelope.code);
  }
  if ((CODE_SESSION_KICKED as readonly number[]).includes(envelope.code)) {
    clearAllCookies();
    pageNavigation.toLogin();
    throw new SessionExpiredError(envelope.code);
  }
  return envelope as ApiEnvelope<T>;
}

async function send(config: AxiosRequestConfig, silent: boolean): Promise<AxiosResponse<unknown>> {
  try {
    return await http.request<unknown>(config);
  } catch (error) {
    // the caller aborted: it knows, nothing to show
    if (axios.isCancel(error)) throw error;
    const timedOut = axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
    return failNetwork(
      timedOut ? new NetworkError('timeout', t('requestTimeout')) : new NetworkError('unreachable', t('networkError')),
      silent,
    );
  }
}

/** Form-urlencoded unless said otherwise, but a FormData body is always multipart (its boundary is the browser's). */
function contentTypeOf({ contentType, data }: RequestConfig): ContentType {
  return contentType ?? (typeof FormData !== 'undefined' && data instanceof FormData ? 'multipart' : 'form');
}

function axiosConfigOf(config: RequestConfig): AxiosRequestConfig {
  const { onUploadProgress } = config;
  return {
    url: config.url,
    method: config.method ?? 'GET',
    data: config.data,
    params: config.params,
    headers: { 'Content-Type': CONTENT_TYPES[contentTypeOf(config)], ...config.headers },
    timeout: config.timeout,
    signal: config.signal,
    onUploadProgress: onUploadProgress && (({ loaded, total }) => onUploadProgress({ loaded, total })),
  };
}

export async function request<T>(config: RequestConfig): Promise<ApiEnvelope<T>> {
  const silent = config.silent === true;
  const response = await send(axiosConfigOf(config), silent);
  return settle<T>(response.data, response.status, silent);
}

export function get<T>(url: string, params?: Record<string, unknown>, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'GET', params });
}

/** POST with a form-urlencoded body unless options.contentType says otherwise. */
export function post<T>(url: string, data?: unknown, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'POST', data });
}

export function put<T>(url: string, data?: unknown, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'PUT', data });
}

export function del<T>(url: string, params?: Record<string, unknown>, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'DELETE', params });
}

export interface CallUrlOptions extends Omit<RequestOptions, 'contentType'> {
  method?: HttpMethod;
  contentType?: ContentType;
  /** An object (encoded by contentType) or a raw body sent as it is. */
  body?: unknown;
}

/** The generic call to a caller-supplied URL (SPEC §7): POST unless said otherwise. */
export function callUrl<T>(url: string, { method = 'POST', body, ...options }: CallUrlOptions = {}) {
  return request<T>({ ...options, url, method, data: body });
}

async function envelopeInBlob(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
  } catch {
    return null;
  }
}

/** A file answer as a Blob; a JSON answer is an envelope (401 offers to sign in again; other codes throw ApiError with msg). */
async function blobOrRefusal(config: AxiosRequestConfig, silent: boolean): Promise<Blob> {
  const response = await send({ ...config, responseType: 'blob' }, silent);
  const blob = response.data as Blob;
  const isJson = String(response.headers['content-type'] ?? '').includes(JSON_CONTENT_TYPE);
  if (!isJson && response.status >= 200 && response.status < 300) return blob;
  const envelope = settle<unknown>(isJson ? await envelopeInBlob(blob) : null, response.status, silent);
  throw new ApiError(envelope, messageOf(envelope));
}

/** Template download (SPEC §7): GET url?id=..., JSON content type, the file as a Blob. */
export async function downloadTemplate(url: string, id: string | number, options?: Omit<RequestOptions, 'contentType'>): Promise<Blob> {
  return blobOrRefusal(
    {
      url,
      method: 'GET',
      params: { id },
      headers: { 'Content-Type': JSON_CONTENT_TYPE },
      // axios drops Content-Type from a request without a body; a null body keeps it and sends nothing
      transformRequest: [() => null],
      timeout: options?.timeout,
      signal: options?.signal,
    },
    options?.silent === true,
  );
}

/**
 * A file made from a POSTed query (exports): JSON body, the file as a Blob. A JSON answer is an
 * envelope: 401 offers to sign in again like every call, other codes throw ApiError with msg.
 */
export async function downloadPost(url: string, data: unknown, options?: Omit<RequestOptions, 'contentType'>): Promise<Blob> {
  return blobOrRefusal(
    {
      url,
      method: 'POST',
      data,
      headers: { 'Content-Type': JSON_CONTENT_TYPE, ...options?.headers },
      timeout: options?.timeout,
      signal: options?.signal,
    },
    options?.silent === true,
  );
}

export interface DownloadedFile {
  blob: Blob;
  /** The name Content-Disposition gives (filename* first), or null when it gives none. */
  fileName: string | null;
}

export interface DownloadOptions extends Omit<RequestOptions, 'contentType' | 'onUploadProgress'> {
  /** Progress of the response body; total is unknown when the server streams without a length. */
  onDownloadProgress?: (progress: UploadProgress) => void;
}

/** The file name of a Content-Disposition header: RFC 5987 filename* wins over filename. */
export function fileNameOfDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  return name === '' ? null : name;
}

/**
 * A GET download (a backup archive, a PACT JSON file): the file as a Blob with its name, with progress.
 * A JSON answer that is not an attachment is an envelope: 401 offers to sign in again like every call,
 * other codes throw ApiError with msg.
 */
export async function downloadGet(url: string, params?: Record<string, unknown>, options?: DownloadOptions): Promise<DownloadedFile> {
  const silent = options?.silent === true;
  const { onDownloadProgress } = options ?? {};
  const response = await send(
    {
      url,
      method: 'GET',
      params,
      headers: { ...options?.headers },
      responseType: 'blob',
      timeout: options?.timeout,
      signal: options?.signal,
      onDownloadProgress: onDownloadProgress && (({ loaded, total }) => onDownloadProgress({ loaded, total })),
    },
    silent,
  );
  const blob = response.data as Blob;
  const isJson = String(response.headers['content-type'] ?? '').includes(JSON_CONTENT_TYPE);
  const disposition: unknown = response.headers['content-disposition'];
  // a JSON file (a PACT document) comes as an attachment; an envelope never does
  const isAttachment = typeof disposition === 'string' && /^\s*attachment/i.test(disposition);
  if ((!isJson || isAttachment) && response.status >= 200 && response.status < 300) {
    return { blob, fileName: fileNameOfDisposition(typeof disposition === 'string' ? disposition : null) };
  }
  const envelope = settle<unknown>(isJson ? await envelopeInBlob(blob) : null, response.status, silent);
  throw new ApiError(envelope, messageOf(envelope));
}
