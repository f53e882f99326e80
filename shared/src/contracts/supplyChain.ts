/**
 * The supply chain (issue 17, SPEC §2 group 5, /SupplyChainManagement): a buyer's suppliers, the
 * footprint requests sent to them and received from customers, and applications to use a received
 * footprint in an inventory line. The PACT v3 API itself (clients, tokens, footprints, events) is
 * contracts/pact.ts.
 *
 * A supplier (partner) is a company registered on the platform, a company invited by email (it
 * becomes a platform partner when it registers through the link), or an external PACT host (its
 * base URL, auth URL and client credentials; the secret is stored encrypted and never answered).
 * A request goes to a platform supplier's received list, or to an external host as a PACT
 * `RequestCreatedEvent.3`; the supplier fulfils it with one of its Active PACT footprints or
 * rejects it with a reason. The buyer then applies to use the footprint in one inventory line; the
 * supplier (or a reviewer, an administrator) approves, and the line takes it as its source.
 *
 * Who: every list and change is limited to the caller's company (platform administrators act for
 * any company, naming it where it is not implied).
 */
import Type, { type Static, type TSchema } from 'typebox';
import { PUBLIC, defineEndpoint } from './endpoint';
import { LIFECYCLE_STAGES } from './inventory';
import { Nullable, RowId } from './schemaParts';

export const SUPPLY_CHAIN_PERMISSIONS = {
  overview: 'supplychain:overview:list',
  /** Suppliers: reading them, and changing them (link, invite, host, products, remove). */
  partnerList: 'supplychain:company:list',
  partnerEdit: 'supplychain:company:edit',
  /** Requests the company sent: reading, and creating. */
  sentList: 'supplychain:apply:list',
  sentEdit: 'supplychain:apply:edit',
  /** Requests the company received: reading, and answering (fulfil, reject). */
  receivedList: 'supplychain:distribution:list',
  receivedEdit: 'supplychain:distribution:edit',
  /** Applications to use a received footprint: reading, applying, deciding (the supplier's side). */
  applicationList: 'supplychain:application:list',
  applicationEdit: 'supplychain:application:edit',
  applicationReview: 'supplychain:application:review',
  visualization: 'supplychain:visualization:view',
} as const;

export const PARTNER_KINDS = ['platform', 'invited', 'host'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const REQUEST_STATUSES = ['created', 'fulfilled', 'rejected'] as const;
export type FootprintRequestStatus = (typeof REQUEST_STATUSES)[number];

/** A PACT event to another host: waiting for its (next) attempt, accepted by the host, or given up. */
export const PACT_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PactDeliveryStatus = (typeof PACT_DELIVERY_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FootprintApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const PARTNER_NAME_MAX = 100;
export const PARTNER_NOTE_MAX = 500;
export const PARTNER_SEARCH_MAX = 20;
export const HOST_URL_MAX = 500;
export const HOST_CLIENT_ID_MAX = 200;
export const HOST_SECRET_MAX = 500;
export const PARTNER_PRODUCTS_MAX = 500;
export const PRODUCT_ID_MAX = 300;
export const REQUEST_PRODUCTS_MAX = 20;
export const REQUEST_MESSAGE_MAX = 1000;
export const REASON_MAX = 500;
/** An invitation link works this many days, once. */
export const INVITATION_DAYS = 14;
/** The query parameter of the invitation link (`<PUBLIC_URL>/#/zhuce?invitation=...`). */
export const INVITATION_TOKEN_PARAM = 'invitation';

/** The largest page of the supply-chain lists (a select that searches asks for this many). */
export const SUPPLY_CHAIN_PAGE_SIZE_MAX = 100;
export const LIST_SEARCH_MAX = 100;

const Text = (maxLength: number) => Type.String({ maxLength });
const DateTime = Type.String({ format: 'date-time' });

/** The paging of the supply-chain lists (newest first): `pageNum` from 1; `pageSize` 10 unless given. */
export const SupplyChainPageQuery = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: SUPPLY_CHAIN_PAGE_SIZE_MAX })),
  /** Part of what each list says it searches. */
  text: Type.Optional(Text(LIST_SEARCH_MAX)),
};

/** One page of a supply-chain list and the count of every row that matches. */
export const SupplyChainPage = <T extends TSchema>(row: T) => Type.Object({ rows: Type.Array(row), total: Type.Integer() });

// ---- partners ----

export const HostSettingsSchema = Type.Object({
  /** The host's PACT API base, e.g. https://pact.example.com (its /3/events is called). */
  baseUrl: Text(HOST_URL_MAX),
  /** Its token endpoint's base (…/auth/token is called); empty: the base URL. */
  authUrl: Type.Optional(Text(HOST_URL_MAX)),
  clientId: Text(HOST_CLIENT_ID_MAX),
  /**
   * The company's own PACT client (contracts/pact.ts) this host calls back with: only events from
   * it may fulfil, reject or mark the requests sent to the host. It must be a client in use of
   * the same company; null: none, so the host's answers are not accepted. Left out: none when
   * adding, unchanged when updating.
   */
  inboundClientId: Type.Optional(Nullable(RowId)),
});

/** A host's settings as listed: never its secret; its inbound client named (a revoked one lets the host answer no more). */
export const HostViewSchema = Type.Object({
  baseUrl: Type.String(),
  authUrl: Type.String(),
  clientId: Type.String(),
  inboundClientId: Nullable(Type.Integer()),
  inboundClient: Nullable(Type.Object({ clientId: Type.String(), label: Type.String(), revoked: Type.Boolean() })),
});
export type HostView = Static<typeof HostViewSchema>;

export const SupplyPartnerSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum([...PARTNER_KINDS]),
  name: Type.String(),
  /** The supplier's company on the platform (platform partners, invitations once registered). */
  partnerCompanyId: Nullable(Type.Integer()),
  creditCode: Nullable(Type.String()),
  /** The invitation's address and whether it is still waiting for the registration. */
  inviteEmail: Nullable(Type.String()),
  invitePending: Type.Boolean(),
  /** An external host's settings. */
  host: Nullable(HostViewSchema),
  note: Nullable(Type.String()),
  productCount: Type.Integer(),
  requestCount: Type.Integer(),
  createdAt: Type.String(),
});
export type SupplyPartner = Static<typeof SupplyPartnerSchema>;

export const CompanyQuerySchema = Type.Object({ companyId: Type.Optional(RowId) });

/**
 * GET /rest/supplychain/partner/list: the company's suppliers, newest first (an administrator names
 * the company, or sees all); `text` is part of the name, credit code or invitation address.
 */
export const PartnerListQuerySchema = Type.Object({ companyId: Type.Optional(RowId), ...SupplyChainPageQuery });
export type PartnerListQuery = Static<typeof PartnerListQuerySchema>;
export const PartnerListReplySchema = SupplyChainPage(SupplyPartnerSchema);
export type PartnerPage = Static<typeof PartnerListReplySchema>;

/** GET /rest/supplychain/partner/candidates?text=: approved companies by name or credit code, not the caller's own. */
export const PartnerCandidatesQuerySchema = Type.Object({ text: Text(100), companyId: Type.Optional(RowId) });
export const PartnerCandidateSchema = Type.Object({
  companyId: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  creditCode: Nullable(Type.String()),
  industry: Nullable(Type.String()),
  /** Already one of the caller's suppliers. */
  linked: Type.Boolean(),
});
export type PartnerCandidate = Static<typeof PartnerCandidateSchema>;

export const LinkPartnerRequestSchema = Type.Object({
  partnerCompanyId: RowId,
  note: Type.Optional(Nullable(Text(PARTNER_NOTE_MAX * 2))),
  companyId: Type.Optional(RowId),
});
export type LinkPartnerRequest = Static<typeof LinkPartnerRequestSchema>;

export const InvitePartnerRequestSchema = Type.Object({
  name: Text(PARTNER_NAME_MAX * 2),
  email: Text(200),
  note: Type.Optional(Nullable(Text(PARTNER_NOTE_MAX * 2))),
  companyId: Type.Optional(RowId),
});
export type InvitePartnerRequest = Static<typeof InvitePartnerRequestSchema>;

export const HostPartnerRequestSchema = Type.Object({
  name: Text(PARTNER_NAME_MAX * 2),
  ...HostSettingsSchema.properties,
  clientSecret: Text(HOST_SECRET_MAX),
  note: Type.Optional(Nullable(Text(PARTNER_NOTE_MAX * 2))),
  companyId: Type.Optional(RowId),
});
export type HostPartnerRequest = Static<typeof HostPartnerRequestSchema>;

/**
 * POST /rest/supplychain/partner/update: name and note; a host's settings (a secret left out is
 * kept, unless the base URL's or auth URL's origin changes: the secret must then be sent again).
 */
export const UpdatePartnerRequestSchema = Type.Object({
  id: RowId,
  name: Text(PARTNER_NAME_MAX * 2),
  note: Type.Optional(Nullable(Text(PARTNER_NOTE_MAX * 2))),
  host: Type.Optional(Type.Object({ ...HostSettingsSchema.properties, clientSecret: Type.Optional(Text(HOST_SECRET_MAX)) })),
});
export type UpdatePartnerRequest = Static<typeof UpdatePartnerRequestSchema>;

export const IdBodySchema = Type.Object({ id: RowId });

export const PartnerProductSchema = Type.Object({
  /** The supplier's product: a PACT productIds URN, or its name. */
  productId: Text(PRODUCT_ID_MAX),
  productName: Type.Optional(Nullable(Text(PARTNER_NAME_MAX * 2))),
  /** The buyer's directory item it is bought as. */
  itemId: RowId,
});
export type PartnerProduct = Static<typeof PartnerProductSchema>;

export const PartnerProductRowSchema = Type.Object({
  productId: Type.String(),
  productName: Nullable(Type.String()),
  itemId: Type.Integer(),
  itemName: Type.String(),
});
export type PartnerProductRow = Static<typeof PartnerProductRowSchema>;

export const PartnerProductsQuerySchema = Type.Object({ partnerId: RowId });
export const SavePartnerProductsRequestSchema = Type.Object({
  partnerId: RowId,
  products: Type.Array(PartnerProductSchema, { maxItems: PARTNER_PRODUCTS_MAX }),
});
export type SavePartnerProductsRequest = Static<typeof SavePartnerProductsRequestSchema>;

/** GET /rest/supplychain/invitation?token= (public): what the registration page shows of a live invitation. */
export const InvitationQuerySchema = Type.Object({ token: Text(200) });
export const InvitationSchema = Type.Object({ inviterName: Type.String(), companyName: Type.String(), email: Type.String() });
export type Invitation = Static<typeof InvitationSchema>;

// ---- requests ----

/**
 * What an external requester asked for besides product ids (PACT v3 request criteria): the
 * footprint's company ids, geography, classifications, validity and status.
 */
export const RequestCriteriaSchema = Type.Object({
  companyId: Type.Optional(Type.Array(Type.String())),
  geography: Type.Optional(Type.Array(Type.String())),
  classification: Type.Optional(Type.Array(Type.String())),
  validOn: Type.Optional(Type.String()),
  validAfter: Type.Optional(Type.String()),
  validBefore: Type.Optional(Type.String()),
  status: Type.Optional(Type.Array(Type.String())),
});
export type RequestCriteria = Static<typeof RequestCriteriaSchema>;

/** How the request's event to the other host went (the request sent to a host, or the answer to an external requester). */
export const PactDeliverySchema = Type.Object({
  eventType: Type.String(),
  status: Type.Enum([...PACT_DELIVERY_STATUSES]),
  attempts: Type.Integer(),
  /** While pending: when it is tried (again). */
  nextAttemptAt: Nullable(Type.String()),
  /** The last failure, in the reader's language. */
  error: Nullable(Type.String()),
  sentAt: Nullable(Type.String()),
});
export type PactDelivery = Static<typeof PactDeliverySchema>;

export const FootprintRequestSchema = Type.Object({
  id: Type.Integer(),
  /** The PACT id of the RequestCreatedEvent (sent or received). */
  pactRequestId: Type.String(),
  direction: Type.Enum(['sent', 'received']),
  partnerId: Nullable(Type.Integer()),
  /** The other side's name: the supplier for a sent request, the requester for a received one. */
  counterpart: Type.String(),
  counterpartKind: Type.Enum(['platform', 'host', 'client']),
  productIds: Type.Array(Type.String()),
  periodStart: Nullable(Type.String()),
  periodEnd: Nullable(Type.String()),
  message: Nullable(Type.String()),
  /** A received PACT request's criteria other than product ids; null when none (and for platform requests). */
  criteria: Nullable(RequestCriteriaSchema),
  status: Type.Enum([...REQUEST_STATUSES]),
  rejectReason: Nullable(Type.String()),
  /** The footprint answered (a platform supplier's pact footprint, or the document an external host sent). */
  footprintId: Nullable(Type.String()),
  /** The ProductFootprint document received or chosen (its PACT fields), when fulfilled: an external host's main one. */
  footprint: Nullable(Type.Unknown()),
  /**
   * The other ProductFootprints an external host's answer carried, in its order; empty when none. The
   * main one (`footprint`) is the first that carries a requested product id, else the first sent.
   */
  otherFootprints: Type.Array(Type.Unknown()),
  refreshNeeded: Type.Boolean(),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  /** Null when no event leaves the platform for it (both sides are platform companies). */
  delivery: Nullable(PactDeliverySchema),
});
export type FootprintRequest = Static<typeof FootprintRequestSchema>;

/**
 * GET /rest/supplychain/request/sent and /received, newest first: `text` is part of a product id or of
 * the other side's name; `id` narrows to one request (a link to it).
 */
export const RequestListQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum([...REQUEST_STATUSES])),
  companyId: Type.Optional(RowId),
  id: Type.Optional(RowId),
  ...SupplyChainPageQuery,
});
export type RequestListQuery = Static<typeof RequestListQuerySchema>;
export const RequestListReplySchema = SupplyChainPage(FootprintRequestSchema);
export type RequestPage = Static<typeof RequestListReplySchema>;

export const CreateRequestSchema = Type.Object({
  partnerId: RowId,
  productIds: Type.Array(Text(PRODUCT_ID_MAX), { minItems: 1, maxItems: REQUEST_PRODUCTS_MAX }),
  periodStart: Type.Optional(Nullable(DateTime)),
  periodEnd: Type.Optional(Nullable(DateTime)),
  message: Type.Optional(Nullable(Text(REQUEST_MESSAGE_MAX * 2))),
});
export type CreateRequest = Static<typeof CreateRequestSchema>;

export const FulfilRequestSchema = Type.Object({ id: RowId, footprintId: Type.String({ format: 'uuid' }) });
export type FulfilRequest = Static<typeof FulfilRequestSchema>;
export const RejectRequestSchema = Type.Object({ id: RowId, reason: Text(REASON_MAX * 2) });
export type RejectRequest = Static<typeof RejectRequestSchema>;

/** GET /rest/supplychain/request/choices?id=: the supplier's Active footprints a received request may be fulfilled with. */
export const FootprintChoiceSchema = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  productIds: Type.Array(Type.String()),
  productName: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type FootprintChoice = Static<typeof FootprintChoiceSchema>;

// ---- applications ----

export const FootprintApplicationSchema = Type.Object({
  id: Type.Integer(),
  requestId: Type.Integer(),
  direction: Type.Enum(['mine', 'toDecide']),
  buyerName: Type.String(),
  supplierName: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  lineId: Nullable(Type.Integer()),
  lineDescription: Type.String(),
  footprintId: Type.String(),
  /** kg CO2e per one `unitCode`, as the line will take it. */
  value: Type.Number(),
  unitCode: Type.String(),
  /** The footprint's own PACT primaryDataShare, 0–1: how much of the line's emission will count as primary data. */
  primaryShare: Type.Number({ minimum: 0, maximum: 1 }),
  note: Nullable(Type.String()),
  status: Type.Enum([...APPLICATION_STATUSES]),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  /** What the caller may do with it now. */
  actions: Type.Array(Type.Enum(['approve', 'reject'])),
});
export type FootprintApplication = Static<typeof FootprintApplicationSchema>;

/** GET /rest/supplychain/application/list, newest first: `text` is part of the project's name or the line's description. */
export const ApplicationListQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum([...APPLICATION_STATUSES])),
  companyId: Type.Optional(RowId),
  ...SupplyChainPageQuery,
});
export type ApplicationListQuery = Static<typeof ApplicationListQuerySchema>;
export const ApplicationListReplySchema = SupplyChainPage(FootprintApplicationSchema);
export type ApplicationPage = Static<typeof ApplicationListReplySchema>;

export const CreateApplicationSchema = Type.Object({
  requestId: RowId,
  projectId: RowId,
  lineId: RowId,
  /** Which of the request's footprints (its `footprintId` or one of `otherFootprints`); the main one when left out. */
  footprintId: Type.Optional(Type.String({ format: 'uuid' })),
  note: Type.Optional(Nullable(Text(REASON_MAX * 2))),
});
export type CreateApplication = Static<typeof CreateApplicationSchema>;

export const DecideApplicationSchema = Type.Object({
  id: RowId,
  decision: Type.Enum(['approve', 'reject']),
  reason: Type.Optional(Nullable(Text(REASON_MAX * 2))),
});
export type DecideApplication = Static<typeof DecideApplicationSchema>;

// ---- overview and visualization ----

const StatusCountsSchema = Type.Object({ created: Type.Integer(), fulfilled: Type.Integer(), rejected: Type.Integer() });

/** GET /rest/supplychain/overview: what /SupplyChainManagement/index shows. */
export const SupplyChainOverviewSchema = Type.Object({
  suppliers: Type.Object({ platform: Type.Integer(), invited: Type.Integer(), host: Type.Integer() }),
  /** Platform companies that have this company among their suppliers. */
  customers: Type.Integer(),
  sent: StatusCountsSchema,
  received: StatusCountsSchema,
  /** The company's Active and Deprecated PACT footprints, and the requests it fulfilled with them. */
  footprints: Type.Object({ active: Type.Integer(), deprecated: Type.Integer(), shared: Type.Integer() }),
  applications: Type.Object({ pending: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer() }),
});
export type SupplyChainOverview = Static<typeof SupplyChainOverviewSchema>;

export const VisualizationQuerySchema = Type.Object({ projectId: RowId });

/** One supplier footprint in a product's chain: tier 1 feeds the project, tier 2 feeds a tier-1 footprint, … */
export const SupplyChainNodeSchema = Type.Object({
  /** Unique in the answer: the path of line ids from the project. */
  key: Type.String(),
  parentKey: Nullable(Type.String()),
  tier: Type.Integer({ minimum: 1 }),
  /** Tier 1: the project company's name for the supplier; deeper: the footprint owner's company name. */
  supplierName: Type.String(),
  footprintId: Type.String(),
  /**
   * Tier 1: the project's line, its stage, and kg CO2e per one `unitCode` of the supplier's
   * footprint. Null from tier 2 on: those lines are another company's inventory, never shown.
   */
  lineDescription: Nullable(Type.String()),
  stage: Nullable(Type.Enum([...LIFECYCLE_STAGES])),
  perUnit: Nullable(Type.Number()),
  unitCode: Nullable(Type.String()),
  /** kg CO2e this footprint brings to the project (per the snapshot's total), and its share of that total. */
  emission: Type.Number(),
  share: Type.Number(),
  /**
   * What the viewer may open, decided by the server so the screen never offers a link that ends in
   * a 404. `requestId`: the viewer's company's fulfilled sent request that brought this footprint
   * (a platform administrator: the project company's), where a received footprint is read; null
   * when there is none, as for a deeper tier's footprint, which went to another company.
   */
  requestId: Nullable(Type.Integer()),
  /** Whether the viewer may open the footprint itself: its own company's (any for a platform administrator). */
  footprintLink: Type.Boolean(),
});
export type SupplyChainNode = Static<typeof SupplyChainNodeSchema>;

export const SupplyChainVisualizationSchema = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  /** The latest snapshot's id and totals; null: not computed yet (no nodes). */
  snapshotId: Nullable(Type.Integer()),
  total: Type.Number(),
  declaredUnitCode: Nullable(Type.String()),
  primaryDataShare: Type.Number(),
  nodes: Type.Array(SupplyChainNodeSchema),
});
export type SupplyChainVisualization = Static<typeof SupplyChainVisualizationSchema>;

const P = SUPPLY_CHAIN_PERMISSIONS;
const tags = ['supplychain'];

export const supplyChainEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/overview',
    permission: P.overview,
    tags,
    querystring: CompanyQuerySchema,
    reply: SupplyChainOverviewSchema,
  }),
  visualization: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/visualization',
    permission: P.visualization,
    tags,
    querystring: VisualizationQuerySchema,
    reply: SupplyChainVisualizationSchema,
  }),
  partners: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/partner/list',
    permission: P.partnerList,
    tags,
    querystring: PartnerListQuerySchema,
    reply: PartnerListReplySchema,
  }),
  candidates: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/partner/candidates',
    permission: P.partnerEdit,
    tags,
    querystring: PartnerCandidatesQuerySchema,
    reply: Type.Array(PartnerCandidateSchema),
  }),
  link: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/partner/link',
    permission: P.partnerEdit,
    tags,
    body: LinkPartnerRequestSchema,
    reply: SupplyPartnerSchema,
  }),
  invite: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/partner/invite',
    permission: P.partnerEdit,
    tags,
    body: InvitePartnerRequestSchema,
    reply: SupplyPartnerSchema,
  }),
  addHost: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/partner/host',
    permission: P.partnerEdit,
    tags,
    body: HostPartnerRequestSchema,
    reply: SupplyPartnerSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/partner/update',
    permission: P.partnerEdit,
    tags,
    body: UpdatePartnerRequestSchema,
    reply: SupplyPartnerSchema,
  }),
  remove: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/partner/remove',
    permission: P.partnerEdit,
    tags,
    body: IdBodySchema,
    reply: 'none',
  }),
  products: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/partner/products',
    permission: P.partnerList,
    tags,
    querystring: PartnerProductsQuerySchema,
    reply: Type.Array(PartnerProductRowSchema),
  }),
  saveProducts: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/partner/products/save',
    permission: P.partnerEdit,
    tags,
    body: SavePartnerProductsRequestSchema,
    reply: Type.Array(PartnerProductRowSchema),
  }),
  invitation: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/invitation',
    permission: PUBLIC,
    tags,
    querystring: InvitationQuerySchema,
    reply: InvitationSchema,
  }),
  sent: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/request/sent',
    permission: P.sentList,
    tags,
    querystring: RequestListQuerySchema,
    reply: RequestListReplySchema,
  }),
  received: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/request/received',
    permission: P.receivedList,
    tags,
    querystring: RequestListQuerySchema,
    reply: RequestListReplySchema,
  }),
  createRequest: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/request/create',
    permission: P.sentEdit,
    tags,
    body: CreateRequestSchema,
    reply: FootprintRequestSchema,
  }),
  choices: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/request/choices',
    permission: P.receivedEdit,
    tags,
    querystring: Type.Object({ id: RowId }),
    reply: Type.Array(FootprintChoiceSchema),
  }),
  fulfil: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/request/fulfil',
    permission: P.receivedEdit,
    tags,
    body: FulfilRequestSchema,
    reply: FootprintRequestSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/request/reject',
    permission: P.receivedEdit,
    tags,
    body: RejectRequestSchema,
    reply: FootprintRequestSchema,
  }),
  applications: defineEndpoint({
    method: 'GET',
    url: '/rest/supplychain/application/list',
    permission: P.applicationList,
    tags,
    querystring: ApplicationListQuerySchema,
    reply: ApplicationListReplySchema,
  }),
  apply: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/application/create',
    permission: P.applicationEdit,
    tags,
    body: CreateApplicationSchema,
    reply: FootprintApplicationSchema,
  }),
  decide: defineEndpoint({
    method: 'POST',
    url: '/rest/supplychain/application/decide',
    permission: P.applicationReview,
    tags,
    body: DecideApplicationSchema,
    reply: FootprintApplicationSchema,
  }),
};
