/**
 * POST /auth/token and the Bearer tokens of the PACT API: a client's credentials (HTTP Basic, RFC
 * 6749 §2.3.1) give a token of 32 random bytes, valid PACT_TOKEN_MINUTES; only its SHA-256 digest
 * is stored. A revoked client's credentials and tokens no longer work.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { pactClients, pactTokens } from '../../../schema';
import { newToken, sameDigest, tokenDigest } from '../../auth/tokens';

/** The client a request speaks for. */
export interface PactCaller {
  /** pact_clients.id */
  clientRowId: number;
  companyId: number;
  /** The client's requests are answered without a person when unambiguous. */
  autoAnswer: boolean;
}

/** `Authorization: Basic base64(client_id:client_secret)`, both parts form-urlencoded (RFC 6749 §2.3.1). */
export function basicCredentials(header: string | undefined): { clientId: string; secret: string } | null {
  const match = /^basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  try {
    return { clientId: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/** A new token for valid credentials of a client in use; null otherwise. Expired tokens of the client are removed on the way. */
export async function issueToken(
  db: Db,
  credentials: { clientId: string; secret: string },
  now: Date,
  minutes: number,
): Promise<{ token: string; expiresIn: number } | null> {
  const [client] = await db
    .select()
    .from(pactClients)
    .where(and(eq(pactClients.clientId, credentials.clientId), isNull(pactClients.revokedAt)));
  if (!client || !sameDigest(client.secretDigest, tokenDigest(credentials.secret))) return null;
  const token = newToken();
  await db.transaction(async (tx) => {
    // every client's expired tokens, not only this one's: a client that stopped calling leaves none behind
    await tx.delete(pactTokens).where(lt(pactTokens.expiresAt, now));
    await tx.insert(pactTokens).values({
      clientId: client.id,
      tokenDigest: tokenDigest(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
  });
  return { token, expiresIn: minutes * 60 };
}

/** The caller of a Bearer token: its client, or why not. */
export async function tokenCaller(db: Db, token: string, now: Date): Promise<PactCaller | 'invalid' | 'expired'> {
  const [found] = await db
    .select({
      expiresAt: pactTokens.expiresAt,
      clientRowId: pactClients.id,
      companyId: pactClients.companyId,
      autoAnswer: pactClients.autoAnswer,
      revokedAt: pactClients.revokedAt,
    })
    .from(pactTokens)
    .innerJoin(pactClients, eq(pactClients.id, pactTokens.clientId))
    .where(eq(pactTokens.tokenDigest, tokenDigest(token)));
  if (!found || found.revokedAt !== null) return 'invalid';
  if (found.expiresAt.getTime() <= now.getTime()) return 'expired';
  return { clientRowId: found.clientRowId, companyId: found.companyId, autoAnswer: found.autoAnswer };
}
