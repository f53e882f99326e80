/**
 * The factor version's net calorific value (低位发热量), optional: with it, a fuel metered in m³ or
 * kg computes on a factor per kWh or MJ, and the reverse. Once ticked, the value, its energy unit,
 * the volume or mass unit it is per and its source are all required; the server checks them again.
 */
import { useMemo } from 'react';
import { Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NCV_PER_DIMENSIONS, NCV_SOURCE_MAX, NCV_VALUE_MAX } from '@pcf/shared';
import type { CalorificValue, UnitRow } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';

export interface CalorificValues {
  hasNcv?: boolean;
  ncvValue?: number | null;
  ncvEnergyUnit?: string;
  ncvPerUnit?: string;
  ncvSource?: string;
}

export function calorificInitial(ncv: CalorificValue | null): CalorificValues {
  return ncv === null
    ? { hasNcv: false }
    : { hasNcv: true, ncvValue: ncv.value, ncvEnergyUnit: ncv.energyUnit, ncvPerUnit: ncv.perUnit, ncvSource: ncv.source };
}

/** What the contract takes: the four parts when ticked, otherwise null (none). */
export function calorificOf(values: CalorificValues): CalorificValue | null {
  if (!values.hasNcv) return null;
  return {
    value: values.ncvValue as number,
    perUnit: values.ncvPerUnit ?? '',
    energyUnit: values.ncvEnergyUnit ?? '',
    source: (values.ncvSource ?? '').trim(),
  };
}

export function CalorificFields({ units }: { units: readonly UnitRow[] }) {
  const { t, i18n } = useTranslation(DATABASE_NS);
  const form = Form.useFormInstance<CalorificValues>();
  const given = Form.useWatch('hasNcv', form) === true;
  const [value, energyUnit, perUnit] = [
    Form.useWatch('ncvValue', form),
    Form.useWatch('ncvEnergyUnit', form),
    Form.useWatch('ncvPerUnit', form),
  ];

  const [energyOptions, perOptions] = useMemo(() => {
    const english = i18n.language.startsWith('en');
    const option = (unit: UnitRow) => ({
      value: unit.code,
      label: `${unit.code}（${(english ? unit.name_en : unit.name_zh) || unit.code}）`,
    });
    return [
      units.filter((unit) => unit.dimension === 'energy').map(option),
      units.filter((unit) => NCV_PER_DIMENSIONS.includes(unit.dimension)).map(option),
    ];
  }, [units, i18n.language]);
  const chosen = (field: string) => [{ required: true, message: t('factor.form.chooseRequired', { field: t(`factor.form.${field}`) }) }];

  return (
    <>
      <Divider titlePlacement="start">{t('factor.form.ncv')}</Divider>
      <Form.Item name="hasNcv" valuePropName="checked" extra={t('factor.form.ncvHint')}>
        <Checkbox>{t('factor.form.ncvGiven')}</Checkbox>
      </Form.Item>
      {given && (
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="ncvValue"
              label={t('factor.form.ncvValue')}
              rules={[
                { required: true, message: t('factor.form.required', { field: t('factor.form.ncvValue') }) },
                {
                  validator: (_rule, v: unknown) =>
                    v === null || v === undefined || (typeof v === 'number' && v > 0 && v <= NCV_VALUE_MAX)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('factor.form.ncvValueRange', { max: NCV_VALUE_MAX }))),
                },
              ]}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="ncvEnergyUnit" label={t('factor.form.ncvEnergyUnit')} rules={chosen('ncvEnergyUnit')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={energyOptions} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="ncvPerUnit" label={t('factor.form.ncvPerUnit')} rules={chosen('ncvPerUnit')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={perOptions} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="ncvSource"
              label={t('factor.form.ncvSource')}
              rules={[
                { required: true, whitespace: true, message: t('factor.form.required', { field: t('factor.form.ncvSource') }) },
                { max: NCV_SOURCE_MAX, message: t('factor.form.tooLong', { max: NCV_SOURCE_MAX }) },
              ]}
            >
              <Input maxLength={NCV_SOURCE_MAX} />
            </Form.Item>
          </Col>
          {typeof value === 'number' && energyUnit && perUnit && (
            <Col span={24} style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">{t('factor.form.ncvReads', { value, energyUnit, perUnit })}</Typography.Text>
            </Col>
          )}
        </Row>
      )}
    </>
  );
}
