/** The footprint evaluation pages (SPEC §2) and the links between them. */
const LIST = '/businessAccounting/carbon_footprint';

export const FOOTPRINT_PATHS = {
  list: LIST,
  entry: `${LIST}/parameter_stepAll`,
  compute: `${LIST}/carbon_footprint/compute`,
  result: `${LIST}/collect`,
} as const;

export const entryUrl = (projectId: number): string => `${FOOTPRINT_PATHS.entry}?projectId=${projectId}`;
export const computeUrl = (projectId: number): string => `${FOOTPRINT_PATHS.compute}?projectId=${projectId}`;
/** One snapshot (compared with another when `compare` is given). */
export const snapshotUrl = (id: number, compare?: number): string =>
  `${FOOTPRINT_PATHS.result}?id=${id}${compare === undefined ? '' : `&compare=${compare}`}`;
/** The project's latest snapshot. */
export const latestResultUrl = (projectId: number): string => `${FOOTPRINT_PATHS.result}?projectId=${projectId}`;

/** A positive integer query value, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
