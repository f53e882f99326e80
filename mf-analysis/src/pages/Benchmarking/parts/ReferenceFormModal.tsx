/**
 * Add or edit one benchmark reference through /rest/benchmark/reference/create|update: both names,
 * the kind, the unit, one value or a range, the technology (none: any), region, year, the source
 * and its address. The server checks every rule again and its refusal is shown as it words it.
 */
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BENCHMARK_KIND_DICT,
  BENCHMARK_NAME_MAX,
  BENCHMARK_REGION_MAX,
  BENCHMARK_SOURCE_MAX,
  BENCHMARK_UNITS,
  BENCHMARK_URL_MAX,
  BENCHMARK_VALUE_MAX,
  BENCHMARK_YEAR_MAX,
  BENCHMARK_YEAR_MIN,
  PROJECT_TECHNOLOGY_DICT,
  useDictOptions,
} from '@pcf/shared';
import type { BenchmarkKind, BenchmarkReferenceRow, BenchmarkUnit, CreateBenchmarkReferenceRequest } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { benchmarkApi } from '../../../parts/benchmarkApi';

interface ReferenceValues {
  nameZh: string;
  nameEn: string;
  kind: BenchmarkKind;
  unit: BenchmarkUnit;
  shape: 'value' | 'range';
  value?: number | null;
  low?: number | null;
  high?: number | null;
  technology?: string | null;
  region?: string;
  year?: number | null;
  source: string;
  sourceUrl?: string;
}

export interface ReferenceFormModalProps {
  /** null adds a reference. */
  reference: BenchmarkReferenceRow | null;
  onClose(): void;
  onSaved(): void;
}

const UNIT_LABELS: Record<BenchmarkUnit, string> = { 'kgCO2e/kWp': 'kg CO₂e/kWp', 'kgCO2e/m2': 'kg CO₂e/m²' };

export function ReferenceFormModal({ reference, onClose, onSaved }: ReferenceFormModalProps) {
  const { t } = useTranslation(ANALYSIS_NS);
  const [form] = Form.useForm<ReferenceValues>();
  const adding = reference === null;
  const kinds = useDictOptions(BENCHMARK_KIND_DICT);
  const technologies = useDictOptions(PROJECT_TECHNOLOGY_DICT);
  const shape = Form.useWatch('shape', form);

  const initial: Partial<ReferenceValues> = reference
    ? {
        nameZh: reference.name_zh,
        nameEn: reference.name_en,
        kind: reference.kind,
        unit: reference.unit,
        shape: reference.value === null ? 'range' : 'value',
        value: reference.value,
        low: reference.low,
        high: reference.high,
        technology: reference.technology,
        region: reference.region ?? '',
        year: reference.year,
        source: reference.source,
        sourceUrl: reference.source_url ?? '',
      }
    : { kind: 'threshold', unit: 'kgCO2e/kWp', shape: 'value' };

  const { saving, submit: checkThenSave } = useModalSave(form, { adding, onSaved });
  const submit = () =>
    checkThenSave((values) => {
      const range = values.shape === 'range';
      const body: CreateBenchmarkReferenceRequest = {
        nameZh: values.nameZh.trim(),
        nameEn: values.nameEn.trim(),
        kind: values.kind,
        unit: values.unit,
        value: range ? null : (values.value ?? null),
        low: range ? (values.low ?? null) : null,
        high: range ? (values.high ?? null) : null,
        technology: values.technology ?? null,
        region: values.region?.trim() || null,
        year: values.year ?? null,
        source: values.source.trim(),
        sourceUrl: values.sourceUrl?.trim() || null,
      };
      return reference ? benchmarkApi.updateReference({ ...body, id: reference.id }) : benchmarkApi.createReference(body);
    });

  const required = (message: string) => ({ required: true, message });
  const figure = (name: 'value' | 'low' | 'high', label: string) => (
    <Form.Item name={name} label={label} rules={[required(t('benchmark.reference.figureRequired', { max: BENCHMARK_VALUE_MAX }))]}>
      <InputNumber min={0} max={BENCHMARK_VALUE_MAX} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <FormModal
      title={t(adding ? 'benchmark.reference.add' : 'benchmark.reference.edit')}
      saving={saving}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item name="nameZh" label={t('benchmark.reference.nameZh')} rules={[required(t('benchmark.reference.nameRequired'))]}>
          <Input maxLength={BENCHMARK_NAME_MAX} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('benchmark.reference.nameEn')} rules={[required(t('benchmark.reference.nameRequired'))]}>
          <Input maxLength={BENCHMARK_NAME_MAX} />
        </Form.Item>
        <Form.Item name="kind" label={t('benchmark.reference.kind')} rules={[required(t('benchmark.reference.kindRequired'))]}>
          <Select options={kinds.value} />
        </Form.Item>
        <Form.Item name="unit" label={t('benchmark.reference.unit')}>
          <Select options={BENCHMARK_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))} />
        </Form.Item>
        <Form.Item name="shape" label={t('benchmark.reference.shape')}>
          <Radio.Group
            options={[
              { value: 'value', label: t('benchmark.reference.single') },
              { value: 'range', label: t('benchmark.reference.range') },
            ]}
          />
        </Form.Item>
        {shape === 'range' ? (
          <>
            {figure('low', t('benchmark.reference.low'))}
            {figure('high', t('benchmark.reference.high'))}
          </>
        ) : (
          figure('value', t('benchmark.reference.value'))
        )}
        <Form.Item name="technology" label={t('benchmark.reference.technology')}>
          <Select allowClear placeholder={t('benchmark.reference.anyTechnology')} options={technologies.value} />
        </Form.Item>
        <Form.Item name="region" label={t('benchmark.reference.region')}>
          <Input maxLength={BENCHMARK_REGION_MAX} />
        </Form.Item>
        <Form.Item name="year" label={t('benchmark.reference.year')}>
          <InputNumber min={BENCHMARK_YEAR_MIN} max={BENCHMARK_YEAR_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="source" label={t('benchmark.reference.source')} rules={[required(t('benchmark.reference.sourceRequired'))]}>
          <Input.TextArea maxLength={BENCHMARK_SOURCE_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item
          name="sourceUrl"
          label={t('benchmark.reference.sourceUrl')}
          rules={[{ type: 'url', message: t('benchmark.reference.urlInvalid') }]}
        >
          <Input maxLength={BENCHMARK_URL_MAX} placeholder="https://" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
