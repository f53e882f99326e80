/**
 * /ForgotPassword: without a token, the request for a recovery link (account plus registered email
 * or phone); opened from the link (/ForgotPassword?token=...), the form that sets the new password.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECOVERY_TOKEN_PARAM } from '@pcf/shared';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { NewPasswordForm } from './parts/NewPasswordForm';
import { RequestLinkForm } from './parts/RequestLinkForm';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const token = params.get(RECOVERY_TOKEN_PARAM)?.trim() ?? '';
  return (
    <PublicPageFrame>
      <section
        className="pcf-public__card"
        style={{ width: 440, maxWidth: '100%' }}
        aria-label={t(token ? 'forgot.newPasswordTitle' : 'forgot.title')}
      >
        {/* keyed by the token: a second link opened in the same tab starts a fresh form */}
        {token ? <NewPasswordForm key={token} token={token} /> : <RequestLinkForm />}
      </section>
    </PublicPageFrame>
  );
}
