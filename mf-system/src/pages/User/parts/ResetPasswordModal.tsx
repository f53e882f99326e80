/** Sets a new password for one user (/rest/user/resetPassword): the platform's rule and its strength meter; the user's sessions end. */
import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter, meetsPasswordRule, messageOf } from '@pcf/shared';
import type { ObjRow } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { userApi } from '../api';

interface ResetValues {
  password: string;
  confirm: string;
}

export function ResetPasswordModal({ row, onClose }: { row: ObjRow; onClose(): void }) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetValues>();
  const [saving, setSaving] = useState(false);
  const password = Form.useWatch('password', form) ?? '';

  const submit = async () => {
    let values: ResetValues;
    try {
      values = await form.validateFields();
    } catch {
      message.error(t('common:formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const envelope = await userApi.resetPassword({ id: Number(row.id), password: values.password });
      if (envelope.code !== 200) {
        message.error(messageOf(envelope));
        return;
      }
      message.success(t('user.passwordReset'));
      onClose();
    } catch {
      // the shared client has shown it
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('user.resetPassword')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph>
        {t('user.resetPasswordOf', { account: String(row.account ?? ''), name: String(row.name ?? '') })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('user.passwordRule')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          extra={<PasswordStrengthMeter password={password} />}
          rules={[
            { required: true, message: t('user.passwordRequired') },
            {
              validator: async (_rule, value: string | undefined) =>
                !value || meetsPasswordRule(value) ? undefined : Promise.reject(new Error(t('user.passwordRule'))),
            },
          ]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('user.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) =>
                !value || value === getFieldValue('password') ? undefined : Promise.reject(new Error(t('user.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
