import { benchLines } from './compute';

const UNITS = new Map(['Wh', 'kWh', 'MWh', 'MJ', 'GJ', 'g', 'kg', 't'].map((code, index) => [code, index + 1]));
const FACTORS = [
  { id: 10, versionId: 100 },
  { id: 11, versionId: 110 },
];

describe('benchLines', () => {
  it('makes the asked number of lines, the same each time: one in seven a gas in a unit of mass, the others a factor in an energy unit', () => {
    const lines = benchLines(1000, FACTORS, UNITS) as {
      sourceKind: string;
      unitId: number;
      gas?: string;
      factorVersionId?: number;
      quantity: number;
    }[];
    expect(lines).toHaveLength(1000);
    expect(benchLines(1000, FACTORS, UNITS)).toEqual(lines);
    const gas = lines.filter((l) => l.sourceKind === 'gas');
    expect(gas).toHaveLength(143);
    expect(gas.every((l) => [6, 7, 8].includes(l.unitId) && typeof l.gas === 'string')).toBe(true);
    const factor = lines.filter((l) => l.sourceKind === 'factor');
    expect(factor.every((l) => [1, 2, 3, 4, 5].includes(l.unitId) && [100, 110].includes(l.factorVersionId as number))).toBe(true);
    expect(lines.every((l) => l.quantity > 0)).toBe(true);
  });
  it('refuses a unit the server does not have', () => {
    expect(() => benchLines(3, FACTORS, new Map())).toThrow('unit g missing');
  });
});
