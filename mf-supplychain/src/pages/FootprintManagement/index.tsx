/**
 * /SupplyChainManagement/CarbonApplication (碳足迹管理): the PACT footprints the company shares, made
 * from its published study reports (share, new version, deprecate, detail, export as v3.0 or v2.3
 * JSON, check a received PACT file), and, for holders of supplychain:footprint:client, the PACT API
 * clients other hosts read them with. `?footprint=<id>` opens that footprint's detail (the supply
 * chain visualization links here).
 */
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PACT_PERMISSIONS, useAccess } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../../locales';
import { ClientsTab } from './parts/ClientsTab';
import { FootprintsTab } from './parts/FootprintsTab';

export default function FootprintManagementPage() {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const access = useAccess();
  const mayClients = access.hasPermission(PACT_PERMISSIONS.clients);
  const footprints = <FootprintsTab />;
  return (
    <Card title={t('footprint.title')}>
      {mayClients ? (
        <Tabs
          items={[
            { key: 'footprints', label: t('footprint.tab'), children: footprints },
            { key: 'clients', label: t('footprint.clients.tab'), children: <ClientsTab /> },
          ]}
        />
      ) : (
        footprints
      )}
    </Card>
  );
}
