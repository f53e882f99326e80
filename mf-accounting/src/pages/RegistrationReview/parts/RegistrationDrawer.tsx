/**
 * One registration: the company's data as the applicant entered it, the licence previewed, the
 * decision so far; and for a reviewer the decision buttons: 审核通过 (after a confirmation) for a
 * pending or rejected registration, 驳回 with a reason for a pending one.
 */
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Descriptions, Drawer, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@pcf/shared';
import type { RegistrationDetail } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { registrationApi } from '../api';
import { LicencePreview } from './LicencePreview';
import { RejectModal } from './RejectModal';
import { ReviewStatusTag } from './reviewStatus';

export interface RegistrationDrawerProps {
  companyId: number;
  /** Shows the decision buttons (business:registration:review). */
  mayReview: boolean;
  /** Labels of the industries (dictionary biz_pv_industry); the stored value shows when one is missing. */
  industryLabels: Readonly<Record<string, string>>;
  onClose: () => void;
  /** After an approval or a rejection: the list reloads. */
  onDecided: () => void;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; detail: RegistrationDetail };

export function RegistrationDrawer({ companyId, mayReview, industryLabels, onClose, onDecided }: RegistrationDrawerProps) {
  const { t, i18n } = useTranslation([ACCOUNTING_NS, 'common']);
  const { message, modal } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    registrationApi
      .detail(companyId)
      .then((envelope) => {
        if (envelope.code === 200 && envelope.data) setLoaded({ status: 'ready', detail: envelope.data });
        else {
          message.error(messageOf(envelope));
          setLoaded({ status: 'failed' });
        }
      })
      .catch(() => setLoaded({ status: 'failed' }));
  }, [companyId, message]);
  useEffect(load, [load]);

  const decided = () => {
    onDecided();
    load();
  };

  const approve = (detail: RegistrationDetail) => {
    modal.confirm({
      title: t('common:systemTip'),
      content: t('registration.approveConfirm', { company: detail.companyName }),
      okText: t('registration.approve'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        setApproving(true);
        try {
          const envelope = await registrationApi.approve({ companyId: detail.companyId });
          if (envelope.code !== 200) {
            message.error(messageOf(envelope));
            return;
          }
          message.success(messageOf(envelope));
          decided();
        } catch {
          // the shared client has shown it
        } finally {
          setApproving(false);
        }
      },
    });
  };

  const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  const text = (value: string | null) => value || '—';

  const body = (() => {
    if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} tip={t('common:loading')} />;
    if (loaded.status === 'failed') {
      return <LoadFailed title={t('registration.loadFailed')} onRetry={load} />;
    }
    const { detail } = loaded;
    return (
      <>
        <Descriptions bordered size="small" column={1} styles={{ label: { width: 180 } }}>
          <Descriptions.Item label={t('registration.field.reviewStatus')}>
            <ReviewStatusTag status={detail.reviewStatus} />
          </Descriptions.Item>
          {detail.reviewStatus === 'rejected' && (
            <Descriptions.Item label={t('registration.field.rejectReason')}>
              <Typography.Text type="danger">{text(detail.rejectReason)}</Typography.Text>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('registration.field.companyName')}>{detail.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.companyNameEn')}>{text(detail.companyNameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.creditCode')}>
            <Typography.Text copyable>{detail.creditCode}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('registration.field.industry')}>
            {detail.industry ? (industryLabels[detail.industry] ?? detail.industry) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('registration.field.region')}>{text(detail.region)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.address')}>{text(detail.address)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.contact')}>{text(detail.contact)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.phone')}>{text(detail.phone)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.email')}>{text(detail.email)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.account')}>{text(detail.account)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.field.submittedAt')}>{dateTime(detail.submittedAt)}</Descriptions.Item>
          {detail.reviewStatus !== 'pending' && (
            <>
              <Descriptions.Item label={t('registration.field.reviewedBy')}>{text(detail.reviewedBy)}</Descriptions.Item>
              <Descriptions.Item label={t('registration.field.reviewedAt')}>{dateTime(detail.reviewedAt)}</Descriptions.Item>
            </>
          )}
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('registration.licence')}
        </Typography.Title>
        <LicencePreview detail={detail} />
        {rejecting && (
          <RejectModal
            companyId={detail.companyId}
            companyName={detail.companyName}
            onClose={() => setRejecting(false)}
            onRejected={() => {
              setRejecting(false);
              decided();
            }}
          />
        )}
      </>
    );
  })();

  const detail = loaded.status === 'ready' ? loaded.detail : null;
  const footer =
    mayReview && detail && detail.reviewStatus !== 'approved' ? (
      <Space>
        <Button type="primary" loading={approving} onClick={() => approve(detail)}>
          {t('registration.approve')}
        </Button>
        {detail.reviewStatus === 'pending' && (
          <Button danger onClick={() => setRejecting(true)}>
            {t('registration.reject')}
          </Button>
        )}
      </Space>
    ) : null;

  return (
    <Drawer
      open
      onClose={onClose}
      title={detail ? detail.companyName : t('registration.detailTitle')}
      size={760}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
