/** The calls of the benchmarking screens and the results dashboard (contracts/benchmarks.ts). */
import { benchmarkEndpoints, callApi, callEnvelope } from '@pcf/shared';
import type { CreateBenchmarkReferenceRequest, ResultOverviewRequest, UpdateBenchmarkReferenceRequest } from '@pcf/shared';

export const benchmarkApi = {
  snapshots: () => callApi(benchmarkEndpoints.snapshots),
  benchmark: (snapshotId: number) => callApi(benchmarkEndpoints.snapshot, { query: { snapshotId } }),
  results: (body: ResultOverviewRequest) => callApi(benchmarkEndpoints.results, { body }),
  createReference: (body: CreateBenchmarkReferenceRequest) => callEnvelope(benchmarkEndpoints.referenceCreate, { body }),
  updateReference: (body: UpdateBenchmarkReferenceRequest) => callEnvelope(benchmarkEndpoints.referenceUpdate, { body }),
  removeReference: (id: number) => callEnvelope(benchmarkEndpoints.referenceDelete, { body: { id } }),
};
