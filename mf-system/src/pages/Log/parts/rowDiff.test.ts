import { displayValue, rowChanges } from './rowDiff';

describe('rowChanges', () => {
  it('compares one row field by field, a field on one side only counting as changed', () => {
    expect(rowChanges({ id: 1, name: 'a', tags: [1, 2], gone: 1 }, { id: 1, name: 'b', tags: [1, 2], added: true })).toEqual([
      {
        key: '1',
        fields: [
          { field: 'id', before: 1, after: 1, changed: false },
          { field: 'name', before: 'a', after: 'b', changed: true },
          { field: 'tags', before: [1, 2], after: [1, 2], changed: false },
          { field: 'gone', before: 1, after: undefined, changed: true },
          { field: 'added', before: undefined, after: true, changed: true },
        ],
      },
    ]);
  });

  it('pairs the rows of two lists by id: updated, deleted and created rows', () => {
    const changes = rowChanges(
      [
        { id: 1, v: 'x' },
        { id: 2, v: 'y' },
      ],
      [
        { id: 2, v: 'z' },
        { id: 3, v: 'w' },
      ],
    );
    expect(changes.map((change) => [change.key, change.fields.filter((f) => f.changed).map((f) => f.field)])).toEqual([
      ['1', ['id', 'v']],
      ['2', ['v']],
      ['3', ['id', 'v']],
    ]);
  });

  it('ignores key order inside nested values', () => {
    expect(rowChanges({ id: 1, j: { a: 1, b: 2 } }, { id: 1, j: { b: 2, a: 1 } })[0].fields.every((f) => !f.changed)).toBe(true);
  });

  it('shows values that are not rows on one line, and nothing for nothing', () => {
    expect(rowChanges(null, [1, 2])).toEqual([{ key: null, fields: [{ field: '', before: undefined, after: [1, 2], changed: true }] }]);
    expect(rowChanges(null, null)).toEqual([]);
  });

  it('numbers rows without ids by position, and leaves a single one unnumbered', () => {
    expect(rowChanges([{ a: 1 }, { a: 2 }], [{ a: 1 }]).map((change) => change.key)).toEqual(['1', '2']);
    expect(rowChanges({ a: 1 }, { a: 2 }).map((change) => change.key)).toEqual([null]);
  });
});

describe('displayValue', () => {
  it('keeps strings, writes the rest as JSON, and nothing for absent', () => {
    expect(displayValue('x')).toBe('x');
    expect(displayValue(null)).toBe('null');
    expect(displayValue({ a: [1] })).toBe('{"a":[1]}');
    expect(displayValue(undefined)).toBeUndefined();
  });
});
