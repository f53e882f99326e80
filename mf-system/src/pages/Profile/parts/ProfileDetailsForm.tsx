import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, profileApi } from '@pcf/shared';
import type { PersonalInfo, UpdatePersonalInfoRequest } from '@pcf/shared';
import { useEnvelopeCheck } from './envelope';

interface DetailsFields {
  name: string;
  email: string;
  phone: string;
}

export interface ProfileDetailsFormProps {
  info: PersonalInfo;
  onSaved(info: PersonalInfo): void;
}

/** Name, email and phone: the details a user may change about themselves. */
export function ProfileDetailsForm({ info, onSaved }: ProfileDetailsFormProps) {
  const { t } = useTranslation(['system', 'common']);
  const { message } = App.useApp();
  const succeeded = useEnvelopeCheck();
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ name, email, phone }: DetailsFields) => {
    setSaving(true);
    try {
      const body: UpdatePersonalInfoRequest = { name: name.trim(), email: email?.trim() || null, phone: phone?.trim() || null };
      const envelope = await profileApi.update(body);
      if (succeeded(envelope) && envelope.data) {
        void message.success(t('common:saveSuccess'));
        onSaved(envelope.data);
      }
    } catch {
      // the http client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<DetailsFields>
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ name: info.name, email: info.email ?? '', phone: info.phone ?? '' }}
      onFinish={onFinish}
    >
      <Form.Item name="name" label={t('profile.name')} rules={[{ required: true, whitespace: true, message: t('profile.nameRequired') }]}>
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: t('profile.emailInvalid') }]}>
        <Input maxLength={100} autoComplete="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('profile.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('profile.phoneInvalid') }]}>
        <Input maxLength={20} autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common:save')}
      </Button>
    </Form>
  );
}
