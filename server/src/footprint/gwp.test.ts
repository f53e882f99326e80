import { GASES, GWP_SETS } from '@pcf/shared/contracts';
import { Decimal } from 'decimal.js';
import { GwpMissing, REFERENCE_GWP, co2eOf, referenceGwpTable } from './gwp';

describe('the GWP100 reference table', () => {
  it('covers every gas of the contract in both sets, CO2 being 1', () => {
    for (const set of GWP_SETS) {
      expect(REFERENCE_GWP[set].CO2).toBe('1');
      for (const gas of GASES) expect(Number(REFERENCE_GWP[set][gas])).toBeGreaterThan(0);
    }
  });

  it('holds the published values of DOMAIN.md (AR6 SF6 as the IPCC table has it)', () => {
    expect(REFERENCE_GWP.AR6).toMatchObject({
      CH4_fossil: '29.8',
      CH4_non_fossil: '27.0',
      N2O: '273',
      SF6: '25200',
      NF3: '17400',
      CF4: '7380',
    });
    expect(REFERENCE_GWP.AR5).toMatchObject({
      CH4_fossil: '30',
      CH4_non_fossil: '28',
      N2O: '265',
      SF6: '23500',
      NF3: '16100',
      CF4: '6630',
    });
  });
});

describe('co2eOf', () => {
  const table = referenceGwpTable();

  it('sums amount × GWP exactly', () => {
    const gases = [
      { gas: 'CO2' as const, amount: '0.5' },
      { gas: 'CH4_fossil' as const, amount: '0.001' },
      { gas: 'N2O' as const, amount: '0.0001' },
    ];
    expect(co2eOf(gases, 'AR6', table).toString()).toBe(new Decimal('0.5').plus('0.0298').plus('0.0273').toString());
    expect(co2eOf(gases, 'AR5', table).toString()).toBe('0.5565');
  });

  it('is zero for no gas, and refuses a gas the table lacks', () => {
    expect(co2eOf([], 'AR6', table).toNumber()).toBe(0);
    const partial = new Map([['AR6' as const, new Map([['CO2' as const, new Decimal(1)]])]]);
    expect(() => co2eOf([{ gas: 'SF6', amount: 1 }], 'AR6', partial)).toThrow(GwpMissing);
  });
});
