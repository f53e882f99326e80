/**
 * 共享碳足迹: the company's PACT footprints, newest first, with who has received each (the customers
 * whose requests it fulfilled, for holders of supplychain:distribution:list). Sharing, new versions
 * and deprecation need supplychain:footprint:edit; detail, export and checking a file the list
 * permission. A platform administrator sees every company's.
 */
import { useMemo, useState } from 'react';
import { App, Button, Dropdown, Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ApiError,
  CODE_OK,
  LIST_SEARCH_MAX,
  PACT_PERMISSIONS,
  PACT_SPEC_VERSIONS,
  SUPPLY_CHAIN_PERMISSIONS,
  messageOf,
  useAccess,
  type PactFootprintStatus,
  type PactFootprintSummary,
} from '@pcf/shared';
import { usePagedList } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { formatTime } from '../../../parts/format';
import { PagedTable } from '../../../parts/PagedTable';
import { exportFootprint, footprintApi } from '../api';
import { footprintFigure } from './figure';
import { SharedFootprintDrawer } from './SharedFootprintDrawer';
import { ImportModal } from './ImportModal';
import { ShareModal } from './ShareModal';

const STATUS_COLOURS: Record<PactFootprintStatus, string> = { Active: 'success', Deprecated: 'default' };

export function FootprintsTab() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const mayEdit = access.hasPermission(PACT_PERMISSIONS.edit);
  const mayReadReceivers = access.hasPermission(SUPPLY_CHAIN_PERMISSIONS.receivedList);
  const [search, setSearch] = useSearchParams();
  const openId = search.get('footprint');
  const [text, setText] = useState('');
  const footprints = usePagedList((page) => footprintApi.list({ ...page, text }), { key: `footprints:${text.trim()}` });
  const { reload } = footprints;
  const [sharing, setSharing] = useState<{ replaces: PactFootprintSummary | null } | null>(null);
  const [checking, setChecking] = useState(false);

  const open = (id: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('footprint');
        else next.set('footprint', id);
        return next;
      },
      { replace: true },
    );

  const receiversText = (names: string[] | undefined): string =>
    names && names.length > 0 ? names.join('、') : t('footprint.noReceivers');

  const download = async (id: string, version: string) => {
    try {
      await exportFootprint(id, version === '2.3' ? '2.3' : '3.0');
    } catch (error) {
      // a request that got no answer has been shown by the shared client
      if (error instanceof ApiError) message.error(error.message);
    }
  };

  const deprecate = (row: PactFootprintSummary) =>
    modal.confirm({
      title: t('common:warning'),
      content: t('footprint.deprecateConfirm', { product: row.productNameCompany, version: row.version }),
      okText: t('common:confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const envelope = await footprintApi.deprecate(row.id);
          if (envelope.code !== CODE_OK) message.error(messageOf(envelope));
          else {
            message.success(envelope.msg);
            reload();
          }
        } catch {
          // the shared client has shown it
        }
      },
    });

  const columns = useMemo<ColumnsType<PactFootprintSummary>>(
    () => [
      {
        title: t('footprint.product'),
        render: (_: unknown, row) => (
          <Space orientation="vertical" size={0}>
            <Typography.Text>{row.productNameCompany}</Typography.Text>
            <Typography.Text type="secondary">{row.projectName}</Typography.Text>
          </Space>
        ),
      },
      ...(access.isAdmin ? [{ title: t('footprint.company'), dataIndex: 'companyName' }] : []),
      { title: t('footprint.version'), dataIndex: 'version', render: (version: number) => `v${version}` },
      {
        title: t('footprint.status'),
        dataIndex: 'status',
        render: (status: PactFootprintStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`footprint.statuses.${status}`)}</Tag>,
      },
      { title: t('footprint.figure'), render: (_: unknown, row) => footprintFigure(row) },
      { title: t('footprint.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
      ...(mayReadReceivers
        ? [{ title: t('footprint.receivers'), render: (_: unknown, row: PactFootprintSummary) => receiversText(row.receivers) }]
        : []),
      {
        title: t('common:operation'),
        render: (_: unknown, row) => (
          <Space size={0} wrap>
            <Button type="link" onClick={() => open(row.id)}>
              {t('common:detail')}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: PACT_SPEC_VERSIONS.map((version) => ({ key: version, label: t('footprint.exportAs', { version }) })),
                onClick: ({ key }) => void download(row.id, key),
              }}
            >
              <Button type="link">{t('footprint.export')}</Button>
            </Dropdown>
            {mayEdit && row.status === 'Active' && (
              <>
                <Button type="link" onClick={() => setSharing({ replaces: row })}>
                  {t('footprint.newVersion')}
                </Button>
                <Button type="link" danger onClick={() => deprecate(row)}>
                  {t('footprint.deprecate')}
                </Button>
              </>
            )}
          </Space>
        ),
      },
    ],
    // the cells read the latest callbacks
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, access.isAdmin, mayEdit, mayReadReceivers],
  );

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        {mayEdit && (
          <Button type="primary" onClick={() => setSharing({ replaces: null })}>
            {t('footprint.share')}
          </Button>
        )}
        <Button onClick={() => setChecking(true)}>{t('footprint.import.open')}</Button>
        <Input.Search
          allowClear
          maxLength={LIST_SEARCH_MAX}
          aria-label={t('footprint.search')}
          placeholder={t('footprint.search')}
          onSearch={setText}
          style={{ width: 280 }}
        />
        <Button onClick={reload}>{t('common:refresh')}</Button>
      </Space>
      <PagedTable
        list={footprints}
        columns={columns}
        failedTitle={t('footprint.listFailed')}
        emptyText={t('footprint.empty')}
        totalText={(total) => t('footprint.total', { total })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('footprint.hint')}
      </Typography.Paragraph>
      {openId && <SharedFootprintDrawer id={openId} receiversText={receiversText} onClose={() => open(null)} />}
      {sharing && (
        <ShareModal
          replaces={sharing.replaces}
          onClose={() => setSharing(null)}
          onShared={(detail) => {
            setSharing(null);
            reload();
            open(detail.id);
          }}
        />
      )}
      {checking && <ImportModal onClose={() => setChecking(false)} />}
    </>
  );
}
