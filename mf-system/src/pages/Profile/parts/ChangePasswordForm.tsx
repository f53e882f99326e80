import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PasswordStrengthMeter, profileApi, passwordRule, sameAs } from '@pcf/shared';
import { useEnvelopeCheck } from './envelope';

interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The old password is required; the new one must meet the platform's password rule. */
export function ChangePasswordForm() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const succeeded = useEnvelopeCheck();
  const [form] = Form.useForm<PasswordFields>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ oldPassword, newPassword: chosen }: PasswordFields) => {
    setSaving(true);
    try {
      if (succeeded(await profileApi.changePassword({ oldPassword, newPassword: chosen }))) {
        void message.success(t('profile.passwordChanged'));
        form.resetFields();
      }
    } catch {
      // the http client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PasswordFields> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={onFinish}>
      <Form.Item
        name="oldPassword"
        label={t('profile.oldPassword')}
        rules={[{ required: true, message: t('profile.oldPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.newPassword')}
        dependencies={['oldPassword']}
        extra={<PasswordStrengthMeter password={newPassword} />}
        rules={[
          { required: true, message: t('profile.newPasswordRequired') },
          passwordRule(t('profile.passwordRule')),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) =>
              !value || value !== getFieldValue('oldPassword') ? undefined : Promise.reject(new Error(t('profile.newPasswordSame'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[{ required: true, message: t('profile.confirmPasswordRequired') }, sameAs('newPassword', t('profile.passwordMismatch'))]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
