/**
 * Study reports (issue 16, SPEC §2 group 3, /AnalysisDisplay/report): an ISO 14067:2018 clause 7
 * (GB/T 24067-2024) report of one footprint snapshot, written in Chinese and English.
 *
 * A report is a draft its company edits (every save a new version) and submits (draft → in_review,
 * which moves the project to reported); the project's reviewer or a platform administrator
 * publishes it (→ published: the PDF is frozen with its SHA-256, a verification code and a QR code;
 * the project moves to published) or returns it (→ draft). Publishing answers at once with the
 * report `publishing`; a worker renders the PDF and publishes it (or marks it `publishFailed`), and
 * the client reads the report again until it is no longer publishing. A platform administrator withdraws a
 * published report, with a reason. Anyone may check a code on the public /detail page.
 */
import Type, { type Static } from 'typebox';
import { PUBLIC, defineEndpoint } from './endpoint';
import { Nullable, RowId } from './schemaParts';

export const REPORT_PERMISSIONS = {
  /** The report list, reading a report and its versions, downloading it. */
  list: 'analysis:report:list',
  /** Creating, saving and submitting a company's report. */
  edit: 'analysis:report:edit',
  /** Publishing or returning a submitted report (its project's reviewer, a platform administrator). */
  publish: 'analysis:report:publish',
  /** Withdrawing a published report (a platform administrator). */
  withdraw: 'analysis:report:withdraw',
} as const;

export const REPORT_STATUSES = ['draft', 'in_review', 'published', 'withdrawn'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The sections of ISO 14067:2018 clause 7 (GB/T 24067-2024), in report order. */
export const REPORT_SECTIONS = [
  'goal',
  'scope',
  'functionalUnit',
  'systemBoundary',
  'dataQuality',
  'allocation',
  'cutOff',
  'assumptions',
  'gwpSet',
  'results',
  'uncertainty',
  'interpretation',
  'limitations',
  'criticalReview',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** Section headings, numbered in report order (the PDF, the DOCX and the editor use them). */
export const REPORT_SECTION_TITLES: Readonly<Record<ReportSection, { zh: string; en: string }>> = {
  goal: { zh: '研究目的', en: 'Goal of the study' },
  scope: { zh: '研究范围', en: 'Scope of the study' },
  functionalUnit: { zh: '声明单位/功能单位', en: 'Declared or functional unit' },
  systemBoundary: { zh: '系统边界', en: 'System boundary' },
  dataQuality: { zh: '数据与数据质量', en: 'Data and data quality' },
  allocation: { zh: '分配', en: 'Allocation' },
  cutOff: { zh: '取舍准则与排除的排放', en: 'Cut-off criteria and excluded emissions' },
  assumptions: { zh: '假设', en: 'Assumptions' },
  gwpSet: { zh: '全球变暖潜势（GWP）', en: 'Global warming potentials (GWP)' },
  results: { zh: '结果（按阶段、类别、气体）', en: 'Results by stage, category and gas' },
  uncertainty: { zh: '不确定性', en: 'Uncertainty' },
  interpretation: { zh: '结果解释', en: 'Interpretation' },
  limitations: { zh: '局限性', en: 'Limitations' },
  criticalReview: { zh: '鉴定性评审声明', en: 'Critical review statement' },
};

/** The languages of a download: one, or both side by side (Chinese first). */
export const REPORT_LANGUAGES = ['zh', 'en', 'both'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** Characters of one section's text in one language. */
export const REPORT_SECTION_MAX = 20000;
/** Characters of a return note or a withdrawal reason. */
export const REPORT_NOTE_MAX = 500;
/** Bytes of a PDF sent to be checked against a code (its multipart field is DOCUMENT_FILE_FIELD). */
export const REPORT_CHECK_MAX_BYTES = 50 * 1024 * 1024;

const SectionTextSchema = Type.Object({ zh: Type.String(), en: Type.String() });
export const ReportSectionsSchema = Type.Object(
  Object.fromEntries(REPORT_SECTIONS.map((key) => [key, SectionTextSchema])) as Record<ReportSection, typeof SectionTextSchema>,
);
export type ReportSections = Static<typeof ReportSectionsSchema>;

const StatusSchema = Type.Enum([...REPORT_STATUSES]);
const LanguageSchema = Type.Enum([...REPORT_LANGUAGES]);

export const ReportSummarySchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  snapshotId: Type.Integer(),
  /** The snapshot's number within its project (1, 2, …). */
  snapshotSeq: Type.Integer(),
  status: StatusSchema,
  /** The current version (1 at creation, +1 per save). */
  version: Type.Integer(),
  /** kg CO2e per declared unit, of the snapshot. */
  perDeclaredUnit: Type.Number(),
  declaredUnitCode: Type.String(),
  updatedAt: Type.String(),
  /** Set once published. */
  verificationCode: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
  /** A worker is rendering the PDF to publish it (the review answers before that is done). */
  publishing: Type.Boolean(),
  /** The last publishing failed; the report is still in review, to be published again. */
  publishFailed: Type.Boolean(),
});
export type ReportSummary = Static<typeof ReportSummarySchema>;

export const ReportDetailSchema = Type.Object({
  ...ReportSummarySchema.properties,
  sections: ReportSectionsSchema,
  /** The reviewer's note of the last return; the administrator's reason of a withdrawal. */
  reviewNote: Nullable(Type.String()),
  withdrawReason: Nullable(Type.String()),
  /** SHA-256 (hex) of the frozen PDF, once published. */
  pdfSha256: Nullable(Type.String()),
  /** What the caller may do now. */
  actions: Type.Array(Type.Enum(['edit', 'submit', 'publish', 'return', 'withdraw'])),
});
export type ReportDetail = Static<typeof ReportDetailSchema>;

export const ReportListReplySchema = Type.Array(ReportSummarySchema);
export type ReportListReply = Static<typeof ReportListReplySchema>;

export const ReportVersionSchema = Type.Object({ version: Type.Integer(), savedAt: Type.String(), savedByName: Type.String() });
export type ReportVersion = Static<typeof ReportVersionSchema>;

/** A snapshot a report may be written of (the company side's projects), newest first. */
export const ReportableSnapshotSchema = Type.Object({
  snapshotId: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  productModel: Type.String(),
  seq: Type.Integer(),
  createdAt: Type.String(),
  perDeclaredUnit: Type.Number(),
  declaredUnitCode: Type.String(),
});
export type ReportableSnapshot = Static<typeof ReportableSnapshotSchema>;
/** How many of them the list offers. */
export const REPORTABLE_SNAPSHOTS_MAX = 200;

export const CreateReportRequestSchema = Type.Object({ snapshotId: RowId });
export type CreateReportRequest = Static<typeof CreateReportRequestSchema>;

export const SaveReportRequestSchema = Type.Object({
  id: RowId,
  /** The version the editor started from: a save over a newer one is refused. */
  baseVersion: RowId,
  sections: ReportSectionsSchema,
});
export type SaveReportRequest = Static<typeof SaveReportRequestSchema>;

export const ReportIdSchema = Type.Object({ id: RowId });
export type ReportIdRequest = Static<typeof ReportIdSchema>;

export const ReviewReportRequestSchema = Type.Object({
  id: RowId,
  decision: Type.Enum(['publish', 'return']),
  /** Required to return. */
  note: Type.Optional(Type.String()),
});
export type ReviewReportRequest = Static<typeof ReviewReportRequestSchema>;

export const WithdrawReportRequestSchema = Type.Object({ id: RowId, reason: Type.String() });
export type WithdrawReportRequest = Static<typeof WithdrawReportRequestSchema>;

export const ReportFileQuerySchema = Type.Object({
  id: RowId,
  lang: LanguageSchema,
  /** A version of a draft to preview (default: the current one). */
  version: Type.Optional(RowId),
});
export type ReportFileQuery = Static<typeof ReportFileQuerySchema>;

/** A verification code: 20 characters of A–Z and 2–7 (base32 of 100 random bits) in groups of 4. */
export const REPORT_CODE_PATTERN = '^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$';
export const ReportCodeQuerySchema = Type.Object({ code: Type.String({ pattern: REPORT_CODE_PATTERN }) });
export type ReportCodeQuery = Static<typeof ReportCodeQuerySchema>;

/** The public /detail page's answer: what a published report states. */
export const ReportVerificationSchema = Type.Object({
  code: Type.String(),
  status: Type.Enum(['valid', 'withdrawn']),
  withdrawReason: Nullable(Type.String()),
  productZh: Type.String(),
  productEn: Type.String(),
  productModel: Type.String(),
  companyZh: Type.String(),
  companyEn: Type.String(),
  /** kg CO2e of the inventory and per declared unit, per kWp and per m² of one module. */
  total: Type.Number(),
  perDeclaredUnit: Type.Number(),
  declaredUnitCode: Type.String(),
  perKwp: Nullable(Type.Number()),
  perM2: Nullable(Type.Number()),
  standard: Type.String(),
  gwpSet: Type.String(),
  issuedAt: Type.String(),
  pdfSha256: Type.String(),
});
export type ReportVerification = Static<typeof ReportVerificationSchema>;

export const ReportCheckFieldsSchema = Type.Object({ code: Type.String() });
export const ReportCheckReplySchema = Type.Object({ matches: Type.Boolean(), sha256: Type.String() });
export type ReportCheckReply = Static<typeof ReportCheckReplySchema>;

const tags = ['analysis: report'];
const P = REPORT_PERMISSIONS;
const produces = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** A report's download (a link: the dby_token cookie authenticates it). */
const reportFile = <const U extends string>(url: U) =>
  defineEndpoint({
    method: 'GET',
    url,
    permission: P.list,
    tags,
    querystring: ReportFileQuerySchema,
    reply: 'file',
    produces,
    tokenFromCookie: true,
  });

/** /rest/report/*: the reports of a company's snapshots; /rest/report/verify*: the public verification. */
export const reportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    url: '/rest/report/list',
    permission: P.list,
    tags,
    querystring: Type.Object({ projectId: Type.Optional(RowId) }),
    reply: ReportListReplySchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/rest/report/detail',
    permission: P.list,
    tags,
    querystring: ReportIdSchema,
    reply: ReportDetailSchema,
  }),
  versions: defineEndpoint({
    method: 'GET',
    url: '/rest/report/versions',
    permission: P.list,
    tags,
    querystring: ReportIdSchema,
    reply: Type.Array(ReportVersionSchema),
  }),
  snapshots: defineEndpoint({
    method: 'GET',
    url: '/rest/report/snapshots',
    permission: P.edit,
    tags,
    reply: Type.Array(ReportableSnapshotSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/rest/report/create',
    permission: P.edit,
    tags,
    body: CreateReportRequestSchema,
    reply: ReportDetailSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    url: '/rest/report/save',
    permission: P.edit,
    tags,
    body: SaveReportRequestSchema,
    reply: ReportDetailSchema,
  }),
  submit: defineEndpoint({
    method: 'POST',
    url: '/rest/report/submit',
    permission: P.edit,
    tags,
    body: ReportIdSchema,
    reply: ReportDetailSchema,
  }),
  review: defineEndpoint({
    method: 'POST',
    url: '/rest/report/review',
    permission: P.publish,
    tags,
    body: ReviewReportRequestSchema,
    reply: ReportDetailSchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    url: '/rest/report/withdraw',
    permission: P.withdraw,
    tags,
    body: WithdrawReportRequestSchema,
    reply: ReportDetailSchema,
  }),
  pdf: reportFile('/rest/report/pdf'),
  docx: reportFile('/rest/report/docx'),
  verify: defineEndpoint({
    method: 'GET',
    url: '/rest/report/verify',
    permission: PUBLIC,
    tags,
    querystring: ReportCodeQuerySchema,
    reply: ReportVerificationSchema,
  }),
  verifyPdf: defineEndpoint({
    method: 'GET',
    url: '/rest/report/verify/pdf',
    permission: PUBLIC,
    tags,
    querystring: ReportCodeQuerySchema,
    reply: 'file',
    produces,
  }),
  verifyCheck: defineEndpoint({
    method: 'POST',
    url: '/rest/report/verify/check',
    permission: PUBLIC,
    tags,
    encoding: 'multipart',
    body: ReportCheckFieldsSchema,
    reply: ReportCheckReplySchema,
  }),
};
