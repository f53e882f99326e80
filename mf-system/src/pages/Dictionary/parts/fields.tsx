import { Form, Radio } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DictStatus } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';

// the server's limits (dictionaries.service): names and labels, values, order
export const TEXT_MAX = 100;
export const VALUE_MAX = 100;
export const ORDER_MAX = 9999;

export const DICT_STATUSES: readonly DictStatus[] = ['0', '1'];

export function statusOptions(t: TFunction) {
  return DICT_STATUSES.map((value) => ({ value, label: t(`dict.status_${value}`) }));
}

/** A text that must be given (`required` says so) and at most `max` characters. */
export function textRules(t: TFunction, required: string, max: number) {
  return [
    { required: true, whitespace: true, message: required },
    { max, message: t('dict.tooLong', { max }) },
  ];
}

/** 状态 of a type or an item: 正常 or 停用. */
export function StatusItem() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  return (
    <Form.Item name="status" label={t('common:status')}>
      <Radio.Group options={statusOptions(t)} />
    </Form.Item>
  );
}
