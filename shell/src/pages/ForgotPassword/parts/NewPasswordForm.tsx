/**
 * The page a recovery link opens (/ForgotPassword?token=...): a new password by the platform's rule,
 * measured as it is typed, and its confirmation. The server uses the link up and ends every session.
 */
import { useState } from 'react';
import { Button, Form, Input, Result } from '../../../antdParts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CODE_OK,
  PASSWORD_MAX_LENGTH,
  PasswordStrengthMeter,
  callEnvelope,
  messageOf,
  passwordRule,
  recoveryEndpoints,
  sameAs,
} from '@pcf/shared';
import type { RecoveryResetRequest } from '@pcf/shared';
import { useServerError } from '../../Login/parts/useServerError';

interface NewPasswordFields {
  password: string;
  confirmPassword: string;
}

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<NewPasswordFields>();
  const password = Form.useWatch('password', form) ?? '';
  const showServerError = useServerError();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const onFinish = async ({ password: chosen }: NewPasswordFields) => {
    setSubmitting(true);
    try {
      const body: RecoveryResetRequest = { token, password: chosen };
      const envelope = await callEnvelope(recoveryEndpoints.resetPassword, { body });
      if (envelope.code === CODE_OK) setDone(envelope.msg || t('forgot.resetDone'));
      else showServerError(messageOf(envelope));
    } catch {
      // the http client has shown the network error
    } finally {
      setSubmitting(false);
    }
  };

  if (done !== null) {
    return (
      <Result
        status="success"
        title={t('forgot.resetDoneTitle')}
        subTitle={done}
        extra={
          <Link to="/login">
            <Button type="primary">{t('forgot.goLogin')}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <>
      <h2>{t('forgot.newPasswordTitle')}</h2>
      <p>{t('password.rule')}</p>
      <Form<NewPasswordFields> form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="password"
          label={t('forgot.newPassword')}
          extra={<PasswordStrengthMeter password={password} />}
          rules={[{ required: true, message: t('forgot.newPasswordRequired') }, passwordRule(t('password.rule'))]}
        >
          <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('forgot.confirmPassword')}
          dependencies={['password']}
          rules={[{ required: true, message: t('forgot.confirmPasswordRequired') }, sameAs('password', t('register.passwordMismatch'))]}
        >
          <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('forgot.resetSubmit')}
        </Button>
      </Form>
      <nav className="pcf-public__links" style={{ marginTop: 16 }}>
        <Link to="/ForgotPassword">{t('forgot.askAgain')}</Link>
        <Link to="/login">{t('forgot.toLogin')}</Link>
      </nav>
    </>
  );
}
