/**
 * Two snapshots of one project side by side (GET /rest/footprint/compare?a=&b=): totals by stage,
 * every line matched by its inventory line's id (a line only in one snapshot counts 0 on the
 * other side), and the study settings that differ. A line's side counts what its snapshot's total
 * includes (0 when its cut-off left the line out, which the side marks), so the line differences
 * add up to the stage differences. Both must be visible to the caller (404
 * otherwise) and belong to the same project.
 */
import type { LifecycleStage, SnapshotComparison, SnapshotComparisonLine, StudySettings } from '@pcf/shared/contracts';
import { LIFECYCLE_STAGES } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { refused } from '../../http/errors';
import type { SessionContext } from '../auth/sessions';
import { summaryOf, visibleSnapshot, type SnapshotRow, type StoredLine, type StoredOutputs, type StoredSettings } from './snapshot';

const STUDY_KEYS: readonly (keyof StudySettings)[] = [
  'goal',
  'scope',
  'declaredUnitId',
  'declaredQuantity',
  'moduleCount',
  'boundary',
  'allocationMethod',
  'allocationProduct',
  'allocationTotal',
  'cutOffEnabled',
  'cutOffLinePercent',
  'cutOffTotalPercent',
  'gwpSet',
  'monteCarloIterations',
  'monteCarloSeed',
];

export function settingsChanged(a: StudySettings, b: StudySettings): (keyof StudySettings)[] {
  // a study stored before the module count described one module
  const modules = (settings: StudySettings) => ({ ...settings, moduleCount: settings.moduleCount ?? 1 });
  const [left, right] = [modules(a), modules(b)];
  return STUDY_KEYS.filter((key) => left[key] !== right[key]);
}

function stageTotals(row: SnapshotRow): Map<LifecycleStage, number> {
  return new Map((row.outputs as StoredOutputs).byStage.map((b) => [b.key as LifecycleStage, b.emission]));
}

/** A line's side: what its snapshot's total includes of it (nothing once cut off) beside its own figure. */
const sideOf = (line: StoredLine | undefined): SnapshotComparisonLine['a'] =>
  line
    ? {
        quantity: line.quantity,
        unitCode: line.unitCode,
        emission: line.excluded ? 0 : line.emission,
        computed: line.emission,
        excluded: line.excluded,
        factorVersionId: line.factorVersionId,
      }
    : null;

/** Lines of both, in report order: by stage, then a's order, then the lines only b has. */
export function compareLines(a: readonly StoredLine[], b: readonly StoredLine[]): SnapshotComparisonLine[] {
  const inA = new Map(a.map((line) => [line.lineId, line]));
  const inB = new Map(b.map((line) => [line.lineId, line]));
  const ordered = [...a, ...b.filter((line) => !inA.has(line.lineId))];
  const stageIndex = (stage: LifecycleStage) => LIFECYCLE_STAGES.indexOf(stage);
  const position = new Map(ordered.map((line, index) => [line.lineId, index]));
  ordered.sort(
    (x, y) => stageIndex(x.stage) - stageIndex(y.stage) || (position.get(x.lineId) as number) - (position.get(y.lineId) as number),
  );
  return ordered.map((line) => {
    const left = inA.get(line.lineId);
    const right = inB.get(line.lineId);
    // the newer description names the line as it is now
    const named = right ?? line;
    const a = sideOf(left);
    const b = sideOf(right);
    return {
      lineId: line.lineId,
      stage: named.stage,
      description: named.description,
      a,
      b,
      difference: (b?.emission ?? 0) - (a?.emission ?? 0),
    };
  });
}

export async function compareSnapshots(db: Db, session: SessionContext, aId: number, bId: number): Promise<SnapshotComparison> {
  const a = await visibleSnapshot(db, session, aId);
  const b = await visibleSnapshot(db, session, bId);
  if (a.projectId !== b.projectId) throw refused('footprintCompareOtherProject');
  const aStages = stageTotals(a);
  const bStages = stageTotals(b);
  return {
    a: summaryOf(a),
    b: summaryOf(b),
    byStage: LIFECYCLE_STAGES.map((stage) => {
      const left = aStages.get(stage) ?? 0;
      const right = bStages.get(stage) ?? 0;
      return { stage, a: left, b: right, difference: right - left };
    }),
    lines: compareLines(a.lines as StoredLine[], b.lines as StoredLine[]),
    settingsChanged: settingsChanged((a.settings as StoredSettings).study, (b.settings as StoredSettings).study),
  };
}
