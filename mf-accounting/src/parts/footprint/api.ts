/**
 * The calls the footprint evaluation screens share (/businessAccounting/carbon_footprint and its hidden
 * pages: the evaluation list, study settings, compute, result view): study settings, computation jobs, snapshots.
 */
import { API, get, postJson } from '@pcf/shared';
import type {
  ComputeFootprintReply,
  ComputeFootprintRequest,
  FootprintJob,
  FootprintSnapshot,
  SaveStudySettingsRequest,
  SnapshotComparison,
  SnapshotListReply,
  StudySettingsReply,
} from '@pcf/shared';

/** The footprint evaluation routes of contracts/footprint.ts, by their names here (the screens and their tests use these). */
export const FOOTPRINT_API = {
  settings: API.footprintSettings,
  settingsSave: API.footprintSettingsSave,
  compute: API.footprintCompute,
  job: API.footprintJob,
  snapshots: API.footprintSnapshots,
  snapshot: API.footprintSnapshot,
  compare: API.footprintCompare,
  resultPage: API.footprintResultPage,
} as const;

export const footprintApi = {
  settings: (projectId: number) => get<StudySettingsReply>(FOOTPRINT_API.settings, { projectId }),
  /** The contract names no reply: the page keeps what it sent. */
  saveSettings: (body: SaveStudySettingsRequest) => postJson<unknown>(FOOTPRINT_API.settingsSave, body),
  compute: (projectId: number) => postJson<ComputeFootprintReply>(FOOTPRINT_API.compute, { projectId } satisfies ComputeFootprintRequest),
  job: (id: number) => get<FootprintJob>(FOOTPRINT_API.job, { id }),
  snapshots: (projectId: number) => get<SnapshotListReply>(FOOTPRINT_API.snapshots, { projectId }),
  snapshot: (id: number) => get<FootprintSnapshot>(FOOTPRINT_API.snapshot, { id }),
  compare: (a: number, b: number) => get<SnapshotComparison>(FOOTPRINT_API.compare, { a, b }),
};
