/**
 * /user/profile (个人中心): the user's own details (name, email, phone editable; account, company,
 * department and roles read-only), password change and avatar.
 */
import { useCallback, useEffect, useState } from 'react';
import { Card, Col, Descriptions, Result, Row, Spin, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, fetchUserInfo, profileApi, useAppDispatch } from '@pcf/shared';
import type { PersonalInfo } from '@pcf/shared';
import { AvatarUpload } from './parts/AvatarUpload';
import { ChangePasswordForm } from './parts/ChangePasswordForm';
import { ProfileDetailsForm } from './parts/ProfileDetailsForm';
import { useEnvelopeCheck } from './parts/envelope';

type Loaded = { status: 'loading' } | { status: 'ready'; info: PersonalInfo } | { status: 'failed' };

export default function ProfilePage() {
  const { t } = useTranslation(['system', 'common']);
  const dispatch = useAppDispatch();
  const succeeded = useEnvelopeCheck();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const envelope = await profileApi.get();
      setLoaded(succeeded(envelope) && envelope.data ? { status: 'ready', info: envelope.data } : { status: 'failed' });
    } catch {
      setLoaded({ status: 'failed' });
    }
  }, [succeeded]);

  useEffect(() => {
    void load();
  }, [load]);

  /** The top bar shows the name and avatar from the session, so it follows every change. */
  const refreshSession = () => void dispatch(fetchUserInfo());

  if (loaded.status === 'loading') return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  if (loaded.status === 'failed') return <Result status="error" title={t('common:dataError')} />;
  const { info } = loaded;
  const none = t('profile.none');

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('profile.details')}>
          <AvatarUpload
            info={info}
            onChanged={() => {
              void load();
              refreshSession();
            }}
          />
          <Descriptions column={1} size="small" style={{ marginTop: 24 }}>
            <Descriptions.Item label={t('profile.account')}>{info.account}</Descriptions.Item>
            <Descriptions.Item label={t('profile.name')}>{info.name}</Descriptions.Item>
            <Descriptions.Item label={t('profile.company')}>{info.company_name ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('profile.department')}>{info.dept_name ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('profile.roles')}>
              {info.roles.length ? info.roles.map((role) => <Tag key={role}>{role}</Tag>) : none}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.createdAt')}>
              {new Date(info.created_at).toLocaleString(currentLanguage())}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              {
                key: 'basic',
                label: t('profile.basic'),
                children: (
                  <ProfileDetailsForm
                    info={info}
                    onSaved={(saved) => {
                      setLoaded({ status: 'ready', info: saved });
                      refreshSession();
                    }}
                  />
                ),
              },
              { key: 'password', label: t('profile.changePassword'), children: <ChangePasswordForm /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
