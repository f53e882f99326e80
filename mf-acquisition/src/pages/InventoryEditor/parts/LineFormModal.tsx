/**
 * Adds or edits one inventory line in the page's draft (the server stores it with the next draft
 * save): item from the directory, description, quantity in a unit of the unit table, its source (an
 * emission factor found by search, or the mass of a greenhouse gas), primary or secondary data,
 * evidence, site and region, DQR scores, uncertainty, allocation and note.
 *
 * A draft may lack its quantity or source, so those are warnings next to the field, as is primary
 * data without evidence (the submit check refuses it); what is given must be right (a positive finite
 * quantity, a unit that converts to the factor's, directly or through its net calorific value, which
 * the form then states, a mass for a gas, all four DQR scores or none) and is an error. The server checks everything again.
 */
import { useMemo } from 'react';
import { Alert, App, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  DATA_TYPES,
  DQR_MAX,
  DQR_MIN,
  GASES,
  GAS_DICT,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_GSD_MAX,
  INVENTORY_GSD_MIN,
  INVENTORY_NOTE_MAX,
  INVENTORY_QUANTITY_MAX,
  INVENTORY_SITE_MAX,
  INVENTORY_SOURCE_KINDS,
  UNCERTAINTY_DICT,
  UNCERTAINTY_DISTRIBUTIONS,
  toScientific,
  useDictOptions,
} from '@pcf/shared';
import type {
  DataType,
  Gas,
  InventorySourceKind,
  LifecycleStage,
  ObjDictOption,
  UncertaintyDistribution,
  UnitRow,
  Loaded,
  TreeSelectOption,
} from '@pcf/shared';
import { DirectorySelect, FormModal } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { unitLabel } from '../../../parts/format';
import { REGION_DICT } from '../../../parts/loaders';
import { isMassUnit, isValidQuantity, unitPath, type DraftLine, type EvidenceChoice, type FactorChoice } from '../lines';
import { CalorificNote } from './CalorificNote';
import { FactorPicker } from './FactorPicker';
import { EvidenceSelect } from './EvidenceSelect';

const QUALITY_KEYS = ['ter', 'ger', 'tir', 'p'] as const;

interface LineValues {
  stage: LifecycleStage;
  itemId?: number | null;
  description: string;
  quantity?: number | null;
  unitId?: number;
  sourceKind: InventorySourceKind;
  factor?: FactorChoice | null;
  gas?: Gas | null;
  dataType: DataType;
  evidence: EvidenceChoice[];
  site?: string | null;
  region?: string | null;
  ter?: number | null;
  ger?: number | null;
  tir?: number | null;
  p?: number | null;
  uncertainty?: UncertaintyDistribution | null;
  gsd?: number | null;
  shared: boolean;
  note?: string | null;
}

export interface LineFormModalProps {
  line: DraftLine;
  adding: boolean;
  units: Loaded<UnitRow[]>;
  directory: Loaded<TreeSelectOption[]>;
  stageOptions: readonly ObjDictOption[];
  onCancel(): void;
  onDone(line: DraftLine & { unitId: number }): void;
}

function findTitle(options: readonly TreeSelectOption[], id: number): string | null {
  for (const option of options) {
    if (option.value === id) return option.title;
    const inside = option.children ? findTitle(option.children, id) : null;
    if (inside !== null) return inside;
  }
  return null;
}

const empty = (value: unknown): boolean => value === null || value === undefined || value === '';

export function LineFormModal({ line, adding, units, directory, stageOptions, onCancel, onDone }: LineFormModalProps) {
  const { t, i18n } = useTranslation([ACQUISITION_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<LineValues>();
  const gasOptions = useDictOptions(
    GAS_DICT,
    useMemo(() => GASES.map((value) => ({ value, label: value })), []),
  ).value;
  const regionOptions = useDictOptions(REGION_DICT).value;
  const uncertaintyOptions = useDictOptions(
    UNCERTAINTY_DICT,
    useMemo(() => UNCERTAINTY_DISTRIBUTIONS.map((value) => ({ value, label: t(`inventory.uncertainty.${value}`) })), [t]),
  ).value;
  const sourceKind = Form.useWatch('sourceKind', form);
  const [unitId, factor] = [Form.useWatch('unitId', form), Form.useWatch('factor', form)];

  const unitOptions = useMemo(
    () => units.value.map((unit) => ({ value: unit.id, label: unitLabel(i18n.language, unit) })),
    [units.value, i18n.language],
  );

  const initial: LineValues = {
    stage: line.stage,
    itemId: line.itemId,
    description: line.description,
    quantity: line.quantity,
    unitId: line.unitId ?? undefined,
    sourceKind: line.sourceKind ?? 'factor',
    factor: line.factor,
    gas: line.gas,
    dataType: line.dataType,
    evidence: line.evidence,
    site: line.site,
    region: line.region,
    ter: line.quality?.ter ?? null,
    ger: line.quality?.ger ?? null,
    tir: line.quality?.tir ?? null,
    p: line.quality?.p ?? null,
    uncertainty: line.uncertainty,
    gsd: line.gsd,
    shared: line.shared,
    note: line.note,
  };

  const unitCodeOf = (unitId: number | undefined) => units.value.find((u) => u.id === unitId)?.code ?? '';
  const quantityInvalid = t('inventory.form.quantityInvalid', { max: toScientific(INVENTORY_QUANTITY_MAX) });
  const tooLong = (max: number): Rule => ({ max, message: t('inventory.form.tooLong', { max }) });

  const qualityRule: Rule = ({ getFieldValue }) => ({
    validator: () => {
      const scores = QUALITY_KEYS.map((key) => getFieldValue(key) as number | null | undefined);
      const given = scores.filter((s) => !empty(s));
      if (given.length === 0) return Promise.resolve();
      if (given.length < QUALITY_KEYS.length) return Promise.reject(new Error(t('inventory.form.qualityAllOrNone')));
      return Promise.resolve();
    },
  });

  const submit = async () => {
    let values: LineValues;
    try {
      values = await form.validateFields();
    } catch {
      message.error(t('common:formInvalid'));
      return;
    }
    if (values.unitId === undefined) return;
    const scores = QUALITY_KEYS.map((key) => values[key]);
    const quality = scores.every((s): s is number => typeof s === 'number')
      ? { ter: scores[0], ger: scores[1], tir: scores[2], p: scores[3] }
      : null;
    const itemId = values.itemId ?? null;
    onDone({
      ...line,
      stage: values.stage,
      itemId,
      itemName: itemId === null ? null : (findTitle(directory.value, itemId) ?? line.itemName),
      description: values.description.trim(),
      quantity: values.quantity ?? null,
      unitId: values.unitId,
      unitCode: unitCodeOf(values.unitId) || line.unitCode,
      sourceKind: values.sourceKind,
      factor: values.sourceKind === 'factor' ? (values.factor ?? null) : null,
      gas: values.sourceKind === 'gas' ? (values.gas ?? null) : null,
      dataType: values.dataType,
      evidence: values.evidence ?? [],
      site: values.site?.trim() || null,
      region: values.region ?? null,
      quality,
      uncertainty: values.uncertainty ?? null,
      gsd: values.gsd ?? null,
      shared: values.shared === true,
      note: values.note?.trim() || null,
    });
  };

  return (
    // nothing is sent here: the line joins the page's draft, which 保存草稿 sends
    <FormModal
      width={860}
      title={t(adding ? 'inventory.form.addTitle' : 'inventory.form.editTitle')}
      okText={t('common:confirm')}
      saving={false}
      onSave={() => void submit()}
      onClose={onCancel}
    >
      <Alert type="info" showIcon title={t('inventory.form.draftHint')} style={{ marginBottom: 12 }} />
      {units.failed && <Alert type="error" showIcon title={t('inventory.form.unitsFailed')} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        preserve={false}
        onValuesChange={(changed: Partial<LineValues>) => {
          // an item picked before a description is written names the line
          if (changed.itemId !== undefined && changed.itemId !== null && !form.getFieldValue('description')) {
            const title = findTitle(directory.value, changed.itemId);
            if (title) form.setFieldValue('description', title);
          }
        }}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="stage"
              label={t('inventory.form.stage')}
              rules={[{ required: true, message: t('inventory.form.stageRequired') }]}
            >
              <Select options={[...stageOptions]} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="itemId"
              label={t('inventory.form.item')}
              extra={directory.failed ? t('inventory.form.directoryFailed') : undefined}
            >
              <DirectorySelect directory={directory} placeholder={t('inventory.form.itemPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label={t('inventory.form.description')}
          rules={[
            { required: true, whitespace: true, message: t('inventory.form.descriptionRequired') },
            tooLong(INVENTORY_DESCRIPTION_MAX),
          ]}
        >
          <Input maxLength={INVENTORY_DESCRIPTION_MAX} autoComplete="off" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="quantity"
              label={t('inventory.form.quantity')}
              rules={[
                {
                  validator: (_r, value: unknown) =>
                    empty(value) ? Promise.reject(new Error(t('inventory.form.quantityMissing'))) : Promise.resolve(),
                  warningOnly: true,
                },
                {
                  validator: (_r, value: unknown) =>
                    empty(value) || isValidQuantity(value) ? Promise.resolve() : Promise.reject(new Error(quantityInvalid)),
                },
              ]}
            >
              {/* no min/max: the input would silently clamp what was typed; the rule names the problem */}
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="unitId"
              label={t('inventory.form.unit')}
              dependencies={['sourceKind', 'factor']}
              rules={[
                { required: true, message: t('inventory.form.unitRequired') },
                ({ getFieldValue }) => ({
                  validator: (_r, value: number | undefined) => {
                    if (value === undefined) return Promise.resolve();
                    const kind = getFieldValue('sourceKind') as InventorySourceKind;
                    const factor = getFieldValue('factor') as FactorChoice | null | undefined;
                    if (kind === 'gas' && !isMassUnit(units.value, value))
                      return Promise.reject(new Error(t('inventory.form.gasNeedsMass')));
                    if (kind === 'factor' && factor && unitPath(units.value, value, factor) === null) {
                      return Promise.reject(
                        new Error(t('inventory.form.unitMismatch', { unit: unitCodeOf(value), factorUnit: factor.unitCode })),
                      );
                    }
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={units.loading}
                options={unitOptions}
                disabled={units.failed}
                placeholder={t('inventory.form.unitPlaceholder')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="sourceKind" label={t('inventory.form.sourceKind')}>
          <Radio.Group options={INVENTORY_SOURCE_KINDS.map((value) => ({ value, label: t(`inventory.sourceKinds.${value}`) }))} />
        </Form.Item>
        {sourceKind === 'gas' ? (
          <Form.Item
            name="gas"
            label={t('inventory.form.gas')}
            extra={t('inventory.form.gasHint')}
            rules={[
              {
                validator: (_r, value: unknown) =>
                  empty(value) ? Promise.reject(new Error(t('inventory.form.sourceMissing'))) : Promise.resolve(),
                warningOnly: true,
              },
            ]}
          >
            <Select allowClear options={gasOptions} placeholder={t('inventory.form.gasPlaceholder')} />
          </Form.Item>
        ) : (
          <Form.Item
            name="factor"
            label={t('inventory.form.factor')}
            rules={[
              {
                validator: (_r, value: unknown) =>
                  empty(value) ? Promise.reject(new Error(t('inventory.form.sourceMissing'))) : Promise.resolve(),
                warningOnly: true,
              },
            ]}
          >
            <FactorPicker />
          </Form.Item>
        )}
        {sourceKind !== 'gas' && <CalorificNote units={units.value} unitId={unitId} factor={factor} />}
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="dataType" label={t('inventory.form.dataType')}>
              <Radio.Group options={DATA_TYPES.map((value) => ({ value, label: t(`inventory.dataTypes.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="evidence"
              label={t('inventory.form.evidence')}
              dependencies={['dataType']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_r, value: EvidenceChoice[] | undefined) =>
                    getFieldValue('dataType') === 'primary' && (value ?? []).length === 0
                      ? Promise.reject(new Error(t('inventory.form.evidenceNeeded')))
                      : Promise.resolve(),
                  warningOnly: true,
                }),
              ]}
            >
              <EvidenceSelect />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="site" label={t('inventory.form.site')} rules={[tooLong(INVENTORY_SITE_MAX)]}>
              <Input maxLength={INVENTORY_SITE_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="region" label={t('inventory.form.region')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={regionOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {QUALITY_KEYS.map((key, index) => (
            <Col span={6} key={key}>
              <Form.Item
                name={key}
                label={t(`inventory.quality.${key}`)}
                dependencies={QUALITY_KEYS.filter((other) => other !== key)}
                // the message shows once, under the first score
                rules={index === 0 ? [qualityRule] : [qualityRuleSilent]}
              >
                <InputNumber min={DQR_MIN} max={DQR_MAX} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="uncertainty" label={t('inventory.form.uncertainty')}>
              <Select allowClear options={uncertaintyOptions} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="gsd"
              label={t('inventory.form.gsd')}
              tooltip={t('inventory.form.gsdHint')}
              rules={[
                {
                  validator: (_r, value: unknown) =>
                    empty(value) || (typeof value === 'number' && value >= INVENTORY_GSD_MIN && value <= INVENTORY_GSD_MAX)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('inventory.form.gsdInvalid', { min: INVENTORY_GSD_MIN, max: INVENTORY_GSD_MAX }))),
                },
              ]}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="shared" valuePropName="checked" label={t('inventory.form.allocation')}>
              <Checkbox>{t('inventory.form.shared')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="note" label={t('inventory.form.note')} rules={[tooLong(INVENTORY_NOTE_MAX)]}>
          <Input.TextArea maxLength={INVENTORY_NOTE_MAX} rows={2} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The other scores only re-run the first one's check (they have no message of their own). */
const qualityRuleSilent: Rule = { validator: () => Promise.resolve() };
