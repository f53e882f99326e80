/** Asks for a recovery link: the account and its registered email or phone; the server answers the same either way. */
import { useState } from 'react';
import { Button, Form, Input, Radio, Result } from '../../../antdParts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CODE_OK, PHONE_PATTERN, callEnvelope, messageOf, recoveryEndpoints } from '@pcf/shared';
import type { ForgotPasswordRequest } from '@pcf/shared';
import { useServerError } from '../../Login/parts/useServerError';

type Channel = 'email' | 'phone';

interface ForgotFields {
  account: string;
  channel: Channel;
  contact: string;
}

export function RequestLinkForm() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<ForgotFields>();
  const channel: Channel = Form.useWatch('channel', form) ?? 'email';
  const showServerError = useServerError();
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const onFinish = async ({ account, channel: via, contact }: ForgotFields) => {
    setSubmitting(true);
    try {
      const body: ForgotPasswordRequest =
        via === 'email' ? { account: account.trim(), email: contact.trim() } : { account: account.trim(), phone: contact.trim() };
      const envelope = await callEnvelope(recoveryEndpoints.forgotPassword, { body });
      if (envelope.code === CODE_OK) setAnswer(envelope.msg || t('forgot.sent'));
      else showServerError(messageOf(envelope));
    } catch {
      // the http client has shown the network error
    } finally {
      setSubmitting(false);
    }
  };

  if (answer !== null) {
    return (
      <Result
        status="success"
        title={t('forgot.sentTitle')}
        subTitle={answer}
        extra={
          <Link to="/login">
            <Button type="primary">{t('forgot.toLogin')}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <>
      <h2>{t('forgot.title')}</h2>
      <Form<ForgotFields> form={form} layout="vertical" size="large" onFinish={onFinish} initialValues={{ channel: 'email' }}>
        <Form.Item
          name="account"
          label={t('forgot.account')}
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input maxLength={32} autoComplete="username" />
        </Form.Item>
        <Form.Item name="channel" label={t('forgot.channel')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'email', label: t('forgot.byEmail') },
              { value: 'phone', label: t('forgot.byPhone') },
            ]}
            onChange={() => form.setFieldValue('contact', '')}
          />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t(channel === 'email' ? 'register.email' : 'register.phone')}
          extra={channel === 'phone' ? t('forgot.phoneHint') : undefined}
          rules={
            channel === 'email'
              ? [
                  { required: true, whitespace: true, message: t('register.emailRequired') },
                  { type: 'email', message: t('register.emailInvalid') },
                ]
              : [
                  { required: true, whitespace: true, message: t('register.phoneRequired') },
                  { pattern: PHONE_PATTERN, message: t('register.phoneInvalid') },
                ]
          }
        >
          <Input maxLength={100} autoComplete={channel === 'email' ? 'email' : 'tel'} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <nav className="pcf-public__links" style={{ marginTop: 16 }}>
        <Link to="/login">{t('forgot.toLogin')}</Link>
      </nav>
    </>
  );
}
