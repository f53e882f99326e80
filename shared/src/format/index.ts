export { toScientific, round2 } from './number';
export type { DisplayValue } from './number';
export { formatStored } from './stored';
export { NO_VALUE, formatNumber, formatShare } from './result';
