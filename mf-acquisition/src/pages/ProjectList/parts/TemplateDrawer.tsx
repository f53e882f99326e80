/**
 * Collection templates (forms with a name and a version), maintained by platform administrators:
 * the list with each template's lines (loaded when a row opens), add, edit and delete (the SPEC §8
 * confirm). Every change goes through /rest/inventory/template/*, which checks the flag again.
 */
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Drawer, Space, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVENTORY_PERMISSIONS, messageOf, useAccess } from '@pcf/shared';
import type { InventoryTemplateDetail, InventoryTemplateSummary } from '@pcf/shared';
import { useConfirmDelete, RetryAlert } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { templateApi } from '../../../parts/api';
import { TemplateFormModal } from './TemplateFormModal';
import { TemplateLines } from './TemplateLines';

type Listed = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: InventoryTemplateSummary[] };

export function TemplateDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const { message } = App.useApp();
  const access = useAccess();
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [editing, setEditing] = useState<{ template: InventoryTemplateDetail | null } | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const P = INVENTORY_PERMISSIONS;

  const load = useCallback(() => {
    setListed({ status: 'loading' });
    templateApi
      .list()
      .then((envelope) =>
        setListed(envelope.code === 200 && Array.isArray(envelope.data) ? { status: 'ready', rows: envelope.data } : { status: 'failed' }),
      )
      .catch(() => setListed({ status: 'failed' }));
  }, []);
  useEffect(load, [load]);

  const edit = async (row: InventoryTemplateSummary) => {
    setOpening(row.id);
    try {
      const envelope = await templateApi.detail(row.id);
      if (envelope.code !== 200 || !envelope.data) {
        message.error(messageOf(envelope));
        return;
      }
      setEditing({ template: envelope.data });
    } catch {
      // the shared client has shown it
    } finally {
      setOpening(null);
    }
  };

  const remove = useConfirmDelete((row: InventoryTemplateSummary) => templateApi.remove(row.id), load);

  const columns: TableColumnsType<InventoryTemplateSummary> = [
    { key: 'name', title: t('template.name'), dataIndex: 'name' },
    { key: 'nameEn', title: t('template.nameEn'), dataIndex: 'nameEn', render: (value: string | null) => value ?? '—' },
    { key: 'version', title: t('template.version'), dataIndex: 'version', width: 100 },
    { key: 'lineCount', title: t('template.lineCount'), dataIndex: 'lineCount', width: 80 },
    {
      key: 'actions',
      title: t('common:operation'),
      width: 130,
      render: (_v, row) => (
        <Space size={0}>
          {access.hasPermission(P.templateEdit) && (
            <Button type="link" loading={opening === row.id} onClick={() => void edit(row)}>
              {t('common:edit')}
            </Button>
          )}
          {access.hasPermission(P.templateRemove) && (
            <Button type="link" danger onClick={() => remove(row)}>
              {t('common:delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open
      size="large"
      title={t('template.title')}
      onClose={onClose}
      extra={
        access.hasPermission(P.templateAdd) && (
          <Button type="primary" onClick={() => setEditing({ template: null })}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('template.hint')}</Typography.Paragraph>
      {listed.status === 'loading' && (
        <div role="status" aria-label={t('common:loading')} style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <Spin />
        </div>
      )}
      {listed.status === 'failed' && <RetryAlert title={t('template.loadFailed')} onRetry={load} />}
      {listed.status === 'ready' && (
        <Table<InventoryTemplateSummary>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={listed.rows}
          pagination={false}
          expandable={{ expandedRowRender: (row) => <TemplateLines id={row.id} /> }}
        />
      )}
      {editing && (
        <TemplateFormModal
          template={editing.template}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      )}
    </Drawer>
  );
}
