/**
 * /login1 (enterprise users) and /login2 (verification and review staff): POST /user/login with userType,
 * and the captcha when the server has it on (every entrance checks it).
 */
import { useTranslation } from 'react-i18next';
import { typedLogin, useAppDispatch } from '@pcf/shared';
import type { TypedLoginRequest } from '@pcf/shared';
import { LoginFrame } from './LoginFrame';
import { SignInForm } from './SignInForm';
import type { SignInAttempt } from './SignInForm';

export interface TypedLoginPageProps {
  userType: TypedLoginRequest['userType'];
}

export function TypedLoginPage({ userType }: TypedLoginPageProps) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const send = ({ username, password, captcha }: SignInAttempt) =>
    dispatch(typedLogin({ username, password, userType, ...(captcha ?? {}) })).unwrap();

  const enterprise = userType === 'enterprise';
  return (
    <LoginFrame title={t(enterprise ? 'login.enterpriseTitle' : 'login.reviewTitle')} current={enterprise ? '/login1' : '/login2'}>
      <SignInForm send={send} />
    </LoginFrame>
  );
}
