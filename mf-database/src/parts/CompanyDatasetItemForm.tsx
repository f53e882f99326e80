/**
 * Add or edit one line of a company dataset through /rest/saveObjData (pcf_company_dataset_item):
 * its kind (a factor: kg CO2e per one unit; an activity: a quantity in the unit), name, category
 * (a node of the directory), value (at least 0), unit (from the unit table), primary or secondary
 * data, source and note. Used by the dataset's detail and by the list of every line. The line's
 * company is its dataset's: a platform administrator's new line names it, an enterprise user's is
 * written by the server. The server checks again; its refusal is shown as it words it.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_DATASET_ITEM_OBJECT,
  DATASET_ITEM_KINDS,
  DATASET_ITEM_KIND_DICT,
  DATASET_NAME_MAX,
  DATASET_NOTE_MAX,
  DATASET_TEXT_MAX,
  DATASET_VALUE_MAX,
  DATA_TYPES,
  DATA_TYPE_DICT,
  toScientific,
  useDictOptions,
  useDirectory,
  useUnits,
} from '@pcf/shared';
import type { CompanyDatasetItemRow, DataType, DatasetItemKind, ObjRow, TreeSelectOption, UnitRow } from '@pcf/shared';
import { DirectorySelect, FormModal, useModalSave } from '@pcf/shared/ui';
import { DATABASE_NS } from '../locales';
import { companyDataApi, itemOf, optionalText } from './companyData';
import { useItemCells } from './itemCells';

interface ItemValues {
  kind: DatasetItemKind;
  name: string;
  category_id?: number | null;
  value: number;
  unit_id: number;
  data_type: DataType;
  source?: string;
  note?: string;
}

export interface CompanyDatasetItemFormProps {
  /** null adds a line to `dataset`. */
  item: CompanyDatasetItemRow | null;
  /** The dataset the line belongs to. */
  dataset: { id: number; company_id: number };
  /** A platform administrator: a new line is written in its dataset's company. */
  namesCompany: boolean;
  units: { value: readonly UnitRow[]; loading: boolean; failed: boolean };
  directory: { value: readonly TreeSelectOption[]; loading: boolean; failed: boolean };
  onClose(): void;
  onSaved(): void;
}

export function CompanyDatasetItemForm({ item, dataset, namesCompany, units, directory, onClose, onSaved }: CompanyDatasetItemFormProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<ItemValues>();
  const adding = item === null;
  const zh = i18n.language.startsWith('zh');

  // both dictionaries are fixed by code: this remote's labels stand in when they do not answer
  const kindFallback = useMemo(() => DATASET_ITEM_KINDS.map((value) => ({ value, label: t(`companyDataset.item.kinds.${value}`) })), [t]);
  const typeFallback = useMemo(() => DATA_TYPES.map((value) => ({ value, label: t(`companyDataset.item.dataTypes.${value}`) })), [t]);
  const kinds = useDictOptions(DATASET_ITEM_KIND_DICT, kindFallback);
  const dataTypes = useDictOptions(DATA_TYPE_DICT, typeFallback);

  const kind = Form.useWatch('kind', form);
  const unitId = Form.useWatch('unit_id', form);
  const unitCode = units.value.find((unit) => unit.id === unitId)?.code;

  const unitOptions = useMemo(
    () => units.value.map((unit) => ({ value: unit.id, label: `${unit.code}${zh ? `（${unit.name_zh}）` : ` (${unit.name_en})`}` })),
    [units.value, zh],
  );

  const initial: Partial<ItemValues> = adding
    ? { kind: 'factor', data_type: 'primary' }
    : {
        kind: item.kind,
        name: item.name,
        category_id: item.category_id,
        value: item.value,
        unit_id: item.unit_id,
        data_type: item.data_type,
        source: item.source ?? undefined,
        note: item.note ?? undefined,
      };

  const { saving, submit: saveForm } = useModalSave(form, { adding, onSaved });
  const submit = () =>
    saveForm((values) => {
      const data: ObjRow = {
        ...(adding ? {} : { id: item.id }),
        ...(adding && namesCompany ? { company_id: dataset.company_id } : {}),
        dataset_id: dataset.id,
        kind: values.kind,
        name: values.name.trim(),
        category_id: values.category_id ?? null,
        value: values.value,
        unit_id: values.unit_id,
        data_type: values.data_type,
        source: optionalText(values.source),
        note: optionalText(values.note),
      };
      return companyDataApi.save(COMPANY_DATASET_ITEM_OBJECT, data);
    });

  const tooLong = (max: number) => ({ max, message: t('companyDataset.tooLong', { max }) });
  const valueInvalid = t('companyDataset.item.valueInvalid', { max: toScientific(DATASET_VALUE_MAX) });
  const unitShown = unitCode ?? t('companyDataset.item.theUnit');

  return (
    <FormModal
      title={t(adding ? 'companyDataset.item.add' : 'companyDataset.item.edit')}
      saving={saving}
      onSave={() => void submit()}
      onClose={onClose}
    >
      {units.failed && <Alert type="error" showIcon title={t('companyDataset.item.unitsFailed')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item
          name="kind"
          label={t('companyDataset.item.kind')}
          rules={[{ required: true, message: t('companyDataset.item.kindRequired') }]}
        >
          <Radio.Group options={kinds.value} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('companyDataset.item.name')}
          rules={[{ required: true, whitespace: true, message: t('companyDataset.item.nameRequired') }, tooLong(DATASET_NAME_MAX)]}
        >
          <Input maxLength={DATASET_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="category_id"
          label={t('companyDataset.item.category')}
          extra={directory.failed ? t('companyDataset.item.directoryFailed') : undefined}
        >
          <DirectorySelect directory={directory} placeholder={t('companyDataset.item.categoryPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="unit_id"
          label={t('companyDataset.item.unit')}
          rules={[{ required: true, message: t('companyDataset.item.unitRequired') }]}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} loading={units.loading} options={unitOptions} disabled={units.failed} />
        </Form.Item>
        <Form.Item
          name="value"
          label={kind === 'activity' ? t('companyDataset.item.quantity') : t('companyDataset.item.factorValue')}
          extra={
            kind === 'activity'
              ? t('companyDataset.item.quantityHint', { unit: unitShown })
              : t('companyDataset.item.factorHint', { unit: unitShown })
          }
          rules={[
            { required: true, message: valueInvalid },
            {
              validator: (_rule, value: unknown) =>
                value === null ||
                value === undefined ||
                (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= DATASET_VALUE_MAX)
                  ? Promise.resolve()
                  : Promise.reject(new Error(valueInvalid)),
            },
          ]}
        >
          {/* no min/max: the input would silently clamp what was typed; the rule names the problem */}
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="data_type"
          label={t('companyDataset.item.dataType')}
          rules={[{ required: true, message: t('companyDataset.item.dataTypeRequired') }]}
        >
          <Radio.Group options={dataTypes.value} />
        </Form.Item>
        <Form.Item name="source" label={t('companyDataset.item.source')} rules={[tooLong(DATASET_TEXT_MAX)]}>
          <Input maxLength={DATASET_TEXT_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="note" label={t('companyDataset.item.note')} rules={[tooLong(DATASET_NOTE_MAX)]}>
          <Input.TextArea maxLength={DATASET_NOTE_MAX} rows={3} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The dataset a line belongs to. */
export interface ItemDataset {
  id: number;
  company_id: number;
}

/**
 * What a list of lines needs around this form: the units and the directory (for the form and for
 * the table's cells), and the form open on one line. `add` opens it for a new line of a dataset,
 * `edit` for a row of the table; `form` is the modal to render; `onSaved` reloads the list.
 */
export function useItemEditing(namesCompany: boolean, onSaved: () => void) {
  const units = useUnits('code');
  const directory = useDirectory();
  const cells = useItemCells(units.value, directory.pathOf);
  const [editing, setEditing] = useState<{ item: CompanyDatasetItemRow | null; dataset: ItemDataset } | null>(null);
  const add = useCallback((dataset: ItemDataset) => setEditing({ item: null, dataset }), []);
  const edit = useCallback((row: ObjRow) => {
    const item = itemOf(row);
    if (item) setEditing({ item, dataset: { id: item.dataset_id, company_id: item.company_id } });
  }, []);
  const form = editing && (
    <CompanyDatasetItemForm
      item={editing.item}
      dataset={editing.dataset}
      namesCompany={namesCompany}
      units={units}
      directory={directory}
      onClose={() => setEditing(null)}
      onSaved={() => {
        setEditing(null);
        onSaved();
      }}
    />
  );
  return { cells, add, edit, form };
}
