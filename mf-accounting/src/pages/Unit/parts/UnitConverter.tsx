/**
 * A small converter: a quantity, a unit to convert from and one to convert to, answered by
 * POST /rest/unit/convert with the stored units. Any two units may be chosen; the server refuses a
 * pair of two dimensions and its message, naming both units, is shown in place of the result.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { UNIT_QUANTITY_MAX, messageOf } from '@pcf/shared';
import type { ConvertUnitReply, UnitRow } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { unitApi } from '../api';
import { formatQuantity } from '../unitRows';
import type { DimensionOption } from './useDimensionOptions';

interface ConvertValues {
  quantity: number;
  from: string;
  to: string;
}

type Outcome = { kind: 'result'; reply: ConvertUnitReply } | { kind: 'refused'; text: string } | null;

export interface UnitConverterProps {
  units: readonly UnitRow[];
  dimensionOptions: readonly DimensionOption[];
  /** The unit list could not be loaded: there is nothing to choose from. */
  failed: boolean;
}

export function UnitConverter({ units, dimensionOptions, failed }: UnitConverterProps) {
  const { t, i18n } = useTranslation([ACCOUNTING_NS, 'common']);
  const [form] = Form.useForm<ConvertValues>();
  const [converting, setConverting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const zh = i18n.language.startsWith('zh');

  // the units grouped by dimension, each shown with its name in the current language
  const unitOptions = useMemo(
    () =>
      dimensionOptions
        .map((dimension) => ({
          label: dimension.label,
          title: dimension.label,
          options: units
            .filter((unit) => unit.dimension === dimension.value)
            .map((unit) => ({ value: unit.code, label: zh ? `${unit.code}（${unit.name_zh}）` : `${unit.code} (${unit.name_en})` })),
        }))
        .filter((group) => group.options.length > 0),
    [units, dimensionOptions, zh],
  );

  const convert = async (values: ConvertValues) => {
    setConverting(true);
    try {
      const envelope = await unitApi.convert(values);
      setOutcome(
        envelope.code === 200 && envelope.data ? { kind: 'result', reply: envelope.data } : { kind: 'refused', text: messageOf(envelope) },
      );
    } catch {
      // the shared client has shown it
      setOutcome(null);
    } finally {
      setConverting(false);
    }
  };

  const format = (value: number) => formatQuantity(value, i18n.language);

  return (
    <Card size="small" title={t('unit.converter.title')} style={{ marginBottom: 16 }}>
      {failed && <Alert type="error" showIcon title={t('unit.converter.noUnits')} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="inline"
        initialValues={{ quantity: 1 }}
        onFinish={(values) => void convert(values)}
        onValuesChange={() => setOutcome(null)}
      >
        <Form.Item
          name="quantity"
          label={t('unit.converter.quantity')}
          rules={[{ required: true, message: t('unit.converter.quantityRequired') }]}
        >
          <InputNumber min={-UNIT_QUANTITY_MAX} max={UNIT_QUANTITY_MAX} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="from" label={t('unit.converter.from')} rules={[{ required: true, message: t('unit.converter.unitRequired') }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={unitOptions} style={{ width: 200 }} disabled={failed} />
        </Form.Item>
        <Form.Item name="to" label={t('unit.converter.to')} rules={[{ required: true, message: t('unit.converter.unitRequired') }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={unitOptions} style={{ width: 200 }} disabled={failed} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={converting} disabled={failed}>
              {t('unit.converter.convert')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {outcome?.kind === 'result' && (
          <Alert
            type="success"
            showIcon
            title={t('unit.converter.result', {
              quantity: format(outcome.reply.quantity),
              from: outcome.reply.from,
              result: format(outcome.reply.result),
              to: outcome.reply.to,
            })}
          />
        )}
        {outcome?.kind === 'refused' && <Alert type="error" showIcon title={outcome.text} />}
      </div>
    </Card>
  );
}
