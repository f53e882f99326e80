/**
 * Applies a collection template to the project: its lines the project does not have yet are added as
 * drafts (no quantity; the suggested unit and factor or gas), for the user to complete. The server
 * answers how many it added and skipped, which is shown as it words it.
 */
import { useEffect, useState } from 'react';
import { Alert, App, Form, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventoryTemplateSummary } from '@pcf/shared';
import { FormModal, useModalSave, RetryAlert } from '@pcf/shared/ui';
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
  const [form] = Form.useForm<{ templateId?: number }>();
  // the server words how many lines it added and skipped
  const { saving, submit } = useModalSave(form, {
    adding: false,
    onSaved: onApplied,
    successText: (envelope) => envelope.msg || t('inventory.template.applied'),
  });

  useEffect(() => {
    let active = true;
    setTemplates({ status: 'loading' });
    templateApi
      .list()
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === 200 && Array.isArray(envelope.data)) {
          setTemplates({ status: 'ready', rows: envelope.data });
        } else setTemplates({ status: 'failed' });
      })
      .catch(() => {
        if (active) setTemplates({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const apply = () =>
    void submit(({ templateId }) => {
      if (templateId === undefined) {
        message.warning(t('inventory.template.choose'));
        return Promise.resolve(undefined);
      }
      return inventoryApi.applyTemplate({ projectId, templateId });
    });

  return (
    <FormModal
      title={t('inventory.template.title')}
      okText={t('inventory.template.apply')}
      saving={saving}
      saveDisabled={templates.status !== 'ready' || templates.rows.length === 0}
      onSave={apply}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={t('inventory.template.hint')} style={{ marginBottom: 12 }} />
      {templates.status === 'loading' && <Spin />}
      {templates.status === 'failed' && <RetryAlert title={t('inventory.template.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />}
      {templates.status === 'ready' &&
        (templates.rows.length === 0 ? (
          <Alert type="warning" showIcon title={t('inventory.template.none')} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            // one template (the seeded PV module one): nothing to choose
            initialValues={{ templateId: templates.rows.length === 1 ? templates.rows[0].id : undefined }}
          >
            <Form.Item name="templateId" label={t('inventory.template.label')}>
              <Select<number>
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
    </FormModal>
  );
}
