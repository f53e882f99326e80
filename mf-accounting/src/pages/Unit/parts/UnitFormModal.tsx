/**
 * Add or edit one unit through /rest/unit/create|update: symbol, Chinese and English names,
 * dimension, and the factor to the dimension's base unit (shown as "1 lb = 0.45359237 kg"). A
 * reference unit of the method takes new names only; a base unit keeps its dimension and factor 1.
 * The server checks every rule again and its refusal is shown as it words it.
 */
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { UNIT_CODE_MAX, UNIT_CODE_PATTERN, UNIT_FACTOR_MAX, UNIT_NAME_MAX } from '@pcf/shared';
import type { CreateUnitRequest, UnitDimension, UnitRow } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { unitApi } from '../api';
import { baseUnitOf, formatQuantity } from '../unitRows';
import type { DimensionOption } from './useDimensionOptions';

interface UnitValues {
  code: string;
  nameZh: string;
  nameEn: string;
  dimension: UnitDimension;
  factor: number;
}

export interface UnitFormModalProps {
  /** null adds a unit. */
  unit: UnitRow | null;
  /** Every unit, for the base unit of the chosen dimension. */
  units: readonly UnitRow[];
  dimensionOptions: readonly DimensionOption[];
  onClose(): void;
  onSaved(): void;
}

export function UnitFormModal({ unit, units, dimensionOptions, onClose, onSaved }: UnitFormModalProps) {
  const { t, i18n } = useTranslation([ACCOUNTING_NS, 'common']);
  const [form] = Form.useForm<UnitValues>();
  const adding = unit === null;
  const reference = unit?.seeded === true;
  // a base unit's dimension and factor hold every other factor of its dimension
  const fixedScale = reference || unit?.is_base === true;
  const code = Form.useWatch('code', form);
  const dimension = Form.useWatch('dimension', form);
  const factor = Form.useWatch('factor', form);
  const base = baseUnitOf(units, dimension);

  const initial: Partial<UnitValues> = adding
    ? {}
    : { code: unit.code, nameZh: unit.name_zh, nameEn: unit.name_en, dimension: unit.dimension, factor: unit.factor };

  const { saving, submit: checkThenSave } = useModalSave(form, { adding, onSaved });
  const submit = () =>
    checkThenSave((values) => {
      const body: CreateUnitRequest = {
        code: values.code.trim(),
        nameZh: values.nameZh.trim(),
        nameEn: values.nameEn.trim(),
        dimension: values.dimension,
        factor: values.factor,
      };
      return adding ? unitApi.create(body) : unitApi.update({ ...body, id: unit.id, isBase: unit.is_base });
    });

  const hint =
    base && typeof factor === 'number' && factor > 0
      ? t('unit.factorHint', { code: code?.trim() || t('unit.thisUnit'), factor: formatQuantity(factor, i18n.language), base: base.code })
      : base
        ? t('unit.factorToBase', { base: base.code })
        : undefined;

  return (
    <FormModal title={t(adding ? 'unit.add' : 'unit.edit')} saving={saving} onSave={() => void submit()} onClose={onClose}>
      {reference && <Alert type="info" showIcon title={t('unit.referenceHint')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item
          name="code"
          label={t('unit.code')}
          rules={[
            { required: true, whitespace: true, message: t('unit.codeRequired') },
            { pattern: UNIT_CODE_PATTERN, message: t('unit.codeInvalid', { max: UNIT_CODE_MAX }) },
          ]}
        >
          <Input maxLength={UNIT_CODE_MAX} disabled={reference} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="nameZh"
          label={t('unit.nameZh')}
          rules={[
            { required: true, whitespace: true, message: t('unit.nameZhRequired') },
            { max: UNIT_NAME_MAX, message: t('unit.tooLong', { max: UNIT_NAME_MAX }) },
          ]}
        >
          <Input maxLength={UNIT_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="nameEn"
          label={t('unit.nameEn')}
          rules={[
            { required: true, whitespace: true, message: t('unit.nameEnRequired') },
            { max: UNIT_NAME_MAX, message: t('unit.tooLong', { max: UNIT_NAME_MAX }) },
          ]}
        >
          <Input maxLength={UNIT_NAME_MAX} />
        </Form.Item>
        <Form.Item name="dimension" label={t('unit.dimension')} rules={[{ required: true, message: t('unit.dimensionRequired') }]}>
          <Select options={[...dimensionOptions]} disabled={fixedScale} />
        </Form.Item>
        <Form.Item
          name="factor"
          label={t('unit.factor')}
          extra={hint}
          rules={[
            { required: true, message: t('unit.factorRequired') },
            {
              validator: (_rule, value: unknown) =>
                typeof value !== 'number' || (value > 0 && value <= UNIT_FACTOR_MAX)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('unit.factorRequired'))),
            },
          ]}
        >
          <InputNumber min={0} max={UNIT_FACTOR_MAX} disabled={fixedScale} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
