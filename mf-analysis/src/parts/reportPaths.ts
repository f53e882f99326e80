/** The report screens' routes (the legacy slugs of SPEC §2). */
export const REPORT_PATHS = {
  list: '/AnalysisDisplay/report',
  write: '/AnalysisDisplay/report/write',
} as const;

export const writeUrl = (id: number): string => `${REPORT_PATHS.write}?id=${id}`;
