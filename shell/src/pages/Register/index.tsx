/**
 * /zhuce: an enterprise applies for an account; a platform administrator reviews the application.
 * Every field of RegisterRequest, the credit code checked as it is typed (GB 32100 check
 * character), the password rule shown as it is typed, the business licence chosen here and sent
 * with the form (multipart). The server checks everything again, the licence by its content.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Input, Result, Row, Select } from '../../antdParts';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_PATTERN,
  CODE_OK,
  CREDIT_CODE_LENGTH,
  INVITATION_TOKEN_PARAM,
  PHONE_PATTERN,
  PASSWORD_MAX_LENGTH,
  PV_INDUSTRIES,
  PasswordStrengthMeter,
  REGISTER_LICENCE_FIELD,
  REGISTER_MAX_LENGTHS,
  meetsPasswordRule,
  callEnvelope,
  messageOf,
  registrationEndpoints,
  sameAs,
} from '@pcf/shared';
import type { RegisterRequest } from '@pcf/shared';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { useServerError } from '../Login/parts/useServerError';
import { creditCodeFeedback } from './parts/creditCodeRule';
import { LicencePicker } from './parts/LicencePicker';
import { invitationToSend, useInvitation } from './parts/useInvitation';

interface RegisterFields extends RegisterRequest {
  confirmPassword: string;
  licence: File | null;
}

/**
 * The multipart body: the text fields trimmed (the code in capitals), the supplier invitation's
 * token when the page was opened through one, then the licence.
 */
export function registrationFormData(
  { confirmPassword: _confirm, licence, ...fields }: RegisterFields,
  invitation: string | null = null,
): FormData {
  const body: RegisterRequest = {
    ...fields,
    companyName: fields.companyName.trim(),
    companyNameEn: fields.companyNameEn.trim(),
    creditCode: fields.creditCode.trim().toUpperCase(),
    region: fields.region.trim(),
    address: fields.address.trim(),
    contact: fields.contact.trim(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    account: fields.account.trim(),
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) data.append(name, value);
  if (invitation) data.append(INVITATION_TOKEN_PARAM, invitation);
  if (licence) data.append(REGISTER_LICENCE_FIELD, licence);
  return data;
}

export default function RegisterPage() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<RegisterFields>();
  const password = Form.useWatch('password', form) ?? '';
  const showServerError = useServerError();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [params] = useSearchParams();
  const invitation = useInvitation(params.get(INVITATION_TOKEN_PARAM)?.trim() || null);
  const invited = invitation.status === 'valid' ? invitation.invitation : null;

  // an invitation names the company and the address it went to: a start the applicant may change
  useEffect(() => {
    if (!invited) return;
    if (!form.getFieldValue('companyName')) form.setFieldValue('companyName', invited.companyName);
    if (!form.getFieldValue('email')) form.setFieldValue('email', invited.email);
  }, [invited, form]);

  const onFinish = async (fields: RegisterFields) => {
    setSubmitting(true);
    setProgress(null);
    try {
      const envelope = await callEnvelope(
        registrationEndpoints.register,
        { body: registrationFormData(fields, invitationToSend(invitation)) },
        {
          onUploadProgress: ({ loaded, total }) => setProgress(total ? Math.round((loaded / total) * 100) : null),
        },
      );
      if (envelope.code === CODE_OK) setAnswer(envelope.msg || t('register.submitted'));
      else showServerError(messageOf(envelope));
    } catch {
      // the http client has shown the network error
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  const creditCodeMessages: Record<Exclude<ReturnType<typeof creditCodeFeedback>, null>, string> = {
    required: t('register.creditCodeRequired'),
    characters: t('register.creditCodeCharacters'),
    length: t('register.creditCodeLength', { length: CREDIT_CODE_LENGTH }),
    shape: t('register.creditCodeInvalid'),
    checkCharacter: t('register.creditCodeCheck'),
  };

  return (
    <PublicPageFrame>
      <section className="pcf-public__card" style={{ width: 760, maxWidth: '100%' }} aria-label={t('register.title')}>
        {answer !== null ? (
          <Result
            status="success"
            title={t('register.submittedTitle')}
            subTitle={
              <>
                <p>{answer}</p>
                <p>{t('register.waitForReview')}</p>
              </>
            }
            extra={
              <Link to="/login1">
                <Button type="primary">{t('register.toLogin')}</Button>
              </Link>
            }
          />
        ) : (
          <>
            <h2>{t('register.title')}</h2>
            {invited && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('register.invited', { inviter: invited.inviterName, company: invited.companyName })}
              />
            )}
            {invitation.status === 'invalid' && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={invitation.message}
                description={t('register.invitationIgnored')}
              />
            )}
            <Form<RegisterFields>
              form={form}
              layout="vertical"
              size="large"
              onFinish={onFinish}
              requiredMark
              initialValues={{ licence: null }}
            >
              <h3>{t('register.companySection')}</h3>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="companyName" label={t('register.companyName')} rules={[required('register.companyNameRequired')]}>
                    <Input maxLength={REGISTER_MAX_LENGTHS.companyName} autoComplete="organization" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="companyNameEn" label={t('register.companyNameEn')} rules={[required('register.companyNameEnRequired')]}>
                    <Input maxLength={REGISTER_MAX_LENGTHS.companyNameEn} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="creditCode"
                    label={t('register.creditCode')}
                    extra={t('register.creditCodeHint')}
                    hasFeedback
                    normalize={(value: string) => value.toUpperCase().replace(/\s/g, '')}
                    rules={[
                      {
                        required: true,
                        validator: async (_rule, value: string | undefined) => {
                          const problem = creditCodeFeedback(value);
                          if (problem !== null) throw new Error(creditCodeMessages[problem]);
                        },
                      },
                    ]}
                  >
                    <Input maxLength={REGISTER_MAX_LENGTHS.creditCode} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="industry"
                    label={t('register.industry')}
                    rules={[{ required: true, message: t('register.industryRequired') }]}
                  >
                    <Select
                      placeholder={t('register.industryPlaceholder')}
                      options={PV_INDUSTRIES.map((industry) => ({ value: industry, label: t(`register.industries.${industry}`) }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="region" label={t('register.region')} rules={[required('register.regionRequired')]}>
                    <Input
                      maxLength={REGISTER_MAX_LENGTHS.region}
                      placeholder={t('register.regionPlaceholder')}
                      autoComplete="address-level1"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="address" label={t('register.address')} rules={[required('register.addressRequired')]}>
                    <Input maxLength={REGISTER_MAX_LENGTHS.address} autoComplete="street-address" />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item
                    name="licence"
                    label={t('register.licence')}
                    extra={t('register.licenceHint')}
                    rules={[
                      {
                        validator: async (_rule, value: File | null | undefined) =>
                          value ? undefined : Promise.reject(new Error(t('register.licenceRequired'))),
                      },
                    ]}
                  >
                    <LicencePicker onRefused={showServerError} />
                  </Form.Item>
                </Col>
              </Row>
              <h3>{t('register.contactSection')}</h3>
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item name="contact" label={t('register.contact')} rules={[required('register.contactRequired')]}>
                    <Input maxLength={REGISTER_MAX_LENGTHS.contact} autoComplete="name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="phone"
                    label={t('register.phone')}
                    rules={[required('register.phoneRequired'), { pattern: PHONE_PATTERN, message: t('register.phoneInvalid') }]}
                  >
                    <Input maxLength={REGISTER_MAX_LENGTHS.phone} autoComplete="tel" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="email"
                    label={t('register.email')}
                    rules={[required('register.emailRequired'), { type: 'email', message: t('register.emailInvalid') }]}
                  >
                    <Input maxLength={REGISTER_MAX_LENGTHS.email} autoComplete="email" />
                  </Form.Item>
                </Col>
              </Row>
              <h3>{t('register.accountSection')}</h3>
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="account"
                    label={t('register.account')}
                    rules={[required('register.accountRequired'), { pattern: ACCOUNT_PATTERN, message: t('register.accountInvalid') }]}
                  >
                    <Input maxLength={REGISTER_MAX_LENGTHS.account} autoComplete="username" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="password"
                    label={t('register.password')}
                    extra={<PasswordStrengthMeter password={password} />}
                    dependencies={['account']}
                    rules={[
                      { required: true, message: t('register.passwordRequired') },
                      ({ getFieldValue }) => ({
                        validator: async (_rule, value: string | undefined) => {
                          if (!value) return;
                          if (!meetsPasswordRule(value)) throw new Error(t('password.rule'));
                          const account = String(getFieldValue('account') ?? '').trim();
                          if (account !== '' && value.toLowerCase() === account.toLowerCase())
                            throw new Error(t('register.passwordIsAccount'));
                        },
                      }),
                    ]}
                  >
                    <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="confirmPassword"
                    label={t('register.confirmPassword')}
                    dependencies={['password']}
                    rules={[
                      { required: true, message: t('register.confirmPasswordRequired') },
                      sameAs('password', t('register.passwordMismatch')),
                    ]}
                  >
                    <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
                  </Form.Item>
                </Col>
              </Row>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {submitting && progress !== null ? t('register.uploading', { percent: progress }) : t('register.submit')}
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
