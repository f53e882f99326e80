import { AFTER_SEED_SQL, LIST_REQUEST, seedUsersSql } from './objectList';

describe('seedUsersSql', () => {
  it('writes the rows in one INSERT ... SELECT over generate_series; VACUUM ANALYZE and CHECKPOINT come on their own', () => {
    const text = seedUsersSql(100_000);
    expect(text).toContain('generate_series(1, 100000)');
    expect(text.match(/INSERT INTO users/g)).toHaveLength(1);
    expect(text).not.toContain('VACUUM');
    expect(text).not.toContain('CHECKPOINT');
    expect(AFTER_SEED_SQL).toEqual(['VACUUM ANALYZE', 'CHECKPOINT']);
  });
  it('takes only a positive whole number of rows', () => {
    expect(() => seedUsersSql(0)).toThrow('positive integer');
    expect(() => seedUsersSql(1.5)).toThrow('positive integer');
  });
});

describe('LIST_REQUEST', () => {
  it('asks the user list for one page with a like filter and a sort', () => {
    expect(LIST_REQUEST).toMatchObject({ objName: 'sys_user', sortField: 'name', conditions: [{ operator: 'like' }] });
  });
});
