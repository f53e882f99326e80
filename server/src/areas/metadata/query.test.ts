import { PgDialect } from 'drizzle-orm/pg-core';
import { OBJ_OPERATORS } from '@pcf/shared/contracts';
import { conditionSql, sortDirection, typedValue } from './query';
import type { FieldDef } from './registry';
import { ApiError } from '../../http/errors';

const dialect = new PgDialect();
const field = (name: string, type: FieldDef['type']): FieldDef => ({
  name,
  column: name,
  type,
  labelZh: name,
  labelEn: name,
  dictType: null,
  required: false,
  searchable: true,
  sortable: true,
  shownInList: true,
  editable: true,
  maxLength: null,
  order: 0,
});
const render = (f: FieldDef, operator: string, value?: unknown) => dialect.sqlToQuery(conditionSql(f, operator, value));

describe('search conditions as SQL', () => {
  it('maps each of the 14 operators to a parameterised expression on the quoted column', () => {
    const title = field('title', 'string');
    const values: Record<string, unknown> = { in: ['a', 'b'], notIn: ['a'], isNull: undefined, isNotNull: undefined };
    const expected: Record<string, string> = {
      eq: '"title" = $1',
      ne: '"title" <> $1',
      like: `"title" ilike $1 escape '\\'`,
      notLike: `"title" not ilike $1 escape '\\'`,
      likeLeft: `"title" ilike $1 escape '\\'`,
      likeRight: `"title" ilike $1 escape '\\'`,
      isNull: '"title" is null',
      isNotNull: '"title" is not null',
      gt: '"title" > $1',
      lt: '"title" < $1',
      ge: '"title" >= $1',
      le: '"title" <= $1',
      in: '"title" in ($1, $2)',
      notIn: '"title" not in ($1)',
    };
    expect(Object.keys(expected)).toEqual([...OBJ_OPERATORS]);
    for (const operator of OBJ_OPERATORS) {
      const query = render(title, operator, operator in values ? values[operator] : 'v');
      expect([operator, query.sql]).toEqual([operator, expected[operator]]);
    }
    expect(render(title, 'like', 'v').params).toEqual(['%v%']);
    expect(render(title, 'likeLeft', 'v').params).toEqual(['%v']);
    expect(render(title, 'likeRight', 'v').params).toEqual(['v%']);
  });

  it('never puts a value into the SQL text', () => {
    const attack = "x' or 1=1; drop table sys_post; --";
    for (const operator of ['eq', 'ne', 'like', 'gt']) {
      const query = render(field('title', 'string'), operator, attack);
      expect(query.sql).not.toContain('drop');
      expect(JSON.stringify(query.params)).toContain('drop table');
    }
  });

  it('compares a like search with the lowered copy of a column where the table keeps one, and ILIKE elsewhere', () => {
    const name = { ...field('name', 'string'), foldedColumn: 'name_folded' };
    expect(render(name, 'like', 'ÄrG')).toMatchObject({ sql: `"name_folded" like lower($1::text) escape '\\'`, params: ['%ÄrG%'] });
    expect(render(name, 'notLike', 'a').sql).toBe(`"name_folded" not like lower($1::text) escape '\\'`);
    expect(render(name, 'likeRight', 'a').params).toEqual(['a%']);
    // the other operators keep the column itself
    expect(render(name, 'eq', 'Ärger').sql).toBe('"name" = $1');
  });

  it('escapes like wildcards and the escape character', () => {
    expect(render(field('code', 'dict'), 'like', '100%_a\\b').params).toEqual(['%100\\%\\_a\\\\b%']);
    expect(render(field('code', 'dict'), 'likeRight', 'A_').params).toEqual(['A\\_%']);
  });

  it('refuses an operator outside the list with a 400', () => {
    for (const operator of ['between', 'or', 'EQ', '', 'eq ']) {
      expect(() => render(field('title', 'string'), operator, 'x')).toThrow(ApiError);
    }
  });

  it('types values by field type', () => {
    expect(typedValue(field('n', 'integer'), ' 42 ')).toBe(42);
    expect(typedValue(field('n', 'number'), '-1.5e2')).toBe(-150);
    expect(typedValue(field('b', 'boolean'), '0')).toBe(false);
    expect(typedValue(field('d', 'date'), '2024-02-29')).toBe('2024-02-29');
    expect(typedValue(field('t', 'datetime'), '2030-01-01 08:00')).toBe('2030-01-01T08:00:00.000Z');
    expect(typedValue(field('t', 'datetime'), '2030-01-01T08:00:00+0800')).toBe('2030-01-01T00:00:00.000Z');
    for (const [type, value] of [
      ['integer', 1.5],
      ['integer', '1e3'],
      ['number', 'NaN'],
      ['number', Infinity],
      ['date', '2023-02-29'],
      ['date', '20230101'],
      ['datetime', '2030-01-01T24:00'],
      ['string', { a: 1 }],
      ['string', 'nul\u0000'],
      ['boolean', 'yes'],
    ] as const) {
      expect(() => typedValue(field('f', type), value)).toThrow(ApiError);
    }
  });

  it('accepts the sort orders tables send and nothing else', () => {
    expect(['asc', 'ascend', undefined, ''].map((o) => sortDirection(o))).toEqual(['asc', 'asc', 'asc', 'asc']);
    expect(['desc', 'descend', 'descending'].map((o) => sortDirection(o))).toEqual(['desc', 'desc', 'desc']);
    expect(() => sortDirection('desc, 1')).toThrow(ApiError);
  });
});
