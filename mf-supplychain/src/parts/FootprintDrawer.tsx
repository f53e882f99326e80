/**
 * The footprint a request was answered with, as its PACT fields (pactDocument.ts reads them): the
 * product, the footprint figures per declared unit, the method; the whole document as JSON below.
 * A viewer, so a plain Drawer (nothing is saved here).
 */
import { Alert, Collapse, Descriptions, Drawer, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FootprintRequest } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';
import { readPactDocument, type PactSection } from './pactDocument';

const SECTIONS: readonly PactSection[] = ['product', 'footprint', 'method'];

export function FootprintDrawer({ request, onClose }: { request: FootprintRequest; onClose(): void }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const fields = readPactDocument(request.footprint);
  return (
    <Drawer open size={640} title={t('pactDocument.title', { name: request.counterpart })} onClose={onClose} destroyOnHidden>
      {request.refreshNeeded && <Alert type="warning" showIcon title={t('requests.refreshHint')} style={{ marginBottom: 16 }} />}
      {fields === null || fields.length === 0 ? (
        <Empty description={t('pactDocument.none')} />
      ) : (
        <>
          {SECTIONS.map((section) => {
            const rows = fields.filter((f) => f.section === section);
            if (rows.length === 0) return null;
            return (
              <Descriptions
                key={section}
                title={t(`pactDocument.sections.${section}`)}
                column={1}
                size="small"
                bordered
                style={{ marginBottom: 16 }}
                items={rows.map((row) => ({
                  key: row.field,
                  label: (
                    <>
                      {t(`pactDocument.fields.${row.field}`)}
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {row.field}
                      </Typography.Text>
                    </>
                  ),
                  children: <span style={{ wordBreak: 'break-all' }}>{row.value}</span>,
                }))}
              />
            );
          })}
          <Typography.Paragraph type="secondary">{t('pactDocument.unitNote')}</Typography.Paragraph>
          <Collapse
            size="small"
            items={[
              {
                key: 'json',
                label: t('pactDocument.json'),
                children: (
                  <pre style={{ margin: 0, maxHeight: 400, overflow: 'auto', fontSize: 12 }}>
                    {JSON.stringify(request.footprint, null, 2)}
                  </pre>
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
