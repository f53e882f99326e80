/** /login1 (enterprise users) and /login2 (verification and review staff): POST /user/login with userType. */
import { useState } from 'react';
import { Button, Form, Input } from '../../../antdParts';
import { LockOutlined, UserOutlined } from '../../../icons';
import { useTranslation } from 'react-i18next';
import { typedLogin, useAppDispatch } from '@pcf/shared';
import type { TypedLoginRequest } from '@pcf/shared';
import { LoginFrame } from './LoginFrame';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useServerError } from './useServerError';
import { failureText } from '../../../session/startSession';

interface TypedLoginFields {
  username: string;
  password: string;
}

export interface TypedLoginPageProps {
  userType: TypedLoginRequest['userType'];
}

export function TypedLoginPage({ userType }: TypedLoginPageProps) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const completeSignIn = useCompleteSignIn();
  const showServerError = useServerError();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ username, password }: TypedLoginFields) => {
    setSubmitting(true);
    try {
      await dispatch(typedLogin({ username: username.trim(), password, userType })).unwrap();
      await completeSignIn();
    } catch (error) {
      showServerError(failureText(error, t('login.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  const enterprise = userType === 'enterprise';
  return (
    <LoginFrame title={t(enterprise ? 'login.enterpriseTitle' : 'login.reviewTitle')} current={enterprise ? '/login1' : '/login2'}>
      <Form<TypedLoginFields> size="large" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" aria-label={t('login.username')} />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            autoComplete="current-password"
            aria-label={t('login.password')}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
    </LoginFrame>
  );
}
