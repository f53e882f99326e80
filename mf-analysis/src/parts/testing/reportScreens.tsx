/** What the report screens' tests share (test code only): a sample report and its page rendered on its route. */
import { REPORT_SECTIONS, REPORT_SECTION_TITLES, type ReportDetail, type ReportSections, type ReportSummary } from '@pcf/shared';
import { renderAt } from '@pcf/shared/testing';
import routes from '../../routes';

export const SECTIONS: ReportSections = Object.fromEntries(
  REPORT_SECTIONS.map((key) => [key, { zh: `${REPORT_SECTION_TITLES[key].zh}的文字`, en: `Text of ${REPORT_SECTION_TITLES[key].en}` }]),
) as ReportSections;

export const summary = (id: number, extra: Partial<ReportSummary> = {}): ReportSummary => ({
  id,
  projectId: 7,
  projectName: '单晶组件',
  snapshotId: 70,
  snapshotSeq: 2,
  status: 'draft',
  version: 1,
  perDeclaredUnit: 78.8612,
  declaredUnitCode: 'piece',
  updatedAt: '2026-11-28T10:00:00.000Z',
  verificationCode: null,
  publishedAt: null,
  publishing: false,
  publishFailed: false,
  ...extra,
});

export const detail = (id: number, extra: Partial<ReportDetail> = {}): ReportDetail => ({
  ...summary(id),
  sections: SECTIONS,
  reviewNote: null,
  withdrawReason: null,
  pdfSha256: null,
  actions: ['edit', 'submit'],
  ...extra,
});

/** The route's page at `url` for a user (5) of company 1, or review staff (no company), with these permissions. */
export function renderRoute(path: string, url: string, permissions: string[], companyId: number | null = 1) {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`mf-analysis has no route ${path}`);
  const Page = route.Component;
  return renderAt(<Page />, url, { userid: 5, company_id: companyId, roles: ['enterprise'], permissions });
}
