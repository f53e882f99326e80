/**
 * Footprint requests between a requester and a supplier (footprint_requests). Gathered by
 * supplychain/tables.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FootprintRequestStatus, RequestCriteria } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../../db/columns';
import { companies } from '../../auth/tables';
import { pactHosts, supplyPartners } from '../partners/tables';

/**
 * One request for a product footprint. The requester is a platform company (it sent the request
 * through a supplier partner) or an external system that asked through the PACT API with one of
 * the supplier company's clients (`requester_client_id`, its events answered at `callback_url`).
 * The supplier is a platform company or an external host. `pact_request_id` is the id of the
 * RequestCreatedEvent, sent or received: a Fulfilled or Rejected event names it. A fulfilled
 * request carries the supplier's pact footprint (platform) or the documents the host sent: all of
 * them, and the main one (the first for a requested product) apart.
 */
export const footprintRequests = pgTable(
  'footprint_requests',
  {
    id: serial('id').primaryKey(),
    pactRequestId: text('pact_request_id').notNull(),
    requesterCompanyId: integer('requester_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** pact_clients.id of the supplier company's client that asked (no foreign key: a revoked client's requests stay). */
    requesterClientId: integer('requester_client_id'),
    /** The requester's supplier row, when the requester is a platform company. */
    partnerId: integer('partner_id').references(() => supplyPartners.id, { onDelete: 'restrict' }),
    supplierCompanyId: integer('supplier_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    supplierHostId: integer('supplier_host_id').references(() => pactHosts.id, { onDelete: 'restrict' }),
    productIds: text('product_ids').array().notNull(),
    /** The reference period a platform buyer asks the footprint to cover (PACT has no field for it: sent in the comment). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    message: text('message'),
    /** An external requester's PACT criteria besides product ids (geography, validity ...). */
    criteria: jsonb('criteria').$type<RequestCriteria>(),
    status: text('status').$type<FootprintRequestStatus>().notNull().default('created'),
    rejectReason: text('reject_reason'),
    /** pact_footprints.id the platform supplier fulfilled with. */
    pactFootprintId: uuid('pact_footprint_id'),
    /** The main ProductFootprint an external host sent: the first that carries a requested product id, else the first. */
    receivedDocument: jsonb('received_document').$type<Record<string, unknown>>(),
    /** Every ProductFootprint the host's RequestFulfilledEvent carried (`pfs`), in its order, the main one among them. */
    receivedDocuments: jsonb('received_documents').$type<Record<string, unknown>[]>(),
    /** The `source` of an external requester's event: where its answer goes. */
    callbackUrl: text('callback_url'),
    /** A PublishedEvent said the footprint changed since. */
    refreshNeeded: boolean('refresh_needed').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('footprint_requests_requester_idx').on(t.requesterCompanyId, t.status),
    index('footprint_requests_supplier_idx').on(t.supplierCompanyId, t.status),
    index('footprint_requests_partner_idx').on(t.partnerId),
    index('footprint_requests_host_idx').on(t.supplierHostId),
    index('footprint_requests_footprint_idx').on(t.pactFootprintId),
    // one received request per event of one external requester; a sent one is ours, unique anyway
    uniqueIndex('footprint_requests_pact_id_idx').on(t.pactRequestId, sql`coalesce(${t.requesterClientId}, 0)`),
    check('footprint_requests_status_known', sql`${t.status} in ('created', 'fulfilled', 'rejected')`),
    check(
      'footprint_requests_one_requester',
      sql`(${t.requesterCompanyId} is null) <> (${t.requesterClientId} is null) and (${t.requesterClientId} is null or ${t.callbackUrl} is not null)`,
    ),
    check('footprint_requests_one_supplier', sql`(${t.supplierCompanyId} is null) <> (${t.supplierHostId} is null)`),
    check(
      'footprint_requests_answer_shape',
      sql`(${t.status} = 'created' and ${t.pactFootprintId} is null and ${t.receivedDocument} is null and ${t.rejectReason} is null)
        or (${t.status} = 'fulfilled' and (${t.pactFootprintId} is not null or ${t.receivedDocument} is not null))
        or (${t.status} = 'rejected' and ${t.rejectReason} is not null)`,
    ),
    // the main document is one of those received, never kept without them
    check(
      'footprint_requests_received_documents',
      sql`(${t.receivedDocument} is null and ${t.receivedDocuments} is null)
        or (${t.receivedDocument} is not null and ${t.receivedDocuments} is not null
          and jsonb_typeof(${t.receivedDocuments}) = 'array' and ${t.receivedDocuments} @> jsonb_build_array(${t.receivedDocument}))`,
    ),
  ],
);
