import type { TFunction } from 'i18next';
import type { DictStatus } from '@pcf/shared';

// the server's limits (dictionaries.service): names and labels, values, order
export const TEXT_MAX = 100;
export const VALUE_MAX = 100;
export const ORDER_MAX = 9999;

export const DICT_STATUSES: readonly DictStatus[] = ['0', '1'];

export function statusOptions(t: TFunction) {
  return DICT_STATUSES.map((value) => ({ value, label: t(`dict.status_${value}`) }));
}
