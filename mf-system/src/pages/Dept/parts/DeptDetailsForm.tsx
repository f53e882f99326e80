import { useEffect, useState } from 'react';
import { App, Button, Descriptions, Empty, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, PHONE_PATTERN, messageOf } from '@pcf/shared';
import type { CategoryTreeSelection, DeptTreeNode } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { saveDepartment } from '../api';

interface DeptFields {
  leader: string;
  phone: string;
  sort: number;
  status: number;
}

export interface DeptDetailsFormProps {
  selection: CategoryTreeSelection | null;
  /** Called with what was saved, so the page shows it until the tree reloads. */
  onSaved(department: DeptTreeNode): void;
}

/** The selected department's own fields: leader, phone, order and status (its name is edited in the tree). */
export function DeptDetailsForm({ selection, onSaved }: DeptDetailsFormProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<DeptFields>();
  const [saving, setSaving] = useState(false);
  const department = selection?.node.source as DeptTreeNode | undefined;

  useEffect(() => {
    if (department)
      form.setFieldsValue({
        leader: department.leader ?? '',
        phone: department.phone ?? '',
        sort: department.sort ?? 1,
        status: department.status ?? 0,
      });
  }, [department, form]);

  if (!selection || !department) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dept.noSelection')} />;

  const onFinish = async ({ leader, phone, sort, status }: DeptFields) => {
    setSaving(true);
    try {
      const saved = { ...department, leader: leader.trim() || null, phone: phone.trim() || null, sort, status };
      const envelope = await saveDepartment({
        id: saved.id,
        name: saved.name,
        parentId: selection.node.parentId,
        leader: saved.leader,
        phone: saved.phone,
        sort,
        status,
      });
      if (envelope.code === CODE_OK) {
        void message.success(t('common:saveSuccess'));
        onSaved(saved);
      } else {
        void message.error(messageOf(envelope) || t('common:systemError'));
      }
    } catch {
      // the http client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('dept.name')}>{department.name}</Descriptions.Item>
        <Descriptions.Item label={t('dept.path')}>{selection.path.map((step) => step.name).join(' / ')}</Descriptions.Item>
      </Descriptions>
      <Form<DeptFields>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={onFinish}
        onFinishFailed={() => void message.error(t('common:formInvalid'))}
      >
        <Form.Item name="leader" label={t('dept.leader')} rules={[{ max: 50, message: t('dept.leaderTooLong') }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="phone" label={t('dept.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('dept.phoneInvalid') }]}>
          <Input maxLength={20} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="sort" label={t('dept.sort')} rules={[{ required: true, message: t('dept.sortRequired') }]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common:status')}>
          <Radio.Group
            options={[
              { value: 0, label: t('dept.statusNormal') },
              { value: 1, label: t('dept.statusDisabled') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common:save')}
        </Button>
      </Form>
    </>
  );
}
