import { asc, sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { describeEachDatabase } from '../testing/testApp';
import { insertByColumns } from './bulkInsert';

const bulkRows = pgTable('test_bulk_rows', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  amount: numeric('amount', { precision: 20, scale: 10 }),
  at: timestamp('at', { withTimezone: true }),
  detail: jsonb('detail'),
  parentId: integer('parent_id'),
  state: text('state').notNull().default('new'),
});

const taggedRows = pgTable('test_bulk_tagged', { id: serial('id').primaryKey(), tags: text('tags').array() });

describeEachDatabase('insertByColumns', (ctx) => {
  const db = () => ctx().database.db;

  // the file's database is a copy thrown away after it
  beforeAll(async () => {
    await db().execute(
      sql.raw(`create table test_bulk_rows (
        id serial primary key, name text not null, amount numeric(20, 10), at timestamptz, detail jsonb,
        parent_id integer, state text not null default 'new')`),
    );
  });
  afterEach(async () => {
    await db().execute(sql.raw('truncate test_bulk_rows'));
  });

  it('writes every row as drizzle would: text with quotes and braces, numbers, times, JSON and nulls', async () => {
    const at = new Date('2026-11-29T08:30:00.000Z');
    await insertByColumns(db(), bulkRows, [
      { id: 7, name: 'a "quoted", {braced} \\ name', amount: '1.5', at, detail: { gases: ['CO2', 'CH4'] }, parentId: null },
      { id: 8, name: '单晶硅片', amount: null, at: null, detail: null, parentId: 7 },
    ]);
    expect(await db().select().from(bulkRows).orderBy(asc(bulkRows.id))).toEqual([
      {
        id: 7,
        name: 'a "quoted", {braced} \\ name',
        amount: '1.5000000000',
        at,
        detail: { gases: ['CO2', 'CH4'] },
        parentId: null,
        state: 'new',
      },
      { id: 8, name: '单晶硅片', amount: null, at: null, detail: null, parentId: 7, state: 'new' },
    ]);
  });

  it('refuses rows that name different columns, and writes nothing', async () => {
    await expect(
      insertByColumns(db(), bulkRows, [
        { id: 1, name: 'one', state: 'old' },
        { id: 2, name: 'two' },
      ]),
    ).rejects.toThrow('every row must name the same columns');
    expect(await db().select().from(bulkRows)).toEqual([]);
  });

  it('refuses an array column, which unnest would flatten', async () => {
    await expect(insertByColumns(db(), taggedRows, [{ id: 1, tags: ['a', 'b'] }])).rejects.toThrow('tags is an array column');
  });

  it('writes a thousand rows in one statement', async () => {
    const names = Array.from({ length: 1000 }, (_, index) => `factor ${index}`);
    await insertByColumns(
      db(),
      bulkRows,
      names.map((name) => ({ name })),
    );
    const rows = await db().select({ name: bulkRows.name }).from(bulkRows).orderBy(asc(bulkRows.id));
    expect(rows.map((row) => row.name)).toEqual(names);
  });
});
