/**
 * Applies a collection template to the project: its lines the project does not have yet are added as
 * drafts (no quantity; the suggested unit and factor or gas), for the user to complete. The server
 * answers how many it added and skipped, which is shown as it words it.
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@pcf/shared';
import type { InventoryTemplateSummary } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { templateApi } from '../../../parts/api';
import { inventoryApi } from '../api';
import { nameIn } from '../../../parts/format';

type Templates = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: InventoryTemplateSummary[] };

export function ApplyTemplateModal({ projectId, onClose, onApplied }: { projectId: number; onClose(): void; onApplied(): void }) {
  const { t, i18n } = useTranslation([ACQUISITION_NS, 'common']);
  const { message } = App.useApp();
  const [templates, setTemplates] = useState<Templates>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    let active = true;
    setTemplates({ status: 'loading' });
    templateApi
      .list()
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === 200 && Array.isArray(envelope.data)) {
          setTemplates({ status: 'ready', rows: envelope.data });
          // one template (the seeded PV module one): nothing to choose
          if (envelope.data.length === 1) setChosen(envelope.data[0].id);
        } else setTemplates({ status: 'failed' });
      })
      .catch(() => {
        if (active) setTemplates({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const apply = async () => {
    if (chosen === undefined) {
      message.warning(t('inventory.template.choose'));
      return;
    }
    setApplying(true);
    try {
      const envelope = await inventoryApi.applyTemplate({ projectId, templateId: chosen });
      if (envelope.code !== 200) {
        message.error(messageOf(envelope));
        return;
      }
      message.success(envelope.msg || t('inventory.template.applied'));
      onApplied();
    } catch {
      // the shared client has shown it
    } finally {
      setApplying(false);
    }
  };

  return (
    <Modal
      open
      title={t('inventory.template.title')}
      okText={t('inventory.template.apply')}
      cancelText={t('common:cancel')}
      confirmLoading={applying}
      okButtonProps={{ disabled: templates.status !== 'ready' || templates.rows.length === 0 }}
      onOk={() => void apply()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('inventory.template.hint')} style={{ marginBottom: 12 }} />
      {templates.status === 'loading' && <Spin />}
      {templates.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('inventory.template.loadFailed')}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('common:retry')}
            </Button>
          }
        />
      )}
      {templates.status === 'ready' &&
        (templates.rows.length === 0 ? (
          <Alert type="warning" showIcon title={t('inventory.template.none')} />
        ) : (
          <Form layout="vertical">
            <Form.Item label={t('inventory.template.label')} htmlFor="inventory-template">
              <Select<number>
                id="inventory-template"
                value={chosen}
                onChange={setChosen}
                options={templates.rows.map((row) => ({
                  value: row.id,
                  label: t('inventory.template.option', {
                    name: nameIn(i18n.language, row.name, row.nameEn ?? ''),
                    version: row.version,
                    count: row.lineCount,
                  }),
                }))}
              />
            </Form.Item>
          </Form>
        ))}
    </Modal>
  );
}
