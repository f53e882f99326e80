/**
 * The PACT API's clients of a company (/rest/pact/client/*): a holder of supplychain:footprint:client
 * administers its own company's, a platform administrator any company's. The secret is 32 random
 * bytes, answered once at creation and stored as its SHA-256 digest; revoking a client ends its
 * tokens in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreatePactClientRequest, CreatedPactClient, PactClient } from '@pcf/shared/contracts';
import { PACT_CLIENT_LABEL_MAX } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { companies, pactClients, pactTokens } from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import type { SessionContext } from '../../auth/sessions';
import { administers, listedCompany, targetCompany, type Tx } from '../../auth/companyScope';
import { recordOperation } from '../../audit/service';
import { tokenDigest } from '../../auth/tokens';

export const PACT_CLIENT_LOG_OBJECT = 'pact_client';

type ClientRow = typeof pactClients.$inferSelect;

const missing = (): ApiError => new ApiError('pactClientMissing', 404, 404);

const clientOf = (row: ClientRow, companyName: string): PactClient => ({
  id: row.id,
  companyId: row.companyId,
  companyName,
  clientId: row.clientId,
  label: row.label,
  autoAnswer: row.autoAnswer,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listClients(db: Db, session: SessionContext, companyId: number | undefined): Promise<PactClient[]> {
  const company = listedCompany(session, companyId);
  const rows = await db
    .select({ client: pactClients, companyName: companies.name })
    .from(pactClients)
    .innerJoin(companies, eq(companies.id, pactClients.companyId))
    .where(company === undefined ? undefined : eq(pactClients.companyId, company))
    .orderBy(desc(pactClients.createdAt), desc(pactClients.id));
  return rows.map((row) => clientOf(row.client, row.companyName));
}

export async function createClient(db: Db, session: SessionContext, input: CreatePactClientRequest, now: Date): Promise<CreatedPactClient> {
  const label = input.label.trim();
  if (label === '' || label.length > PACT_CLIENT_LABEL_MAX) throw refused('pactClientLabelRequired', { max: PACT_CLIENT_LABEL_MAX });
  return db.transaction(async (tx) => {
    const companyId = await targetCompany(tx, session, input.companyId);
    const clientSecret = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(pactClients)
      .values({
        companyId,
        clientId: `pact-${randomBytes(12).toString('hex')}`,
        secretDigest: tokenDigest(clientSecret),
        label,
        autoAnswer: input.autoAnswer ?? false,
        createdBy: session.userId,
        createdAt: now,
      })
      .returning();
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    await recordOperation(tx, session, {
      object: PACT_CLIENT_LOG_OBJECT,
      action: 'create',
      targetIds: [row.id],
      after: { id: row.id, companyId, clientId: row.clientId, label, autoAnswer: row.autoAnswer },
    });
    return { client: clientOf(row, company.name), clientSecret };
  });
}

/** A client of the caller's company (any for a platform administrator), locked; 404 otherwise. */
async function ownClient(tx: Tx, session: SessionContext, id: number) {
  const [found] = await tx
    .select({ client: pactClients, companyName: companies.name })
    .from(pactClients)
    .innerJoin(companies, eq(companies.id, pactClients.companyId))
    .where(eq(pactClients.id, id))
    .for('update');
  // another company's client does not exist for the caller
  if (!found || !administers(session, found.client.companyId)) throw missing();
  return found;
}

export async function setAutoAnswer(db: Db, session: SessionContext, id: number, autoAnswer: boolean): Promise<PactClient> {
  return db.transaction(async (tx) => {
    const found = await ownClient(tx, session, id);
    if (found.client.revokedAt !== null) throw refused('pactClientRevoked');
    const [row] = await tx.update(pactClients).set({ autoAnswer }).where(eq(pactClients.id, id)).returning();
    await recordOperation(tx, session, { object: PACT_CLIENT_LOG_OBJECT, action: 'update', targetIds: [id], after: { id, autoAnswer } });
    return clientOf(row, found.companyName);
  });
}

export async function revokeClient(db: Db, session: SessionContext, id: number, now: Date): Promise<PactClient> {
  return db.transaction(async (tx) => {
    const found = await ownClient(tx, session, id);
    if (found.client.revokedAt !== null) throw refused('pactClientRevoked');
    const [row] = await tx
      .update(pactClients)
      .set({ revokedAt: now })
      .where(and(eq(pactClients.id, id), isNull(pactClients.revokedAt)))
      .returning();
    await tx.delete(pactTokens).where(eq(pactTokens.clientId, id));
    await recordOperation(tx, session, { object: PACT_CLIENT_LOG_OBJECT, action: 'update', targetIds: [id], after: { id, revoked: true } });
    return clientOf(row, found.companyName);
  });
}
