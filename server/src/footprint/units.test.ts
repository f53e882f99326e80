import { REFERENCE_UNITS } from './referenceUnits';
import {
  UnitConversionError,
  conversionFactor,
  convert,
  isDimension,
  isValidFactor,
  sameFactor,
  unitCatalog,
  unitSetProblems,
  type UnitDefinition,
} from './units';

const catalog = unitCatalog(REFERENCE_UNITS);
const unit = (code: string): UnitDefinition => {
  const found = catalog.find(code);
  if (!found) throw new Error(`no reference unit ${code}`);
  return found;
};

/** The refusal a conversion throws, or undefined when it converts. */
function refusalOf(run: () => unknown): UnitConversionError['refusal'] | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof UnitConversionError) return error.refusal;
    throw error;
  }
}

describe('unit conversion (footprint engine, pure)', () => {
  it('tells a dimension from other words', () => {
    expect(isDimension('energy')).toBe(true);
    expect(isDimension('time')).toBe(false);
  });

  it('holds every unit DOMAIN.md names, each in its dimension, as one sound set', () => {
    const byDimension = (dimension: string) => REFERENCE_UNITS.filter((u) => u.dimension === dimension).map((u) => u.code);
    expect(byDimension('mass')).toEqual(['g', 'kg', 't']);
    expect(byDimension('energy')).toEqual(['Wh', 'kWh', 'MWh', 'MJ', 'GJ']);
    expect(byDimension('volume')).toEqual(['L', 'm³']);
    expect(byDimension('area')).toEqual(['m²']);
    expect(byDimension('transport')).toEqual(['kg·km', 't·km']);
    expect(byDimension('count')).toEqual(['piece']);
    expect(byDimension('power')).toEqual(['W', 'Wp', 'kW', 'kWp']);
    expect(unitSetProblems(REFERENCE_UNITS)).toEqual([]);
    expect(REFERENCE_UNITS.filter((u) => u.isBase).map((u) => u.code)).toEqual(['kg', 'MJ', 'm³', 'm²', 't·km', 'piece', 'W']);
  });

  it.each([
    [1, 'kWh', 'MJ', 3.6],
    [3.6, 'MJ', 'kWh', 1],
    [1, 'MJ', 'kWh', 1 / 3.6],
    [1, 'kWh', 'Wh', 1000],
    [2.5, 'MWh', 'kWh', 2500],
    [1, 'GJ', 'kWh', 277.77777777777777],
    [1, 'MWh', 'GJ', 3.6],
    [1, 't', 'kg', 1000],
    [250, 'kg', 't', 0.25],
    [1, 'g', 't', 0.000001],
    [0.1, 'kg', 'g', 100],
    [1500, 'L', 'm³', 1.5],
    [12, 't', 't', 12],
    [2000, 'kg·km', 't·km', 2],
    [3.5, 't·km', 'kg·km', 3500],
    [400, 'Wp', 'kWp', 0.4],
    [0.55, 'kWp', 'Wp', 550],
    [1, 'kW', 'W', 1000],
    [2.1, 'm²', 'm²', 2.1],
    [3, 'piece', 'piece', 3],
    [-2, 'kg', 'g', -2000],
    [0, 'kWh', 'MJ', 0],
  ])('converts %p %s to %s: %p', (quantity, from, to, expected) => {
    expect(convert(quantity, unit(from), unit(to))).toBe(expected);
    expect(catalog.convert(quantity, from, to)).toBe(expected);
  });

  it('computes in decimals: no binary rounding where the decimal answer is exact', () => {
    // in binary floating point 0.1 * 3.6 is 0.36000000000000004 and 0.0036 / 3.6 is 0.0009999999999999998
    expect(convert(0.1, unit('kWh'), unit('MJ'))).toBe(0.36);
    expect(convert(1, unit('Wh'), unit('kWh'))).toBe(0.001);
    expect(conversionFactor(unit('kWh'), unit('Wh')).toString()).toBe('1000');
    expect(conversionFactor(unit('Wp'), unit('kWp')).toString()).toBe('0.001');
  });

  it.each([
    ['kWh', 'kg'],
    ['kg', 'kWh'],
    ['kW', 'kWh'],
    ['kWp', 'm²'],
    ['t', 't·km'],
    ['L', 'kg'],
    ['piece', 'kg'],
  ])('refuses %s to %s across dimensions, naming both units and their dimensions', (from, to) => {
    const refusal = refusalOf(() => convert(1, unit(from), unit(to)));
    expect(refusal).toEqual({ reason: 'dimensionMismatch', from: unit(from), to: unit(to) });
    expect(refusalOf(() => catalog.convert(1, from, to))).toEqual(refusal);
    try {
      convert(1, unit(from), unit(to));
    } catch (error) {
      expect((error as Error).message).toBe(`cannot convert ${from} (${unit(from).dimension}) to ${to} (${unit(to).dimension})`);
    }
  });

  it('refuses a code it does not know, naming it; codes are case-sensitive', () => {
    expect(refusalOf(() => catalog.convert(1, 'lb', 'kg'))).toEqual({ reason: 'unknownUnit', code: 'lb' });
    expect(refusalOf(() => catalog.convert(1, 'kg', 'KG'))).toEqual({ reason: 'unknownUnit', code: 'KG' });
    expect(refusalOf(() => catalog.convert(1, 'mwh', 'MWh'))).toEqual({ reason: 'unknownUnit', code: 'mwh' });
  });

  it('converts with units defined later, factors given as numbers or decimal text', () => {
    const pound: UnitDefinition = { code: 'lb', dimension: 'mass', factor: 0.45359237 };
    const mass = unitCatalog([...REFERENCE_UNITS, pound]);
    expect(mass.convert(1, 'lb', 'kg')).toBe(0.45359237);
    expect(mass.convert(1000, 'lb', 't')).toBe(0.45359237);
    expect(convert(1, { code: 'a', dimension: 'area', factor: '10000' }, unit('m²'))).toBe(10000);
  });

  it('refuses a quantity that is not a finite number, and a unit without a positive factor', () => {
    expect(() => convert(Number.NaN, unit('kg'), unit('t'))).toThrow(RangeError);
    expect(() => convert(Number.POSITIVE_INFINITY, unit('kg'), unit('t'))).toThrow(RangeError);
    expect(() => convert(1, { code: 'x', dimension: 'mass', factor: 0 }, unit('kg'))).toThrow(RangeError);
    expect(() => convert(1, { code: 'x', dimension: 'mass', factor: 'abc' }, unit('kg'))).toThrow(RangeError);
  });

  it('accepts a factor greater than 0 within the bounds, as a number or decimal text', () => {
    for (const factor of [1, '0.001', 3600, '1e-12', 1e12, '0.45359237']) expect(isValidFactor(factor)).toBe(true);
    for (const factor of [0, -1, '0', '-0.5', 1e-13, 1e13, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,5'])
      expect(isValidFactor(factor)).toBe(false);
  });

  it('compares factors as decimals', () => {
    expect(sameFactor('1000', 1000)).toBe(true);
    expect(sameFactor('1000.000', 1e3)).toBe(true);
    expect(sameFactor('3.6', 3.6)).toBe(true);
    expect(sameFactor('3.6', 3.61)).toBe(false);
    expect(sameFactor('abc', 'abc')).toBe(false);
  });

  describe('a set of units', () => {
    const base = (code: string, dimension: UnitDefinition['dimension']) => ({ code, dimension, factor: '1', isBase: true });
    const other = (code: string, dimension: UnitDefinition['dimension'], factor: string) => ({ code, dimension, factor, isBase: false });

    it('needs exactly one base unit in each dimension that has units', () => {
      expect(unitSetProblems([other('g', 'mass', '0.001')])).toEqual([{ kind: 'noBase', dimension: 'mass' }]);
      expect(unitSetProblems([base('kg', 'mass'), base('kg2', 'mass')])).toEqual([
        { kind: 'severalBases', dimension: 'mass', codes: ['kg', 'kg2'] },
      ]);
      expect(unitSetProblems([base('kg', 'mass'), base('MJ', 'energy')])).toEqual([]);
      expect(unitSetProblems([])).toEqual([]);
    });

    it('needs a base unit of factor 1, valid factors and unique codes', () => {
      expect(unitSetProblems([{ ...base('kg', 'mass'), factor: '1000' }])).toEqual([{ kind: 'baseFactorNotOne', code: 'kg' }]);
      expect(unitSetProblems([base('kg', 'mass'), other('g', 'mass', '0')])).toEqual([{ kind: 'invalidFactor', code: 'g' }]);
      expect(unitSetProblems([base('kg', 'mass'), other('kg', 'mass', '1')])).toEqual([{ kind: 'duplicateCode', code: 'kg' }]);
    });
  });
});
