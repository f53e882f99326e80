/** The calls of the benchmarking screens and the results dashboard (contracts/benchmarks.ts). */
import { benchmarkEndpoints, callEnvelope } from '@pcf/shared';
import type { CreateBenchmarkReferenceRequest, ResultOverviewRequest, UpdateBenchmarkReferenceRequest } from '@pcf/shared';

export const benchmarkApi = {
  snapshots: () => callEnvelope(benchmarkEndpoints.snapshots),
  benchmark: (snapshotId: number) => callEnvelope(benchmarkEndpoints.snapshot, { query: { snapshotId } }),
  results: (body: ResultOverviewRequest) => callEnvelope(benchmarkEndpoints.results, { body }),
  createReference: (body: CreateBenchmarkReferenceRequest) => callEnvelope(benchmarkEndpoints.referenceCreate, { body }),
  updateReference: (body: UpdateBenchmarkReferenceRequest) => callEnvelope(benchmarkEndpoints.referenceUpdate, { body }),
  removeReference: (id: number) => callEnvelope(benchmarkEndpoints.referenceDelete, { body: { id } }),
};
