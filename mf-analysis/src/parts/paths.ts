/** The routes of the benchmarking screens (the legacy slugs of SPEC §2) and the links between them. */
export const BENCHMARK_PATHS = {
  list: '/AnalysisDisplay/benchmarking_analysis',
  item: '/AnalysisDisplay/benchmarking_analysis/item',
  results: '/AnalysisDisplay/ResultView',
  /** Built by the contribution-analysis screens; linked to, not rebuilt. */
  contribution: '/AnalysisDisplay/contribution_analysis',
} as const;

export const benchmarkUrl = (snapshotId: number): string => `${BENCHMARK_PATHS.list}?snapshotId=${snapshotId}`;
export const benchmarkItemUrl = (snapshotId: number, referenceId: number): string =>
  `${BENCHMARK_PATHS.item}?snapshotId=${snapshotId}&referenceId=${referenceId}`;
export const contributionUrl = (snapshotId: number): string => `${BENCHMARK_PATHS.contribution}?snapshotId=${snapshotId}`;

/** A positive integer from a query parameter, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}
