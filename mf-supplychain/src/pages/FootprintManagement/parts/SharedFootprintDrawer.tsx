/** The detail of a shared footprint: its version, status, receivers and the PACT document's fields. */
import { Descriptions, Drawer, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { formatTime } from '../../../parts/format';
import { PactFields } from '../../../parts/PactFields';
import { LoadFailed } from '@pcf/shared/ui';
import { footprintApi } from '../api';
import { useLoaded } from '@pcf/shared';

export function SharedFootprintDrawer({
  id,
  receiversText,
  onClose,
}: {
  id: string;
  /** The receivers in the list's words; the server names them only to readers of the received requests. */
  receiversText: (names: string[] | undefined) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const { load, retry } = useLoaded(() => footprintApi.detail(id), `footprint:${id}`);
  return (
    <Drawer open width={720} title={t('footprint.detailTitle')} onClose={onClose} destroyOnHidden>
      {load.status === 'loading' && (
        <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
      {load.status === 'failed' && <LoadFailed title={t('footprint.detailFailed')} subTitle={load.message} onRetry={retry} />}
      {load.status === 'ready' && (
        <>
          <Descriptions
            column={1}
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              { key: 'project', label: t('footprint.project'), children: load.data.projectName },
              { key: 'version', label: t('footprint.version'), children: `v${load.data.version}` },
              {
                key: 'status',
                label: t('footprint.status'),
                children: (
                  <Tag color={load.data.status === 'Active' ? 'success' : 'default'}>{t(`footprint.statuses.${load.data.status}`)}</Tag>
                ),
              },
              { key: 'createdAt', label: t('footprint.createdAt'), children: formatTime(load.data.createdAt) },
              ...(load.data.deprecatedAt
                ? [{ key: 'deprecatedAt', label: t('footprint.deprecatedAt'), children: formatTime(load.data.deprecatedAt) }]
                : []),
              ...(load.data.receivers === undefined
                ? []
                : [{ key: 'receivers', label: t('footprint.receivers'), children: receiversText(load.data.receivers) }]),
            ]}
          />
          <PactFields document={load.data.document} />
        </>
      )}
    </Drawer>
  );
}
