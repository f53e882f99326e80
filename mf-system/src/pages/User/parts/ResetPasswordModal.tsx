/** Sets a new password for one user (/rest/user/resetPassword): the platform's rule and its strength meter; the user's sessions end. */
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter, passwordRule, sameAs } from '@pcf/shared';
import type { ObjRow } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { userApi } from '../api';

interface ResetValues {
  password: string;
  confirm: string;
}

export function ResetPasswordModal({ row, onClose }: { row: ObjRow; onClose(): void }) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<ResetValues>();
  const password = Form.useWatch('password', form) ?? '';

  const { saving, submit: checkThenSave } = useModalSave(form, { adding: false, onSaved: onClose, successText: t('user.passwordReset') });
  const submit = () =>
    checkThenSave((values) => {
      return userApi.resetPassword({ id: Number(row.id), password: values.password });
    });

  return (
    <FormModal title={t('user.resetPassword')} saving={saving} onSave={() => void submit()} onClose={onClose}>
      <Typography.Paragraph>
        {t('user.resetPasswordOf', { account: String(row.account ?? ''), name: String(row.name ?? '') })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('user.passwordRule')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          extra={<PasswordStrengthMeter password={password} />}
          rules={[{ required: true, message: t('user.passwordRequired') }, passwordRule(t('user.passwordRule'))]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={[{ required: true, message: t('user.confirmPasswordRequired') }, sameAs('password', t('user.passwordMismatch'))]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
