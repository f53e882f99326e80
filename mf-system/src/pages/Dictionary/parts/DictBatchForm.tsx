import { useEffect } from 'react';
import { App, Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DICT_BATCH_MAX } from '@pcf/shared';
import type { DictItemInput, DictStatus } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { addDictItems } from '../api';
import { ORDER_MAX, TEXT_MAX, VALUE_MAX, statusOptions, textRules } from './fields';

interface BatchRow {
  value: string;
  label: string;
  labelEn: string;
  order: number;
  status: DictStatus;
}

function emptyRow(order: number): BatchRow {
  return { value: '', label: '', labelEn: '', order: Math.min(order, ORDER_MAX), status: '0' };
}

export interface DictBatchFormProps {
  dictType: string;
  open: boolean;
  /** The order the first new row starts with. */
  nextOrder: number;
  onClose(): void;
  onSaved(): void;
}

/** Several items of one type as rows of a small table, added all at once by /sysDictInfo/addDictInfoList (all or none). */
export function DictBatchForm({ dictType, open, nextOrder, onClose, onSaved }: DictBatchFormProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rows: BatchRow[] }>();
  const { saving, submit } = useModalSave(form, {
    adding: true,
    onSaved,
    successText: () => t('dict.batchAdded', { count: (form.getFieldValue('rows') as BatchRow[]).length }),
  });

  useEffect(() => {
    // a fresh table each time the dialog opens
    if (open) form.setFieldsValue({ rows: [emptyRow(nextOrder)] });
  }, [open, form, nextOrder]);

  if (!open) return null;

  const save = () =>
    void submit(async ({ rows }) => {
      const values = rows.map((row) => row.value.trim());
      const repeated = values.find((value, index) => values.indexOf(value) !== index);
      if (repeated !== undefined) {
        void message.error(t('dict.batchRepeated', { value: repeated }));
        return undefined;
      }
      const items: DictItemInput[] = rows.map((row) => ({
        value: row.value.trim(),
        label: row.label.trim(),
        labelEn: row.labelEn.trim(),
        order: row.order,
        status: row.status,
      }));
      return addDictItems({ dictType, items });
    });

  const cell = { marginBottom: 0 } as const;

  return (
    <FormModal width={900} title={t('dict.batchTitle', { type: dictType })} saving={saving} onSave={save} onClose={onClose}>
      <Form form={form}>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <table style={{ width: '100%', borderCollapse: 'separate', borderSpacing: '4px 8px' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left' }}>{t('dict.value')}</th>
                  <th style={{ textAlign: 'left' }}>{t('dict.labelZh')}</th>
                  <th style={{ textAlign: 'left' }}>{t('dict.labelEn')}</th>
                  <th style={{ textAlign: 'left' }}>{t('dict.order')}</th>
                  <th style={{ textAlign: 'left' }}>{t('common:status')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {fields.map(({ key, name }, index) => (
                  <tr key={key}>
                    <td>
                      <Form.Item name={[name, 'value']} style={cell} rules={textRules(t, t('dict.valueRequired'), VALUE_MAX)}>
                        <Input aria-label={t('dict.rowValue', { row: index + 1 })} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item name={[name, 'label']} style={cell} rules={textRules(t, t('dict.labelZhRequired'), TEXT_MAX)}>
                        <Input aria-label={t('dict.rowLabelZh', { row: index + 1 })} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item name={[name, 'labelEn']} style={cell} rules={textRules(t, t('dict.labelEnRequired'), TEXT_MAX)}>
                        <Input aria-label={t('dict.rowLabelEn', { row: index + 1 })} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item name={[name, 'order']} style={cell} rules={[{ required: true, message: t('dict.orderRequired') }]}>
                        <InputNumber min={0} max={ORDER_MAX} precision={0} style={{ width: 90 }} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item name={[name, 'status']} style={cell}>
                        <Select options={statusOptions(t)} style={{ width: 90 }} />
                      </Form.Item>
                    </td>
                    <td>
                      <Button type="link" danger disabled={fields.length === 1} onClick={() => remove(name)}>
                        {t('dict.removeRow')}
                      </Button>
                    </td>
                  </tr>
                ))}
                <tr>
                  <td colSpan={6}>
                    <Space>
                      <Button
                        disabled={fields.length >= DICT_BATCH_MAX}
                        onClick={() => {
                          const rows = form.getFieldValue('rows') as BatchRow[] | undefined;
                          const last = rows?.[rows.length - 1]?.order ?? nextOrder - 1;
                          add(emptyRow(last + 1));
                        }}
                      >
                        {t('dict.addRow')}
                      </Button>
                      <Typography.Text type="secondary">{t('dict.batchHint', { max: DICT_BATCH_MAX })}</Typography.Text>
                    </Space>
                  </td>
                </tr>
              </tbody>
            </table>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}
