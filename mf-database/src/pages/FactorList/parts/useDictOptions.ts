/** The options of a dictionary (regions, gases, distributions) in the current language; empty until (or unless) it answers. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { objectApi } from '@pcf/shared';
import type { ObjDictOption } from '@pcf/shared';

export function useDictOptions(dictType: string): ObjDictOption[] {
  const { i18n } = useTranslation();
  const [options, setOptions] = useState<ObjDictOption[]>([]);
  useEffect(() => {
    let active = true;
    objectApi
      .dictOptions(dictType)
      .then((envelope) => {
        if (active && envelope.code === 200 && Array.isArray(envelope.data)) setOptions(envelope.data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
    // the dictionary answers in the caller's language: asked again when it changes
  }, [dictType, i18n.language]);
  return options;
}

/** A dictionary's label for a value, else this screen's own text. */
export function labelOf(options: readonly ObjDictOption[], value: string, fallback: string): string {
  return options.find((option) => option.value === value)?.label ?? fallback;
}
