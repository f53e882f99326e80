/**
 * Temporary, while the first-start data moves from seed/ to the areas' seed.ts: what the seed
 * writes must stay exactly what it was (same objects, fields, dictionaries, directory, factors and
 * template, in the same order), pinned in firstStart.pinned.json before the move.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OBJECT_REGISTRY } from './objectRegistry';
import { DICTIONARIES } from './dictionaries';
import { DIRECTORY_TREE } from '../areas/directory/seed';
import { PUBLIC_FACTORS } from '../areas/factors/seed';
import { SEEDED_TEMPLATES } from '../areas/inventory/seed';

const pinned = JSON.parse(readFileSync(path.join(__dirname, 'firstStart.pinned.json'), 'utf8'));

describe('the first-start data, as pinned before it moved to the areas', () => {
  it('registers the same objects with the same fields, in the same order', () => {
    expect(OBJECT_REGISTRY).toStrictEqual(pinned.objects);
  });

  it('seeds the same dictionaries and items, in the same order', () => {
    expect(DICTIONARIES).toStrictEqual(pinned.dictionaries);
  });

  it('seeds the same directory, public factors and collection template', () => {
    expect(DIRECTORY_TREE).toStrictEqual(pinned.directory);
    expect(PUBLIC_FACTORS).toStrictEqual(pinned.factors);
    expect(SEEDED_TEMPLATES).toStrictEqual(pinned.templates);
  });
});
