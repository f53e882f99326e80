import { OBJ_OPERATORS } from '../contracts';
import type { ObjFieldMeta, ObjOperator } from '../contracts';
import { i18n } from '../i18n';
import { checkConditions, operatorsFor, valueShapeOf, visibleColumnsOf, saveVisibleColumns } from './objectApi';
import './objectTableLocales';

const field = (name: string, type: ObjFieldMeta['type'], extra: Partial<ObjFieldMeta> = {}): ObjFieldMeta => ({
  name,
  type,
  label: name,
  labelZh: name,
  labelEn: name,
  dictType: null,
  required: false,
  searchable: true,
  sortable: true,
  shownInList: true,
  readOnly: false,
  maxLength: null,
  order: 0,
  ...extra,
});

const FIELDS = [
  field('title', 'string'),
  field('qty', 'integer'),
  field('price', 'number'),
  field('born', 'date'),
  field('seen', 'datetime'),
  field('active', 'boolean'),
  field('status', 'dict', { dictType: 'sys_normal_disable' }),
  field('secret', 'string', { searchable: false, shownInList: false }),
];

describe('operators of the advanced search', () => {
  it('every offered operator is one of the 14, and all 14 are offered for some type', () => {
    const offered = new Set(FIELDS.flatMap((f) => operatorsFor(f.type)));
    for (const op of offered) expect(OBJ_OPERATORS).toContain(op);
    expect([...offered].sort()).toEqual([...OBJ_OPERATORS].sort());
  });

  it('text gets the like family, ordered types the comparisons, dict and boolean neither', () => {
    expect(operatorsFor('string')).toEqual(expect.arrayContaining(['like', 'notLike', 'likeLeft', 'likeRight']));
    expect(operatorsFor('string')).not.toContain('gt');
    for (const type of ['integer', 'number', 'date', 'datetime'] as const) {
      expect(operatorsFor(type)).toEqual(expect.arrayContaining(['gt', 'lt', 'ge', 'le']));
      expect(operatorsFor(type)).not.toContain('like');
    }
    expect(operatorsFor('dict')).toEqual(['eq', 'ne', 'in', 'notIn', 'isNull', 'isNotNull']);
    expect(operatorsFor('boolean')).toEqual(['eq', 'ne', 'isNull', 'isNotNull']);
  });

  it('each operator is labelled in both languages', () => {
    for (const language of ['zh-CN', 'en-US']) {
      for (const op of OBJ_OPERATORS) {
        const label = i18n.getFixedT(language, 'objectTable')(`op.${op}`);
        expect(label).not.toBe(`op.${op}`);
        expect(label).not.toBe('');
      }
    }
  });
});

describe('checkConditions: the shape sent for each operator', () => {
  const shapes: [ObjOperator, string, { value?: string; values?: string[] }, unknown][] = [
    ['eq', 'title', { value: ' beta ' }, 'beta'],
    ['ne', 'qty', { value: '10' }, 10],
    ['like', 'title', { value: 'al' }, 'al'],
    ['notLike', 'title', { value: 'al' }, 'al'],
    ['likeLeft', 'title', { value: 'et' }, 'et'],
    ['likeRight', 'title', { value: 'be' }, 'be'],
    ['gt', 'price', { value: '2.5' }, 2.5],
    ['lt', 'born', { value: '2021-06-15' }, '2021-06-15'],
    ['ge', 'qty', { value: '-3' }, -3],
    ['le', 'seen', { value: '2030-06-01T12:00:00Z' }, '2030-06-01T12:00:00.000Z'],
    ['in', 'qty', { values: ['5', '20'] }, [5, 20]],
    ['notIn', 'status', { values: ['0'] }, ['0']],
  ];
  it.each(shapes)('%s on %s', (operator, name, input, sent) => {
    const { conditions, problems } = checkConditions([{ key: 1, field: name, operator, ...input }], FIELDS);
    expect(problems.size).toBe(0);
    expect(conditions).toEqual([{ field: name, operator, value: sent }]);
  });

  it.each(['isNull', 'isNotNull'] as const)('%s carries no value, even one left in the row', (operator) => {
    expect(checkConditions([{ key: 1, field: 'title', operator, value: 'left over' }], FIELDS).conditions).toEqual([
      { field: 'title', operator },
    ]);
  });

  it('eq on a boolean sends true/false', () => {
    expect(checkConditions([{ key: 1, field: 'active', operator: 'eq', value: 'false' }], FIELDS).conditions).toEqual([
      { field: 'active', operator: 'eq', value: false },
    ]);
  });

  it('names what is wrong with each row and sends nothing then', () => {
    const { conditions, problems } = checkConditions(
      [
        { key: 1 },
        { key: 2, field: 'secret', operator: 'eq', value: 'x' },
        { key: 3, field: 'qty' },
        { key: 4, field: 'qty', operator: 'like', value: '1' },
        { key: 5, field: 'qty', operator: 'gt' },
        { key: 6, field: 'qty', operator: 'gt', value: '1.5' },
        { key: 7, field: 'born', operator: 'eq', value: '15/06/2021' },
        { key: 8, field: 'qty', operator: 'in', values: [] },
        { key: 9, field: 'qty', operator: 'in', values: ['1', 'x'] },
        { key: 10, field: 'title', operator: 'eq', value: 'fine' },
      ],
      FIELDS,
    );
    expect(Object.fromEntries(problems)).toEqual({
      1: 'fieldRequired',
      2: 'fieldRequired',
      3: 'operatorRequired',
      4: 'operatorRequired',
      5: 'valueRequired',
      6: 'valueInvalid',
      7: 'valueInvalid',
      8: 'valueRequired',
      9: 'valueInvalid',
    });
    expect(conditions).toEqual([{ field: 'title', operator: 'eq', value: 'fine' }]);
  });

  it('value shapes', () => {
    expect(OBJ_OPERATORS.map((op) => [op, valueShapeOf(op)]).filter(([, shape]) => shape !== 'single')).toEqual([
      ['isNull', 'none'],
      ['isNotNull', 'none'],
      ['in', 'list'],
      ['notIn', 'list'],
    ]);
  });
});

describe('column settings', () => {
  beforeEach(() => window.localStorage.clear());
  it('default to the fields shown in lists; a kept choice drops fields no longer visible', () => {
    expect(visibleColumnsOf('things', FIELDS)).toEqual(['title', 'qty', 'price', 'born', 'seen', 'active', 'status']);
    saveVisibleColumns('things', ['secret', 'gone', 'qty']);
    expect(visibleColumnsOf('things', FIELDS)).toEqual(['secret', 'qty']);
    expect(visibleColumnsOf('other', FIELDS)).toHaveLength(7);
  });

  it("a screen's defaults replace the listed fields until the user chooses, in the fields' order", () => {
    expect(visibleColumnsOf('things', FIELDS, ['status', 'title', 'gone'])).toEqual(['title', 'status']);
    saveVisibleColumns('things', ['qty']);
    expect(visibleColumnsOf('things', FIELDS, ['status', 'title'])).toEqual(['qty']);
  });
});
