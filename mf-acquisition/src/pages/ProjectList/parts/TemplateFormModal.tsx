/**
 * Adds or edits a collection template: a name (请输入表单名称! when missing), an optional English
 * name, a version (请输入版本号! when missing), a description and its lines (stage, item in both
 * languages, the directory item its emissions count under in a result's 按类别, suggested unit, and
 * optionally a suggested factor code or a gas). An edit replaces the lines. The server checks again
 * (units, factor codes and directory items exist, one name and version once).
 */
import { useMemo } from 'react';
import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  GASES,
  INVENTORY_TEMPLATE_LINES_MAX,
  INVENTORY_TEMPLATE_NAME_MAX,
  INVENTORY_TEMPLATE_VERSION_MAX,
  LIFECYCLE_STAGES,
  useDirectory,
  useUnits,
} from '@pcf/shared';
import type {
  CreateInventoryTemplateRequest,
  Gas,
  InventoryTemplateDetail,
  InventoryTemplateLine,
  LifecycleStage,
  TreeSelectOption,
} from '@pcf/shared';
import { DirectorySelect, FormModal, useModalSave } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { templateApi } from '../../../parts/api';
import { unitLabel } from '../../../parts/format';

interface LineValues {
  stage: LifecycleStage;
  itemNameZh: string;
  itemNameEn: string;
  itemId?: number | null;
  unitCode?: string;
  factorCode?: string | null;
  gas?: Gas | null;
  note?: string | null;
}

interface TemplateValues {
  name: string;
  nameEn?: string | null;
  version: string;
  description?: string | null;
  lines: LineValues[];
}

const optional = (text: string | null | undefined): string | null => text?.trim() || null;

function holds(options: readonly TreeSelectOption[], id: number): boolean {
  return options.some((option) => option.value === id || (option.children !== undefined && holds(option.children, id)));
}

/**
 * The directory, plus each saved item it does not hold (still loading, failed, or since moved out of
 * reach) named by the path the server gave, so a line never shows a bare id.
 */
function withSavedItems(options: TreeSelectOption[], lines: readonly InventoryTemplateLine[]): TreeSelectOption[] {
  const missing = new Map<number, string>();
  for (const line of lines) {
    if (line.itemId !== null && !holds(options, line.itemId)) missing.set(line.itemId, line.itemName ?? String(line.itemId));
  }
  return missing.size === 0 ? options : [...options, ...[...missing].map(([value, title]) => ({ value, title }))];
}

export function TemplateFormModal({
  template,
  onClose,
  onSaved,
}: {
  template: InventoryTemplateDetail | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t, i18n } = useTranslation([ACQUISITION_NS, 'common']);
  const [form] = Form.useForm<TemplateValues>();
  const units = useUnits();
  const directory = useDirectory();
  const adding = template === null;

  const unitOptions = useMemo(
    () => units.value.map((unit) => ({ value: unit.code, label: unitLabel(i18n.language, unit) })),
    [units.value, i18n.language],
  );
  const directoryOptions = useMemo(() => withSavedItems(directory.value, template?.lines ?? []), [directory.value, template]);
  const stageOptions = useMemo(() => LIFECYCLE_STAGES.map((value) => ({ value, label: t(`inventory.stages.${value}`) })), [t]);

  const initial: TemplateValues = template
    ? {
        name: template.name,
        nameEn: template.nameEn,
        version: template.version,
        description: template.description,
        lines: template.lines.map((line) => ({
          stage: line.stage,
          itemNameZh: line.itemNameZh,
          itemNameEn: line.itemNameEn,
          itemId: line.itemId,
          unitCode: line.unitCode,
          factorCode: line.factorCode,
          gas: line.gas,
          note: line.note,
        })),
      }
    : { name: '', version: '', lines: [{ stage: 'raw_material', itemNameZh: '', itemNameEn: '' }] };

  const { saving, submit: saveForm } = useModalSave(form, { adding, onSaved });
  const submit = () =>
    saveForm((values) => {
      const body: CreateInventoryTemplateRequest = {
        name: values.name.trim(),
        nameEn: optional(values.nameEn),
        version: values.version.trim(),
        description: optional(values.description),
        lines: (values.lines ?? []).map((line) => ({
          stage: line.stage,
          itemNameZh: line.itemNameZh.trim(),
          itemNameEn: line.itemNameEn.trim(),
          // cleared (undefined once antd's clear has run) is sent as null: the line loses its item
          itemId: line.itemId ?? null,
          unitCode: line.unitCode ?? '',
          factorCode: optional(line.factorCode),
          gas: line.gas ?? null,
          note: optional(line.note),
        })),
      };
      return template ? templateApi.update({ ...body, id: template.id }) : templateApi.create(body);
    });

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });

  return (
    <FormModal
      width={1200}
      title={t(adding ? 'template.addTitle' : 'template.editTitle')}
      saving={saving}
      onSave={() => void submit()}
      onClose={onClose}
    >
      {units.failed && <Alert type="error" showIcon title={t('template.unitsFailed')} style={{ marginBottom: 12 }} />}
      {directory.failed && <Alert type="error" showIcon title={t('template.directoryFailed')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Row gutter={16}>
          <Col span={9}>
            <Form.Item
              name="name"
              label={t('template.name')}
              rules={[
                required('common:formNameRequired'),
                { max: INVENTORY_TEMPLATE_NAME_MAX, message: t('template.tooLong', { max: INVENTORY_TEMPLATE_NAME_MAX }) },
              ]}
            >
              <Input maxLength={INVENTORY_TEMPLATE_NAME_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Form.Item
              name="nameEn"
              label={t('template.nameEn')}
              rules={[{ max: INVENTORY_TEMPLATE_NAME_MAX, message: t('template.tooLong', { max: INVENTORY_TEMPLATE_NAME_MAX }) }]}
            >
              <Input maxLength={INVENTORY_TEMPLATE_NAME_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="version"
              label={t('template.version')}
              rules={[
                required('common:versionRequired'),
                { max: INVENTORY_TEMPLATE_VERSION_MAX, message: t('template.tooLong', { max: INVENTORY_TEMPLATE_VERSION_MAX }) },
              ]}
            >
              <Input maxLength={INVENTORY_TEMPLATE_VERSION_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('template.description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Typography.Title level={5}>{t('template.lines')}</Typography.Title>
        <Form.List
          name="lines"
          rules={[
            {
              validator: (_r, lines: unknown[] | undefined) =>
                (lines ?? []).length === 0 ? Promise.reject(new Error(t('template.linesRequired'))) : Promise.resolve(),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Row gutter={8} key={field.key} align="top">
                  <Col span={3}>
                    <Form.Item
                      name={[field.name, 'stage']}
                      label={index === 0 ? t('template.line.stage') : undefined}
                      rules={[{ required: true, message: t('template.line.stageRequired') }]}
                    >
                      <Select options={stageOptions} aria-label={t('template.line.stage')} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item
                      name={[field.name, 'itemNameZh']}
                      label={index === 0 ? t('template.line.itemNameZh') : undefined}
                      rules={[required('template.line.nameRequired')]}
                    >
                      <Input aria-label={t('template.line.itemNameZh')} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item
                      name={[field.name, 'itemNameEn']}
                      label={index === 0 ? t('template.line.itemNameEn') : undefined}
                      rules={[required('template.line.nameRequired')]}
                    >
                      <Input aria-label={t('template.line.itemNameEn')} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'itemId']} label={index === 0 ? t('template.line.item') : undefined}>
                      <DirectorySelect
                        directory={{ value: directoryOptions, loading: directory.loading }}
                        placeholder={t('template.line.itemPlaceholder')}
                        aria-label={t('template.line.item')}
                        popupMatchSelectWidth={false}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item
                      name={[field.name, 'unitCode']}
                      label={index === 0 ? t('template.line.unit') : undefined}
                      rules={[{ required: true, message: t('template.line.unitRequired') }]}
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        loading={units.loading}
                        options={unitOptions}
                        aria-label={t('template.line.unit')}
                        popupMatchSelectWidth={false}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'factorCode']} label={index === 0 ? t('template.line.factorCode') : undefined}>
                      <Input aria-label={t('template.line.factorCode')} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Form.Item name={[field.name, 'gas']} label={index === 0 ? t('template.line.gas') : undefined}>
                      <Select
                        allowClear
                        options={GASES.map((value) => ({ value, label: value }))}
                        aria-label={t('template.line.gas')}
                        popupMatchSelectWidth={false}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Form.Item name={[field.name, 'note']} label={index === 0 ? t('template.line.note') : undefined}>
                      <Input aria-label={t('template.line.note')} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col span={1}>
                    <Form.Item label={index === 0 ? ' ' : undefined}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('template.line.remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= INVENTORY_TEMPLATE_LINES_MAX}
                onClick={() => add({ stage: 'raw_material', itemNameZh: '', itemNameEn: '' })}
              >
                {t('template.line.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}
