/**
 * A PACT ProductFootprint document field by field (pactDocument.ts reads it; the labels are the
 * `pactDocument` texts, each with the spec's field name), then the whole document as JSON. For a
 * document that is not a request's answer: a shared footprint, a checked PACT file.
 */
import { Collapse, Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPLYCHAIN_NS } from '../locales';
import { readPactDocument, type PactSection } from './pactDocument';

const SECTIONS: readonly PactSection[] = ['product', 'footprint', 'method'];

export function PactFields({ document }: { document: unknown }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const fields = readPactDocument(document);
  if (fields === null || fields.length === 0) return <Empty description={t('pactDocument.none')} />;
  return (
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
            children: <pre style={{ margin: 0, maxHeight: 400, overflow: 'auto', fontSize: 12 }}>{JSON.stringify(document, null, 2)}</pre>,
          },
        ]}
      />
    </>
  );
}
