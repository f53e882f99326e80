/**
 * Creates an object (a new one, whose table the server builds, or an existing table registered)
 * or edits one: labels, permission prefix and the field grid. Removing fields that hold data is
 * confirmed first; the server refuses it unconfirmed (409) and the drawer then asks as well.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Radio, Result, Select, Space, Spin, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CODE_OK,
  META_CUSTOM_NAME_PATTERN,
  META_CUSTOM_TABLE_PREFIX,
  META_LABEL_MAX,
  META_PERMISSION_PREFIX_PATTERN,
  messageOf,
} from '@pcf/shared';
import type { ApiEnvelope, DictType, MetaCandidateTable, MetaObjectDetail, MetaObjectSaved } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { createObject, fetchCandidateTables, fetchObject, fetchUnregisteredColumns, updateObject } from '../api';
import { FieldGrid } from './FieldGrid';
import { blankRow, inputOf, problemOf, rowOfColumn, rowOfDetail, type FieldRow, type ObjectKindInForm } from './fields';

/** HTTP and envelope code of a change that would lose data without confirmDataLoss. */
export const CODE_CONFIRM_DATA_LOSS = 409;

export type DrawerTarget = { mode: 'create' } | { mode: 'edit'; name: string } | null;

interface HeadFields {
  kind: 'custom' | 'table';
  name: string;
  table?: string;
  labelZh: string;
  labelEn: string;
  companyScoped: boolean;
  permissionPrefix: string;
}

export interface ObjectDrawerProps {
  target: DrawerTarget;
  dictTypes: DictType[];
  /** Reading only (no system:metadata:edit or not a platform administrator): nothing can be changed. */
  readOnly?: boolean;
  onClose(): void;
  onSaved(name: string): void;
}

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export function ObjectDrawer({ target, dictTypes, readOnly = false, onClose, onSaved }: ObjectDrawerProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<HeadFields>();
  const [rows, setRows] = useState<FieldRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [detail, setDetail] = useState<Loaded<MetaObjectDetail> | null>(null);
  const [tables, setTables] = useState<Loaded<MetaCandidateTable[]> | null>(null);
  const [unregistered, setUnregistered] = useState<MetaCandidateTable | null>(null);
  const kindField = Form.useWatch('kind', form);
  const tableField = Form.useWatch('table', form);

  const creating = target?.mode === 'create';
  const editingName = target?.mode === 'edit' ? target.name : null;

  // open: reset and load what the form needs
  useEffect(() => {
    if (target === null) return;
    setRows([]);
    setUnregistered(null);
    if (target.mode === 'create') {
      setDetail(null);
      form.setFieldsValue({
        kind: 'custom',
        name: '',
        table: undefined,
        labelZh: '',
        labelEn: '',
        companyScoped: true,
        permissionPrefix: '',
      });
      setRows([blankRow(1)]);
      setTables({ status: 'loading' });
      void fetchCandidateTables()
        .then((envelope) =>
          setTables(envelope.code === CODE_OK && envelope.data ? { status: 'ready', value: envelope.data } : { status: 'failed' }),
        )
        .catch(() => setTables({ status: 'failed' }));
      return;
    }
    setTables(null);
    setDetail({ status: 'loading' });
    void (async () => {
      try {
        const envelope = await fetchObject(target.name);
        if (envelope.code !== CODE_OK || !envelope.data) {
          void message.error(messageOf(envelope));
          setDetail({ status: 'failed' });
          return;
        }
        const loaded = envelope.data;
        let columns: MetaCandidateTable | null = null;
        if (loaded.kind === 'table' && !readOnly) {
          const more = await fetchUnregisteredColumns(loaded.name);
          if (more.code === CODE_OK && more.data) columns = more.data;
        }
        setUnregistered(columns);
        form.setFieldsValue({
          labelZh: loaded.labelZh,
          labelEn: loaded.labelEn,
          permissionPrefix: loaded.permissionPrefix,
          companyScoped: loaded.companyScoped,
        });
        setRows(loaded.fields.map((f) => rowOfDetail(f, null)));
        setDetail({ status: 'ready', value: loaded });
      } catch {
        setDetail({ status: 'failed' });
      }
    })();
  }, [form, message, readOnly, target]);

  const kind: ObjectKindInForm = creating
    ? kindField === 'table'
      ? 'table'
      : 'custom'
    : detail?.status === 'ready'
      ? detail.value.kind
      : 'custom';
  const candidates = tables?.status === 'ready' ? tables.value : [];
  const chosenTable = candidates.find((c) => c.table === tableField);

  // choosing another table starts its grid over, offering its registrable columns
  useEffect(() => {
    if (!creating || kindField !== 'table') return;
    setRows([]);
    if (chosenTable && !chosenTable.hasCompanyColumn) form.setFieldValue('companyScoped', false);
  }, [chosenTable, creating, form, kindField]);
  useEffect(() => {
    if (creating && kindField === 'custom') setRows((current) => (current.length === 0 ? [blankRow(1)] : current));
  }, [creating, kindField]);

  const columnsForNew = useMemo(() => {
    if (kind !== 'table') return [];
    const source = creating ? chosenTable?.columns : unregistered?.columns;
    // the key is registered by the server
    return (source ?? []).filter((c) => c.column !== 'id');
  }, [chosenTable, creating, kind, unregistered]);

  const nextOrder = rows.reduce((most, row) => Math.max(most, row.order), 0) + 1;
  const addField = () => {
    const free = columnsForNew.find((c) => !c.secret && c.types.length > 0 && !rows.some((r) => r.name === c.column));
    setRows([...rows, kind === 'table' && free ? rowOfColumn(free, nextOrder) : blankRow(nextOrder)]);
  };
  const mayAddField =
    kind !== 'system' &&
    (kind !== 'table' || columnsForNew.some((c) => !c.secret && c.types.length > 0 && !rows.some((r) => r.name === c.column)));

  const sendOnce = useCallback(
    async (head: HeadFields, confirmDataLoss: boolean): Promise<ApiEnvelope<MetaObjectSaved>> => {
      const fields = rows.map(inputOf);
      if (creating) {
        const prefix = head.permissionPrefix.trim();
        return createObject({
          kind: head.kind,
          name: head.kind === 'table' ? (head.table ?? '') : head.name.trim(),
          labelZh: head.labelZh.trim(),
          labelEn: head.labelEn.trim(),
          companyScoped: head.companyScoped,
          ...(prefix === '' ? {} : { permissionPrefix: prefix }),
          fields,
        });
      }
      return updateObject({
        name: editingName ?? '',
        labelZh: head.labelZh.trim(),
        labelEn: head.labelEn.trim(),
        permissionPrefix: head.permissionPrefix.trim(),
        fields,
        ...(confirmDataLoss ? { confirmDataLoss: true } : {}),
      });
    },
    [creating, editingName, rows],
  );

  const save = useCallback(
    async (head: HeadFields, confirmDataLoss: boolean): Promise<void> => {
      setSaving(true);
      try {
        const envelope = await sendOnce(head, confirmDataLoss);
        if (envelope.code === CODE_OK && envelope.data) {
          void message.success(t('common:saveSuccess'));
          onSaved(envelope.data.name);
        } else if (envelope.code === CODE_CONFIRM_DATA_LOSS && !confirmDataLoss) {
          modal.confirm({
            title: t('common:systemTip'),
            content: messageOf(envelope),
            okText: t('common:confirm'),
            okButtonProps: { danger: true },
            cancelText: t('common:cancel'),
            onOk: () => save(head, true),
          });
        } else void message.error(messageOf(envelope));
      } catch {
        // the http client has shown the failure
      } finally {
        setSaving(false);
      }
    },
    [message, modal, onSaved, sendOnce, t],
  );

  const onFinish = (head: HeadFields) => {
    const problem = problemOf(rows);
    if (rows.length === 0) {
      void message.error(t('metadata.fieldsRequired'));
      return;
    }
    if (problem) {
      void message.error(t(`metadata.problem_${problem.key}`, { field: problem.field || '?' }));
      return;
    }
    const original = detail?.status === 'ready' ? detail.value.fields : [];
    const losing = original.filter((f) => (f.filled ?? 0) > 0 && !rows.some((r) => !r.isNew && r.name === f.name));
    if (!creating && kind === 'custom' && losing.length > 0) {
      modal.confirm({
        title: t('common:systemTip'),
        content: t('metadata.confirmDropFields', { fields: losing.map((f) => `${f.name} (${f.filled ?? 0})`).join(', ') }),
        okText: t('common:confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => save(head, true),
      });
      return;
    }
    void save(head, false);
  };

  if (target === null) return null;
  const loadFailed = detail?.status === 'failed' || tables?.status === 'failed';
  const loading = detail?.status === 'loading';
  const editing = detail?.status === 'ready' ? detail.value : null;

  return (
    <Drawer
      open
      size={1100}
      title={creating ? t('metadata.addObject') : t('metadata.editObject', { name: editingName ?? '' })}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          {!readOnly && (
            <Button type="primary" loading={saving} disabled={loading || loadFailed} onClick={() => form.submit()}>
              {t('common:save')}
            </Button>
          )}
        </Space>
      }
    >
      {loadFailed ? (
        <Result status="error" title={t('common:dataError')} />
      ) : loading ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin tip={t('common:loading')}>
            <div style={{ minHeight: 40 }} />
          </Spin>
        </div>
      ) : (
        <Form<HeadFields>
          form={form}
          layout="vertical"
          disabled={readOnly}
          onFinish={onFinish}
          onFinishFailed={() => void message.error(t('common:formInvalid'))}
        >
          {editing && (
            <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('metadata.table')}>{editing.table}</Descriptions.Item>
              <Descriptions.Item label={t('metadata.kind')}>
                <Tag>{t(`metadata.kind_${editing.kind}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('metadata.companyScoped')}>
                {editing.companyScoped ? t('common:yes') : t('common:no')}
              </Descriptions.Item>
              {editing.rows !== null && <Descriptions.Item label={t('metadata.rows')}>{editing.rows}</Descriptions.Item>}
            </Descriptions>
          )}
          {editing?.kind === 'system' && <Alert style={{ marginBottom: 16 }} type="info" showIcon message={t('metadata.systemLocked')} />}
          {creating && (
            <Form.Item name="kind" label={t('metadata.createAs')}>
              <Radio.Group
                options={[
                  { value: 'custom', label: t('metadata.kindNew') },
                  { value: 'table', label: t('metadata.kindExisting') },
                ]}
              />
            </Form.Item>
          )}
          {creating && kind === 'custom' && (
            <Form.Item
              name="name"
              label={t('metadata.objectName')}
              extra={t('metadata.objectNameHelp')}
              rules={[
                { required: true, message: t('metadata.objectNameRequired') },
                { pattern: META_CUSTOM_NAME_PATTERN, message: t('metadata.objectNameInvalid') },
              ]}
            >
              <Input addonBefore={META_CUSTOM_TABLE_PREFIX} placeholder="device" />
            </Form.Item>
          )}
          {creating && kind === 'table' && (
            <Form.Item name="table" label={t('metadata.table')} rules={[{ required: true, message: t('metadata.tableRequired') }]}>
              <Select
                loading={tables?.status === 'loading'}
                placeholder={t('metadata.chooseTable')}
                notFoundContent={t('metadata.noTables')}
                options={candidates.map((c) => ({ value: c.table, label: c.table }))}
              />
            </Form.Item>
          )}
          <Space size="large" wrap align="start">
            <Form.Item
              name="labelZh"
              label={t('metadata.objectLabelZh')}
              rules={[{ required: true, whitespace: true, message: t('metadata.labelRequired') }, { max: META_LABEL_MAX }]}
            >
              <Input style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              name="labelEn"
              label={t('metadata.objectLabelEn')}
              rules={[{ required: true, whitespace: true, message: t('metadata.labelRequired') }, { max: META_LABEL_MAX }]}
            >
              <Input style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              name="permissionPrefix"
              label={t('metadata.permissionPrefix')}
              extra={t('metadata.permissionPrefixHelp')}
              rules={[
                { pattern: META_PERMISSION_PREFIX_PATTERN, message: t('metadata.permissionPrefixInvalid') },
                ...(creating ? [] : [{ required: true, message: t('metadata.permissionPrefixInvalid') }]),
              ]}
            >
              <Input style={{ width: 220 }} disabled={editing?.kind === 'system'} placeholder="obj:device" />
            </Form.Item>
            {creating && (
              <Form.Item
                name="companyScoped"
                label={t('metadata.companyScoped')}
                valuePropName="checked"
                extra={kind === 'table' && chosenTable && !chosenTable.hasCompanyColumn ? t('metadata.noCompanyColumn') : undefined}
              >
                <Switch disabled={kind === 'table' && (!chosenTable || !chosenTable.hasCompanyColumn)} />
              </Form.Item>
            )}
          </Space>
          <Space style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
            <strong>{t('metadata.fields')}</strong>
            {kind !== 'system' && !readOnly && (
              <Button onClick={addField} disabled={!mayAddField || (creating && kind === 'table' && !chosenTable)}>
                {t('metadata.addField')}
              </Button>
            )}
          </Space>
          {creating && (
            <Alert
              style={{ marginBottom: 8 }}
              type="info"
              showIcon
              message={t(kind === 'custom' ? 'metadata.builtInsCustom' : 'metadata.builtInsTable')}
            />
          )}
          <FieldGrid kind={kind} rows={rows} onChange={setRows} dictTypes={dictTypes} columns={columnsForNew} />
        </Form>
      )}
    </Drawer>
  );
}
