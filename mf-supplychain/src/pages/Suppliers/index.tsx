/**
 * /SupplyChainManagement/companyPJ (企业碳足迹, hidden; reached from 供应链概览): the company's
 * suppliers. Link a company registered on the platform (searched by name or credit code), invite
 * one by email (it becomes a platform supplier when it registers through the link), or register an
 * external PACT host (its client secret is sent, never shown again); edit, remove (the server
 * refuses a supplier that requests involve), and map a supplier's products to the company's
 * directory items. Changes need 维护供应商 (supplychain:company:edit). A host's row says which of
 * the company's PACT clients it calls back with, or warns that its answers cannot be received.
 */
import { useState } from 'react';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  LIST_SEARCH_MAX,
  SUPPLY_CHAIN_PERMISSIONS as P,
  useAccess,
  type HostView,
  type PartnerKind,
  type SupplyPartner,
} from '@pcf/shared';
import { useConfirmDelete, usePagedList } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../locales';
import { supplyChainApi } from '../../parts/api';
import { useCompanyScope } from '../../parts/CompanyScope';
import { formatTime } from '../../parts/format';
import { PagedTable } from '../../parts/PagedTable';
import { suppliersApi } from './api';
import { LinkModal } from './parts/LinkModal';
import { ProductsModal } from './parts/ProductsModal';
import { SupplierFormModal, type SupplierForm } from './parts/SupplierFormModal';

const KIND_COLOURS: Record<PartnerKind, string> = { platform: 'blue', invited: 'gold', host: 'purple' };

/** The client a host calls back with; without one in use its answers are refused, which the row says. */
function HostReference({ host }: { host: HostView }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const client = host.inboundClient;
  return (
    <Space orientation="vertical" size={0}>
      <span>{host.baseUrl}</span>
      {client && !client.revoked ? (
        <Typography.Text type="secondary">{t('suppliers.inboundClientShown', { label: client.label })}</Typography.Text>
      ) : (
        <Tag color="warning" title={t('suppliers.inboundClientHint')}>
          {t(client ? 'suppliers.inboundClientRevokedTag' : 'suppliers.inboundClientMissing')}
        </Tag>
      )}
    </Space>
  );
}

function reference(p: SupplyPartner) {
  if (p.kind === 'host') return p.host ? <HostReference host={p.host} /> : '—';
  return (p.kind === 'invited' ? p.inviteEmail : p.creditCode) ?? '—';
}

type Open = { kind: 'link' } | { kind: 'form'; form: SupplierForm } | { kind: 'products'; partner: SupplyPartner };

export default function SuppliersPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const access = useAccess();
  const scope = useCompanyScope();
  const mayEdit = access.hasPermission(P.partnerEdit);
  const [text, setText] = useState('');
  const partners = usePagedList((page) => supplyChainApi.partners({ ...page, companyId: scope.companyId, text }), {
    key: `partners:${scope.companyId ?? 'all'}:${text.trim()}`,
  });
  const { reload } = partners;
  const [open, setOpen] = useState<Open | null>(null);
  const remove = useConfirmDelete<SupplyPartner>((partner) => suppliersApi.remove(partner.id), reload, { danger: true });
  const close = () => setOpen(null);
  const saved = () => {
    setOpen(null);
    reload();
  };

  const columns: ColumnsType<SupplyPartner> = [
    { title: t('suppliers.name'), dataIndex: 'name' },
    {
      title: t('suppliers.kind'),
      dataIndex: 'kind',
      render: (kind: PartnerKind) => <Tag color={KIND_COLOURS[kind]}>{t(`suppliers.kinds.${kind}`)}</Tag>,
    },
    {
      title: t('suppliers.reference'),
      render: (_: unknown, p) => reference(p),
    },
    { title: t('suppliers.products'), dataIndex: 'productCount' },
    { title: t('suppliers.requests'), dataIndex: 'requestCount' },
    { title: t('suppliers.note'), dataIndex: 'note', render: (note: string | null) => note ?? '—' },
    { title: t('suppliers.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: t('common:operation'),
      render: (_: unknown, p) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setOpen({ kind: 'products', partner: p })}>
            {t('suppliers.mapProducts')}
          </Button>
          {mayEdit && (
            <>
              <Button type="link" onClick={() => setOpen({ kind: 'form', form: { kind: 'edit', partner: p } })}>
                {t('common:edit')}
              </Button>
              <Button type="link" danger onClick={() => remove(p)}>
                {t('common:delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  const adding = mayEdit && (
    <Space wrap>
      <Button type="primary" disabled={!scope.companyKnown} onClick={() => setOpen({ kind: 'link' })}>
        {t('suppliers.link')}
      </Button>
      <Button disabled={!scope.companyKnown} onClick={() => setOpen({ kind: 'form', form: { kind: 'invite' } })}>
        {t('suppliers.invite')}
      </Button>
      <Button disabled={!scope.companyKnown} onClick={() => setOpen({ kind: 'form', form: { kind: 'host' } })}>
        {t('suppliers.addHost')}
      </Button>
    </Space>
  );

  return (
    <Card title={t('suppliers.title')} extra={scope.picker}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {adding}
        {mayEdit && !scope.companyKnown && <Typography.Text type="secondary">{t('suppliers.chooseCompany')}</Typography.Text>}
        <Input.Search
          allowClear
          maxLength={LIST_SEARCH_MAX}
          aria-label={t('suppliers.listSearch')}
          placeholder={t('suppliers.listSearch')}
          onSearch={setText}
          style={{ width: 280 }}
        />
        <PagedTable
          list={partners}
          columns={columns}
          failedTitle={t('suppliers.listFailed')}
          emptyText={t('suppliers.empty')}
          totalText={(total) => t('suppliers.total', { total })}
        />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('suppliers.hint')}
        </Typography.Paragraph>
      </Space>
      {open?.kind === 'link' && <LinkModal companyId={scope.companyId} onClose={close} onSaved={saved} />}
      {open?.kind === 'form' && <SupplierFormModal form={open.form} companyId={scope.companyId} onClose={close} onSaved={saved} />}
      {open?.kind === 'products' && <ProductsModal partner={open.partner} editable={mayEdit} onClose={close} onSaved={saved} />}
    </Card>
  );
}
