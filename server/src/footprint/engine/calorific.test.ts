import type { CalorificValue, Gas } from '@pcf/shared/contracts';
import { REFERENCE_GWP } from '../gwp';
import { REFERENCE_UNITS } from '../referenceUnits';
import { computeFootprint } from './compute';
import { EngineError, type EngineReferences, type InventoryLine, type StudySettings } from './types';

const refs: EngineReferences = {
  units: REFERENCE_UNITS,
  gwp: new Map(Object.entries(REFERENCE_GWP.AR6).map(([gas, value]) => [gas as Gas, Number(value)])),
};

const settings: StudySettings = {
  gwpSet: 'AR6',
  allocation: { method: 'none', share: 1 },
  cutOff: null,
  declaredUnits: 1,
  modules: 1,
  ratedPowerWp: null,
  areaM2: null,
  monteCarlo: null,
};

const ncv = (value: number, perUnit: string, energyUnit: string): CalorificValue => ({ value, perUnit, energyUnit, source: 'test' });

function fuelLine(quantity: number, unit: string, value: number, factorUnit: string, calorific: CalorificValue | null): InventoryLine {
  return {
    id: 'fuel',
    stage: 'production',
    category: null,
    name: 'natural gas',
    quantity,
    unit,
    source: { kind: 'factor', factorVersionId: 1, value, unit: factorUnit, ncv: calorific },
    dataType: 'primary',
  };
}

const lineOf = (line: InventoryLine) => computeFootprint([line], settings, refs).lines[0];
const relative = (actual: number, expected: number) => Math.abs(actual - expected) / Math.abs(expected);

describe('a line converted through its factor’s net calorific value', () => {
  it('turns m³ of gas into kWh: 1000 m³ × 38.931 MJ/m³ = 38 931 MJ = 10 814.1667 kWh, × 0.2 kg/kWh = 2162.8333 kg', () => {
    const result = lineOf(fuelLine(1000, 'm³', 0.2, 'kWh', ncv(38.931, 'm³', 'MJ')));
    expect(relative(result.convertedQuantity, 38931 / 3.6)).toBeLessThan(1e-12);
    expect(relative(result.emission, (38931 / 3.6) * 0.2)).toBeLessThan(1e-12);
    expect(result.emission).toBeCloseTo(2162.8333, 4);
    expect(result.perUnit).toBe(0.2);
  });

  it('converts the line’s own volume unit first: 500 000 L is 500 m³', () => {
    const result = lineOf(fuelLine(500_000, 'L', 0.2, 'kWh', ncv(38.931, 'm³', 'MJ')));
    expect(relative(result.emission, (38931 / 2 / 3.6) * 0.2)).toBeLessThan(1e-12);
  });

  it('turns a mass into energy: 2 t of diesel × 43 MJ/kg = 86 GJ, × 74.1 kg/GJ = 6372.6 kg', () => {
    const result = lineOf(fuelLine(2, 't', 74.1, 'GJ', ncv(43, 'kg', 'MJ')));
    expect(relative(result.convertedQuantity, 86)).toBeLessThan(1e-12);
    expect(relative(result.emission, 6372.6)).toBeLessThan(1e-12);
  });

  it('turns energy into the volume a factor is given per: 10 000 kWh ÷ 36 MJ/m³ = 1000 m³, × 2 kg/m³ = 2000 kg', () => {
    const result = lineOf(fuelLine(10_000, 'kWh', 2, 'm³', ncv(36, 'm³', 'MJ')));
    expect(relative(result.convertedQuantity, 1000)).toBeLessThan(1e-12);
    expect(relative(result.emission, 2000)).toBeLessThan(1e-12);
  });

  it('leaves a line in the factor’s own dimension alone: 1000 kWh on a factor per MJ is 3600 MJ', () => {
    const result = lineOf(fuelLine(1000, 'kWh', 0.05, 'MJ', ncv(38.931, 'm³', 'MJ')));
    expect(relative(result.convertedQuantity, 3600)).toBeLessThan(1e-12);
  });

  it('refuses, naming both units, without an NCV or when the NCV is per another dimension than the line', () => {
    const problemOf = (line: InventoryLine) => {
      try {
        lineOf(line);
      } catch (error) {
        if (error instanceof EngineError) return error.problem;
        throw error;
      }
      return null;
    };
    const mismatch = { kind: 'dimensionMismatch', lineId: 'fuel', from: 'm³', to: 'kWh' };
    expect(problemOf(fuelLine(1000, 'm³', 0.2, 'kWh', null))).toEqual(mismatch);
    expect(problemOf(fuelLine(1000, 'm³', 0.2, 'kWh', ncv(48, 'kg', 'MJ')))).toEqual(mismatch);
    // an NCV converts volume or mass and energy, never two volumes' worth of area
    expect(problemOf(fuelLine(10, 'm²', 0.2, 'kWh', ncv(38.931, 'm³', 'MJ')))).toEqual({ ...mismatch, from: 'm²' });
  });
});
