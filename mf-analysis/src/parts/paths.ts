/** The routes of the result-analysis screens (the legacy slugs of SPEC §2) and the links between them. */
export const CONTRIBUTION_PATHS = {
  page: '/AnalysisDisplay/contribution_analysis',
  item: '/AnalysisDisplay/contribution_analysis/item',
} as const;

export const BENCHMARK_PATHS = {
  list: '/AnalysisDisplay/benchmarking_analysis',
  item: '/AnalysisDisplay/benchmarking_analysis/item',
  results: '/AnalysisDisplay/ResultView',
} as const;

export const REPORT_PATHS = {
  list: '/AnalysisDisplay/report',
  write: '/AnalysisDisplay/report/write',
} as const;

export const analysisUrl = (snapshotId: number): string => `${CONTRIBUTION_PATHS.page}?snapshotId=${snapshotId}`;
export const itemUrl = (snapshotId: number, lineId: number): string =>
  `${CONTRIBUTION_PATHS.item}?snapshotId=${snapshotId}&lineId=${lineId}`;
export const benchmarkUrl = (snapshotId: number): string => `${BENCHMARK_PATHS.list}?snapshotId=${snapshotId}`;
export const benchmarkItemUrl = (snapshotId: number, referenceId: number): string =>
  `${BENCHMARK_PATHS.item}?snapshotId=${snapshotId}&referenceId=${referenceId}`;

export const writeUrl = (id: number): string => `${REPORT_PATHS.write}?id=${id}`;

/** A row id from a search parameter (a positive whole number of the database's integer range), else null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}
