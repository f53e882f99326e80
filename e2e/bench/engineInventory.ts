/**
 * A synthetic PV module inventory of any size for the engine benchmark: lines spread over the five
 * stages and forty categories, in mixed units of mass, energy and transport, most with a factor,
 * one in seven a direct gas emission and one in eleven a supplier footprint, a fifth of them shared
 * production, all with data-quality scores. Deterministic: the same size gives the same lines.
 */
const STAGES = ['raw_material', 'production', 'distribution', 'use', 'end_of_life'] as const;
const MASS = ['g', 'kg', 't'] as const;
const ENERGY = ['Wh', 'kWh', 'MWh', 'MJ', 'GJ'] as const;
const GASES = ['CO2', 'CH4_fossil', 'N2O', 'SF6', 'NF3', 'CF4'] as const;

export interface SyntheticLine {
  id: string;
  stage: (typeof STAGES)[number];
  category: string;
  name: string;
  quantity: number;
  unit: string;
  source:
    | { kind: 'factor'; factorVersionId: number; value: number; unit: string }
    | { kind: 'gas'; gas: string }
    | { kind: 'supplier'; footprintId: string; value: number; unit: string };
  dataType: 'primary' | 'secondary';
  quality: { ter: number; ger: number; tir: number; p: number };
  shared: boolean;
}

export function syntheticInventory(size: number): SyntheticLine[] {
  return Array.from({ length: size }, (_, i): SyntheticLine => {
    const stage = STAGES[i % STAGES.length];
    const base = {
      id: `line-${i}`,
      stage,
      category: `category-${i % 40}`,
      name: `line ${i}`,
      dataType: i % 3 === 0 ? 'primary' : 'secondary',
      shared: i % 5 === 0,
    } as const;
    const quality = { ter: 1 + (i % 5), ger: 1 + ((i >> 1) % 5), tir: 1 + ((i >> 2) % 5), p: 1 + ((i >> 3) % 5) };
    if (i % 7 === 0)
      return {
        ...base,
        quantity: 0.001 * (1 + (i % 13)),
        unit: MASS[i % 2],
        source: { kind: 'gas', gas: GASES[i % GASES.length] },
        quality,
      };
    if (i % 11 === 0)
      return {
        ...base,
        quantity: 1 + (i % 4),
        unit: 'piece',
        source: { kind: 'supplier', footprintId: `SUP-${i % 50}`, value: 0.5 + (i % 9), unit: 'piece' },
        quality,
      };
    if (stage === 'distribution')
      return {
        ...base,
        quantity: 100 + (i % 900),
        unit: i % 2 ? 't·km' : 'kg·km',
        source: { kind: 'factor', factorVersionId: 1 + (i % 500), value: 0.01 + (i % 7) / 100, unit: 't·km' },
        quality,
      };
    if (stage === 'production')
      return {
        ...base,
        quantity: 1 + (i % 97),
        unit: ENERGY[i % ENERGY.length],
        source: { kind: 'factor', factorVersionId: 1 + (i % 500), value: 0.2 + (i % 5) / 10, unit: 'kWh' },
        quality,
      };
    return {
      ...base,
      quantity: 1 + (i % 37),
      unit: MASS[i % MASS.length],
      source: { kind: 'factor', factorVersionId: 1 + (i % 500), value: 0.5 + (i % 23), unit: 'kg' },
      quality,
    };
  });
}
