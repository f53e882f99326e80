/** /login: account, password and captcha (SPEC §2, §4, §5, §8). */
import { useCallback, useState } from 'react';
import { Form } from '../../antdParts';
import { useTranslation } from 'react-i18next';
import { loginWithCaptcha, useAppDispatch } from '@pcf/shared';
import { CaptchaField, useCaptcha } from './parts/CaptchaField';
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
  const clearCode = useCallback(() => form.setFieldValue('code', ''), [form]);
  const { captcha, enabled: captchaEnabled, settled: captchaSettled, refresh: refreshCaptcha } = useCaptcha(clearCode);
  const [submitting, setSubmitting] = useState(false);

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
        {captchaEnabled && <CaptchaField captcha={captcha} refresh={refreshCaptcha} />}
        <SignInButton submitting={submitting} ready={captchaSettled} />
      </Form>
    </LoginFrame>
  );
}
