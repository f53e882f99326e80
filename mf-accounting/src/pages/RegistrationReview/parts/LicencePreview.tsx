/**
 * The business licence of a registration, shown in place: an image inline, a PDF in a frame. The
 * browser fetches it from the server's authorised route itself (the dby_token cookie signs it in).
 */
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationDetail } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { registrationApi } from '../api';

export function formatSize(bytes: number, language: string): string {
  const format = (value: number) => value.toLocaleString(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function LicencePreview({ detail }: { detail: RegistrationDetail }) {
  const { t, i18n } = useTranslation(ACCOUNTING_NS);
  if (!detail.licence) return <Alert type="warning" showIcon message={t('registration.licenceMissing')} />;
  const url = registrationApi.licenceUrl(detail.companyId);
  const title = t('registration.licenceOf', { company: detail.companyName });
  return (
    <div className="pcf-licence">
      <Typography.Paragraph type="secondary">
        {t(`registration.licenceType.${detail.licence.type}`)} · {formatSize(detail.licence.size, i18n.language)} ·{' '}
        <a href={url} target="_blank" rel="noreferrer">
          {t('registration.openLicence')}
        </a>
      </Typography.Paragraph>
      {detail.licence.type === 'pdf' ? (
        <iframe src={url} title={title} style={{ width: '100%', height: 560, border: '1px solid #f0f0f0' }} />
      ) : (
        <img src={url} alt={title} style={{ maxWidth: '100%', border: '1px solid #f0f0f0' }} />
      )}
    </div>
  );
}
