/** The account and password of every sign-in page, and its 登录 button. */
import { Button, Form, Input } from '../../../antdParts';
import { LockOutlined, UserOutlined } from '../../../icons';
import { useTranslation } from 'react-i18next';

export function CredentialFields() {
  const { t } = useTranslation('shell');
  return (
    <>
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
    </>
  );
}

/** `ready` is false while the form may still change (the captcha's state not yet known). */
export function SignInButton({ submitting, ready }: { submitting: boolean; ready: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={!ready}>
        {t('login.submit')}
      </Button>
    </Form.Item>
  );
}
