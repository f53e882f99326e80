import type { SnapshotLine } from '@pcf/shared';
import { gridLine } from '../../../parts/footprint/testing/resultParts';
import { lineCalculation } from './lineCalculation';

const line = (extra: Partial<SnapshotLine>): SnapshotLine => gridLine(1, extra);

describe('lineCalculation', () => {
  it('gives the quantity and the factor with every digit, the emission with 2 decimals', () => {
    expect(lineCalculation(line({}), 1)).toEqual({
      quantity: '45.6',
      unitCode: 'kWh',
      converted: null,
      perUnit: '0.5366',
      perUnitCode: 'kWh',
      share: null,
      emission: '24.47',
    });
  });
  it('gives the quantity in the factor unit when the line was entered in another one', () => {
    const mwh = line({ quantity: 2, unitCode: 'MWh', emission: 2 * 1000 * 0.5366 });
    expect(lineCalculation(mwh, 1).converted).toEqual({ quantity: '2000', unitCode: 'kWh' });
    const grams = line({
      quantity: 170,
      unitCode: 'g',
      sourceKind: 'gas',
      gas: 'SF6',
      perUnit: 24300,
      perUnitCode: 'kg',
      emission: 0.17 * 24300,
    });
    expect(lineCalculation(grams, 1).converted).toEqual({ quantity: '0.17', unitCode: 'kg' });
  });
  it('cannot work the conversion back from a factor of 0 and leaves it out', () => {
    expect(lineCalculation(line({ unitCode: 'MWh', perUnit: 0, emission: 0 }), 1).converted).toBeNull();
  });
  it('shows the converted quantity the result recorded, which needs no working back', () => {
    const recorded = line({ quantity: 2, unitCode: 'MWh', convertedQuantity: 2000, perUnit: 0, emission: 0 });
    expect(lineCalculation(recorded, 1).converted).toEqual({ quantity: '2000', unitCode: 'kWh' });
  });
  it('multiplies a shared line by the allocation share, and no other line', () => {
    const shared = line({ shared: true, emission: 45.6 * 0.5366 * 0.6 });
    expect(lineCalculation(shared, 0.6)).toMatchObject({ share: '0.6', emission: '14.68' });
    expect(lineCalculation(line({}), 0.6).share).toBeNull();
    // a share of 1 is no allocation (the snapshot's value when the study allocates nothing)
    expect(lineCalculation(line({ shared: true }), 1).share).toBeNull();
  });
  it('divides out the share before giving the converted quantity of a shared line', () => {
    const shared = line({ shared: true, quantity: 2, unitCode: 'MWh', emission: 2000 * 0.5366 * (1 / 3) });
    expect(lineCalculation(shared, 1 / 3)).toMatchObject({ converted: { quantity: '2000', unitCode: 'kWh' }, share: '0.333333333333333' });
  });
});
