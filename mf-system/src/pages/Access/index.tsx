/**
 * /system/access (权限管理): per role and registered object, what the generic object API lets the
 * role's users do: each field hidden, read-only or editable, with renamed zh-CN/en-US labels, and
 * row conditions built from the advanced-search operators. Pick a role, then an object; the save
 * replaces the role's rules on that object. Without system:access:edit the rules are shown only.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Row, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf, useAccess, useDictionaries } from '@pcf/shared';
import type { AccessObject, AccessRole, RoleObjectRules } from '@pcf/shared';
import { AdvancedSearch, LoadFailed } from '@pcf/shared/ui';
import type { AdvancedSearchHandle } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../locales';
import { useReadData } from '../../parts/useReadData';
import { fetchAccessObjects, fetchAccessRoles, fetchRules, saveRules } from './api';
import { FieldRulesTable } from './parts/FieldRulesTable';
import { conditionFields, fieldRulesOf, rowsOf, type FieldRow } from './parts/rules';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };
type Editing =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; rules: RoleObjectRules; rows: FieldRow[]; version: number };

export default function AccessPage() {
  const { t, i18n } = useTranslation([SYSTEM_NS, 'common']);
  const read = useReadData();
  const { message } = App.useApp();
  const mayEdit = useAccess().hasPermission('system:access:edit');
  const english = i18n.language === 'en-US';
  const [pickers, setPickers] = useState<Loaded<{ roles: AccessRole[]; objects: AccessObject[] }>>({ status: 'loading' });
  const [roleId, setRoleId] = useState<number | null>(null);
  const [objName, setObjName] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const conditions = useRef<AdvancedSearchHandle>(null);

  const loadPickers = useCallback(async () => {
    setPickers({ status: 'loading' });
    try {
      const [roles, objects] = await Promise.all([fetchAccessRoles(), fetchAccessObjects()]);
      if (roles.code === CODE_OK && roles.data && objects.code === CODE_OK && objects.data) {
        setPickers({ status: 'ready', data: { roles: roles.data, objects: objects.data } });
      } else {
        void message.error(messageOf(roles.code === CODE_OK ? objects : roles));
        setPickers({ status: 'failed' });
      }
    } catch {
      setPickers({ status: 'failed' });
    }
  }, [message]);

  useEffect(() => {
    void loadPickers();
  }, [loadPickers]);

  const roles = pickers.status === 'ready' ? pickers.data.roles : [];
  const objects = pickers.status === 'ready' ? pickers.data.objects : [];
  const role = roles.find((r) => r.id === roleId);
  const object = objects.find((o) => o.objName === objName);

  const loadRules = useCallback(
    async (forRole: number, forObject: AccessObject) => {
      setEditing({ status: 'loading' });
      const rules = await read(fetchRules(forRole, forObject.objName));
      setEditing(rules === null ? { status: 'failed' } : { status: 'ready', rules, rows: rowsOf(forObject, rules), version: Date.now() });
    },
    [read],
  );

  useEffect(() => {
    if (roleId === null || !object || role?.isAdmin) {
      setEditing({ status: 'idle' });
      return;
    }
    void loadRules(roleId, object);
  }, [loadRules, object, role?.isAdmin, roleId]);

  // the values of dict fields, for the row conditions
  const dictTypes = useMemo(() => (object?.fields ?? []).flatMap((f) => (f.type === 'dict' && f.dictType ? [f.dictType] : [])), [object]);
  const dictOptions = useDictionaries(dictTypes);

  const fields = useMemo(() => (object ? conditionFields(object, english) : []), [english, object]);

  const save = async () => {
    if (editing.status !== 'ready' || !role || !object) return;
    const checked = conditions.current?.check() ?? { conditions: editing.rules.conditions, problems: new Map() };
    if (checked.problems.size > 0) {
      void message.error(t('access.conditionsIncomplete'));
      return;
    }
    setSaving(true);
    try {
      const envelope = await saveRules({
        roleId: role.id,
        objName: object.objName,
        fields: fieldRulesOf(editing.rows),
        conditions: checked.conditions,
      });
      if (envelope.code === CODE_OK && envelope.data) {
        const saved = envelope.data;
        void message.success(t('common:saveSuccess'));
        setEditing({ status: 'ready', rules: saved, rows: rowsOf(object, saved), version: Date.now() });
        const configured = saved.fields.length > 0 || saved.conditions.length > 0;
        setPickers((current) =>
          current.status !== 'ready'
            ? current
            : {
                status: 'ready',
                data: {
                  ...current.data,
                  roles: current.data.roles.map((r) =>
                    r.id !== role.id
                      ? r
                      : {
                          ...r,
                          objNames: configured
                            ? [...new Set([...r.objNames, object.objName])].sort()
                            : r.objNames.filter((n) => n !== object.objName),
                        },
                  ),
                },
              },
        );
      } else {
        void message.error(messageOf(envelope));
      }
    } catch {
      // the http client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  if (pickers.status === 'failed') {
    return <LoadFailed onRetry={() => void loadPickers()} />;
  }

  const roleColumns: TableColumnsType<AccessRole> = [
    {
      key: 'name',
      title: t('access.role'),
      render: (_, r) => (
        <Space size={4} wrap>
          <span>{english ? r.nameEn : r.name}</span>
          {r.isAdmin && <Tag color="gold">{t('role.builtIn')}</Tag>}
          {r.status !== '0' && <Tag>{t('role.status_1')}</Tag>}
          {r.objNames.length > 0 && <Tag color="blue">{t('access.configuredCount', { count: r.objNames.length })}</Tag>}
        </Space>
      ),
    },
    { key: 'roleKey', dataIndex: 'roleKey', title: t('role.roleKey'), width: 130, ellipsis: true },
  ];

  return (
    <Spin spinning={pickers.status === 'loading'} description={t('common:loading')}>
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Card title={t('access.roles')} size="small">
            <Table<AccessRole>
              rowKey="id"
              size="small"
              columns={roleColumns}
              dataSource={roles}
              pagination={roles.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('access.noRoles')} /> }}
              rowSelection={{
                type: 'radio',
                selectedRowKeys: roleId === null ? [] : [roleId],
                onChange: (keys) => setRoleId(Number(keys[0])),
              }}
              onRow={(r) => ({ onClick: () => setRoleId(r.id), style: { cursor: 'pointer' } })}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            title={t('access.title')}
            size="small"
            extra={
              <Select
                aria-label={t('access.object')}
                placeholder={t('access.chooseObject')}
                style={{ width: 280 }}
                showSearch
                optionFilterProp="label"
                value={objName ?? undefined}
                onChange={(name: string) => setObjName(name)}
                options={objects.map((o) => ({
                  value: o.objName,
                  label: `${english ? o.labelEn : o.labelZh} (${o.objName})${role?.objNames.includes(o.objName) ? ` · ${t('access.configured')}` : ''}`,
                }))}
                notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('access.noObjects')} />}
              />
            }
          >
            <Typography.Paragraph type="secondary">{t('access.combineHint')}</Typography.Paragraph>
            {!role ? (
              <Empty description={t('access.chooseRole')} />
            ) : role.isAdmin ? (
              <Alert type="info" showIcon title={t('access.adminRole')} />
            ) : !object ? (
              <Empty description={t('access.chooseObject')} />
            ) : editing.status === 'loading' || editing.status === 'idle' ? (
              <Spin description={t('common:loading')}>
                <div style={{ minHeight: 120 }} />
              </Spin>
            ) : editing.status === 'failed' ? (
              <LoadFailed onRetry={() => void loadRules(role.id, object)} />
            ) : (
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                {role.status !== '0' && <Alert type="warning" showIcon title={t('access.roleDisabled')} />}
                <FieldRulesTable
                  rows={editing.rows}
                  english={english}
                  disabled={!mayEdit}
                  onChange={(rows) => setEditing({ ...editing, rows })}
                />
                <div>
                  <Typography.Title level={5}>{t('access.rowConditions')}</Typography.Title>
                  <Typography.Paragraph type="secondary">{t('access.rowConditionsHint')}</Typography.Paragraph>
                  <fieldset disabled={!mayEdit} style={{ border: 0, margin: 0, padding: 0 }}>
                    <AdvancedSearch
                      key={`${role.id}:${object.objName}:${editing.version}`}
                      ref={conditions}
                      mode="edit"
                      fields={fields}
                      dictOptions={dictOptions}
                      initialConditions={editing.rules.conditions}
                    />
                  </fieldset>
                </div>
                {mayEdit && (
                  <Space>
                    <Button type="primary" loading={saving} onClick={() => void save()}>
                      {t('common:save')}
                    </Button>
                    <Button disabled={saving} onClick={() => void loadRules(role.id, object)}>
                      {t('common:reset')}
                    </Button>
                  </Space>
                )}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </Spin>
  );
}
