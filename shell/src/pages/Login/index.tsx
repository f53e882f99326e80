/** /login: account, password and captcha (SPEC §2, §4, §5, §8). */
import { useCallback, useEffect, useState } from 'react';
import { Form, Input, Skeleton } from '../../antdParts';
import { SafetyCertificateOutlined } from '../../icons';
import { useTranslation } from 'react-i18next';
import { CODE_OK, authApi, loginWithCaptcha, messageOf, useAppDispatch } from '@pcf/shared';
import type { CaptchaImage } from '@pcf/shared';
import { CredentialFields, SignInButton } from './parts/CredentialFields';
import { LoginFrame } from './parts/LoginFrame';
import { useCompleteSignIn } from './parts/useCompleteSignIn';
import { useServerError } from './parts/useServerError';
import { failureText } from '../../session/startSession';

interface LoginFields {
  username: string;
  password: string;
  code?: string;
}

export default function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const completeSignIn = useCompleteSignIn();
  const showServerError = useServerError();
  const [form] = Form.useForm<LoginFields>();
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    form.setFieldValue('code', '');
    try {
      const envelope = await authApi.captchaImage();
      if (envelope.code === CODE_OK && envelope.data) setCaptcha(envelope.data);
      else showServerError(messageOf(envelope));
    } catch {
      // the http client has shown the network error; the image stays empty until the next click
    }
  }, [form, showServerError]);

  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const captchaEnabled = captcha?.captchaEnabled ?? true;

  const onFinish = async ({ username, password, code }: LoginFields) => {
    setSubmitting(true);
    try {
      await dispatch(
        loginWithCaptcha({ username: username.trim(), password, code: code?.trim() ?? '', uuid: captcha?.uuid ?? '' }),
      ).unwrap();
      await completeSignIn();
    } catch (error) {
      showServerError(failureText(error, t('login.failed')));
      // a captcha is good for one attempt only
      if (captchaEnabled) void refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LoginFrame title={t('login.title')} current="/login">
      <Form form={form} size="large" onFinish={onFinish} autoComplete="on" requiredMark={false}>
        <CredentialFields />
        {captchaEnabled && (
          <Form.Item>
            <div style={{ display: 'flex', gap: 12 }}>
              <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
                <Input
                  prefix={<SafetyCertificateOutlined />}
                  placeholder={t('login.captcha')}
                  autoComplete="off"
                  aria-label={t('login.captcha')}
                  maxLength={8}
                />
              </Form.Item>
              <button
                type="button"
                onClick={() => void refreshCaptcha()}
                title={t('login.captchaRefresh')}
                aria-label={t('login.captchaRefresh')}
                style={{
                  flex: '0 0 120px',
                  height: 40,
                  padding: 0,
                  border: '1px solid #d9d9d9',
                  borderRadius: 8,
                  background: '#fff',
                  cursor: 'pointer',
                  overflow: 'hidden',
                }}
              >
                {captcha?.img ? (
                  <img src={captcha.img} alt={t('login.captchaImage')} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
                ) : (
                  <Skeleton.Button active block style={{ height: 38 }} />
                )}
              </button>
            </div>
          </Form.Item>
        )}
        <SignInButton submitting={submitting} />
      </Form>
    </LoginFrame>
  );
}
