/**
 * One-at-a-time sensitivity (GET /rest/analysis/sensitivity): each of the largest lines the cut-off
 * kept is varied alone by −/+ percent. The total is linear in each line's emission, so the outcome
 * is the snapshot's total with that line's emission scaled, and per kWp scales with the total: no
 * engine run is needed.
 */
import type { FootprintSnapshot, SensitivityReply } from '@pcf/shared/contracts';
import { SENSITIVITY_PERCENT_DEFAULT, SENSITIVITY_TOP_DEFAULT } from '@pcf/shared/contracts';
import { byEmission } from './contribution';

export function sensitivityOf(
  snapshot: FootprintSnapshot,
  percent = SENSITIVITY_PERCENT_DEFAULT,
  top = SENSITIVITY_TOP_DEFAULT,
): SensitivityReply {
  const outcome = (total: number) => ({
    total,
    // DOMAIN.md: per kWp is the per-module total over the module's rated power
    perKwp: snapshot.ratedPowerWp === null ? null : total / snapshot.settings.moduleCount / (snapshot.ratedPowerWp / 1000),
  });
  const largest = snapshot.lines
    .filter((line) => !line.excluded)
    .sort((a, b) => Math.abs(b.emission) - Math.abs(a.emission) || byEmission(a, b))
    .slice(0, top);
  const step = percent / 100;
  return {
    snapshotId: snapshot.id,
    percent,
    top,
    base: outcome(snapshot.total),
    bars: largest.map((line) => ({
      lineId: line.lineId,
      stage: line.stage,
      description: line.description,
      emission: line.emission,
      low: outcome(snapshot.total - line.emission * step),
      high: outcome(snapshot.total + line.emission * step),
    })),
  };
}
