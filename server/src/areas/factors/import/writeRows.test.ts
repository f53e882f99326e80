import { eq, inArray } from 'drizzle-orm';
import { describeEachDatabase } from '../../../testing/testApp';
import { emissionFactors, units } from '../../../schema';
import type { CleanContent } from '../content';
import type { ImportedRow } from './rows';
import { writeImportedRows } from './jobs';

const ROWS = 1500;

describeEachDatabase('writeImportedRows', (ctx) => {
  const db = () => ctx().database.db;

  it('gives the event loop turns while it writes, so a server takes other requests in meanwhile', async () => {
    const [kg] = await db().select({ id: units.id }).from(units).where(eq(units.code, 'kg'));
    const content = (index: number): CleanContent => ({
      nameZh: `测试因子 ${index}`,
      nameEn: `Test factor ${index}`,
      categoryId: null,
      unitId: kg.id,
      gwpSet: 'AR6',
      value: '1.5',
      gases: [],
      region: 'CN',
      year: 2024,
      source: 'Test',
      databaseVersion: '1',
      licence: 'CC BY 4.0',
      sourceUrl: null,
      gwpBasis: 'AR6',
      validFrom: null,
      validTo: null,
      quality: null,
      uncertainty: null,
      gsd: null,
      ncv: null,
      note: '',
    });
    const rows: ImportedRow[] = Array.from({ length: ROWS }, (_, index) => ({
      row: index + 2,
      code: `TURN-${index}`,
      content: content(index),
    }));
    // a timer fires only on a turn of the event loop: PGlite answers within microtasks, so without
    // the turns the writer gives, none would come until the transaction ended
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    try {
      await db().transaction(async (tx) => {
        turns = 0;
        await writeImportedRows(tx, rows, null, new Date());
        expect(turns).toBeGreaterThanOrEqual(2);
      });
    } finally {
      clearInterval(timer);
    }
    const written = await db()
      .select({ code: emissionFactors.code })
      .from(emissionFactors)
      .where(
        inArray(
          emissionFactors.code,
          rows.map((r) => r.code),
        ),
      );
    expect(written).toHaveLength(ROWS);
  });
});
