/**
 * /CarbonFootprintDatabase/carbon_emission_factor_management/item?id=<factor>[&version=<n>] (碳排放因子详情):
 * one version of a factor in full (the current one unless the link names another), its gas
 * breakdown, whether it is in use, and its version history, from which an earlier version opens
 * in place (the link then names it, so it can be shared and the browser's back returns).
 * Read-only: changes are made from the list.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Result, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOf, useDictLabels } from '@pcf/shared';
import type { FactorDetail } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { FACTOR_LIST_PATH } from '../../parts/factorDisplay';
import { factorDetailApi } from './api';
import { GasBreakdown } from './parts/GasBreakdown';
import { VersionFields } from './parts/VersionFields';
import { VersionHistory } from './parts/VersionHistory';

const MAX_ID = 2147483647;
const REGION_DICT = 'pcf_region';
const GAS_DICT = 'pcf_gas';
const UNCERTAINTY_DICT = 'pcf_uncertainty_distribution';

/** A positive integer as the server accepts it, or null. */
function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_ID ? n : null;
}

type Loaded =
  | { status: 'loading'; previous: FactorDetail | null }
  | { status: 'failed'; code: number | null; message: string | null }
  | { status: 'ready'; detail: FactorDetail };

function BackToList() {
  const { t } = useTranslation(DATABASE_NS);
  return (
    <Link to={FACTOR_LIST_PATH}>
      <ArrowLeftOutlined /> {t('factorDetail.backToList')}
    </Link>
  );
}

export default function FactorDetailPage() {
  const { t } = useTranslation(DATABASE_NS);
  const [params, setParams] = useSearchParams();
  const id = positiveInteger(params.get('id'));
  const versionText = params.get('version');
  const version = versionText === null || versionText === '' ? undefined : positiveInteger(versionText);

  const open = useCallback(
    (factorId: number, wanted: number | undefined) =>
      setParams(wanted === undefined ? { id: String(factorId) } : { id: String(factorId), version: String(wanted) }),
    [setParams],
  );

  if (id === null || version === null) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('factorDetail.invalidLink')}
          subTitle={t('factorDetail.invalidLinkHint')}
          extra={<BackToList />}
        />
      </Card>
    );
  }
  return <FactorVersionView id={id} version={version} onOpen={(wanted) => open(id, wanted)} />;
}

interface FactorVersionViewProps {
  id: number;
  version: number | undefined;
  /** Shows a version; undefined: the current one. */
  onOpen: (version: number | undefined) => void;
}

function FactorVersionView({ id, version, onOpen }: FactorVersionViewProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);
  const regionLabels = useDictLabels(REGION_DICT);
  const gasLabels = useDictLabels(GAS_DICT);
  const uncertaintyLabels = useDictLabels(UNCERTAINTY_DICT);

  useEffect(() => {
    let active = true;
    // another version of the same factor: the page stays while it loads
    setLoaded((before) => ({ status: 'loading', previous: before.status === 'ready' && before.detail.id === id ? before.detail : null }));
    factorDetailApi
      .load(id, version)
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === 200 && envelope.data) setLoaded({ status: 'ready', detail: envelope.data });
        else setLoaded({ status: 'failed', code: envelope.code, message: messageOf(envelope) });
      })
      .catch(() => {
        // the shared client has shown why (network, session)
        if (active) setLoaded({ status: 'failed', code: null, message: null });
      });
    return () => {
      active = false;
    };
  }, [id, version, attempt]);

  if (loaded.status === 'failed') {
    if (loaded.code === 404) {
      return (
        <Card>
          <Result status="404" title={loaded.message} extra={<BackToList />} />
        </Card>
      );
    }
    return (
      <Card>
        <LoadFailed
          title={t('factorDetail.loadFailed')}
          subTitle={loaded.message}
          onRetry={() => setAttempt((n) => n + 1)}
          extra={
            <>
              {version !== undefined && <Button onClick={() => onOpen(undefined)}>{t('factorDetail.showCurrent')}</Button>}
              <BackToList />
            </>
          }
        />
      </Card>
    );
  }

  const detail = loaded.status === 'ready' ? loaded.detail : loaded.previous;
  if (!detail) {
    return (
      <Card>
        <div role="status" aria-label={t('common:loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin />
        </div>
      </Card>
    );
  }

  const shown = detail.current;
  const isCurrent = shown.version === detail.currentVersion;
  const name = i18n.language === 'en-US' ? shown.nameEn : shown.nameZh;
  return (
    <Spin spinning={loaded.status === 'loading'}>
      <Card
        title={
          <Space wrap size={8}>
            <span>{`${detail.code} · ${name}`}</span>
            <Tag>{t('factorDetail.versionTag', { version: shown.version })}</Tag>
            <Tag color={isCurrent ? 'green' : 'default'}>{isCurrent ? t('factorDetail.currentTag') : t('factorDetail.olderTag')}</Tag>
          </Space>
        }
        extra={<BackToList />}
      >
        {!isCurrent && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('factorDetail.viewingOlder', { version: shown.version, current: detail.currentVersion })}
            action={
              <Button size="small" onClick={() => onOpen(undefined)}>
                {t('factorDetail.showCurrent')}
              </Button>
            }
          />
        )}
        <VersionFields detail={detail} regionLabels={regionLabels} uncertaintyLabels={uncertaintyLabels} />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('factorDetail.section.gases')}
        </Typography.Title>
        <GasBreakdown version={shown} gasLabels={gasLabels} />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('factorDetail.section.versions')}
        </Typography.Title>
        <VersionHistory
          versions={detail.versions}
          currentVersion={detail.currentVersion}
          shownVersion={shown.version}
          onOpen={(wanted) => onOpen(wanted === detail.currentVersion ? undefined : wanted)}
        />
      </Card>
    </Spin>
  );
}
