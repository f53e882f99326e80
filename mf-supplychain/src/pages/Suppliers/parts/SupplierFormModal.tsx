/**
 * 邀请供应商 (name and email: the server sends the invitation), 添加外部 PACT 主机 (name, base URL,
 * auth URL, client id and secret, the client it calls back with) and 编辑 (name and note; a host's
 * settings too). The client secret is write-only: never shown, required when adding, and left out
 * of an edit unless retyped (the server keeps the one it has) — except when the base or auth URL
 * moves to another origin, where the server wants it again. The callback client is sent only when
 * chosen or changed.
 */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOST_CLIENT_ID_MAX,
  INVITATION_DAYS,
  HOST_SECRET_MAX,
  HOST_URL_MAX,
  PARTNER_NAME_MAX,
  PARTNER_NOTE_MAX,
  type ApiEnvelope,
  type SupplyPartner,
} from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { suppliersApi } from '../api';
import { InboundClientItem } from './InboundClientItem';

export type SupplierForm = { kind: 'invite' } | { kind: 'host' } | { kind: 'edit'; partner: SupplyPartner };

interface Fields {
  name: string;
  email?: string;
  baseUrl?: string;
  authUrl?: string;
  clientId?: string;
  clientSecret?: string;
  inboundClientId?: number | null;
  note?: string;
}

const orNull = (text: string | undefined) => text?.trim() || null;

const originOf = (url: string | undefined): string | null => {
  try {
    return new URL((url ?? '').trim()).origin;
  } catch {
    return null;
  }
};

/** The edited host's base or auth URL (empty: the base URL) now on another origin than the stored one. */
function movesHost(partner: SupplyPartner, baseUrl: string | undefined, authUrl: string | undefined): boolean {
  if (!partner.host) return false;
  const auth = authUrl?.trim() ? authUrl : baseUrl;
  return originOf(baseUrl) !== originOf(partner.host.baseUrl) || originOf(auth) !== originOf(partner.host.authUrl);
}

function send(form: SupplierForm, v: Fields, companyId: number | undefined): Promise<ApiEnvelope<SupplyPartner>> {
  const company = companyId === undefined ? {} : { companyId };
  const host = () => ({ baseUrl: (v.baseUrl ?? '').trim(), authUrl: v.authUrl?.trim() ?? '', clientId: (v.clientId ?? '').trim() });
  if (form.kind === 'invite') return suppliersApi.invite({ name: v.name, email: (v.email ?? '').trim(), note: orNull(v.note), ...company });
  const inbound = v.inboundClientId ?? null;
  if (form.kind === 'host')
    return suppliersApi.addHost({
      name: v.name,
      ...host(),
      clientSecret: v.clientSecret ?? '',
      ...(inbound === null ? {} : { inboundClientId: inbound }),
      note: orNull(v.note),
      ...company,
    });
  const secret = v.clientSecret ? { clientSecret: v.clientSecret } : {};
  const relinked = inbound === (form.partner.host?.inboundClientId ?? null) ? {} : { inboundClientId: inbound };
  return suppliersApi.update({
    id: form.partner.id,
    name: v.name,
    note: orNull(v.note),
    ...(form.partner.kind === 'host' ? { host: { ...host(), ...secret, ...relinked } } : {}),
  });
}

export function SupplierFormModal({
  form: which,
  companyId,
  onClose,
  onSaved,
}: {
  form: SupplierForm;
  companyId: number | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [form] = Form.useForm<Fields>();
  const editing = which.kind === 'edit' ? which.partner : null;
  const withHost = which.kind === 'host' || editing?.kind === 'host';
  const { saving, submit, refusal } = useModalSave<Fields, SupplyPartner>(form, {
    adding: which.kind !== 'edit',
    onSaved,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });
  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  const title = which.kind === 'invite' ? t('suppliers.invite') : which.kind === 'host' ? t('suppliers.addHost') : t('suppliers.edit');
  return (
    <FormModal
      title={title}
      okText={which.kind === 'invite' ? t('suppliers.sendInvitation') : undefined}
      saving={saving}
      refusal={refusal}
      width={600}
      onSave={() => void submit((values) => send(which, { ...values, name: values.name.trim() }, companyId))}
      onClose={onClose}
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          editing
            ? {
                name: editing.name,
                note: editing.note ?? '',
                baseUrl: editing.host?.baseUrl,
                authUrl: editing.host?.authUrl,
                clientId: editing.host?.clientId,
                inboundClientId: editing.host?.inboundClientId ?? undefined,
              }
            : {}
        }
      >
        <Form.Item name="name" label={t('suppliers.name')} rules={[required('suppliers.nameRequired')]}>
          <Input maxLength={PARTNER_NAME_MAX} autoComplete="off" />
        </Form.Item>
        {which.kind === 'invite' && (
          <Form.Item
            name="email"
            label={t('suppliers.email')}
            extra={t('suppliers.emailHint', { days: INVITATION_DAYS })}
            rules={[required('suppliers.emailRequired'), { type: 'email', message: t('suppliers.emailInvalid') }]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        )}
        {withHost && (
          <>
            <Form.Item
              name="baseUrl"
              label={t('suppliers.baseUrl')}
              extra={t('suppliers.baseUrlHint')}
              rules={[required('suppliers.baseUrlRequired')]}
            >
              <Input maxLength={HOST_URL_MAX} placeholder="https://pact.example.com" autoComplete="off" />
            </Form.Item>
            <Form.Item name="authUrl" label={t('suppliers.authUrl')} extra={t('suppliers.authUrlHint')}>
              <Input maxLength={HOST_URL_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item name="clientId" label={t('suppliers.clientId')} rules={[required('suppliers.clientIdRequired')]}>
              <Input maxLength={HOST_CLIENT_ID_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="clientSecret"
              label={t('suppliers.clientSecret')}
              extra={editing ? t('suppliers.clientSecretKept') : t('suppliers.clientSecretHint')}
              dependencies={['baseUrl', 'authUrl']}
              rules={
                editing
                  ? [
                      ({ getFieldValue }) => ({
                        validator: (_, value: string | undefined) =>
                          !value && movesHost(editing, getFieldValue('baseUrl'), getFieldValue('authUrl'))
                            ? Promise.reject(new Error(t('suppliers.clientSecretAgain')))
                            : Promise.resolve(),
                      }),
                    ]
                  : [{ required: true, message: t('suppliers.clientSecretRequired') }]
              }
            >
              <Input.Password maxLength={HOST_SECRET_MAX} autoComplete="new-password" visibilityToggle={false} />
            </Form.Item>
            <InboundClientItem companyId={companyId} current={editing?.host ?? null} />
          </>
        )}
        <Form.Item name="note" label={t('suppliers.note')}>
          <Input.TextArea rows={2} maxLength={PARTNER_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
