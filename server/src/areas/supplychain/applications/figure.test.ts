import { footprintFigure, footprintPrimaryShare, isFigure } from './figure';

describe("a PACT footprint's figure for an inventory line", () => {
  it('is the v3 footprint excluding biogenic uptake over the declared unit amount, in the platform unit', () => {
    const figure = footprintFigure({
      pcf: {
        declaredUnitOfMeasurement: 'kilogram',
        declaredUnitAmount: '2.5',
        pcfExcludingBiogenicUptake: '10',
        pcfIncludingBiogenicUptake: '9',
      },
    });
    expect(figure).toEqual({ value: '4', unitCode: 'kg', pactUnit: 'kilogram' });
  });

  it('computes exactly in decimals', () => {
    const figure = footprintFigure({
      pcf: { declaredUnitOfMeasurement: 'square meter', declaredUnitAmount: '3', pcfExcludingBiogenicUptake: '0.3' },
    });
    expect(figure).toEqual({ value: '0.1', unitCode: 'm²', pactUnit: 'square meter' });
  });

  it('reads no v2.3 fields: a v2.3 figure is per declared unit, and received documents are converted to v3 first', () => {
    const v23 = { pcf: { declaredUnit: 'square meter', unitaryProductAmount: '3', pCfExcludingBiogenic: '0.3' } };
    expect(footprintFigure(v23)).toEqual({ kind: 'figure' });
  });

  it('refuses units the platform lacks and documents without a usable figure', () => {
    expect(
      footprintFigure({ pcf: { declaredUnitOfMeasurement: 'hour', declaredUnitAmount: '1', pcfExcludingBiogenicUptake: '1' } }),
    ).toEqual({
      kind: 'unit',
      unit: 'hour',
    });
    for (const broken of [
      null,
      {},
      { pcf: { declaredUnitOfMeasurement: 'kilogram', declaredUnitAmount: '0', pcfExcludingBiogenicUptake: '1' } },
      { pcf: { declaredUnitOfMeasurement: 'kilogram', declaredUnitAmount: '1', pcfExcludingBiogenicUptake: 'x' } },
    ]) {
      const figure = footprintFigure(broken);
      expect(isFigure(figure)).toBe(false);
      expect(figure).toEqual({ kind: 'figure' });
    }
  });
});

describe("a PACT footprint's primary data share for an inventory line", () => {
  it('is pcf.primaryDataShare over 100, exactly: a v3 decimal text or a v2.3 number', () => {
    expect(footprintPrimaryShare({ pcf: { primaryDataShare: '37.5' } })).toBe('0.375');
    expect(footprintPrimaryShare({ pcf: { primaryDataShare: 100 } })).toBe('1');
    expect(footprintPrimaryShare({ pcf: { primaryDataShare: '0.1' } })).toBe('0.001');
  });

  it('is 0 when the document gives none, or none that reads as a percentage', () => {
    for (const pcf of [
      {},
      { primaryDataShare: null },
      { primaryDataShare: 'x' },
      { primaryDataShare: '-1' },
      { primaryDataShare: '100.5' },
    ])
      expect(footprintPrimaryShare({ pcf })).toBe('0');
    expect(footprintPrimaryShare(null)).toBe('0');
  });
});
