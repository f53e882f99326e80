import { FACTOR_LIST_REQUEST, importTable, seedFactorsSql } from './factors';

describe('seedFactorsSql', () => {
  it('writes the factors and their versions in one statement over generate_series; nothing else', () => {
    const text = seedFactorsSql(100_000);
    expect(text).toContain('generate_series(1, 100000)');
    expect(text.match(/INSERT INTO/g)).toHaveLength(2);
    expect(text.match(/;/g)).toHaveLength(1);
    expect(text).not.toContain('VACUUM');
  });
  it('takes only a positive whole number of rows', () => {
    expect(() => seedFactorsSql(0)).toThrow('positive integer');
    expect(() => seedFactorsSql(2.5)).toThrow('positive integer');
  });
});

describe('the factor figures', () => {
  it('search like the factor list: a like on the name, two filters, sorted by name, one page', () => {
    expect(FACTOR_LIST_REQUEST).toMatchObject({ objName: 'pcf_emission_factor', sortField: 'name_en', pageSize: 20 });
    expect(FACTOR_LIST_REQUEST.conditions.map((c) => c.operator)).toEqual(['like', 'eq', 'ge']);
  });
  it('import a header and one row per factor, each as wide as the header, codes unique', () => {
    const rows = importTable(50);
    expect(rows).toHaveLength(51);
    expect(rows.every((r) => r.length === rows[0].length)).toBe(true);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(50);
  });
});
