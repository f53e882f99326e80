/**
 * The fields of each wizard step. Every step stays mounted (the others hidden) so one form holds
 * all the settings and a save checks them all, wherever the user is.
 */
import type { ReactNode } from 'react';
import { Alert, Col, Descriptions, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ALLOCATION_METHODS,
  CUT_OFF_PERCENT_MAX,
  FOOTPRINT_GOAL_MAX,
  FOOTPRINT_SCOPE_MAX,
  GWP_SETS,
  PROJECT_BOUNDARIES,
} from '@pcf/shared';
import type { AllocationMethod, StudySettings, StudySettingsReply, UnitRow } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { allocationShareOf, formatNumber, formatShare } from '../../../parts/footprint/format';
import { declaredUnitLabel } from '../../../parts/footprint/useDeclaredUnits';
import { SEED_MAX, derivedQuantity, settingsRules, type WizardStep } from '../settingsForm';

export interface StepPanelsProps {
  form: FormInstance<StudySettings>;
  current: WizardStep;
  reply: StudySettingsReply;
  units: UnitRow[];
  unitsFailed: boolean;
  /** The review step's content. */
  review: ReactNode;
}

const full = { style: { width: '100%' } };

export function StepPanels({ form, current, reply, units, unitsFailed, review }: StepPanelsProps) {
  const { t, i18n } = useTranslation([ACCOUNTING_NS, 'common']);
  const rules = settingsRules(t);
  const method = Form.useWatch('allocationMethod', form);
  const product = Form.useWatch('allocationProduct', form);
  const total = Form.useWatch('allocationTotal', form);
  const cutOffEnabled = Form.useWatch('cutOffEnabled', form);
  const unitId = Form.useWatch('declaredUnitId', form);
  const moduleCount = Form.useWatch('moduleCount', form);
  const unitCode = units.find((unit) => unit.id === unitId)?.code ?? null;
  // a unit of the module itself: the quantity follows from the count; per kWh the user enters it
  const derived = derivedQuantity(unitCode, moduleCount, reply) !== null;
  const share = method
    ? allocationShareOf({ allocationMethod: method, allocationProduct: product ?? null, allocationTotal: total ?? null })
    : null;
  const label = (field: keyof StudySettings) => t(`footprint.settings.${field}`);
  const amountLabel = (field: 'allocationProduct' | 'allocationTotal', by: AllocationMethod) =>
    t('footprint.wizard.amountLabel', { field: label(field), unit: t(`footprint.allocation.unit.${by}`) });
  const panel = (step: WizardStep, children: ReactNode) => (
    <div key={step} hidden={current !== step} data-step={step}>
      {children}
    </div>
  );

  return (
    <>
      {panel(
        'goal',
        <>
          <Form.Item name="goal" label={label('goal')} rules={rules.goal} extra={t('footprint.wizard.goalHint')}>
            <Input.TextArea rows={4} maxLength={FOOTPRINT_GOAL_MAX} showCount />
          </Form.Item>
          <Form.Item name="scope" label={label('scope')} rules={rules.scope} extra={t('footprint.wizard.scopeHint')}>
            <Input.TextArea rows={5} maxLength={FOOTPRINT_SCOPE_MAX} showCount />
          </Form.Item>
        </>,
      )}
      {panel(
        'unit',
        <>
          {unitsFailed && <Alert type="warning" showIcon title={t('footprint.wizard.unitsFailed')} style={{ marginBottom: 12 }} />}
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="declaredUnitId" label={label('declaredUnitId')} rules={rules.declaredUnitId}>
                <Select options={units.map((unit) => ({ value: unit.id, label: declaredUnitLabel(unit, i18n.language) }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="moduleCount"
                label={label('moduleCount')}
                rules={rules.moduleCount}
                extra={t('footprint.wizard.moduleCountHint')}
              >
                <InputNumber precision={0} {...full} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="declaredQuantity"
                label={label('declaredQuantity')}
                rules={rules.declaredQuantity}
                extra={derived ? t('footprint.wizard.quantityDerived') : t('footprint.wizard.quantityHint')}
              >
                <InputNumber min={0} disabled={derived} suffix={unitCode ?? undefined} {...full} />
              </Form.Item>
            </Col>
          </Row>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'power', label: t('project.ratedPowerWp'), children: formatNumber(reply.ratedPowerWp) },
              { key: 'area', label: t('project.areaM2'), children: formatNumber(reply.areaM2) },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('footprint.wizard.perModuleHint')}
          </Typography.Paragraph>
        </>,
      )}
      {panel(
        'boundary',
        <Form.Item name="boundary" label={label('boundary')} rules={rules.boundary} extra={t('footprint.wizard.boundaryHint')}>
          <Radio.Group options={PROJECT_BOUNDARIES.map((value) => ({ value, label: t(`project.boundaries.${value}`) }))} />
        </Form.Item>,
      )}
      {panel(
        'allocation',
        <>
          <Form.Item
            name="allocationMethod"
            label={label('allocationMethod')}
            rules={rules.allocationMethod}
            extra={t('footprint.wizard.allocationHint')}
          >
            <Radio.Group options={ALLOCATION_METHODS.map((value) => ({ value, label: t(`footprint.allocation.${value}`) }))} />
          </Form.Item>
          {method !== 'none' && method !== undefined && (
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="allocationProduct" label={amountLabel('allocationProduct', method)} rules={rules.allocationProduct}>
                  <InputNumber min={0} {...full} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="allocationTotal"
                  label={amountLabel('allocationTotal', method)}
                  rules={rules.allocationTotal}
                  dependencies={['allocationProduct', 'allocationMethod']}
                >
                  <InputNumber min={0} {...full} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Typography.Text data-testid="allocation-share">
                  {t('footprint.wizard.share', { share: share === null ? '—' : formatShare(share) })}
                </Typography.Text>
              </Col>
            </Row>
          )}
        </>,
      )}
      {panel(
        'cutOff',
        <>
          <Form.Item
            name="cutOffEnabled"
            label={label('cutOffEnabled')}
            valuePropName="checked"
            extra={t('footprint.wizard.cutOffHint', { max: CUT_OFF_PERCENT_MAX })}
          >
            <Switch />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="cutOffLinePercent"
                label={label('cutOffLinePercent')}
                rules={rules.cutOffLinePercent}
                dependencies={['cutOffEnabled', 'cutOffTotalPercent']}
              >
                <InputNumber min={0} max={100} disabled={cutOffEnabled !== true} suffix="%" {...full} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="cutOffTotalPercent"
                label={label('cutOffTotalPercent')}
                rules={rules.cutOffTotalPercent}
                dependencies={['cutOffEnabled']}
              >
                <InputNumber min={0} max={100} disabled={cutOffEnabled !== true} suffix="%" {...full} />
              </Form.Item>
            </Col>
          </Row>
        </>,
      )}
      {panel(
        'gwp',
        <>
          <Form.Item name="gwpSet" label={label('gwpSet')} rules={rules.gwpSet}>
            <Radio.Group options={GWP_SETS.map((value) => ({ value, label: t(`project.gwpSets.${value}`) }))} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="monteCarloIterations"
                label={label('monteCarloIterations')}
                rules={rules.monteCarloIterations}
                extra={t('footprint.wizard.iterationsHint')}
              >
                <InputNumber min={0} precision={0} {...full} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="monteCarloSeed"
                label={label('monteCarloSeed')}
                rules={rules.monteCarloSeed}
                extra={t('footprint.wizard.seedHint')}
              >
                <InputNumber min={0} max={SEED_MAX} precision={0} {...full} />
              </Form.Item>
            </Col>
          </Row>
        </>,
      )}
      {panel('review', review)}
    </>
  );
}
