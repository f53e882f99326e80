/** /404, where every unknown path leads. */
import { Button, Result } from '../../antdParts';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@pcf/shared';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { landingPath } from '../../router/landing';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { token, menusList, roles } = useSession();
  const home = token ? landingPath(menusList, roles) : null;
  return (
    <PublicPageFrame plain>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => navigate(home ?? '/login')}>
            {t(home ? 'notFound.home' : 'notFound.toLogin')}
          </Button>
        }
      />
    </PublicPageFrame>
  );
}
