/**
 * Add a factor (/rest/factor/create) or give one a new version (/rest/factor/update): names, category
 * from the directory, unit from the unit table, GWP set, the value either directly or as kg of each
 * gas per unit (the server converts with the GWP set), region, year, source, database version,
 * validity, the four DQR scores (DQR and its rating shown as they are typed), uncertainty, the
 * optional net calorific value (CalorificFields) and note.
 * An edit starts from the current version (GET /rest/factor/detail) and never changes it: saving
 * adds the next version. The server checks every rule again and its refusal is shown as it words it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DQR_MAX,
  DQR_MIN,
  FACTOR_CODE_MAX,
  FACTOR_CODE_PATTERN,
  FACTOR_GSD_MAX,
  FACTOR_NAME_MAX,
  FACTOR_NOTE_MAX,
  FACTOR_TEXT_MAX,
  FACTOR_VALUE_MAX,
  FACTOR_YEAR_MAX,
  FACTOR_YEAR_MIN,
  GASES,
  GWP_SETS,
  UNCERTAINTY_DISTRIBUTIONS,
  dqrOf,
  dqrRating,
  messageOf,
  round2,
  treeSelectOptions,
  useUnits,
} from '@pcf/shared';
import type { FactorContent, FactorDetail, Gas, GwpSet, ObjDictOption, TreeNode, UncertaintyDistribution } from '@pcf/shared';
import { DateField, FormModal, useModalSave, DirectorySelect, RetryAlert } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { factorApi } from '../api';
import { labelOf } from './labelOf';
import { CalorificFields, calorificInitial, calorificOf, type CalorificValues } from './CalorificFields';

type ValueMode = 'value' | 'gases';

interface GasLine {
  gas?: Gas;
  amount?: number | null;
}

interface FormValues extends CalorificValues {
  code?: string;
  nameZh: string;
  nameEn: string;
  categoryId?: number | null;
  unit: string;
  gwpSet: GwpSet;
  valueMode: ValueMode;
  value?: number | null;
  gases?: GasLine[];
  region: string;
  year: number;
  source: string;
  databaseVersion: string;
  validFrom?: string;
  validTo?: string;
  ter?: number | null;
  ger?: number | null;
  tir?: number | null;
  p?: number | null;
  uncertainty?: UncertaintyDistribution | null;
  gsd?: number | null;
  note?: string;
}

const SCORES = ['ter', 'ger', 'tir', 'p'] as const;

export interface FactorDictionaries {
  regions: readonly ObjDictOption[];
  gases: readonly ObjDictOption[];
  uncertainties: readonly ObjDictOption[];
}

export interface FactorFormModalProps {
  /** null adds a factor; an id gives that factor a new version. */
  factorId: number | null;
  /** The loaded directory, for the category choice. */
  directory: readonly TreeNode[];
  dictionaries: FactorDictionaries;
  onClose(): void;
  onSaved(): void;
}

type Loaded = { status: 'loading' } | { status: 'failed'; msg: string } | { status: 'ready'; detail: FactorDetail | null };

const ADD_DEFAULTS: Partial<FormValues> = { gwpSet: 'AR6', valueMode: 'value', gases: [], hasNcv: false };

function initialOf(detail: FactorDetail | null): Partial<FormValues> {
  if (detail === null) return ADD_DEFAULTS;
  const v = detail.current;
  const breakdown = v.gases.length > 0;
  return {
    code: detail.code,
    nameZh: v.nameZh,
    nameEn: v.nameEn,
    categoryId: v.categoryId,
    unit: v.unit,
    gwpSet: v.gwpSet,
    valueMode: breakdown ? 'gases' : 'value',
    value: breakdown ? null : v.value,
    gases: v.gases.map((line) => ({ gas: line.gas, amount: line.amount })),
    region: v.region,
    year: v.year,
    source: v.source,
    databaseVersion: v.databaseVersion,
    validFrom: v.validFrom?.slice(0, 10) ?? '',
    validTo: v.validTo?.slice(0, 10) ?? '',
    ter: v.quality?.ter ?? null,
    ger: v.quality?.ger ?? null,
    tir: v.quality?.tir ?? null,
    p: v.quality?.p ?? null,
    uncertainty: v.uncertainty,
    gsd: v.gsd,
    ...calorificInitial(v.ncv),
    note: v.note,
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The version's content as the contract wants it: either a value or gases, never both. */
export function contentOf(values: FormValues): FactorContent {
  const scores = SCORES.map((key) => values[key]);
  const breakdown = values.valueMode === 'gases';
  return {
    nameZh: values.nameZh.trim(),
    nameEn: values.nameEn.trim(),
    categoryId: values.categoryId ?? null,
    unit: values.unit,
    gwpSet: values.gwpSet,
    value: breakdown ? null : (values.value ?? null),
    gases: breakdown ? (values.gases ?? []).map((line) => ({ gas: line.gas as Gas, amount: line.amount as number })) : [],
    region: values.region,
    year: values.year,
    source: values.source.trim(),
    databaseVersion: values.databaseVersion.trim(),
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    quality: scores.every(isNumber)
      ? { ter: scores[0] as number, ger: scores[1] as number, tir: scores[2] as number, p: scores[3] as number }
      : null,
    uncertainty: values.uncertainty ?? null,
    gsd: values.uncertainty === 'lognormal' ? (values.gsd ?? null) : null,
    ncv: calorificOf(values),
    note: (values.note ?? '').trim(),
  };
}

export function FactorFormModal({ factorId, directory, dictionaries, onClose, onSaved }: FactorFormModalProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<FormValues>();
  const [loaded, setLoaded] = useState<Loaded>(factorId === null ? { status: 'ready', detail: null } : { status: 'loading' });
  const units = useUnits();
  const adding = factorId === null;
  const valueMode = Form.useWatch('valueMode', form);
  const uncertainty = Form.useWatch('uncertainty', form);
  const scores = [Form.useWatch('ter', form), Form.useWatch('ger', form), Form.useWatch('tir', form), Form.useWatch('p', form)];

  const loadDetail = useCallback(() => {
    if (factorId === null) return;
    setLoaded({ status: 'loading' });
    factorApi
      .detail(factorId)
      .then((envelope) =>
        setLoaded(
          envelope.code === 200 && envelope.data
            ? { status: 'ready', detail: envelope.data }
            : { status: 'failed', msg: messageOf(envelope) },
        ),
      )
      // the shared client has shown what went wrong
      .catch(() => setLoaded({ status: 'failed', msg: '' }));
  }, [factorId]);
  useEffect(loadDetail, [loadDetail]);

  const unitOptions = useMemo(() => {
    const english = i18n.language.startsWith('en');
    return units.value.map((unit) => ({
      value: unit.code,
      label: `${unit.code}（${(english ? unit.name_en : unit.name_zh) || unit.code}）`,
    }));
  }, [units.value, i18n.language]);

  const treeOptions = useMemo(() => ({ value: treeSelectOptions(directory) }), [directory]);
  const gasOptions = GASES.map((gas) => ({ value: gas, label: labelOf(dictionaries.gases, gas, t(`factor.gas.${gas}`)) }));
  const uncertaintyOptions = UNCERTAINTY_DISTRIBUTIONS.map((value) => ({
    value,
    label: labelOf(dictionaries.uncertainties, value, t(`factor.uncertainty.${value}`)),
  }));

  const { saving, submit: saveForm } = useModalSave(form, { adding, onSaved });
  const submit = () =>
    saveForm((values) => {
      const content = contentOf(values);
      return adding ? factorApi.create({ code: (values.code ?? '').trim(), ...content }) : factorApi.update({ id: factorId, ...content });
    });

  const required = (field: string) => [
    { required: true, whitespace: true, message: t('factor.form.required', { field: t(`factor.form.${field}`) }) },
  ];
  const chosen = (field: string) => [{ required: true, message: t('factor.form.chooseRequired', { field: t(`factor.form.${field}`) }) }];
  const tooLong = (max: number) => ({ max, message: t('factor.form.tooLong', { max }) });
  const amountRule = {
    validator: (_rule: unknown, value: unknown) =>
      value === null || value === undefined || (isNumber(value) && value >= 0 && value <= FACTOR_VALUE_MAX)
        ? Promise.resolve()
        : Promise.reject(new Error(t('factor.form.valueRange', { max: FACTOR_VALUE_MAX }))),
  };

  const dqr = scores.every(isNumber) ? dqrOf({ ter: scores[0], ger: scores[1], tir: scores[2], p: scores[3] }) : null;
  const detail = loaded.status === 'ready' ? loaded.detail : null;

  return (
    <FormModal
      width={860}
      title={adding ? t('factor.form.addTitle') : t('factor.form.editTitle')}
      saving={saving}
      saveDisabled={loaded.status !== 'ready'}
      onSave={() => void submit()}
      onClose={onClose}
    >
      {loaded.status === 'loading' && (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      )}
      {loaded.status === 'failed' && <RetryAlert title={loaded.msg || t('factor.form.loadFailed')} onRetry={loadDetail} />}
      {loaded.status === 'ready' && (
        <>
          {detail && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('factor.form.newVersionHint', {
                code: detail.code,
                current: detail.currentVersion,
                next: detail.currentVersion + 1,
              })}
            />
          )}
          {units.failed && (
            <RetryAlert title={t('factor.form.unitsFailed')} type="warning" style={{ marginBottom: 16 }} onRetry={units.reload} />
          )}
          <Form form={form} layout="vertical" initialValues={initialOf(detail)} preserve={false}>
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item
                  name="code"
                  label={t('factor.form.code')}
                  extra={adding ? t('factor.form.codeHint') : undefined}
                  rules={
                    adding
                      ? [
                          ...required('code'),
                          { pattern: FACTOR_CODE_PATTERN, message: t('factor.form.codeInvalid', { max: FACTOR_CODE_MAX }) },
                        ]
                      : []
                  }
                >
                  <Input maxLength={FACTOR_CODE_MAX} disabled={!adding} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="nameZh" label={t('factor.form.nameZh')} rules={[...required('nameZh'), tooLong(FACTOR_NAME_MAX)]}>
                  <Input maxLength={FACTOR_NAME_MAX} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="nameEn" label={t('factor.form.nameEn')} rules={[...required('nameEn'), tooLong(FACTOR_NAME_MAX)]}>
                  <Input maxLength={FACTOR_NAME_MAX} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="categoryId" label={t('factor.form.category')}>
                  <DirectorySelect
                    directory={treeOptions}
                    placeholder={t('factor.form.noCategory')}
                    notFoundContent={t('factor.form.directoryEmpty')}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="unit" label={t('factor.form.unit')} rules={chosen('unit')} extra={t('factor.form.unitHint')}>
                  <Select showSearch optionFilterProp="label" loading={units.loading} options={unitOptions} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="gwpSet" label={t('factor.form.gwpSet')} rules={chosen('gwpSet')}>
                  <Select options={GWP_SETS.map((set) => ({ value: set, label: t(`factor.gwpSets.${set}`) }))} />
                </Form.Item>
              </Col>
            </Row>

            <Form.Item name="valueMode" label={t('factor.form.valueMode')}>
              <Radio.Group
                onChange={(event) => {
                  // a breakdown starts with one line to fill in
                  if (event.target.value === 'gases' && (form.getFieldValue('gases') ?? []).length === 0) form.setFieldValue('gases', [{}]);
                }}
                options={[
                  { value: 'value', label: t('factor.form.modeValue') },
                  { value: 'gases', label: t('factor.form.modeGases') },
                ]}
              />
            </Form.Item>
            {valueMode !== 'gases' ? (
              <Form.Item
                name="value"
                label={t('factor.form.value')}
                rules={[{ required: true, message: t('factor.form.valueRequired') }, amountRule]}
              >
                <InputNumber min={0} max={FACTOR_VALUE_MAX} style={{ width: 260 }} />
              </Form.Item>
            ) : (
              <Form.List
                name="gases"
                rules={[
                  {
                    validator: (_rule, lines: GasLine[] | undefined) =>
                      (lines ?? []).length > 0 ? Promise.resolve() : Promise.reject(new Error(t('factor.form.gasesRequired'))),
                  },
                ]}
              >
                {(fields, { add, remove }, { errors }) => (
                  <div style={{ marginBottom: 16 }}>
                    <Typography.Text type="secondary">{t('factor.form.gasesHint')}</Typography.Text>
                    {fields.map((field, index) => (
                      <Space key={field.key} align="baseline" style={{ display: 'flex', marginTop: 8 }}>
                        <Form.Item
                          name={[field.name, 'gas']}
                          rules={[
                            { required: true, message: t('factor.form.gasRequired') },
                            {
                              validator: (_rule, gas: Gas | undefined) => {
                                const lines: GasLine[] = form.getFieldValue('gases') ?? [];
                                return gas !== undefined && lines.filter((line) => line?.gas === gas).length > 1
                                  ? Promise.reject(new Error(t('factor.form.gasDuplicate')))
                                  : Promise.resolve();
                              },
                            },
                          ]}
                        >
                          <Select aria-label={t('factor.form.gasN', { n: index + 1 })} options={gasOptions} style={{ width: 260 }} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'amount']}
                          rules={[{ required: true, message: t('factor.form.amountRequired') }, amountRule]}
                        >
                          <InputNumber
                            aria-label={t('factor.form.amountN', { n: index + 1 })}
                            min={0}
                            max={FACTOR_VALUE_MAX}
                            style={{ width: 200 }}
                          />
                        </Form.Item>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('factor.form.removeGas', { n: index + 1 })}
                          onClick={() => remove(field.name)}
                        />
                      </Space>
                    ))}
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({})}
                      disabled={fields.length >= GASES.length}
                      style={{ marginTop: 8 }}
                    >
                      {t('factor.form.addGas')}
                    </Button>
                    <Form.ErrorList errors={errors} />
                  </div>
                )}
              </Form.List>
            )}

            <Row gutter={16}>
              <Col span={8}>
                <Form.Item name="region" label={t('factor.form.region')} rules={chosen('region')}>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    options={dictionaries.regions.map((o) => ({ value: o.value, label: o.label }))}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="year"
                  label={t('factor.form.year')}
                  rules={[
                    { required: true, message: t('factor.form.required', { field: t('factor.form.year') }) },
                    {
                      type: 'integer',
                      min: FACTOR_YEAR_MIN,
                      max: FACTOR_YEAR_MAX,
                      message: t('factor.form.yearRange', { min: FACTOR_YEAR_MIN, max: FACTOR_YEAR_MAX }),
                    },
                  ]}
                >
                  <InputNumber min={FACTOR_YEAR_MIN} max={FACTOR_YEAR_MAX} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="databaseVersion"
                  label={t('factor.form.databaseVersion')}
                  rules={[...required('databaseVersion'), tooLong(FACTOR_TEXT_MAX)]}
                >
                  <Input maxLength={FACTOR_TEXT_MAX} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="source" label={t('factor.form.source')} rules={[...required('source'), tooLong(FACTOR_TEXT_MAX)]}>
                  <Input maxLength={FACTOR_TEXT_MAX} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="validFrom" label={t('factor.form.validFrom')}>
                  <DateField />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="validTo"
                  label={t('factor.form.validTo')}
                  dependencies={['validFrom']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_rule, to: string | undefined) => {
                        const from: string | undefined = getFieldValue('validFrom');
                        return from && to && to < from ? Promise.reject(new Error(t('factor.form.validityInvalid'))) : Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <DateField />
                </Form.Item>
              </Col>
            </Row>

            <Divider titlePlacement="start">{t('factor.form.quality')}</Divider>
            <Row gutter={16}>
              {SCORES.map((score) => (
                <Col span={6} key={score}>
                  <Form.Item
                    name={score}
                    label={t(`factor.form.${score}`)}
                    dependencies={SCORES.filter((other) => other !== score)}
                    rules={[
                      ({ getFieldValue }) => ({
                        // the server takes all four scores or none
                        validator: (_rule, value: unknown) =>
                          !isNumber(value) && SCORES.some((other) => isNumber(getFieldValue(other)))
                            ? Promise.reject(new Error(t('factor.form.qualityAllOrNone')))
                            : Promise.resolve(),
                      }),
                    ]}
                  >
                    <InputNumber min={DQR_MIN} max={DQR_MAX} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <div style={{ marginBottom: 16 }}>
              {dqr === null ? (
                <Typography.Text type="secondary">{t('factor.form.qualityHint', { min: DQR_MIN, max: DQR_MAX })}</Typography.Text>
              ) : (
                <Space>
                  <Typography.Text>{t('factor.form.dqrValue', { dqr: round2(dqr) })}</Typography.Text>
                  <Tag color="blue">{t(`factor.rating.${dqrRating(dqr)}`)}</Tag>
                </Space>
              )}
            </div>

            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="uncertainty" label={t('factor.form.uncertainty')}>
                  <Select allowClear options={uncertaintyOptions} />
                </Form.Item>
              </Col>
              {uncertainty === 'lognormal' && (
                <Col span={12}>
                  <Form.Item
                    name="gsd"
                    label={t('factor.form.gsd')}
                    rules={[{ type: 'number', min: 1, max: FACTOR_GSD_MAX, message: t('factor.form.gsdRange', { max: FACTOR_GSD_MAX }) }]}
                  >
                    <InputNumber min={1} max={FACTOR_GSD_MAX} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              )}
            </Row>
            <CalorificFields units={units.value} />
            <Form.Item name="note" label={t('factor.form.note')} rules={[tooLong(FACTOR_NOTE_MAX)]}>
              <Input.TextArea maxLength={FACTOR_NOTE_MAX} rows={3} />
            </Form.Item>
          </Form>
        </>
      )}
    </FormModal>
  );
}
