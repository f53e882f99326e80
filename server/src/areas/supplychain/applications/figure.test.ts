import { footprintFigure, isFigure } from './figure';

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
