/** The factor screens' label of a dictionary value (regions, gases, distributions; the options of useDictOptions). */
import type { ObjDictOption } from '@pcf/shared';

/** A dictionary's label for a value, else this screen's own text. */
export function labelOf(options: readonly ObjDictOption[], value: string, fallback: string): string {
  return options.find((option) => option.value === value)?.label ?? fallback;
}
