import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../testing/testApp';
import { units } from '../schema';
import { sqlConstraint, sqlState } from './errors';

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describeEachDatabase('database refusals', (ctx) => {
  const unit = { nameZh: '试', nameEn: 'test', dimension: 'mass' as const, factor: '2' };

  it('name their SQLSTATE and constraint through drizzle’s wrapping', async () => {
    const db = ctx().database.db;
    const duplicate = await failureOf(() => db.insert(units).values({ ...unit, code: 'kg' }));
    expect([sqlState(duplicate), sqlConstraint(duplicate)]).toEqual(['23505', 'units_code_unique']);
    const secondBase = await failureOf(() => db.insert(units).values({ ...unit, code: 'kg2', factor: '1', isBase: true }));
    expect([sqlState(secondBase), sqlConstraint(secondBase)]).toEqual(['23505', 'units_one_base_per_dimension_idx']);
    const zero = await failureOf(() => db.update(units).set({ factor: '0' }).where(eq(units.code, 'g')));
    expect([sqlState(zero), sqlConstraint(zero)]).toEqual(['23514', 'units_factor_positive']);
  });

  it('are nothing for other errors', () => {
    expect(sqlState(new Error('x'))).toBeUndefined();
    expect(sqlConstraint({ code: '23505' })).toBeUndefined();
    expect(sqlState(undefined)).toBeUndefined();
  });
});
