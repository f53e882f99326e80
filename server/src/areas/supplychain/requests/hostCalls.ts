/**
 * Sending a PACT event to another host as one of its companies' clients: the host's sealed
 * credentials are opened with PACT_SECRET_KEY, a token is asked for (or the cached one used while it
 * has more than a minute left, kept sealed on the host's row), and the event is posted; a 401 on a
 * cached token asks for a new one once.
 */
import { eq } from 'drizzle-orm';
import { pactHosts } from '../../../schema';
import { refused } from '../../../http/errors';
import type { Handle } from '../../auth/companyScope';
import { open, seal } from '../partners/secretBox';
import { fetchToken, postEvent, type CallSettings, type CloudEvent } from './pactClient';

type HostRow = typeof pactHosts.$inferSelect;

export interface HostCallSettings extends CallSettings {
  secretKey: Buffer | null;
}

/** A token is reused until this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** How long a token is kept when the host does not say. */
const TOKEN_DEFAULT_SECONDS = 300;

export async function sendToHost<Data>(
  tx: Handle,
  host: HostRow,
  hostName: string,
  event: CloudEvent<Data>,
  settings: HostCallSettings,
  now: Date,
): Promise<void> {
  const key = settings.secretKey;
  if (key === null) throw refused('pactSecretKeyMissing');
  const secret = open(key, host.clientSecretSealed);
  if (secret === null) throw refused('pactSecretUnreadable', { name: hostName });
  const cached =
    host.tokenSealed !== null && host.tokenExpiresAt !== null && host.tokenExpiresAt.getTime() - TOKEN_MARGIN_MS > now.getTime()
      ? open(key, host.tokenSealed)
      : null;
  const freshToken = async (): Promise<string> => {
    const issued = await fetchToken({ authUrl: host.authUrl, clientId: host.clientId, clientSecret: secret }, settings);
    await tx
      .update(pactHosts)
      .set({
        tokenSealed: seal(key, issued.accessToken),
        tokenExpiresAt: new Date(now.getTime() + (issued.expiresIn ?? TOKEN_DEFAULT_SECONDS) * 1000),
      })
      .where(eq(pactHosts.id, host.id));
    return issued.accessToken;
  };
  const first = await postEvent(host.baseUrl, cached ?? (await freshToken()), event, settings);
  if (first === 'accepted') return;
  if (cached !== null && (await postEvent(host.baseUrl, await freshToken(), event, settings)) === 'accepted') return;
  throw refused('pactHostCredentials', { host: new URL(host.baseUrl).host });
}

/**
 * Where the answer to an external requester goes: the base of its callback (the `source` of its
 * request event names the events endpoint itself), with the credentials of the company's host of
 * the same origin when it registered one; otherwise without a token, as PACT leaves the
 * recipient's auth to it.
 */
export function answerTarget(companyHosts: readonly HostRow[], callbackUrl: string): { hostId: number | null; baseUrl: string } {
  const origin = new URL(callbackUrl).origin;
  const host = companyHosts.find((h) => new URL(h.baseUrl).origin === origin);
  return { hostId: host?.id ?? null, baseUrl: callbackUrl.replace(/\/3\/events\/?$/, '') };
}
