/** The factor detail's one call (database:factor:query). */
import { callEnvelope, factorEndpoints } from '@pcf/shared';

export const factorDetailApi = {
  /** One version in full (the current one when `version` is left out), every version's summary and whether it is in use. */
  load: (id: number, version?: number) => callEnvelope(factorEndpoints.detail, { query: version === undefined ? { id } : { id, version } }),
};
