/** The routes of contribution analysis and the links between them. */
export const CONTRIBUTION_PATHS = {
  page: '/AnalysisDisplay/contribution_analysis',
  item: '/AnalysisDisplay/contribution_analysis/item',
} as const;

export const analysisUrl = (snapshotId: number): string => `${CONTRIBUTION_PATHS.page}?snapshotId=${snapshotId}`;
export const itemUrl = (snapshotId: number, lineId: number): string =>
  `${CONTRIBUTION_PATHS.item}?snapshotId=${snapshotId}&lineId=${lineId}`;

/** A positive whole number from a search parameter, else null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
