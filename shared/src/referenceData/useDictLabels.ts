/**
 * A dictionary as value -> label in the reader's language (for cells and tags that show a stored
 * value); `fallback` (a package's own labels) until the dictionary answers, or when it has none.
 */
import { useMemo } from 'react';
import { useDictOptions } from './useDictOptions';

const NONE: Readonly<Record<string, string>> = {};

export function useDictLabels(dictType: string, fallback: Readonly<Record<string, string>> = NONE): Readonly<Record<string, string>> {
  const { value } = useDictOptions(dictType);
  return useMemo(
    () => (value.length > 0 ? Object.fromEntries(value.map((option) => [option.value, option.label])) : fallback),
    [value, fallback],
  );
}
