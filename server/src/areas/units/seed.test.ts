import { asc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/testApp';
import { prepareDatabase } from '../../seed/prepare';
import { sysDictItems, sysDictTypes, units } from '../../schema';
import { REFERENCE_UNITS } from '../../footprint/referenceUnits';
import { sameFactor } from '../../footprint/units';

describeEachDatabase('the seeded units', (ctx) => {
  const rows = () => ctx().database.db.select().from(units).orderBy(asc(units.id));

  it('are every reference unit of DOMAIN.md once, marked seeded, with exact factors', async () => {
    const seeded = await rows();
    expect(seeded.map((u) => u.code)).toEqual(REFERENCE_UNITS.map((u) => u.code));
    for (const unit of REFERENCE_UNITS) {
      const row = seeded.find((r) => r.code === unit.code);
      expect(row).toMatchObject({ nameZh: unit.nameZh, nameEn: unit.nameEn, dimension: unit.dimension, isBase: unit.isBase, seeded: true });
      // numeric keeps the decimal as written: 0.0036 stays 0.0036
      expect(`${unit.code} ${String(row?.factor)}`).toBe(`${unit.code} ${unit.factor}`);
    }
    expect(sameFactor(seeded.find((r) => r.code === 'kWh')?.factor ?? '', '3.6')).toBe(true);
  });

  it('come with the dimension dictionary in both languages', async () => {
    const db = ctx().database.db;
    const [type] = await db.select().from(sysDictTypes).where(eq(sysDictTypes.code, 'pcf_unit_dimension'));
    const items = await db.select().from(sysDictItems).where(eq(sysDictItems.typeId, type.id)).orderBy(asc(sysDictItems.sort));
    expect(items.map((i) => [i.value, i.labelZh, i.labelEn])).toEqual([
      ['mass', '质量', 'Mass'],
      ['energy', '能量', 'Energy'],
      ['volume', '体积', 'Volume'],
      ['area', '面积', 'Area'],
      ['transport', '运输量', 'Transport'],
      ['count', '数量', 'Count'],
      ['power', '功率', 'Power'],
      // the open factor library's activity units (areas/factors/library/units.ts)
      ['distance', '距离', 'Distance'],
      ['passenger_transport', '旅客周转量', 'Passenger transport'],
      ['accommodation', '住宿', 'Accommodation'],
      ['work_time', '工时', 'Working time'],
    ]);
  });

  it('are seeded idempotently: a restart adds nothing twice, keeps renamed names and units added since, and puts back a missing one', async () => {
    const { database, config } = ctx();
    const db = database.db;
    await db.update(units).set({ nameZh: '公吨', nameEn: 'metric ton' }).where(eq(units.code, 't'));
    await db.insert(units).values({ code: 'lb', nameZh: '磅', nameEn: 'pound', dimension: 'mass', factor: '0.45359237' });
    await db.delete(units).where(eq(units.code, 'MWh'));

    await prepareDatabase(database, config);
    await prepareDatabase(database, config);

    const after = await rows();
    expect(after.map((u) => u.code).sort()).toEqual([...REFERENCE_UNITS.map((u) => u.code), 'lb'].sort());
    expect(after.find((u) => u.code === 't')).toMatchObject({ nameZh: '公吨', nameEn: 'metric ton', seeded: true });
    expect(after.find((u) => u.code === 'lb')).toMatchObject({ seeded: false, isBase: false });
    expect(after.find((u) => u.code === 'GJ')).toMatchObject({ factor: '1000', seeded: true });
  });

  it('are guarded by the database too: a factor of 0, a second base unit, a base factor other than 1 and an unknown dimension are refused', async () => {
    const db = ctx().database.db;
    const attempt = async (values: typeof units.$inferInsert) => {
      try {
        await db.insert(units).values(values);
        return 'inserted';
      } catch {
        return 'refused';
      }
    };
    const unit = { nameZh: '试', nameEn: 'test' };
    expect(await attempt({ ...unit, code: 'x0', dimension: 'mass', factor: '0' })).toBe('refused');
    expect(await attempt({ ...unit, code: 'x1', dimension: 'mass', factor: '1', isBase: true })).toBe('refused');
    expect(await attempt({ ...unit, code: 'x2', dimension: 'energy', factor: '2', isBase: false })).toBe('inserted');
    await db.delete(units).where(eq(units.code, 'x2'));
    expect(await attempt({ ...unit, code: 'x3', dimension: 'time' as 'mass', factor: '1' })).toBe('refused');
    await db.update(units).set({ isBase: false }).where(eq(units.code, 'piece'));
    expect(await attempt({ ...unit, code: 'x4', dimension: 'count', factor: '12', isBase: true })).toBe('refused');
    await db.update(units).set({ isBase: true }).where(eq(units.code, 'piece'));
    expect(await attempt({ ...unit, code: 'kg', dimension: 'mass', factor: '1' })).toBe('refused');
  });
});
