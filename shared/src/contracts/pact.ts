/**
 * PACT (WBCSD Partnership for Carbon Transparency) on the platform (issue 17, SPEC §2 group 5,
 * /SupplyChainManagement/CarbonApplication): the footprints a company shares as PACT v3.0
 * ProductFootprint documents made from its published study reports, their export (v3.0 and v2.3
 * JSON), the check of a PACT file received from a supplier, the PACT API's clients, and the PACT
 * API itself (POST /auth/token, GET /3/footprints, GET /3/footprints/{id}, POST /3/events), which
 * answers exactly the bodies of the PACT Technical Specifications v3.0, without the envelope.
 *
 * The documents' shapes here type what the server makes and the screens read; whether a document
 * conforms is decided by the spec's own JSON Schema (server/src/areas/supplychain/pact/schemas).
 */
import Type, { type Static, type TSchema } from 'typebox';
import { PUBLIC, defineEndpoint } from './endpoint';
import { Nullable, RowId } from './schemaParts';
import { SupplyChainPage, SupplyChainPageQuery } from './supplyChain';

export const PACT_PERMISSIONS = {
  /** The company's shared footprints, reading and exporting one, checking a received PACT file. */
  list: 'supplychain:footprint:list',
  /** Sharing a published result as a footprint, a new version of one, deprecating one. */
  edit: 'supplychain:footprint:edit',
  /**
   * The PACT API's clients of the company: create (the secret is shown once), list, revoke. A
   * holder administers its own company's clients; a platform administrator any company's.
   */
  clients: 'supplychain:footprint:client',
} as const;

export const PACT_FOOTPRINT_STATUSES = ['Active', 'Deprecated'] as const;
export type PactFootprintStatus = (typeof PACT_FOOTPRINT_STATUSES)[number];
export const PACT_SPEC_VERSIONS = ['3.0', '2.3'] as const;
export type PactSpecVersion = (typeof PACT_SPEC_VERSIONS)[number];

/** Extra product identifiers a footprint may carry besides the platform's own (URNs, e.g. urn:gtin:...). */
export const PACT_PRODUCT_IDS_MAX = 10;
export const PACT_URN_MAX = 200;
export const PACT_CLIENT_LABEL_MAX = 100;
/** A PACT JSON file checked by import (a document or a list of them). */
export const PACT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** RFC 8141: urn:<NID>:<NSS>, case-insensitive prefix. */
export const PACT_URN_PATTERN = '^[uU][rR][nN]:[A-Za-z0-9][A-Za-z0-9-]{0,31}:\\S+$';

const Decimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });
const Urn = Type.String({ pattern: PACT_URN_PATTERN });
const DateTime = Type.String({ format: 'date-time' });
const open = { additionalProperties: true };

export const PactDataQualitySchema = Type.Object(
  {
    technologicalDQR: Decimal,
    geographicalDQR: Decimal,
    temporalDQR: Decimal,
  },
  open,
);

/** PACT v3.0 CarbonFootprint: the fields the platform fills; any other field of the spec may come with a received one. */
export const PactCarbonFootprintSchema = Type.Object(
  {
    declaredUnitOfMeasurement: Type.String(),
    declaredUnitAmount: Decimal,
    productMassPerDeclaredUnit: Decimal,
    referencePeriodStart: DateTime,
    referencePeriodEnd: DateTime,
    geographyRegionOrSubregion: Type.Optional(Type.String()),
    geographyCountry: Type.Optional(Type.String()),
    geographyCountrySubdivision: Type.Optional(Type.String()),
    boundaryProcessesDescription: Type.Optional(Type.String()),
    pcfExcludingBiogenicUptake: Decimal,
    pcfIncludingBiogenicUptake: Decimal,
    fossilGhgEmissions: Decimal,
    fossilCarbonContent: Decimal,
    biogenicCarbonContent: Type.Optional(Decimal),
    biogenicNonCO2Emissions: Type.Optional(Decimal),
    packagingEmissionsIncluded: Type.Optional(Type.Boolean()),
    packagingGhgEmissions: Type.Optional(Decimal),
    ipccCharacterizationFactors: Type.Array(Type.String()),
    crossSectoralStandards: Type.Array(Type.String()),
    exemptedEmissionsPercent: Decimal,
    exemptedEmissionsDescription: Type.Optional(Type.String()),
    allocationRulesDescription: Type.Optional(Type.String()),
    secondaryEmissionFactorSources: Type.Optional(Type.Array(Type.Object({ name: Type.String(), version: Type.String() }))),
    primaryDataShare: Type.Optional(Decimal),
    dqi: Type.Optional(PactDataQualitySchema),
    verification: Type.Optional(
      Type.Object(
        {
          coverage: Type.Optional(Type.String()),
          providerName: Type.Optional(Type.String()),
          completedAt: Type.Optional(DateTime),
          standardName: Type.Optional(Type.String()),
          comments: Type.Optional(Type.String()),
        },
        open,
      ),
    ),
  },
  open,
);
export type PactCarbonFootprint = Static<typeof PactCarbonFootprintSchema>;

/** PACT v3.0 ProductFootprint. */
export const PactProductFootprintSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    specVersion: Type.String(),
    precedingPfIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }))),
    created: DateTime,
    status: Type.Enum([...PACT_FOOTPRINT_STATUSES]),
    validityPeriodStart: Type.Optional(DateTime),
    validityPeriodEnd: Type.Optional(DateTime),
    companyName: Type.String(),
    companyIds: Type.Array(Urn),
    productDescription: Type.String(),
    productIds: Type.Array(Urn),
    productClassifications: Type.Optional(Type.Array(Urn)),
    productNameCompany: Type.String(),
    comment: Type.Optional(Type.String()),
    pcf: PactCarbonFootprintSchema,
  },
  open,
);
export type PactProductFootprint = Static<typeof PactProductFootprintSchema>;

// ---- events (POST /3/events, CloudEvents 1.0 in structured mode) ----

export const PACT_EVENT_TYPES = {
  requestCreated: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
  requestFulfilled: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3',
  requestRejected: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
  published: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
} as const;
export type PactEventType = (typeof PACT_EVENT_TYPES)[keyof typeof PACT_EVENT_TYPES];
export const PACT_EVENT_CONTENT_TYPE = 'application/cloudevents+json';

/** The PACT error body (and a RequestRejectedEvent's `error`). */
export const PACT_ERROR_CODES = ['BadRequest', 'AccessDenied', 'TokenExpired', 'NotFound', 'InternalError', 'NotImplemented'] as const;
export const PactErrorSchema = Type.Object({ code: Type.Enum([...PACT_ERROR_CODES]), message: Type.String() });
export type PactError = Static<typeof PactErrorSchema>;

const eventOf = <T extends PactEventType, D extends TSchema>(type: T, data: D) =>
  Type.Object({
    type: Type.Literal(type),
    specversion: Type.String(),
    id: Type.String({ minLength: 1 }),
    source: Type.String({ minLength: 1 }),
    time: DateTime,
    data,
  });

/** The criteria of a request (the ListFootprints filters); each list matches any of its values. */
export const PactRequestCriteriaSchema = Type.Object(
  {
    productId: Type.Optional(Type.Array(Type.String())),
    companyId: Type.Optional(Type.Array(Type.String())),
    geography: Type.Optional(Type.Array(Type.String())),
    classification: Type.Optional(Type.Array(Type.String())),
    validOn: Type.Optional(DateTime),
    validAfter: Type.Optional(DateTime),
    validBefore: Type.Optional(DateTime),
    status: Type.Optional(Type.Array(Type.Enum([...PACT_FOOTPRINT_STATUSES]))),
    comment: Type.Optional(Type.String()),
  },
  open,
);
export type PactRequestCriteria = Static<typeof PactRequestCriteriaSchema>;

export const RequestCreatedEventSchema = eventOf(PACT_EVENT_TYPES.requestCreated, PactRequestCriteriaSchema);
export type RequestCreatedEvent = Static<typeof RequestCreatedEventSchema>;
export const RequestFulfilledEventSchema = eventOf(
  PACT_EVENT_TYPES.requestFulfilled,
  Type.Object({ requestEventId: Type.String(), pfs: Type.Array(PactProductFootprintSchema, { minItems: 1 }) }, open),
);
export type RequestFulfilledEvent = Static<typeof RequestFulfilledEventSchema>;
export const RequestRejectedEventSchema = eventOf(
  PACT_EVENT_TYPES.requestRejected,
  Type.Object({ requestEventId: Type.String(), error: PactErrorSchema }, open),
);
export type RequestRejectedEvent = Static<typeof RequestRejectedEventSchema>;
export const PublishedEventSchema = eventOf(
  PACT_EVENT_TYPES.published,
  Type.Object({ pfIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }))) }, open),
);
export type PublishedEvent = Static<typeof PublishedEventSchema>;
export const PactEventSchema = Type.Union([
  RequestCreatedEventSchema,
  RequestFulfilledEventSchema,
  RequestRejectedEventSchema,
  PublishedEventSchema,
]);
export type PactEvent = Static<typeof PactEventSchema>;

// ---- the company's shared footprints (/rest/pact/*) ----

export const PactFootprintSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  companyId: RowId,
  companyName: Type.String(),
  reportId: RowId,
  snapshotId: RowId,
  projectName: Type.String(),
  productNameCompany: Type.String(),
  productIds: Type.Array(Type.String()),
  version: Type.Integer(),
  status: Type.Enum([...PACT_FOOTPRINT_STATUSES]),
  precedingPfIds: Type.Array(Type.String()),
  /** kg CO2e per declared unit (the document's pcfExcludingBiogenicUptake). */
  pcfExcludingBiogenicUptake: Type.String(),
  declaredUnitOfMeasurement: Type.String(),
  declaredUnitAmount: Type.String(),
  createdAt: Type.String(),
  deprecatedAt: Nullable(Type.String()),
  /**
   * In the list and the detail, for holders of supplychain:distribution:list: the customers whose
   * requests it fulfilled (companies, or PACT clients by label).
   */
  receivers: Type.Optional(Type.Array(Type.String())),
});
export type PactFootprintSummary = Static<typeof PactFootprintSummarySchema>;

/**
 * GET /rest/pact/footprint/list: the company's footprints, newest first; `text` is part of the
 * product's name, a product id or the project's name.
 */
export const PactFootprintListQuerySchema = Type.Object({
  companyId: Type.Optional(RowId),
  status: Type.Optional(Type.Enum([...PACT_FOOTPRINT_STATUSES])),
  ...SupplyChainPageQuery,
});
export type PactFootprintListQuery = Static<typeof PactFootprintListQuerySchema>;
export const PactFootprintPageSchema = SupplyChainPage(PactFootprintSummarySchema);
export type PactFootprintPage = Static<typeof PactFootprintPageSchema>;

export const PactFootprintDetailSchema = Type.Object({
  ...PactFootprintSummarySchema.properties,
  document: PactProductFootprintSchema,
});
export type PactFootprintDetail = Static<typeof PactFootprintDetailSchema>;

/** A published report the company may share (GET /rest/pact/footprint/reports). */
export const PactShareableReportSchema = Type.Object({
  reportId: RowId,
  snapshotId: RowId,
  projectId: RowId,
  projectName: Type.String(),
  productModel: Type.String(),
  perDeclaredUnit: Type.Number(),
  declaredUnitCode: Type.String(),
  publishedAt: Type.String(),
  verificationCode: Type.String(),
});
export type PactShareableReport = Static<typeof PactShareableReportSchema>;

const ProductIdsSchema = Type.Array(Type.String({ pattern: PACT_URN_PATTERN, maxLength: PACT_URN_MAX }), {
  maxItems: PACT_PRODUCT_IDS_MAX,
});

export const CreatePactFootprintRequestSchema = Type.Object({
  reportId: RowId,
  /** Identifiers the buyer knows the product by (GTIN, part numbers), besides the platform's own. */
  productIds: Type.Optional(ProductIdsSchema),
});
export type CreatePactFootprintRequest = Static<typeof CreatePactFootprintRequestSchema>;

export const NewPactFootprintVersionRequestSchema = Type.Object({
  /** The footprint the new one replaces (it is deprecated in the same change). */
  id: Type.String({ format: 'uuid' }),
  reportId: RowId,
  productIds: Type.Optional(ProductIdsSchema),
});
export type NewPactFootprintVersionRequest = Static<typeof NewPactFootprintVersionRequestSchema>;

export const PactFootprintIdSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const PactExportQuerySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  specVersion: Type.Optional(Type.Enum([...PACT_SPEC_VERSIONS])),
});
export type PactExportQuery = Static<typeof PactExportQuerySchema>;

/** The documents of a checked PACT file, in v3.0 whatever version it was written in. */
export const PactImportReplySchema = Type.Object({
  specVersion: Type.Enum([...PACT_SPEC_VERSIONS]),
  documents: Type.Array(PactProductFootprintSchema),
});
export type PactImportReply = Static<typeof PactImportReplySchema>;

export const PactClientSchema = Type.Object({
  id: RowId,
  companyId: RowId,
  companyName: Type.String(),
  clientId: Type.String(),
  label: Type.String(),
  /**
   * Requests this client sends are answered without a person: fulfilled when exactly one Active
   * footprint of the company carries one of the product ids asked for, rejected when none does,
   * left to a person when several do.
   */
  autoAnswer: Type.Boolean(),
  createdAt: Type.String(),
  revokedAt: Nullable(Type.String()),
});
export type PactClient = Static<typeof PactClientSchema>;
export const CreatePactClientRequestSchema = Type.Object({
  label: Type.String({ minLength: 1, maxLength: PACT_CLIENT_LABEL_MAX }),
  /** Platform administrators name the company; anyone else creates for their own. */
  companyId: Type.Optional(RowId),
  autoAnswer: Type.Optional(Type.Boolean()),
});
export type CreatePactClientRequest = Static<typeof CreatePactClientRequestSchema>;
/** The secret is in this answer only: it is stored as a digest. */
export const CreatedPactClientSchema = Type.Object({ client: PactClientSchema, clientSecret: Type.String() });
export type CreatedPactClient = Static<typeof CreatedPactClientSchema>;
export const CompanyFilterSchema = Type.Object({ companyId: Type.Optional(RowId) });

const tags = ['supplychain: PACT'];
const P = PACT_PERMISSIONS;

/** /rest/pact/*: the screens' calls (signed in, company-scoped). */
export const pactEndpoints = {
  footprints: defineEndpoint({
    method: 'GET',
    url: '/rest/pact/footprint/list',
    permission: P.list,
    tags,
    querystring: PactFootprintListQuerySchema,
    reply: PactFootprintPageSchema,
  }),
  footprint: defineEndpoint({
    method: 'GET',
    url: '/rest/pact/footprint/detail',
    permission: P.list,
    tags,
    querystring: PactFootprintIdSchema,
    reply: PactFootprintDetailSchema,
  }),
  shareableReports: defineEndpoint({
    method: 'GET',
    url: '/rest/pact/footprint/reports',
    permission: P.edit,
    tags,
    querystring: CompanyFilterSchema,
    reply: Type.Array(PactShareableReportSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/rest/pact/footprint/create',
    permission: P.edit,
    tags,
    body: CreatePactFootprintRequestSchema,
    reply: PactFootprintDetailSchema,
  }),
  newVersion: defineEndpoint({
    method: 'POST',
    url: '/rest/pact/footprint/version',
    permission: P.edit,
    tags,
    body: NewPactFootprintVersionRequestSchema,
    reply: PactFootprintDetailSchema,
  }),
  deprecate: defineEndpoint({
    method: 'POST',
    url: '/rest/pact/footprint/deprecate',
    permission: P.edit,
    tags,
    body: PactFootprintIdSchema,
    reply: PactFootprintDetailSchema,
  }),
  /** The document as a .json download, in v3.0 (default) or v2.3. */
  exportDocument: defineEndpoint({
    method: 'GET',
    url: '/rest/pact/footprint/export',
    permission: P.list,
    tags,
    querystring: PactExportQuerySchema,
    reply: 'file',
    produces: ['application/json'],
    tokenFromCookie: true,
  }),
  /** Checks a PACT JSON file (v2.3 or v3.0; one document, a list, or a { data } answer) field by field; changes nothing. */
  importDocument: defineEndpoint({
    method: 'POST',
    url: '/rest/pact/footprint/import',
    permission: P.list,
    tags,
    encoding: 'multipart',
    reply: PactImportReplySchema,
  }),
  clients: defineEndpoint({
    method: 'GET',
    url: '/rest/pact/client/list',
    permission: P.clients,
    tags,
    querystring: CompanyFilterSchema,
    reply: Type.Array(PactClientSchema),
  }),
  createClient: defineEndpoint({
    method: 'POST',
    url: '/rest/pact/client/create',
    permission: P.clients,
    tags,
    body: CreatePactClientRequestSchema,
    reply: CreatedPactClientSchema,
  }),
  setAutoAnswer: defineEndpoint({
    method: 'POST',
    url: '/rest/pact/client/autoAnswer',
    permission: P.clients,
    tags,
    body: Type.Object({ id: RowId, autoAnswer: Type.Boolean() }),
    reply: PactClientSchema,
  }),
  revokeClient: defineEndpoint({
    method: 'POST',
    url: '/rest/pact/client/revoke',
    permission: P.clients,
    tags,
    body: Type.Object({ id: RowId }),
    reply: PactClientSchema,
  }),
};

// ---- the PACT API (no envelope, the spec's bodies) ----

export const PactTokenRequestSchema = Type.Object(
  { grant_type: Type.Optional(Type.String()), scope: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export const PactTokenReplySchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});
export type PactTokenReply = Static<typeof PactTokenReplySchema>;
/** RFC 6749 §5.2. */
export const OAuthErrorSchema = Type.Object({ error: Type.String(), error_description: Type.Optional(Type.String()) });
export type OAuthError = Static<typeof OAuthErrorSchema>;

const OneOrMore = Type.Array(Type.String());
/** The v3 filters; `offset` is the host's own pagination parameter (its Link header carries it). */
export const PactListQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
    productId: Type.Optional(OneOrMore),
    companyId: Type.Optional(OneOrMore),
    geography: Type.Optional(OneOrMore),
    classification: Type.Optional(OneOrMore),
    validOn: Type.Optional(Type.String()),
    validAfter: Type.Optional(Type.String()),
    validBefore: Type.Optional(Type.String()),
    status: Type.Optional(OneOrMore),
  },
  { additionalProperties: true },
);
export type PactListQuery = Static<typeof PactListQuerySchema>;

const pactTags = ['PACT API v3'];

export const pactApiEndpoints = {
  token: defineEndpoint({
    method: 'POST',
    url: '/auth/token',
    permission: PUBLIC,
    tags: pactTags,
    summary: 'OAuth2 client credentials (HTTP Basic)',
    encoding: 'form',
    body: PactTokenRequestSchema,
    reply: PactTokenReplySchema,
    bare: true,
  }),
  listFootprints: defineEndpoint({
    method: 'GET',
    url: '/3/footprints',
    permission: PUBLIC,
    tags: pactTags,
    summary: 'Action ListFootprints (Bearer token of a PACT client)',
    querystring: PactListQuerySchema,
    reply: Type.Object({ data: Type.Array(PactProductFootprintSchema) }),
    bare: true,
  }),
  getFootprint: defineEndpoint({
    method: 'GET',
    url: '/3/footprints/:id',
    permission: PUBLIC,
    tags: pactTags,
    summary: 'Action GetFootprint (Bearer token of a PACT client)',
    params: Type.Object({ id: Type.String() }),
    reply: Type.Object({ data: PactProductFootprintSchema }),
    bare: true,
  }),
  events: defineEndpoint({
    method: 'POST',
    url: '/3/events',
    permission: PUBLIC,
    tags: pactTags,
    summary: 'Action Events (CloudEvents, Bearer token of a PACT client); an empty answer',
    encoding: 'cloudevents',
    body: Type.Object(
      {
        type: Type.String(),
        specversion: Type.String(),
        id: Type.String(),
        source: Type.String(),
        time: Type.String(),
        data: Type.Unknown(),
      },
      { additionalProperties: true },
    ),
    reply: 'none',
    bare: true,
  }),
};
