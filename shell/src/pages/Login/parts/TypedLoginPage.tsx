/**
 * /login1 (enterprise users) and /login2 (verification and review staff): POST /user/login with userType,
 * and the captcha when the server has it on (every entrance checks it).
 */
import { useCallback, useState } from 'react';
import { Form } from '../../../antdParts';
import { useTranslation } from 'react-i18next';
import { typedLogin, useAppDispatch } from '@pcf/shared';
import type { TypedLoginRequest } from '@pcf/shared';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { CredentialFields, SignInButton } from './CredentialFields';
import { LoginFrame } from './LoginFrame';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useServerError } from './useServerError';
import { failureText } from '../../../session/startSession';

interface TypedLoginFields {
  username: string;
  password: string;
  code?: string;
}

export interface TypedLoginPageProps {
  userType: TypedLoginRequest['userType'];
}

export function TypedLoginPage({ userType }: TypedLoginPageProps) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const completeSignIn = useCompleteSignIn();
  const showServerError = useServerError();
  const [form] = Form.useForm<TypedLoginFields>();
  const clearCode = useCallback(() => form.setFieldValue('code', ''), [form]);
  const { captcha, enabled: captchaEnabled, settled: captchaSettled, refresh: refreshCaptcha } = useCaptcha(clearCode);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ username, password, code }: TypedLoginFields) => {
    setSubmitting(true);
    try {
      const answer = captchaEnabled ? { code: code?.trim() ?? '', uuid: captcha?.uuid ?? '' } : {};
      await dispatch(typedLogin({ username: username.trim(), password, userType, ...answer })).unwrap();
      await completeSignIn();
    } catch (error) {
      showServerError(failureText(error, t('login.failed')));
      // a captcha is good for one attempt only
      if (captchaEnabled) void refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const enterprise = userType === 'enterprise';
  return (
    <LoginFrame title={t(enterprise ? 'login.enterpriseTitle' : 'login.reviewTitle')} current={enterprise ? '/login1' : '/login2'}>
      <Form<TypedLoginFields> form={form} size="large" onFinish={onFinish} requiredMark={false}>
        <CredentialFields />
        {captchaEnabled && <CaptchaField captcha={captcha} refresh={refreshCaptcha} />}
        <SignInButton submitting={submitting} ready={captchaSettled} />
      </Form>
    </LoginFrame>
  );
}
