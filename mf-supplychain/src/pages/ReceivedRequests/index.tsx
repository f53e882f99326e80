/**
 * /SupplyChainManagement/distributionPJ (碳足迹分配, hidden; reached from 供应链概览): the footprint
 * requests the company received from its customers (companies on the platform, or PACT clients
 * through the API). A request awaiting an answer is fulfilled with one of the company's shared
 * footprints or rejected with a reason (答复请求, supplychain:distribution:edit); either answers
 * the requester. An answered request shows the footprint sent or the reason.
 */
import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPLY_CHAIN_PERMISSIONS as P, useAccess, type FootprintRequest } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../../locales';
import { useCompanyScope } from '../../parts/CompanyScope';
import { FootprintDrawer } from '../../parts/FootprintDrawer';
import { RequestTable, useRequestList } from '../../parts/RequestTable';
import { FulfilModal } from './parts/FulfilModal';
import { RejectModal } from './parts/RejectModal';

type Open = { kind: 'fulfil' | 'reject' | 'view'; request: FootprintRequest };

export default function ReceivedRequestsPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const access = useAccess();
  const scope = useCompanyScope();
  const mayAnswer = access.hasPermission(P.receivedEdit);
  const list = useRequestList('received', scope.companyId);
  const [open, setOpen] = useState<Open | null>(null);
  const answered = () => {
    setOpen(null);
    list.reload();
  };

  return (
    <Card title={t('received.title')} extra={scope.picker}>
      <RequestTable
        list={list}
        hint={t('received.hint')}
        operations={(r) => (
          <Space size={0} wrap>
            {r.status === 'created' && mayAnswer && (
              <>
                <Button type="link" onClick={() => setOpen({ kind: 'fulfil', request: r })}>
                  {t('received.fulfil')}
                </Button>
                <Button type="link" danger onClick={() => setOpen({ kind: 'reject', request: r })}>
                  {t('received.reject')}
                </Button>
              </>
            )}
            {r.footprint !== null && r.footprint !== undefined && (
              <Button type="link" onClick={() => setOpen({ kind: 'view', request: r })}>
                {t('requests.viewFootprint')}
              </Button>
            )}
          </Space>
        )}
      />
      {open?.kind === 'fulfil' && <FulfilModal request={open.request} onClose={() => setOpen(null)} onSaved={answered} />}
      {open?.kind === 'reject' && <RejectModal request={open.request} onClose={() => setOpen(null)} onSaved={answered} />}
      {open?.kind === 'view' && <FootprintDrawer request={open.request} onClose={() => setOpen(null)} />}
    </Card>
  );
}
