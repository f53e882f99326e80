/**
 * The footprint a request was answered with, as its PACT fields (PactFields), with a warning when
 * the supplier has since published an update. An external host may answer with several: the main
 * one (the first for a requested product) comes first, each in a tab of its own. A viewer, so a
 * plain Drawer (nothing is saved here).
 */
import { Alert, Drawer, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FootprintRequest } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';
import { PactFields } from './PactFields';
import { footprintName } from './pactDocument';

export function FootprintDrawer({ request, onClose }: { request: FootprintRequest; onClose(): void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const several = request.otherFootprints.length > 0;
  return (
    <Drawer open size={640} title={t('pactDocument.title', { name: request.counterpart })} onClose={onClose} destroyOnHidden>
      {request.refreshNeeded && <Alert type="warning" showIcon title={t('requests.refreshHint')} style={{ marginBottom: 16 }} />}
      {several ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('pactDocument.several', { count: request.otherFootprints.length + 1 })}
          </Typography.Paragraph>
          <Tabs
            items={[request.footprint, ...request.otherFootprints].map((document, index) => ({
              key: String(index),
              label:
                index === 0
                  ? t('pactDocument.mainTab', { name: footprintName(document) })
                  : t('pactDocument.otherTab', { n: index, name: footprintName(document) }),
              children: <PactFields document={document} />,
            }))}
          />
        </>
      ) : (
        <PactFields document={request.footprint} />
      )}
    </Drawer>
  );
}
