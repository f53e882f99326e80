/** What an external requester asked for besides product ids (PACT criteria), one line each under the products. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestCriteria as Criteria } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';
import { formatTime } from './format';

const NAMES = ['companyId', 'geography', 'classification', 'status', 'validOn', 'validAfter', 'validBefore'] as const;

export function RequestCriteria({ criteria }: { criteria: Criteria | null }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  if (criteria === null) return null;
  return (
    <>
      {NAMES.flatMap((name) => {
        const value = criteria[name];
        if (value === undefined) return [];
        const text = Array.isArray(value) ? value.join(', ') : formatTime(value);
        return [
          <Typography.Text key={name} type="secondary" style={{ display: 'block' }}>
            {t(`requests.criteria.${name}`, { value: text })}
          </Typography.Text>,
        ];
      })}
    </>
  );
}
