/** /AnalysisDisplay/report/write: one report, its versions and its save (contracts/reports.ts). */
import { callApi, callEnvelope, reportEndpoints } from '@pcf/shared';
import type { SaveReportRequest } from '@pcf/shared';

export const reportWriteApi = {
  detail: (id: number) => callApi(reportEndpoints.detail, { query: { id } }),
  versions: (id: number) => callApi(reportEndpoints.versions, { query: { id } }),
  save: (body: SaveReportRequest) => callEnvelope(reportEndpoints.save, { body }),
};
