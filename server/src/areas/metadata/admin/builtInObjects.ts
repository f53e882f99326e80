/**
 * The product's own objects, the ones the areas' seed.ts register: their structure is the code's,
 * so the registry lists them as 'system' and refuses changes to it. Most are declared by areas
 * above metadata, which it may not import: areas/index.ts passes them in as a plugin option.
 */
import type { AreaContext } from '../../../areaContext';
import type { ObjectSeed } from '../../../db/seedShapes';

export interface BuiltInObjects {
  names: ReadonlySet<string>;
  tables: ReadonlySet<string>;
}

export function builtInObjects(objects: readonly Pick<ObjectSeed, 'name' | 'tableName'>[]): BuiltInObjects {
  return { names: new Set(objects.map((o) => o.name)), tables: new Set(objects.map((o) => o.tableName)) };
}

/** What the registry administration's plugin is given. */
export interface MetadataAdminOptions extends AreaContext {
  builtInObjects: BuiltInObjects;
}
