/** The visualization's one call (database:visualization:view). */
import { API, get } from '@pcf/shared';
import type { FactorStatistics } from '@pcf/shared';

export const statisticsApi = {
  load: () => get<FactorStatistics>(API.factorStatistics),
};
