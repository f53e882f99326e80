/**
 * The registered objects, kept in memory between requests: every call of the object API starts
 * with its object's definition, and reading it was one of a list request's three queries.
 *
 * The tables stay the truth: a trigger on meta_objects and meta_fields (migration 0010) tells every
 * process to forget what it holds (db/changeNotices.ts).
 */
import type { Database, Db } from '../../db/connection';
import { listenForChanges } from '../../db/changeNotices';
import { loadObject, type ObjectDef } from './registry';

export const REGISTRY_CHANNEL = 'meta_registry_changed';

export interface ObjectRegistry {
  /** The object's definition; throws objUnknown like loadObject. */
  objectDef(db: Db, objName: string): Promise<ObjectDef>;
  close(): Promise<void>;
}

/** Reads the tables on every call (tests of the registry's own rules; a process that never listens). */
export const UNCACHED_REGISTRY: ObjectRegistry = {
  objectDef: (db, objName) => loadObject(db, objName),
  close: async () => undefined,
};

type Listen = Database['listen'];

/** One definition serves every request: nobody may change it in place. */
function frozen(def: ObjectDef): ObjectDef {
  def.fields.forEach((field) => Object.freeze(field));
  Object.freeze(def.fields);
  return Object.freeze(def);
}
type Load = (db: Db, objName: string) => Promise<ObjectDef>;

export async function cachedRegistry(listen: Listen, load: Load = loadObject): Promise<ObjectRegistry> {
  const held = new Map<string, Promise<ObjectDef>>();
  const forget = () => held.clear();
  const notices = await listenForChanges(listen, REGISTRY_CHANNEL, forget);

  return {
    objectDef(db, objName) {
      if (!notices.listening) return load(db, objName);
      const known = held.get(objName);
      if (known) return known;
      // concurrent calls share one read. A change that commits while it runs clears the map, so a
      // definition read before that change is never kept past its notice.
      const reading = load(db, objName).then(frozen);
      held.set(objName, reading);
      // an unknown name or a failed read is not kept: the map holds registered objects only
      reading.catch(() => {
        if (held.get(objName) === reading) held.delete(objName);
      });
      return reading;
    },
    close: () => notices.close(),
  };
}
