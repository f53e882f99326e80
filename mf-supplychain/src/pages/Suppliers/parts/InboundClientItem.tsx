/**
 * 回调使用的客户端: which of the company's PACT clients an external host calls this platform back with.
 * The server takes a host's answers from that client only, so the choice is among the clients in
 * use; one already linked but revoked since is shown as such (the host can answer no more). Listing
 * clients needs the right to manage them: without it the current choice is shown and kept.
 */
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PACT_PERMISSIONS, useAccess, useLoaded, type HostView, type PactClient } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { suppliersApi } from '../api';

interface Option {
  value: number;
  label: string;
  disabled?: boolean;
}

/** The clients in use, named (with the company when an administrator sees every company's), and the linked one if it is not among them. */
function clientOptions(
  clients: readonly PactClient[],
  current: HostView | null,
  allCompanies: boolean,
  revokedLabel: (label: string) => string,
) {
  const options: Option[] = clients
    .filter((c) => c.revokedAt === null)
    .map((c) => ({ value: c.id, label: `${allCompanies ? `${c.companyName}: ` : ''}${c.label} · ${c.clientId}` }));
  const linked = current?.inboundClientId ?? null;
  if (linked !== null && current?.inboundClient && !options.some((o) => o.value === linked)) {
    const { label, clientId, revoked } = current.inboundClient;
    options.push({ value: linked, label: revoked ? revokedLabel(label) : `${label} · ${clientId}`, disabled: revoked });
  }
  return options;
}

export function InboundClientItem({ companyId, current }: { companyId: number | undefined; current: HostView | null }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const access = useAccess();
  const allowed = access.hasPermission(PACT_PERMISSIONS.clients);
  const { load } = useLoaded(allowed ? () => suppliersApi.clients(companyId) : null, `pact-clients:${companyId ?? 'own'}`);
  const clients = allowed && load.status === 'ready' ? load.data : [];
  const allCompanies = access.isAdmin && companyId === undefined;
  const options = clientOptions(clients, current, allCompanies, (label) => t('suppliers.inboundClientRevoked', { label }));
  const problem = !allowed
    ? t('suppliers.inboundClientNoAccess')
    : load.status === 'failed'
      ? [t('suppliers.inboundClientsFailed'), load.message].filter(Boolean).join(': ')
      : null;
  return (
    <Form.Item
      name="inboundClientId"
      label={t('suppliers.inboundClient')}
      extra={
        <>
          {t('suppliers.inboundClientHint')}
          {problem && <div>{problem}</div>}
        </>
      }
    >
      <Select<number>
        allowClear
        disabled={!allowed}
        loading={allowed && load.status === 'loading'}
        options={options}
        placeholder={t('suppliers.inboundClientPlaceholder')}
      />
    </Form.Item>
  );
}
