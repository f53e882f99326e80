/**
 * The one way the platform calls another PACT host: a token from its auth URL by OAuth2 client
 * credentials (HTTP Basic), then `POST /3/events` with a CloudEvent. Every call has a timeout, and a
 * host that cannot be reached, refuses the credentials or refuses the event becomes a bilingual
 * refusal naming the host, which the delivery records before trying again (supplychain/deliveries).
 */
import type { Agent, RequestInit as UndiciRequestInit, Response as UndiciResponse } from 'undici';
import { refused, type ApiError } from '../../../http/errors';
import { PRIVATE_ADDRESS_CODE, publicOnlyLookup, requirePublicHost } from './hostAddress';

/** How long one HTTP call to another host may take. */
export const PACT_CALL_TIMEOUT_MS = 10_000;

export interface CallSettings {
  timeoutMs?: number;
  /** PACT_PRIVATE_HOSTS: private and local addresses may be called (a test bed, an intranet). */
  allowPrivateHosts?: boolean;
}
const DETAIL_MAX = 200;

export interface HostCredentials {
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface IssuedToken {
  accessToken: string;
  /** Seconds, when the host says. */
  expiresIn: number | null;
}

export interface CloudEvent<Data> {
  type: string;
  specversion: '1.0';
  id: string;
  source: string;
  time: string;
  data: Data;
}

/** The token endpoint of an auth base URL (PACT: `<auth base>/auth/token`), unless it names it already. */
export function tokenUrl(authUrl: string): string {
  const base = authUrl.replace(/\/+$/, '');
  return base.endsWith('/auth/token') ? base : `${base}/auth/token`;
}

export function eventsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/3/events`;
}

/** Only http(s) URLs without credentials in them may be a host's address. */
export function isHostUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, DETAIL_MAX);
  }
};

// undici is required on the first call to another host: most starts and test files make none
// eslint-disable-next-line @typescript-eslint/no-require-imports
const undici = (): typeof import('undici') => require('undici') as typeof import('undici');
let agents: { publicOnly: Agent; anyAddress: Agent } | undefined;
/** publicOnly: connections whose names resolve to public addresses only (hostAddress.ts). */
const dispatchers = (): { publicOnly: Agent; anyAddress: Agent } =>
  (agents ??= { publicOnly: new (undici().Agent)({ connect: { lookup: publicOnlyLookup } }), anyAddress: new (undici().Agent)() });

const causeCode = (error: unknown): unknown => (error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined);

async function call(url: string, init: UndiciRequestInit, settings: CallSettings): Promise<UndiciResponse> {
  const timeoutMs = settings.timeoutMs ?? PACT_CALL_TIMEOUT_MS;
  const allowPrivate = settings.allowPrivateHosts === true;
  // PACT requires HTTPS: secrets, tokens and footprints never travel in clear, except to a test bed or intranet
  if (!allowPrivate && new URL(url).protocol !== 'https:') throw refused('pactHostNotHttps', { host: hostOf(url) });
  await requirePublicHost(url, allowPrivate);
  try {
    const { publicOnly, anyAddress } = dispatchers();
    return await undici().fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher: allowPrivate ? anyAddress : publicOnly,
    });
  } catch (error) {
    if (causeCode(error) === PRIVATE_ADDRESS_CODE) throw refused('pactHostPrivate', { host: hostOf(url) });
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw refused(timedOut ? 'pactHostTimeout' : 'pactHostUnreachable', { host: hostOf(url), seconds: Math.round(timeoutMs / 1000) });
  }
}

async function refusal(url: string, response: UndiciResponse): Promise<ApiError> {
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, DETAIL_MAX);
  return refused('pactHostRefused', { host: hostOf(url), status: response.status, detail: text || '—' });
}

export async function fetchToken(credentials: HostCredentials, settings: CallSettings = {}): Promise<IssuedToken> {
  const url = tokenUrl(credentials.authUrl);
  const basic = Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`).toString(
    'base64',
  );
  const response = await call(
    url,
    {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    },
    settings,
  );
  if (response.status === 400 || response.status === 401 || response.status === 403)
    throw refused('pactHostCredentials', { host: hostOf(url) });
  if (!response.ok) throw await refusal(url, response);
  const body: unknown = await response.json().catch(() => null);
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof token.access_token !== 'string' || token.access_token === '') throw refused('pactHostNoToken', { host: hostOf(url) });
  return { accessToken: token.access_token, expiresIn: typeof token.expires_in === 'number' ? token.expires_in : null };
}

/** Posts one event; the host's 2xx is its acceptance. Returns the status so a 401 can ask for a new token once. */
export async function postEvent<Data>(
  baseUrl: string,
  accessToken: string | null,
  event: CloudEvent<Data>,
  settings: CallSettings = {},
): Promise<'accepted' | 'unauthorized'> {
  const url = eventsUrl(baseUrl);
  const response = await call(
    url,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/cloudevents+json; charset=utf-8',
        ...(accessToken === null ? {} : { authorization: `Bearer ${accessToken}` }),
      },
      body: JSON.stringify(event),
    },
    settings,
  );
  if (response.status === 401 && accessToken !== null) {
    await response.body?.cancel();
    return 'unauthorized';
  }
  if (!response.ok) throw await refusal(url, response);
  await response.body?.cancel();
  return 'accepted';
}
