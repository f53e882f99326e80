/** /login1 (enterprise users) and /login2 (verification and review staff): POST /user/login with userType. */
import { useState } from 'react';
import { Form } from '../../../antdParts';
import { useTranslation } from 'react-i18next';
import { typedLogin, useAppDispatch } from '@pcf/shared';
import type { TypedLoginRequest } from '@pcf/shared';
import { CredentialFields, SignInButton } from './CredentialFields';
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
        <CredentialFields />
        <SignInButton submitting={submitting} />
      </Form>
    </LoginFrame>
  );
}
