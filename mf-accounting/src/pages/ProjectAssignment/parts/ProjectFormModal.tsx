/**
 * Create a project for an approved company (/rest/project/create) or correct its details while
 * they are editable (/rest/project/update): product (model, technology, rated power, area, mass),
 * standard, boundary, declared unit, reporting period and GWP set; on creation also the company,
 * its accountant and the reviewer. The server checks every rule again and its refusal is shown as
 * it words it.
 */
import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_BOUNDARIES,
  PROJECT_CODE_MAX,
  PROJECT_GWP_SETS,
  PROJECT_MODEL_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STANDARDS,
} from '@pcf/shared';
import type { CreateProjectRequest, ObjRow, ProjectBoundary, ProjectDetails, ProjectGwpSet, ProjectStandard } from '@pcf/shared';
import { DateField, FormModal, useModalSave } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { projectAssignmentApi } from '../api';
import { useAccountants, type FormChoices } from './useProjectFormOptions';

type Values = Omit<CreateProjectRequest, 'companyId' | 'accountantId' | 'reviewerId'> & {
  companyId?: number;
  accountantId?: number;
  reviewerId?: number;
};

export interface ProjectFormModalProps {
  /** null adds a project. */
  row: ObjRow | null;
  choices: FormChoices;
  onClose(): void;
  onSaved(): void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number | undefined => (value === null || value === undefined || value === '' ? undefined : Number(value));

function initialOf(row: ObjRow | null): Partial<Values> {
  if (row === null) return { standard: 'iso_14067', boundary: 'cradle_to_gate', gwpSet: 'AR6' };
  return {
    code: text(row.code),
    name: text(row.name),
    productModel: text(row.product_model),
    technology: text(row.technology),
    ratedPowerWp: number(row.rated_power_wp),
    areaM2: number(row.area_m2),
    massKg: number(row.mass_kg),
    standard: text(row.standard) as ProjectStandard,
    boundary: text(row.boundary) as ProjectBoundary,
    declaredUnitId: number(row.declared_unit_id),
    periodStart: text(row.period_start).slice(0, 10),
    periodEnd: text(row.period_end).slice(0, 10),
    gwpSet: text(row.gwp_set) as ProjectGwpSet,
  };
}

export function ProjectFormModal({ row, choices, onClose, onSaved }: ProjectFormModalProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const [form] = Form.useForm<Values>();
  const adding = row === null;
  const companyId = Form.useWatch('companyId', form);
  const accountants = useAccountants(adding ? companyId : undefined);
  const options = choices.options;
  const required = (key: string) => [{ required: true, whitespace: true, message: t('project.required', { field: t(`project.${key}`) }) }];
  const chosen = (key: string) => [{ required: true, message: t('project.chooseRequired', { field: t(`project.${key}`) }) }];
  const positive = (key: string) => [
    ...chosen(key).map((rule) => ({ ...rule, message: t('project.required', { field: t(`project.${key}`) }) })),
    { type: 'number' as const, min: Number.MIN_VALUE, message: t('project.positive', { field: t(`project.${key}`) }) },
  ];

  const { saving, submit: checkThenSave } = useModalSave(form, { adding, onSaved });
  const submit = () =>
    checkThenSave((values) => {
      const details: ProjectDetails = {
        code: values.code.trim(),
        name: values.name.trim(),
        productModel: values.productModel.trim(),
        technology: values.technology,
        ratedPowerWp: values.ratedPowerWp,
        areaM2: values.areaM2,
        massKg: values.massKg,
        standard: values.standard,
        boundary: values.boundary,
        declaredUnitId: values.declaredUnitId,
        periodStart: values.periodStart,
        periodEnd: values.periodEnd,
        gwpSet: values.gwpSet,
      };
      return adding
        ? projectAssignmentApi.create({
            ...details,
            companyId: values.companyId as number,
            accountantId: values.accountantId as number,
            reviewerId: values.reviewerId as number,
          })
        : projectAssignmentApi.update({ ...details, id: Number(row.id) });
    });

  const labelled = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`project.${group}.${value}`) }));

  return (
    <FormModal
      title={t(adding ? 'project.addTitle' : 'project.editTitle')}
      saving={saving}
      onSave={() => void submit()}
      onClose={onClose}
      width={760}
    >
      {choices.failed && <Alert type="error" showIcon title={t('project.optionsFailed')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={initialOf(row)}>
        <Row gutter={16}>
          {adding && (
            <Col span={24}>
              <Form.Item name="companyId" label={t('project.company')} rules={chosen('company')}>
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={(options?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  onChange={() => form.setFieldValue('accountantId', undefined)}
                />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="code" label={t('project.code')} rules={required('code')}>
              <Input maxLength={PROJECT_CODE_MAX} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('project.name')} rules={required('name')}>
              <Input maxLength={PROJECT_NAME_MAX} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="productModel" label={t('project.productModel')} rules={required('productModel')}>
              <Input maxLength={PROJECT_MODEL_MAX} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="technology" label={t('project.technology')} rules={chosen('technology')}>
              <Select options={choices.technologies.map((o) => ({ value: o.value, label: o.label }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="ratedPowerWp" label={t('project.ratedPowerWp')} rules={positive('ratedPowerWp')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="areaM2" label={t('project.areaM2')} rules={positive('areaM2')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="massKg" label={t('project.massKg')} rules={positive('massKg')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="standard" label={t('project.standard')} rules={chosen('standard')}>
              <Select options={labelled(PROJECT_STANDARDS, 'standards')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="boundary" label={t('project.boundary')} rules={chosen('boundary')}>
              <Select options={labelled(PROJECT_BOUNDARIES, 'boundaries')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="declaredUnitId" label={t('project.declaredUnit')} rules={chosen('declaredUnit')}>
              <Select options={(options?.declaredUnits ?? []).map((u) => ({ value: u.id, label: u.name }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="gwpSet" label={t('project.gwpSet')} rules={chosen('gwpSet')}>
              <Select options={labelled(PROJECT_GWP_SETS, 'gwpSets')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="periodStart" label={t('project.periodStart')} rules={chosen('periodStart')}>
              <DateField />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="periodEnd"
              label={t('project.periodEnd')}
              dependencies={['periodStart']}
              rules={[
                ...chosen('periodEnd'),
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) => {
                    const start = getFieldValue('periodStart') as string | undefined;
                    return !value || !start || start <= value ? Promise.resolve() : Promise.reject(new Error(t('project.periodOrder')));
                  },
                }),
              ]}
            >
              <DateField />
            </Form.Item>
          </Col>
          {adding && (
            <>
              <Col span={12}>
                <Form.Item
                  name="accountantId"
                  label={t('project.accountant')}
                  rules={chosen('accountant')}
                  extra={companyId === undefined ? t('project.chooseCompanyFirst') : undefined}
                >
                  <Select disabled={companyId === undefined} options={accountants.map((a) => ({ value: a.id, label: a.name }))} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="reviewerId" label={t('project.reviewer')} rules={chosen('reviewer')}>
                  <Select options={(options?.reviewers ?? []).map((r) => ({ value: r.id, label: r.name }))} />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
      </Form>
    </FormModal>
  );
}
