import type { FootprintSnapshot, Gas, SnapshotLine } from '@pcf/shared/contracts';
import { dataTypeSplit } from '@pcf/shared/contracts';
import { REFERENCE_GWP } from '../../footprint/gwp';
import { REFERENCE_UNITS } from '../../footprint/referenceUnits';
import { computeFootprint } from '../../footprint/engine/compute';
import type { EngineReferences, InventoryLine } from '../../footprint/engine/types';
import { studySettings } from '../footprint/footprint.fixture';
import { contributionOf, type ContributionContext } from './contribution';

const refs: EngineReferences = {
  units: REFERENCE_UNITS,
  gwp: new Map(Object.entries(REFERENCE_GWP.AR6).map(([gas, value]) => [gas as Gas, Number(value)])),
};

const context: ContributionContext = { categoryOf: () => null, gasAmounts: new Map(), lineSites: new Map(), factorRegions: new Map() };

const engineLine = (id: number, kg: number, dataType: 'primary' | 'secondary', source: InventoryLine['source']): InventoryLine => ({
  id: String(id),
  stage: 'production',
  category: null,
  name: `line ${id}`,
  quantity: kg,
  unit: 'kg',
  source,
  dataType,
});

/**
 * The inventory computed by the engine and stored as the footprint area stores it: a supplier line
 * is marked primary and keeps its footprint's share (footprint/snapshot.ts snapshotValues).
 */
function snapshotOf(inventory: InventoryLine[], options: { cutOff?: boolean } = {}): FootprintSnapshot {
  const result = computeFootprint(
    inventory,
    {
      gwpSet: 'AR6',
      allocation: { method: 'none', share: 1 },
      cutOff: options.cutOff ? { lineShare: 0.05, totalShare: 0.05 } : null,
      declaredUnits: 1,
      modules: 1,
      ratedPowerWp: null,
      areaM2: null,
      monteCarlo: null,
    },
    refs,
  );
  const lines: SnapshotLine[] = inventory.map((line, index) => {
    const outcome = result.lines[index];
    const supplier = line.source.kind === 'supplier';
    return {
      lineId: Number(line.id),
      stage: line.stage,
      category: null,
      description: line.name,
      quantity: line.quantity,
      unitCode: line.unit,
      sourceKind: line.source.kind,
      ...(supplier ? { supplierFootprintId: 'SUP-1', primaryShare: outcome.primaryShare } : {}),
      factorId: null,
      factorCode: null,
      factorVersionId: line.source.kind === 'factor' ? line.source.factorVersionId : null,
      factorVersion: null,
      factorName: null,
      perUnit: outcome.perUnit,
      perUnitCode: 'kg',
      gas: null,
      dataType: supplier ? 'primary' : line.dataType,
      quality: null,
      shared: false,
      emission: outcome.emission,
      share: outcome.share,
      excluded: outcome.excluded,
      dqr: null,
      gsd: outcome.gsd,
    };
  });
  return {
    id: 1,
    projectId: 1,
    seq: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdByName: 'test',
    gwpSet: 'AR6',
    total: result.total,
    perDeclaredUnit: result.perDeclaredUnit,
    declaredUnitCode: 'piece',
    perKwp: null,
    perM2: null,
    dqr: null,
    lineCount: lines.length,
    projectName: 'P',
    productModel: 'M',
    companyName: 'C',
    settings: studySettings(1, { cutOffEnabled: options.cutOff === true, cutOffLinePercent: 5 }),
    ratedPowerWp: null,
    areaM2: null,
    allocationShare: 1,
    byStage: [],
    byCategory: [],
    lines,
    totalBeforeCutOff: result.totalBeforeCutOff,
    cutOff: result.cutOff && { lineIds: result.cutOff.lineIds.map(Number), emission: result.cutOff.emission, share: result.cutOff.share },
    dqrRating: null,
    dqrCoverage: 0,
    primaryDataShare: result.primaryDataShare,
    uncertainty: null,
    gwpUsed: [],
  };
}

const supplier = (primaryShare: number) => ({ kind: 'supplier' as const, footprintId: 'SUP-1', value: 1, unit: 'kg', primaryShare });
const factor = (id: number) => ({ kind: 'factor' as const, factorVersionId: id, value: 1, unit: 'kg' });
const byType = (snapshot: FootprintSnapshot) =>
  Object.fromEntries(contributionOf(snapshot, context).byDataType.map((d) => [d.dataType, d] as const));

describe('the breakdown by data type', () => {
  it('counts 40 % of a supplier line of primaryShare 0.4 as primary and 60 % as secondary', () => {
    const snapshot = snapshotOf([engineLine(1, 50, 'primary', supplier(0.4))]);
    const parts = byType(snapshot);
    expect(parts.primary.emission).toBeCloseTo(20, 12);
    expect(parts.secondary.emission).toBeCloseTo(30, 12);
    expect(parts.primary.share).toBeCloseTo(0.4, 12);
    expect(parts.secondary.share).toBeCloseTo(0.6, 12);
    expect(parts.primary.emission).toBeCloseTo((snapshot.primaryDataShare / 100) * snapshot.total, 12);
  });

  it('agrees with primaryDataShare beside primary and secondary lines: (10 + 0.4 × 60) / 100', () => {
    const snapshot = snapshotOf([
      engineLine(1, 10, 'primary', factor(1)),
      engineLine(2, 30, 'secondary', factor(2)),
      engineLine(3, 60, 'primary', supplier(0.4)),
    ]);
    const parts = byType(snapshot);
    expect(snapshot.primaryDataShare).toBeCloseTo(34, 12);
    expect(parts.primary.emission).toBeCloseTo(34, 12);
    expect(parts.secondary.emission).toBeCloseTo(66, 12);
    expect(parts.primary.emission).toBeCloseTo((snapshot.primaryDataShare / 100) * snapshot.total, 12);
    expect(parts.primary.share + parts.secondary.share).toBeCloseTo(1, 12);
  });

  it('splits a supplier line the cut-off left out the same way in the excluded emission', () => {
    const snapshot = snapshotOf([engineLine(1, 99, 'secondary', factor(1)), engineLine(2, 1, 'primary', supplier(0.4))], { cutOff: true });
    expect(snapshot.cutOff?.lineIds).toEqual([2]);
    const parts = byType(snapshot);
    expect(parts.primary.excludedEmission).toBeCloseTo(0.4, 12);
    expect(parts.secondary.excludedEmission).toBeCloseTo(0.6, 12);
    expect(parts.secondary.emission).toBeCloseTo(99.6, 12);
  });

  it('counts a supplier line stored before its share was kept wholly primary, as its result did', () => {
    const { primaryShare: _kept, ...line } = snapshotOf([engineLine(1, 50, 'primary', supplier(0.4))]).lines[0];
    expect(dataTypeSplit(line)).toEqual([
      { dataType: 'primary', emission: 50 },
      { dataType: 'secondary', emission: 0 },
    ]);
  });
});
