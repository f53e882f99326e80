/**
 * Add or edit a general dataset through /rest/generalDataset/create|update: what it is (code on
 * creation only, names, reference unit, category, region, year, source, description) and its input
 * exchanges, each a quantity of an emission factor or of another general dataset per unit of
 * output. The footprint is never typed: the server computes it and refuses a save it cannot compute
 * (a unit of another dimension, a cycle ...), worded by the server and shown here with the form kept
 * open. An exchange's units are limited to the dimension of its input's unit when that is known.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Spin, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DATASET_VALUE_MAX,
  DATASET_YEAR_MAX,
  DATASET_YEAR_MIN,
  EXCHANGE_NOTE_MAX,
  GENERAL_DATASET_CODE_PATTERN,
  GENERAL_DATASET_DESCRIPTION_MAX,
  GENERAL_DATASET_EXCHANGES_MAX,
  GENERAL_DATASET_NAME_MAX,
  GENERAL_DATASET_TEXT_MAX,
  messageOf,
  useDirectory,
  useDictLabels,
  useUnits,
} from '@pcf/shared';
import type { ExchangeInput, GeneralDatasetContent, GeneralDatasetDetail, SaveGeneralDatasetReply } from '@pcf/shared';
import { DirectorySelect, FormModal, useModalSave, LoadFailed, RetryAlert } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { UNIT_DIMENSION_DICT_TYPE, generalDatasetApi, type InputKind } from '../api';
import { inputKey, unitLabel, type InputOption } from '../datasetRows';
import { InputPicker } from './InputPicker';

interface ExchangeValues {
  kind: InputKind;
  inputId?: number;
  quantity?: number;
  unit?: string;
  note?: string;
}

interface DatasetValues {
  code?: string;
  nameZh: string;
  nameEn: string;
  unit: string;
  categoryId?: number | null;
  region: string;
  year: number;
  source: string;
  description?: string;
  exchanges: ExchangeValues[];
}

export interface SavedDataset {
  adding: boolean;
  code: string;
  unit: string;
  reply: SaveGeneralDatasetReply;
}

export interface DatasetFormModalProps {
  /** null adds a dataset. */
  datasetId: number | null;
  regionOptions: readonly { value: string; label: string }[];
  onClose(): void;
  onSaved(saved: SavedDataset): void;
}

type Load<T> = { state: 'loading' } | { state: 'failed'; text?: string } | { state: 'done'; value: T };

/** The inputs a loaded dataset already uses, as the pickers know them. */
function knownInputsOf(detail: GeneralDatasetDetail): Record<string, InputOption> {
  const known: Record<string, InputOption> = {};
  for (const e of detail.exchanges) {
    const id = e.kind === 'factor' ? e.factorId : e.inputDatasetId;
    if (id === null) continue;
    known[inputKey(e.kind, id)] = {
      kind: e.kind,
      id,
      code: e.inputCode,
      nameZh: e.inputNameZh,
      nameEn: e.inputNameEn,
      unit: e.inputUnit,
      footprint: e.inputFootprint,
      source: '',
      year: null,
      version: e.factorVersion,
    };
  }
  return known;
}

function valuesOf(detail: GeneralDatasetDetail): DatasetValues {
  return {
    code: detail.code,
    nameZh: detail.nameZh,
    nameEn: detail.nameEn,
    unit: detail.unit,
    // undefined, not null: a tree select shows its placeholder only without a value
    categoryId: detail.categoryId ?? undefined,
    region: detail.region,
    year: detail.year,
    source: detail.source,
    description: detail.description,
    exchanges: detail.exchanges.map((e) => ({
      kind: e.kind,
      inputId: (e.kind === 'factor' ? e.factorId : e.inputDatasetId) ?? undefined,
      quantity: e.quantity,
      unit: e.unit,
      note: e.note,
    })),
  };
}

const NEW_EXCHANGE: ExchangeValues = { kind: 'factor' };

export function DatasetFormModal({ datasetId, regionOptions, onClose, onSaved }: DatasetFormModalProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<DatasetValues>();
  const adding = datasetId === null;
  const language = i18n.language;
  const [detail, setDetail] = useState<Load<GeneralDatasetDetail | null>>(adding ? { state: 'done', value: null } : { state: 'loading' });
  const units = useUnits();
  // the dimension's own name stands in for its label
  const dimensionLabels = useDictLabels(UNIT_DIMENSION_DICT_TYPE);
  const directory = useDirectory();
  const [known, setKnown] = useState<Record<string, InputOption>>({});
  // a refusal (a unit of another dimension, a cycle ...) stays above the open form
  const { saving, submit, refusal, clearRefusal } = useModalSave<DatasetValues, SavedDataset>(form, {
    adding,
    onSaved,
    refusal: 'inline',
  });
  const exchanges = Form.useWatch('exchanges', form) as ExchangeValues[] | undefined;

  const loadDetail = useCallback(() => {
    if (datasetId === null) return;
    setDetail({ state: 'loading' });
    generalDatasetApi
      .detail(datasetId)
      .then((envelope) => {
        if (envelope.code === 200 && envelope.data) {
          setKnown(knownInputsOf(envelope.data));
          setDetail({ state: 'done', value: envelope.data });
        } else setDetail({ state: 'failed', text: messageOf(envelope) });
      })
      .catch(() => setDetail({ state: 'failed' }));
  }, [datasetId]);
  useEffect(loadDetail, [loadDetail]);

  const unitList = units.value;
  const dimensionOf = useCallback((code: string | undefined) => unitList.find((u) => u.code === code)?.dimension, [unitList]);

  /** The units grouped by dimension, or only those of one dimension. */
  const unitOptions = useCallback(
    (dimension?: string) => {
      const dimensions = [...new Set(unitList.map((u) => u.dimension))].filter((d) => dimension === undefined || d === dimension);
      return dimensions.map((d) => ({
        label: dimensionLabels[d] ?? d,
        title: dimensionLabels[d] ?? d,
        options: unitList
          .filter((u) => u.dimension === d)
          .map((u) => ({ value: u.code, label: unitLabel(language, u.code, u.name_zh, u.name_en) })),
      }));
    },
    [unitList, dimensionLabels, language],
  );

  const inputOfRow = (row: ExchangeValues | undefined): InputOption | undefined =>
    row?.inputId === undefined || row.inputId === null ? undefined : known[inputKey(row.kind, row.inputId)];

  const picked = (line: number, option: InputOption) => {
    setKnown((k) => ({ ...k, [inputKey(option.kind, option.id)]: option }));
    const current = form.getFieldValue(['exchanges', line, 'unit']) as string | undefined;
    const wanted = dimensionOf(option.unit);
    // the input's own unit unless the one already chosen measures the same thing
    if (!current || (wanted !== undefined && dimensionOf(current) !== wanted)) form.setFieldValue(['exchanges', line, 'unit'], option.unit);
  };

  const save = () =>
    void submit(async (values) => {
      const content: GeneralDatasetContent = {
        nameZh: values.nameZh.trim(),
        nameEn: values.nameEn.trim(),
        unit: values.unit,
        categoryId: values.categoryId ?? null,
        region: values.region,
        year: values.year,
        source: values.source.trim(),
        description: (values.description ?? '').trim(),
        exchanges: values.exchanges.map((e): ExchangeInput => {
          const note = (e.note ?? '').trim();
          return {
            ...(e.kind === 'factor' ? { factorId: e.inputId } : { inputDatasetId: e.inputId }),
            quantity: e.quantity as number,
            unit: e.unit as string,
            ...(note === '' ? {} : { note }),
          };
        }),
      };
      const code = adding ? (values.code ?? '').trim() : detail.state === 'done' && detail.value ? detail.value.code : '';
      const envelope = adding
        ? await generalDatasetApi.create({ code, ...content })
        : await generalDatasetApi.update({ id: datasetId, ...content });
      // what the outcome shows: the answer with the code and unit it is about
      return { ...envelope, data: envelope.data && { adding, code, unit: content.unit, reply: envelope.data } };
    });

  const ready = detail.state === 'done';
  const initial: Partial<DatasetValues> =
    detail.state === 'done' && detail.value ? valuesOf(detail.value) : { year: new Date().getFullYear(), exchanges: [NEW_EXCHANGE] };
  const required = (label: string) => ({ required: true, whitespace: true, message: t('generalDataset.form.required', { field: label }) });
  const tooLong = (max: number) => ({ max, message: t('generalDataset.form.tooLong', { max }) });

  const body = (() => {
    if (detail.state === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
    if (detail.state === 'failed') {
      return <LoadFailed title={t('generalDataset.detail.loadFailed')} subTitle={detail.text} onRetry={loadDetail} />;
    }
    return (
      <Form form={form} layout="vertical" initialValues={initial} preserve={false} onValuesChange={clearRefusal}>
        {units.failed && <RetryAlert title={t('generalDataset.form.unitsFailed')} style={{ marginBottom: 16 }} onRetry={units.reload} />}
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="code"
              label={t('generalDataset.field.code')}
              extra={adding ? t('generalDataset.form.codeHint') : t('generalDataset.form.codeFixed')}
              rules={
                adding
                  ? [
                      required(t('generalDataset.field.code')),
                      { pattern: GENERAL_DATASET_CODE_PATTERN, message: t('generalDataset.form.codeInvalid') },
                    ]
                  : []
              }
            >
              <Input maxLength={64} disabled={!adding} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="nameZh"
              label={t('generalDataset.field.nameZh')}
              rules={[required(t('generalDataset.field.nameZh')), tooLong(GENERAL_DATASET_NAME_MAX)]}
            >
              <Input maxLength={GENERAL_DATASET_NAME_MAX} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="nameEn"
              label={t('generalDataset.field.nameEn')}
              rules={[required(t('generalDataset.field.nameEn')), tooLong(GENERAL_DATASET_NAME_MAX)]}
            >
              <Input maxLength={GENERAL_DATASET_NAME_MAX} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="unit"
              label={t('generalDataset.field.referenceUnit')}
              extra={t('generalDataset.form.unitHint')}
              rules={[{ required: true, message: t('generalDataset.form.required', { field: t('generalDataset.field.referenceUnit') }) }]}
            >
              <Select showSearch={{ optionFilterProp: 'label' }} options={unitOptions()} loading={units.loading} disabled={units.failed} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="categoryId"
              label={t('generalDataset.field.category')}
              extra={directory.failed ? t('generalDataset.form.categoriesFailed') : undefined}
            >
              <DirectorySelect directory={directory} placeholder={t('generalDataset.form.noCategory')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="region"
              label={t('generalDataset.field.region')}
              rules={[{ required: true, message: t('generalDataset.form.required', { field: t('generalDataset.field.region') }) }]}
            >
              <Select showSearch={{ optionFilterProp: 'label' }} options={[...regionOptions]} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="year"
              label={t('generalDataset.field.year')}
              rules={[
                { required: true, message: t('generalDataset.form.required', { field: t('generalDataset.field.year') }) },
                {
                  validator: (_r, value: unknown) =>
                    typeof value !== 'number' || (Number.isInteger(value) && value >= DATASET_YEAR_MIN && value <= DATASET_YEAR_MAX)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('generalDataset.form.yearInvalid', { min: DATASET_YEAR_MIN, max: DATASET_YEAR_MAX }))),
                },
              ]}
            >
              <InputNumber precision={0} min={DATASET_YEAR_MIN} max={DATASET_YEAR_MAX} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="source"
              label={t('generalDataset.field.source')}
              rules={[required(t('generalDataset.field.source')), tooLong(GENERAL_DATASET_TEXT_MAX)]}
            >
              <Input maxLength={GENERAL_DATASET_TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('generalDataset.field.description')} rules={[tooLong(GENERAL_DATASET_DESCRIPTION_MAX)]}>
              <Input.TextArea rows={2} maxLength={GENERAL_DATASET_DESCRIPTION_MAX} />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>{t('generalDataset.form.exchanges')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('generalDataset.form.exchangesHint')}</Typography.Paragraph>
        <Form.List
          name="exchanges"
          rules={[
            {
              validator: async (_r, rows: unknown[] | undefined) => {
                const count = rows?.length ?? 0;
                if (count < 1 || count > GENERAL_DATASET_EXCHANGES_MAX)
                  throw new Error(t('generalDataset.form.exchangeCount', { max: GENERAL_DATASET_EXCHANGES_MAX }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.length > 0 && (
                <Row gutter={8} className="pcf-general-dataset__exchange-head">
                  <Col span={4}>
                    <Typography.Text type="secondary">{t('generalDataset.exchange.kind')}</Typography.Text>
                  </Col>
                  <Col span={7}>
                    <Typography.Text type="secondary">{t('generalDataset.exchange.input')}</Typography.Text>
                  </Col>
                  <Col span={3}>
                    <Typography.Text type="secondary">{t('generalDataset.exchange.quantity')}</Typography.Text>
                  </Col>
                  <Col span={4}>
                    <Typography.Text type="secondary">{t('generalDataset.exchange.unit')}</Typography.Text>
                  </Col>
                  <Col span={5}>
                    <Typography.Text type="secondary">{t('generalDataset.exchange.note')}</Typography.Text>
                  </Col>
                </Row>
              )}
              {fields.map(({ key, name }) => {
                const line = name + 1;
                const row = exchanges?.[name];
                const kind: InputKind = row?.kind ?? 'factor';
                const input = inputOfRow(row);
                const dimension = input ? dimensionOf(input.unit) : undefined;
                return (
                  <Row gutter={8} key={key} align="top" className="pcf-general-dataset__exchange">
                    <Col span={4}>
                      <Form.Item name={[name, 'kind']}>
                        <Radio.Group
                          optionType="button"
                          aria-label={t('generalDataset.exchange.ariaKind', { line })}
                          options={[
                            { value: 'factor', label: t('generalDataset.kind.factor') },
                            { value: 'dataset', label: t('generalDataset.kind.dataset') },
                          ]}
                          onChange={() => {
                            form.setFieldValue(['exchanges', name, 'inputId'], undefined);
                            form.setFieldValue(['exchanges', name, 'unit'], undefined);
                          }}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={7}>
                      <Form.Item
                        name={[name, 'inputId']}
                        rules={[
                          {
                            required: true,
                            message: t(kind === 'factor' ? 'generalDataset.form.factorRequired' : 'generalDataset.form.datasetRequired'),
                          },
                        ]}
                      >
                        <InputPicker
                          kind={kind}
                          known={input}
                          excludeId={datasetId ?? undefined}
                          aria-label={t('generalDataset.exchange.ariaInput', { line })}
                          onPick={(option) => picked(name, option)}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={3}>
                      <Form.Item
                        name={[name, 'quantity']}
                        rules={[
                          { required: true, message: t('generalDataset.form.quantityInvalid') },
                          {
                            validator: (_r, value: unknown) =>
                              typeof value !== 'number' || (value > 0 && value <= DATASET_VALUE_MAX)
                                ? Promise.resolve()
                                : Promise.reject(new Error(t('generalDataset.form.quantityInvalid'))),
                          },
                        ]}
                      >
                        <InputNumber
                          aria-label={t('generalDataset.exchange.ariaQuantity', { line })}
                          min={0}
                          max={DATASET_VALUE_MAX}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item
                        name={[name, 'unit']}
                        extra={dimension !== undefined ? t('generalDataset.form.unitOfInput', { unit: input?.unit }) : undefined}
                        rules={[
                          { required: true, message: t('generalDataset.form.required', { field: t('generalDataset.exchange.unit') }) },
                        ]}
                      >
                        <Select
                          aria-label={t('generalDataset.exchange.ariaUnit', { line })}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={unitOptions(dimension)}
                          disabled={units.loading || units.failed}
                          popupMatchSelectWidth={false}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={5}>
                      <Form.Item name={[name, 'note']} rules={[tooLong(EXCHANGE_NOTE_MAX)]}>
                        <Input aria-label={t('generalDataset.exchange.ariaNote', { line })} maxLength={EXCHANGE_NOTE_MAX} />
                      </Form.Item>
                    </Col>
                    <Col span={1}>
                      <Tooltip title={t('generalDataset.form.removeExchange')}>
                        <Button
                          danger
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('generalDataset.exchange.ariaRemove', { line })}
                          disabled={fields.length <= 1}
                          onClick={() => remove(name)}
                        />
                      </Tooltip>
                    </Col>
                  </Row>
                );
              })}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= GENERAL_DATASET_EXCHANGES_MAX}
                onClick={() => add({ ...NEW_EXCHANGE })}
              >
                {t('generalDataset.form.addExchange')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form>
    );
  })();

  return (
    <FormModal
      width={1200}
      title={t(adding ? 'generalDataset.form.addTitle' : 'generalDataset.form.editTitle')}
      saving={saving}
      saveDisabled={!ready}
      refusal={refusal}
      onSave={save}
      onClose={onClose}
    >
      {body}
    </FormModal>
  );
}
