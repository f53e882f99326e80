/**
 * The shape of a message table: each area keeps its own (areas/<area>/messages.ts) and
 * server/src/messages.ts gathers them, so adding a message touches only the area's folder.
 */
export type Language = 'zh' | 'en';

export type MessageTable = Record<string, Record<Language, string>>;

/** Keeps the table's literal keys for MessageKey. */
export function messageTable<const T extends MessageTable>(table: T): T {
  return table;
}

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/** One catalogue from the area tables; a key defined twice is a programming error, refused at start. */
export function gatherMessages<const T extends readonly MessageTable[]>(...tables: T): Intersection<T[number]> {
  const catalogue: MessageTable = {};
  for (const table of tables) {
    for (const [key, texts] of Object.entries(table)) {
      if (Object.hasOwn(catalogue, key)) throw new Error(`The message ${key} is defined twice`);
      catalogue[key] = texts;
    }
  }
  return catalogue as Intersection<T[number]>;
}
