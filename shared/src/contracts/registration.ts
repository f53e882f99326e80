/**
 * Enterprise registration (/zhuce) and its review (/businessAccounting/zhuceUser). A registration
 * is a company whose review status is pending, with one enterprise user (status pending) who cannot
 * sign in until a platform administrator approves it. An approved company is one whose review
 * status (companies.review_status) is 'approved'; companies the platform created itself (the demo
 * company) are approved from the start.
 */
import Type, { type Static } from 'typebox';
import { PUBLIC, defineEndpoint } from './endpoint';
import { Nullable } from './schemaParts';

/** companies.review_status. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The photovoltaic value-chain segments a registering company chooses from (dictionary biz_pv_industry). */
export const PV_INDUSTRIES = [
  'polysilicon',
  'wafer',
  'cell',
  'module',
  'thin_film',
  'inverter',
  'materials',
  'equipment',
  'power_plant',
  'other',
] as const;
export type PvIndustry = (typeof PV_INDUSTRIES)[number];

/** The multipart field of the business licence file. */
export const REGISTER_LICENCE_FIELD = 'licence';
/** Largest business licence file: 10 MB. */
export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;
/** Licence types, told from the file's content (never its name). */
export const LICENCE_TYPES = ['pdf', 'jpeg', 'png'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
/** The file chooser's filter (a convenience: the server checks the content). */
export const LICENCE_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** Most characters of each text field of RegisterRequest (the form's maxLength, the server's limit). */
export const REGISTER_MAX_LENGTHS = {
  companyName: 100,
  companyNameEn: 200,
  creditCode: 18,
  industry: 20,
  region: 100,
  address: 200,
  contact: 50,
  phone: 20,
  email: 100,
  account: 32,
  password: 64,
} as const;

/** The list of /businessAccounting/zhuceUser: a read model over companies (generic object API). */
export const REGISTRATION_OBJECT = 'biz_registration';
/** Seeing registrations (the list, a detail, its licence) and deciding them. Platform administrators only. */
export const PERMISSION_REGISTRATION_LIST = 'business:registration:list';
export const PERMISSION_REGISTRATION_REVIEW = 'business:registration:review';

/** Most characters of a rejection's reason. */
export const REJECT_REASON_MAX = 500;

const text = (maxLength: number) => Type.String({ maxLength });

/**
 * POST /rest/register (/zhuce), multipart: these text fields plus the business licence file under
 * REGISTER_LICENCE_FIELD. An enterprise applies; an administrator reviews it. The service checks
 * the fields against this schema (a multipart body is not validated by the route).
 */
export const RegisterRequestSchema = Type.Object({
  companyName: text(REGISTER_MAX_LENGTHS.companyName),
  companyNameEn: text(REGISTER_MAX_LENGTHS.companyNameEn),
  /** 统一社会信用代码, checked with its GB 32100 check character (isValidCreditCode); a few characters of slack: the service trims and upper-cases first. */
  creditCode: text(REGISTER_MAX_LENGTHS.creditCode + 4),
  /** One of PV_INDUSTRIES. */
  industry: text(REGISTER_MAX_LENGTHS.industry),
  /** Province and city, as typed. */
  region: text(REGISTER_MAX_LENGTHS.region),
  address: text(REGISTER_MAX_LENGTHS.address),
  contact: text(REGISTER_MAX_LENGTHS.contact),
  phone: text(REGISTER_MAX_LENGTHS.phone),
  email: text(REGISTER_MAX_LENGTHS.email),
  account: text(REGISTER_MAX_LENGTHS.account + 4),
  password: text(REGISTER_MAX_LENGTHS.password * 2),
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

const CompanyId = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const CompanyIdQuerySchema = Type.Object({ companyId: CompanyId });

/** GET /rest/registration/detail?companyId= : one registration for the review drawer. */
export const RegistrationDetailSchema = Type.Object({
  companyId: Type.Integer(),
  companyName: Type.String(),
  companyNameEn: Nullable(Type.String()),
  creditCode: Type.String(),
  industry: Nullable(Type.String()),
  region: Nullable(Type.String()),
  address: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** The applicant: the enterprise user created with the registration. */
  userId: Nullable(Type.Integer()),
  account: Nullable(Type.String()),
  reviewStatus: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  rejectReason: Nullable(Type.String()),
  /** Name of the administrator who decided, and when (ISO); null while pending. */
  reviewedBy: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String()),
  /** ISO time of the application. */
  submittedAt: Type.String(),
  /** The stored licence: its type told from the content, and its size in bytes; null if the file is missing. */
  licence: Nullable(
    Type.Object({ type: Type.Union([Type.Literal('pdf'), Type.Literal('jpeg'), Type.Literal('png')]), size: Type.Integer() }),
  ),
});
export type RegistrationDetail = Static<typeof RegistrationDetailSchema>;

/** POST /rest/registration/approve, JSON body: the user becomes active with the enterprise role. */
export const ApproveRegistrationRequestSchema = Type.Object({ companyId: CompanyId });
export type ApproveRegistrationRequest = Static<typeof ApproveRegistrationRequestSchema>;

/** POST /rest/registration/reject, JSON body: the reason (1 to REJECT_REASON_MAX characters) is required. */
export const RejectRegistrationRequestSchema = Type.Object({
  companyId: CompanyId,
  // the service counts characters after trimming; this only bounds what is read
  reason: Type.String({ maxLength: REJECT_REASON_MAX * 2 }),
});
export type RejectRegistrationRequest = Static<typeof RejectRegistrationRequestSchema>;

const tags = ['onboarding'];

/** Registration (public) and its review, for platform administrators only (the permission alone is not enough). */
export const registrationEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    url: '/rest/register',
    permission: PUBLIC,
    tags,
    encoding: 'multipart',
    body: RegisterRequestSchema,
    reply: 'none',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/rest/registration/detail',
    permission: PERMISSION_REGISTRATION_LIST,
    tags,
    querystring: CompanyIdQuerySchema,
    reply: RegistrationDetailSchema,
  }),
  /** The stored business licence, inline; the dby_token cookie authenticates it (img, iframe). */
  licence: defineEndpoint({
    method: 'GET',
    url: '/rest/registration/licence',
    permission: PERMISSION_REGISTRATION_LIST,
    tags,
    querystring: CompanyIdQuerySchema,
    reply: 'file',
    produces: ['application/pdf', 'image/jpeg', 'image/png'],
    tokenFromCookie: true,
  }),
  approve: defineEndpoint({
    method: 'POST',
    url: '/rest/registration/approve',
    permission: PERMISSION_REGISTRATION_REVIEW,
    tags,
    body: ApproveRegistrationRequestSchema,
    reply: 'none',
  }),
  reject: defineEndpoint({
    method: 'POST',
    url: '/rest/registration/reject',
    permission: PERMISSION_REGISTRATION_REVIEW,
    tags,
    body: RejectRegistrationRequestSchema,
    reply: 'none',
  }),
};
