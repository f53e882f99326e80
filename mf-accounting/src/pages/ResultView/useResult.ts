/**
 * The snapshot a result page shows and the project's list of snapshots (for the picker): by the
 * snapshot's id, or the project's latest when only the project is named.
 */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@pcf/shared';
import type { ApiEnvelope, FootprintSnapshot, ProjectStatus, SnapshotListReply, SnapshotSummary } from '@pcf/shared';
import { footprintApi } from '../../parts/footprint/api';

export type ResultQuery = { id: number } | { projectId: number };

export type ResultLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  /** The project has not been computed yet. */
  | { status: 'none'; list: SnapshotListReply }
  | { status: 'ready'; snapshot: FootprintSnapshot; list: SnapshotSummary[]; projectStatus: ProjectStatus | null };

class Refused extends Error {}

function dataOf<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.code !== 200 || envelope.data === undefined || envelope.data === null) throw new Refused(messageOf(envelope));
  return envelope.data;
}

async function loadResult(query: ResultQuery): Promise<ResultLoad> {
  if ('id' in query) {
    const snapshot = dataOf(await footprintApi.snapshot(query.id));
    // the picker's list is a convenience: without it the page still shows this snapshot
    const list = await footprintApi.snapshots(snapshot.projectId).catch(() => null);
    const listed = list?.code === 200 && list.data ? list.data : null;
    return { status: 'ready', snapshot, list: listed?.snapshots ?? [snapshot], projectStatus: listed?.projectStatus ?? null };
  }
  const list = dataOf(await footprintApi.snapshots(query.projectId));
  if (list.snapshots.length === 0) return { status: 'none', list };
  const snapshot = dataOf(await footprintApi.snapshot(list.snapshots[0].id));
  return { status: 'ready', snapshot, list: list.snapshots, projectStatus: list.projectStatus };
}

export function useResult(query: ResultQuery): { load: ResultLoad; retry(): void } {
  const [load, setLoad] = useState<ResultLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const id = 'id' in query ? query.id : null;
  const projectId = 'projectId' in query ? query.projectId : null;
  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    loadResult(id !== null ? { id } : { projectId: projectId as number })
      .then((result) => active && setLoad(result))
      // a refusal says why; a network failure has been shown by the shared client
      .catch((error: unknown) => active && setLoad({ status: 'failed', message: error instanceof Refused ? error.message : null }));
    return () => {
      active = false;
    };
  }, [id, projectId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
