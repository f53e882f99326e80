/**
 * How the registry and the dictionaries are written at start (server/src/seed passes what it
 * gathered from the areas' seed.ts): what is missing by name or code is added, what exists is
 * kept, so an administrator's changes survive every restart.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/handles';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';
import { metaFields, metaObjects, sysDictItems, sysDictTypes } from '../../schema';

/** Registrations missing by name are added (object, or field of an object); existing ones are kept. */
export async function seedObjectRegistry(tx: Tx, objects: readonly ObjectSeed[]): Promise<void> {
  for (const object of objects) {
    const { fields, ...registration } = object;
    await tx.insert(metaObjects).values(registration).onConflictDoNothing();
    const [saved] = await tx.select({ id: metaObjects.id }).from(metaObjects).where(eq(metaObjects.name, object.name));
    await tx
      .insert(metaFields)
      .values(fields.map((field, index) => ({ ...field, objectId: saved.id, sort: index })))
      .onConflictDoNothing();
  }
}

/** Dictionary types missing by code and items missing by value are added; existing ones are kept. */
export async function seedDictionaries(tx: Tx, dictionaries: readonly DictTypeSeed[]): Promise<void> {
  for (const dict of dictionaries) {
    const { items, ...type } = dict;
    await tx.insert(sysDictTypes).values(type).onConflictDoNothing();
    const [saved] = await tx.select({ id: sysDictTypes.id }).from(sysDictTypes).where(eq(sysDictTypes.code, dict.code));
    await tx
      .insert(sysDictItems)
      .values(items.map((item, index) => ({ ...item, typeId: saved.id, sort: index + 1 })))
      .onConflictDoNothing();
  }
}
