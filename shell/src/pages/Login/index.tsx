/** /login: account, password and captcha (SPEC §2, §4, §5, §8). */
import { useTranslation } from 'react-i18next';
import { loginWithCaptcha, useAppDispatch } from '@pcf/shared';
import { LoginFrame } from './parts/LoginFrame';
import { SignInForm } from './parts/SignInForm';
import type { SignInAttempt } from './parts/SignInForm';

export default function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  // this entrance always sends code and uuid, empty when the captcha is off
  const send = ({ username, password, captcha }: SignInAttempt) =>
    dispatch(loginWithCaptcha({ username, password, code: captcha?.code ?? '', uuid: captcha?.uuid ?? '' })).unwrap();

  return (
    <LoginFrame title={t('login.title')} current="/login">
      <SignInForm send={send} />
    </LoginFrame>
  );
}
