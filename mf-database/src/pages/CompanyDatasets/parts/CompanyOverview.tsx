/**
 * The head of the company dataset screen: how many products, datasets, dataset lines and evidence
 * documents the caller's company has (a platform administrator: every company), each a way into
 * its page. A count that cannot be read shows a dash and a retry; the links work regardless.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMPANY_DATASET_ITEM_OBJECT, COMPANY_DATASET_OBJECT, COMPANY_PRODUCT_OBJECT, EVIDENCE_OBJECT } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { companyDataApi, companyDataPaths } from '../../../parts/companyData';

type Count = number | 'loading' | 'failed';

interface Tile {
  key: string;
  objName: string;
  title: string;
  /** Where the tile leads; none: the list below is that page. */
  to?: string;
  /** The caller may read this list (else the tile is not offered). */
  shown: boolean;
}

export interface CompanyOverviewProps {
  /** Changes when something this screen did changed the counts. */
  refreshKey: number;
  /** The hidden pages (products, lines, evidence) are open to this user. */
  mayOpenPages: boolean;
  mayListEvidence: boolean;
}

export function CompanyOverview({ refreshKey, mayOpenPages, mayListEvidence }: CompanyOverviewProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const [counts, setCounts] = useState<Record<string, Count>>({});
  const [retries, setRetries] = useState(0);

  const tiles: Tile[] = [
    {
      key: 'products',
      objName: COMPANY_PRODUCT_OBJECT,
      title: t('companyDataset.overview.products'),
      to: companyDataPaths.products,
      shown: mayOpenPages,
    },
    { key: 'datasets', objName: COMPANY_DATASET_OBJECT, title: t('companyDataset.overview.datasets'), shown: true },
    {
      key: 'items',
      objName: COMPANY_DATASET_ITEM_OBJECT,
      title: t('companyDataset.overview.items'),
      to: companyDataPaths.items,
      shown: mayOpenPages,
    },
    {
      key: 'evidence',
      objName: EVIDENCE_OBJECT,
      title: t('companyDataset.overview.evidence'),
      to: companyDataPaths.evidence(),
      shown: mayOpenPages && mayListEvidence,
    },
  ];
  // which lists to count, as one stable value for the effect (the tiles are rebuilt each render)
  const wanted = tiles
    .filter((tile) => tile.shown)
    .map((tile) => tile.objName)
    .join(',');

  useEffect(() => {
    let active = true;
    const objNames = wanted === '' ? [] : wanted.split(',');
    setCounts(Object.fromEntries(objNames.map((objName) => [objName, 'loading'])));
    for (const objName of objNames) {
      companyDataApi
        .count(objName)
        .then((envelope) => {
          const count: Count = envelope.code === 200 && envelope.data ? envelope.data.total : 'failed';
          if (active) setCounts((all) => ({ ...all, [objName]: count }));
        })
        .catch(() => {
          if (active) setCounts((all) => ({ ...all, [objName]: 'failed' }));
        });
    }
    return () => {
      active = false;
    };
  }, [wanted, refreshKey, retries]);

  const retry = useCallback(() => setRetries((n) => n + 1), []);
  const anyFailed = Object.values(counts).includes('failed');

  const valueOf = (count: Count | undefined): ReactNode =>
    count === 'failed' ? (
      <Tooltip title={t('companyDataset.overview.countFailed')}>
        <span>—</span>
      </Tooltip>
    ) : count === 'loading' || count === undefined ? (
      '…'
    ) : (
      count
    );

  return (
    <Card
      size="small"
      title={t('companyDataset.overview.title')}
      style={{ marginBottom: 16 }}
      extra={
        anyFailed ? (
          <Button size="small" onClick={retry}>
            {t('common:retry')}
          </Button>
        ) : undefined
      }
    >
      <Row gutter={[16, 16]}>
        {tiles
          .filter((tile) => tile.shown)
          .map((tile) => (
            <Col key={tile.key} xs={12} md={6}>
              <div data-testid={`overview-${tile.key}`}>
                <Statistic title={tile.title} value={0} formatter={() => valueOf(counts[tile.objName])} />
                {tile.to && <Link to={tile.to}>{t('companyDataset.overview.open', { page: tile.title })}</Link>}
              </div>
            </Col>
          ))}
      </Row>
    </Card>
  );
}
