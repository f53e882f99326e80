/** A template's lines, loaded when its row opens: stage, item in both languages, directory item (its path), suggested unit and factor or gas, note. */
import { useCallback, useEffect, useState } from 'react';
import { Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventoryTemplateLine } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { templateApi } from '../../../parts/api';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lines: InventoryTemplateLine[] };

export function TemplateLines({ id }: { id: number }) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    templateApi
      .detail(id)
      .then((envelope) =>
        setLoaded(envelope.code === 200 && envelope.data ? { status: 'ready', lines: envelope.data.lines } : { status: 'failed' }),
      )
      .catch(() => setLoaded({ status: 'failed' }));
  }, [id]);
  useEffect(load, [load]);

  if (loaded.status === 'loading') return <Spin size="small" />;
  if (loaded.status === 'failed') {
    return <RetryAlert title={t('template.linesFailed')} onRetry={load} />;
  }
  return (
    <Table<InventoryTemplateLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={loaded.lines}
      columns={[
        { key: 'stage', title: t('template.line.stage'), render: (_v, line) => t(`inventory.stages.${line.stage}`) },
        { key: 'zh', title: t('template.line.itemNameZh'), dataIndex: 'itemNameZh' },
        { key: 'en', title: t('template.line.itemNameEn'), dataIndex: 'itemNameEn' },
        { key: 'item', title: t('template.line.item'), render: (_v, line) => line.itemName ?? '—' },
        { key: 'unit', title: t('template.line.unit'), dataIndex: 'unitCode' },
        { key: 'source', title: t('template.line.source'), render: (_v, line) => line.factorCode ?? line.gas ?? '—' },
        { key: 'note', title: t('template.line.note'), render: (_v, line) => line.note ?? '—' },
      ]}
    />
  );
}
