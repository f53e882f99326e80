/**
 * A buyer company's suppliers (supply_partners), the external PACT hosts among them (pact_hosts) and
 * the mapping of a supplier's products to the buyer's directory items (partner_products).
 * Gathered by supplychain/tables.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PartnerKind } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../../db/columns';
import { companies } from '../../auth/tables';
import { directoryNodes } from '../../directory/tables';
import { pactClients } from '../pact/tables';

/**
 * An external PACT host a company talks to: where its API and token endpoint are and the client
 * credentials it gave the company. The secret must be read back to ask for a token, so it is
 * encrypted (AES-256-GCM with PACT_SECRET_KEY, secretBox.ts), never hashed; the last token may be
 * kept the same way until it expires. The host answers through one of the company's own PACT
 * clients (inbound_client_id): only that client's events may settle requests sent to this host.
 */
export const pactHosts = pgTable(
  'pact_hosts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    baseUrl: text('base_url').notNull(),
    authUrl: text('auth_url').notNull(),
    clientId: text('client_id').notNull(),
    /** secretBox.ts sealed text: version, IV, tag and cipher text. */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    tokenSealed: text('token_sealed'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** The client this host uses to call us; none: the host's answers are not accepted. */
    inboundClientId: integer('inbound_client_id').references(() => pactClients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pact_hosts_company_idx').on(t.companyId), index('pact_hosts_inbound_client_idx').on(t.inboundClientId)],
);

/**
 * One supplier of a buyer company: a platform company (partner_company_id), an invitation by email
 * waiting for the registration (only the SHA-256 of its token is kept; claiming it makes the row a
 * platform partner), or an external PACT host (host_id).
 */
export const supplyPartners = pgTable(
  'supply_partners',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PartnerKind>().notNull(),
    partnerCompanyId: integer('partner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    hostId: integer('host_id').references(() => pactHosts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    note: text('note'),
    inviteEmail: text('invite_email'),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    inviteAcceptedAt: timestamp('invite_accepted_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('supply_partners_company_partner_unique').on(t.companyId, t.partnerCompanyId),
    uniqueIndex('supply_partners_invite_token_idx').on(t.inviteTokenHash),
    // one invitation per company and address (an expired one is replaced by the next, invite())
    uniqueIndex('supply_partners_invite_email_idx')
      .on(t.companyId, sql`lower(${t.inviteEmail})`)
      .where(sql`${t.kind} = 'invited'`),
    index('supply_partners_partner_company_idx').on(t.partnerCompanyId),
    index('supply_partners_host_idx').on(t.hostId),
    check('supply_partners_name_present', sql`btrim(${t.name}) <> ''`),
    check(
      'supply_partners_kind_shape',
      sql`(${t.kind} = 'platform' and ${t.partnerCompanyId} is not null and ${t.hostId} is null)
        or (${t.kind} = 'invited' and ${t.partnerCompanyId} is null and ${t.hostId} is null and ${t.inviteEmail} is not null and ${t.inviteTokenHash} is not null)
        or (${t.kind} = 'host' and ${t.hostId} is not null and ${t.partnerCompanyId} is null)`,
    ),
    check('supply_partners_not_self', sql`${t.partnerCompanyId} is null or ${t.partnerCompanyId} <> ${t.companyId}`),
  ],
);

/** A supplier's product (a PACT productIds URN, or its name) as the buyer's directory item it is bought as. */
export const partnerProducts = pgTable(
  'partner_products',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => supplyPartners.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    productName: text('product_name'),
    itemId: integer('item_id')
      .notNull()
      .references(() => directoryNodes.id),
  },
  (t) => [
    unique('partner_products_partner_product_unique').on(t.partnerId, t.productId),
    index('partner_products_item_idx').on(t.itemId),
    check('partner_products_product_present', sql`btrim(${t.productId}) <> ''`),
  ],
);
