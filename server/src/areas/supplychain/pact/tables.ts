/**
 * The PACT API's clients and tokens (supplychain/pact): a company's clients authenticate at
 * POST /auth/token with client credentials and read the company's shared footprints. Only
 * SHA-256 digests of secrets and tokens are kept (both are 32 random bytes, so a digest cannot be
 * reversed by guessing). Gathered by ../tables.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';
import { companies } from '../../auth/tables';

/** A client of the company's PACT host: the `client_id` is public, the secret was shown once. */
export const pactClients = pgTable(
  'pact_clients',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull().unique(),
    secretDigest: text('secret_digest').notNull(),
    label: text('label').notNull(),
    /** Its requests are answered without a person when the answer is unambiguous (contracts/pact.ts PactClient). */
    autoAnswer: boolean('auto_answer').notNull().default(false),
    // no foreign key: the client stays on record after its creator's account is deleted
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('pact_clients_company_idx').on(t.companyId)],
);

/** An access token of a client; valid until `expires_at` and while its client is not revoked. */
export const pactTokens = pgTable(
  'pact_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => pactClients.id, { onDelete: 'cascade' }),
    tokenDigest: text('token_digest').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pact_tokens_client_idx').on(t.clientId), check('pact_tokens_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`)],
);
