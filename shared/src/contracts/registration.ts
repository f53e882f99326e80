/**
 * Enterprise registration (/zhuce) and its review (/businessAccounting/zhuceUser). A registration
 * is a company whose review status is pending, with one enterprise user (status pending) who cannot
 * sign in until a platform administrator approves it. An approved company is one whose review
 * status (companies.review_status) is 'approved'; companies the platform created itself (the demo
 * company) are approved from the start.
 */

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

/** GET /rest/registration/detail?companyId= : one registration for the review drawer. */
export interface RegistrationDetail {
  companyId: number;
  companyName: string;
  companyNameEn: string | null;
  creditCode: string;
  industry: string | null;
  region: string | null;
  address: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  /** The applicant: the enterprise user created with the registration. */
  userId: number | null;
  account: string | null;
  reviewStatus: ReviewStatus;
  rejectReason: string | null;
  /** Name of the administrator who decided, and when (ISO); null while pending. */
  reviewedBy: string | null;
  reviewedAt: string | null;
  /** ISO time of the application. */
  submittedAt: string;
  /** The stored licence: its type told from the content, and its size in bytes; null if the file is missing. */
  licence: { type: LicenceType; size: number } | null;
}

/** POST /rest/registration/approve, JSON body: the user becomes active with the enterprise role. */
export interface ApproveRegistrationRequest {
  companyId: number;
}
/** POST /rest/registration/reject, JSON body: the reason (1 to REJECT_REASON_MAX characters) is required. */
export interface RejectRegistrationRequest {
  companyId: number;
  reason: string;
}
