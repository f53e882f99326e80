/** /zhuce: an enterprise applies for an account; an administrator reviews the application. */
import { useState } from 'react';
import { Button, Col, Form, Input, Result, Row } from '../../antdParts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATTERN, API, CODE_OK, CREDIT_CODE_PATTERN, PHONE_PATTERN, PASSWORD_MAX_LENGTH, PasswordStrengthMeter, meetsPasswordRule, messageOf, postJson } from '@pcf/shared';
import type { RegisterRequest } from '@pcf/shared';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { useServerError } from '../Login/parts/useServerError';

interface RegisterFields extends RegisterRequest {
  confirmPassword: string;
}

export default function RegisterPage() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<RegisterFields>();
  const password = Form.useWatch('password', form) ?? '';
  const showServerError = useServerError();
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const onFinish = async ({ confirmPassword: _confirm, ...fields }: RegisterFields) => {
    setSubmitting(true);
    try {
      const body: RegisterRequest = { ...fields, creditCode: fields.creditCode.trim().toUpperCase(), account: fields.account.trim() };
      const envelope = await postJson<null>(API.register, body);
      if (envelope.code === CODE_OK) setAnswer(envelope.msg || t('register.submitted'));
      else showServerError(messageOf(envelope));
    } catch {
      // the http client has shown the network error
    } finally {
      setSubmitting(false);
    }
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });

  return (
    <PublicPageFrame>
      <section className="pcf-public__card" style={{ width: 720, maxWidth: '100%' }} aria-label={t('register.title')}>
        {answer !== null ? (
          <Result
            status="success"
            title={t('register.submittedTitle')}
            subTitle={answer}
            extra={
              <Link to="/login1">
                <Button type="primary">{t('register.toLogin')}</Button>
              </Link>
            }
          />
        ) : (
          <>
            <h2>{t('register.title')}</h2>
            <Form<RegisterFields> form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="companyName" label={t('register.companyName')} rules={[required('register.companyNameRequired')]}>
                    <Input maxLength={100} autoComplete="organization" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="companyNameEn" label={t('register.companyNameEn')} rules={[required('register.companyNameEnRequired')]}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="creditCode"
                    label={t('register.creditCode')}
                    normalize={(value: string) => value.toUpperCase()}
                    rules={[required('register.creditCodeRequired'), { pattern: CREDIT_CODE_PATTERN, message: t('register.creditCodeInvalid') }]}
                  >
                    <Input maxLength={18} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="contact" label={t('register.contact')} rules={[required('register.contactRequired')]}>
                    <Input maxLength={50} autoComplete="name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="phone" label={t('register.phone')} rules={[required('register.phoneRequired'), { pattern: PHONE_PATTERN, message: t('register.phoneInvalid') }]}>
                    <Input maxLength={20} autoComplete="tel" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="email" label={t('register.email')} rules={[required('register.emailRequired'), { type: 'email', message: t('register.emailInvalid') }]}>
                    <Input maxLength={100} autoComplete="email" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="account" label={t('register.account')} rules={[required('register.accountRequired'), { pattern: ACCOUNT_PATTERN, message: t('register.accountInvalid') }]}>
                    <Input maxLength={32} autoComplete="username" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="password"
                    label={t('register.password')}
                    extra={<PasswordStrengthMeter password={password} />}
                    rules={[
                      { required: true, message: t('register.passwordRequired') },
                      { validator: async (_rule, value: string | undefined) => (!value || meetsPasswordRule(value) ? undefined : Promise.reject(new Error(t('password.rule')))) },
                    ]}
                  >
                    <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="confirmPassword"
                    label={t('register.confirmPassword')}
                    dependencies={['password']}
                    rules={[
                      { required: true, message: t('register.confirmPasswordRequired') },
                      ({ getFieldValue }) => ({
                        validator: async (_rule, value: string | undefined) =>
                          !value || value === getFieldValue('password') ? undefined : Promise.reject(new Error(t('register.passwordMismatch'))),
                      }),
                    ]}
                  >
                    <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
                  </Form.Item>
                </Col>
              </Row>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {t('register.submit')}
              </Button>
            </Form>
            <nav className="pcf-public__links" style={{ marginTop: 16 }}>
              <Link to="/login1">{t('register.haveAccount')}</Link>
            </nav>
          </>
        )}
      </section>
    </PublicPageFrame>
  );
}
