/** /AnalysisDisplay/report: the report list and its moves (contracts/reports.ts). */
import { callApi, callEnvelope, reportEndpoints } from '@pcf/shared';

export const reportListApi = {
  list: () => callApi(reportEndpoints.list, { query: {} }),
  snapshots: () => callApi(reportEndpoints.snapshots),
  detail: (id: number) => callApi(reportEndpoints.detail, { query: { id } }),
  create: (snapshotId: number) => callEnvelope(reportEndpoints.create, { body: { snapshotId } }),
  review: (id: number, decision: 'publish' | 'return', note?: string) =>
    callEnvelope(reportEndpoints.review, { body: { id, decision, ...(note === undefined ? {} : { note }) } }),
  withdraw: (id: number, reason: string) => callEnvelope(reportEndpoints.withdraw, { body: { id, reason } }),
};
