/**
 * The form of the three sign-in pages: account, password, the captcha when the server has it on,
 * and 登录. Plain HTML and CSS: /login loads no antd (issue 19's page weight); the look follows the
 * antd inputs and buttons of the rest of the product.
 */
import { useCallback, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../../components/SvgIcon';
import { failureText } from '../../../session/startSession';
import { useCaptcha } from './useCaptcha';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useServerError } from './useServerError';
import './SignInForm.css';

/** What a sign-in page sends; `captcha` is null when the server has it off. */
export interface SignInAttempt {
  username: string;
  password: string;
  captcha: { code: string; uuid: string } | null;
}

type FieldName = 'username' | 'password' | 'code';

interface FieldProps {
  name: FieldName;
  icon: IconDefinition;
  /** The input's accessible name and placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  type?: 'text' | 'password';
  autoComplete: string;
  maxLength?: number;
  /** Inside the field, after the input (the password's reveal button). */
  inside?: ReactNode;
  /** Beside the field (the captcha image). */
  beside?: ReactNode;
}

/** One input with its icon and, once it counts, its error below. */
function Field({ name, icon, label, value, onChange, error, type = 'text', autoComplete, maxLength, inside, beside }: FieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="pcf-sign-in__row">
      <div className="pcf-sign-in__line">
        <div className={error ? 'pcf-sign-in__field pcf-sign-in__field--invalid' : 'pcf-sign-in__field'}>
          <SvgIcon icon={icon} className="pcf-sign-in__icon" />
          <input
            id={id}
            className="pcf-sign-in__input"
            type={type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={label}
            aria-label={label}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            autoComplete={autoComplete}
            maxLength={maxLength}
          />
          {inside}
        </div>
        {beside}
      </div>
      {error && (
        <div id={errorId} role="alert" className="pcf-sign-in__error">
          {error}
        </div>
      )}
    </div>
  );
}

export function SignInForm({ send }: { send: (attempt: SignInAttempt) => Promise<unknown> }) {
  const { t } = useTranslation('shell');
  const completeSignIn = useCompleteSignIn();
  const showServerError = useServerError();
  const [values, setValues] = useState<Record<FieldName, string>>({ username: '', password: '', code: '' });
  // a field's error shows once it has been edited or a sign-in was tried, as antd's form does
  const [shown, setShown] = useState<Record<FieldName, boolean>>({ username: false, password: false, code: false });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const clearCode = useCallback(() => setValues((current) => ({ ...current, code: '' })), []);
  const { captcha, enabled: captchaEnabled, settled: captchaSettled, refresh: refreshCaptcha } = useCaptcha(clearCode);

  const problems: Record<FieldName, string | null> = {
    username: values.username.trim() ? null : t('login.usernameRequired'),
    password: values.password ? null : t('login.passwordRequired'),
    code: captchaEnabled && !values.code.trim() ? t('login.captchaRequired') : null,
  };
  const errorOf = (name: FieldName) => (shown[name] ? problems[name] : null);
  const edit = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setShown((current) => ({ ...current, [name]: true }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown({ username: true, password: true, code: true });
    if (problems.username || problems.password || problems.code) return;
    setSubmitting(true);
    try {
      await send({
        username: values.username.trim(),
        password: values.password,
        captcha: captchaEnabled ? { code: values.code.trim(), uuid: captcha?.uuid ?? '' } : null,
      });
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
    <form className="pcf-sign-in" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field
        name="username"
        icon={UserOutlined}
        label={t('login.username')}
        value={values.username}
        onChange={edit('username')}
        error={errorOf('username')}
        autoComplete="username"
      />
      <Field
        name="password"
        icon={LockOutlined}
        label={t('login.password')}
        value={values.password}
        onChange={edit('password')}
        error={errorOf('password')}
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        inside={
          <button
            type="button"
            className="pcf-sign-in__reveal"
            aria-label={t(passwordVisible ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={passwordVisible}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            <SvgIcon icon={passwordVisible ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        }
      />
      {captchaEnabled && (
        <Field
          name="code"
          icon={SafetyCertificateOutlined}
          label={t('login.captcha')}
          value={values.code}
          onChange={edit('code')}
          error={errorOf('code')}
          autoComplete="off"
          maxLength={8}
          beside={
            <button
              type="button"
              className="pcf-sign-in__captcha"
              onClick={() => void refreshCaptcha()}
              title={t('login.captchaRefresh')}
              aria-label={t('login.captchaRefresh')}
            >
              {captcha?.img ? <img src={captcha.img} alt={t('login.captchaImage')} /> : <span className="pcf-sign-in__placeholder" />}
            </button>
          }
        />
      )}
      <div className="pcf-sign-in__row">
        <button
          type="submit"
          className="pcf-sign-in__submit"
          // disabled while the form may still change: the captcha's state not yet known
          disabled={!captchaSettled || submitting}
          aria-busy={submitting}
        >
          {submitting && <span className="pcf-sign-in__busy" aria-hidden="true" />}
          {t('login.submit')}
        </button>
      </div>
    </form>
  );
}
