/** The calls of the contribution analysis screens (contracts/analysis.ts) and the factor search of the what-if. */
import { FACTOR_OBJECT, analysisEndpoints, callApi, callEnvelope, searchObjectRows } from '@pcf/shared';
import type { FactorSwap, SensitivityQuery } from '@pcf/shared';

const FACTOR_SEARCH_PAGE_SIZE = 20;

export const contributionApi = {
  snapshots: (text: string) => callApi(analysisEndpoints.snapshots, { query: { text } }, { silent: true }),
  contribution: (snapshotId: number) => callApi(analysisEndpoints.contribution, { query: { snapshotId } }),
  item: (snapshotId: number, lineId: number) => callApi(analysisEndpoints.item, { query: { snapshotId, lineId } }),
  sensitivity: (query: SensitivityQuery) => callApi(analysisEndpoints.sensitivity, { query }),
  whatIf: (snapshotId: number, swaps: FactorSwap[]) => callEnvelope(analysisEndpoints.whatIf, { body: { snapshotId, swaps } }),
  scenarios: (snapshotId: number) => callApi(analysisEndpoints.scenarios, { query: { snapshotId } }),
  saveScenario: (snapshotId: number, name: string, swaps: FactorSwap[]) =>
    callEnvelope(analysisEndpoints.scenarioSave, { body: { snapshotId, name, swaps } }),
  deleteScenario: (id: number) => callEnvelope(analysisEndpoints.scenarioDelete, { body: { id } }),
};

/** Factors (public reference data) whose code or name in the reader's language contains the text. */
export const searchFactors = (text: string, nameField: 'name_zh' | 'name_en') =>
  searchObjectRows({ objName: FACTOR_OBJECT, fields: ['code', nameField], text, sortField: 'code', pageSize: FACTOR_SEARCH_PAGE_SIZE });
