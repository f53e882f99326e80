/**
 * The footprint a request was answered with, as its PACT fields (PactFields), with a warning when
 * the supplier has since published an update. A viewer, so a plain Drawer (nothing is saved here).
 */
import { Alert, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FootprintRequest } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';
import { PactFields } from './PactFields';

export function FootprintDrawer({ request, onClose }: { request: FootprintRequest; onClose(): void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  return (
    <Drawer open size={640} title={t('pactDocument.title', { name: request.counterpart })} onClose={onClose} destroyOnHidden>
      {request.refreshNeeded && <Alert type="warning" showIcon title={t('requests.refreshHint')} style={{ marginBottom: 16 }} />}
      <PactFields document={request.footprint} />
    </Drawer>
  );
}
