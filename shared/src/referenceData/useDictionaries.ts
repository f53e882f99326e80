/**
 * Several dictionaries at once, by type (the dict fields of a registered object): each type's
 * options in the reader's language, asked again when the types or the language change. A type
 * whose call fails or that has no items gets `fallback[type]` (a package's own labels), else none.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { objectApi } from '../objectTable/objectApi';
import type { ObjDictOption } from '../objectTable/objectApi';

type Dictionaries = Readonly<Record<string, ObjDictOption[]>>;

const NONE: Dictionaries = {};

export function useDictionaries(dictTypes: readonly string[], fallback: Dictionaries = NONE): Dictionaries {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Dictionaries>(NONE);
  // the same types in another array (a new render's) are the same dictionaries
  const key = useMemo(() => JSON.stringify([...new Set(dictTypes)].sort()), [dictTypes]);
  useEffect(() => {
    const types = JSON.parse(key) as string[];
    if (types.length === 0) return;
    let active = true;
    void Promise.all(
      types.map(async (dictType): Promise<[string, ObjDictOption[]]> => {
        try {
          const envelope = await objectApi.dictOptions(dictType);
          if (envelope.code === 200 && Array.isArray(envelope.data) && envelope.data.length > 0) return [dictType, envelope.data];
        } catch {
          // no dictionary route (yet) or unreachable: the fallback serves
        }
        return [dictType, fallback[dictType] ?? []];
      }),
    ).then((entries) => {
      if (active) setLoaded(Object.fromEntries(entries));
    });
    return () => {
      active = false;
    };
    // the dictionaries answer in the caller's language: asked again when it changes
  }, [key, fallback, i18n.language]);
  return loaded;
}
