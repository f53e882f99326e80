/**
 * The calls the footprint evaluation screens share (/businessAccounting/carbon_footprint and its hidden
 * pages: the evaluation list, study settings, compute, result view): study settings, computation jobs, snapshots.
 */
import { callEnvelope, footprintEndpoints } from '@pcf/shared';
import type { SaveStudySettingsRequest } from '@pcf/shared';

export const footprintApi = {
  settings: (projectId: number) => callEnvelope(footprintEndpoints.settings, { query: { projectId } }),
  saveSettings: (body: SaveStudySettingsRequest) => callEnvelope(footprintEndpoints.settingsSave, { body }),
  compute: (projectId: number) => callEnvelope(footprintEndpoints.compute, { body: { projectId } }),
  job: (id: number) => callEnvelope(footprintEndpoints.job, { query: { id } }),
  snapshots: (projectId: number) => callEnvelope(footprintEndpoints.snapshots, { query: { projectId } }),
  snapshot: (id: number) => callEnvelope(footprintEndpoints.snapshot, { query: { id } }),
  compare: (a: number, b: number) => callEnvelope(footprintEndpoints.compare, { query: { a, b } }),
};
