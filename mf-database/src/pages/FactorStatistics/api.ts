/** The visualization's one call (database:visualization:view). */
import { callEnvelope, factorEndpoints } from '@pcf/shared';

export const statisticsApi = {
  load: () => callEnvelope(factorEndpoints.statistics),
};
