/**
 * /SupplyChainManagement/applyPJ (碳足迹申请, hidden; reached from 供应链概览): the footprint requests
 * the company sent to its suppliers: to whom, which products, which period, the message, the status
 * (待答复, 已履行, 已拒绝), the reason of a rejection, and the footprint received, shown by its PACT
 * fields in a drawer (each of them, the main one first, when an external host sent several); 需更新
 * when the supplier has published an update since. 发送请求 (supplychain:
 * apply:edit) sends a new one. `?id=` opens that request's footprint (the visualization's link).
 */
import { useEffect, useState } from 'react';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SUPPLY_CHAIN_PERMISSIONS as P, useAccess, type FootprintRequest, useLoaded } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../../locales';
import { supplyChainApi } from '../../parts/api';
import { useCompanyScope } from '../../parts/CompanyScope';
import { FootprintDrawer } from '../../parts/FootprintDrawer';
import { idParam } from '../../parts/paths';
import { RequestTable, useRequestList } from '../../parts/RequestTable';
import { CreateRequestModal } from './parts/CreateRequestModal';

export default function SentRequestsPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const access = useAccess();
  const scope = useCompanyScope();
  const mayCreate = access.hasPermission(P.sentEdit);
  const list = useRequestList('sent', scope.companyId);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<FootprintRequest | null>(null);
  const [params, setParams] = useSearchParams();
  const linked = idParam(params.get('id'));
  // the visualization's click-through names a request that may be on any page: it is read on its own
  const linkedRequest = useLoaded(linked === null ? null : () => supplyChainApi.sent({ id: linked }), `sent:${linked ?? ''}`);

  useEffect(() => {
    if (linkedRequest.load.status !== 'ready') return;
    const [request] = linkedRequest.load.data.rows;
    if (request?.footprint) setViewing(request);
  }, [linkedRequest.load]);

  const closeDrawer = () => {
    setViewing(null);
    if (linked !== null) setParams({}, { replace: true });
  };

  return (
    <Card
      title={t('sent.title')}
      extra={
        <Space wrap>
          {scope.picker}
          {mayCreate && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('sent.create')}
            </Button>
          )}
        </Space>
      }
    >
      <RequestTable
        list={list}
        hint={t('sent.hint')}
        operations={(r) =>
          r.footprint ? (
            <Button type="link" onClick={() => setViewing(r)}>
              {t('requests.viewFootprint')}
            </Button>
          ) : (
            '—'
          )
        }
      />
      {creating && (
        <CreateRequestModal
          companyId={scope.companyId}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            list.reload();
          }}
        />
      )}
      {viewing && <FootprintDrawer request={viewing} onClose={closeDrawer} />}
    </Card>
  );
}
