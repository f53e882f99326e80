import { DICTIONARIES, FIRST_SEEDED_DICTIONARIES } from './dictionaries';
import { FIRST_SEEDED_OBJECTS, OBJECT_REGISTRY } from './objectRegistry';
import { inFirstSeededOrder } from './seedOrder';

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the registry gathered from the areas', () => {
  it('registers each object once, each field of an object once', () => {
    expect(duplicates(OBJECT_REGISTRY.map((o) => o.name))).toEqual([]);
    for (const object of OBJECT_REGISTRY) expect([object.name, duplicates(object.fields.map((f) => f.name))]).toEqual([object.name, []]);
  });

  it('keeps the objects seeded before they moved to the areas first, in their order', () => {
    expect(OBJECT_REGISTRY.slice(0, FIRST_SEEDED_OBJECTS.length).map((o) => o.name)).toEqual(FIRST_SEEDED_OBJECTS);
  });
});

describe('the dictionaries gathered from the areas', () => {
  it('seed each type once, each value of a type once', () => {
    expect(duplicates(DICTIONARIES.map((d) => d.code))).toEqual([]);
    for (const dict of DICTIONARIES) expect([dict.code, duplicates(dict.items.map((i) => i.value))]).toEqual([dict.code, []]);
  });

  it('hold every dictionary a seeded registry field names', () => {
    const named = OBJECT_REGISTRY.flatMap((o) => o.fields.flatMap((f) => (f.dictType ? [f.dictType] : [])));
    const seeded = new Set(DICTIONARIES.map((d) => d.code));
    expect(named.filter((code) => !seeded.has(code))).toEqual([]);
  });

  it('keep the types seeded before they moved to the areas first, in their order', () => {
    expect(DICTIONARIES.slice(0, FIRST_SEEDED_DICTIONARIES.length).map((d) => d.code)).toEqual(FIRST_SEEDED_DICTIONARIES);
  });
});

describe('the order of writing gathered seeds', () => {
  it('puts the first-seeded ones first in their order, then the rest as gathered', () => {
    const gathered = ['new_b', 'old_2', 'new_a', 'old_1'];
    expect(inFirstSeededOrder(gathered, (key) => key, ['old_1', 'old_2'])).toEqual(['old_1', 'old_2', 'new_b', 'new_a']);
  });
});
