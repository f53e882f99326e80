/**
 * /businessAccounting/carbon_footprint/parameter_stepAll?projectId= (评价录入): the study settings
 * of a project, step by step in the contract's order (goal and scope, declared unit, boundary,
 * allocation, cut-off, GWP set and Monte Carlo), then a review that saves them all. Each step's
 * fields are checked before moving on; the server checks again and its refusal is shown as worded.
 * Read-only when the server says so (the project's status) or without the entry permission.
 */
import { useState } from 'react';
import { Alert, App, Button, Form, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FOOTPRINT_COMPUTABLE_STATUSES, FOOTPRINT_PERMISSIONS, messageOf, useAccess } from '@pcf/shared';
import type { StudySettings, StudySettingsReply } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../locales';
import { footprintApi } from '../../parts/footprint/api';
import { computeUrl } from '../../parts/footprint/paths';
import { ProjectCard } from '../../parts/footprint/ProjectCard';
import { SettingsSummary } from '../../parts/footprint/SettingsSummary';
import { StudySettingsPage } from '../../parts/footprint/StudySettingsPage';
import { useDeclaredUnits } from '../../parts/footprint/useDeclaredUnits';
import { STEP_FIELDS, WIZARD_STEPS, derivedQuantity, stepOf, toSettings } from './settingsForm';
import { StepPanels } from './parts/StepPanels';

export default function StudySettingsScreen() {
  const { t } = useTranslation(ACCOUNTING_NS);
  return <StudySettingsPage title={t('footprint.entryTitle')}>{(reply) => <Wizard reply={reply} />}</StudySettingsPage>;
}

function Wizard({ reply }: { reply: StudySettingsReply }) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const units = useDeclaredUnits();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const [form] = Form.useForm<StudySettings>();
  const [current, setCurrent] = useState(0);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // saved: this page has just saved what the form shows; stored: some settings are saved
  const [saved, setSaved] = useState(false);
  const [stored, setStored] = useState(reply.saved);
  const unitCode = (id: unknown) => units.units.find((unit) => unit.id === id)?.code ?? null;
  const readOnly = !reply.editable || !access.hasPermission(FOOTPRINT_PERMISSIONS.entry);
  const mayCompute = access.hasPermission(FOOTPRINT_PERMISSIONS.compute) && FOOTPRINT_COMPUTABLE_STATUSES.includes(reply.projectStatus);
  const step = WIZARD_STEPS[current];
  const last = WIZARD_STEPS.length - 1;

  const goTo = async (target: number) => {
    // moving on checks the step being left; going back, or reading, never does
    if (!readOnly && target > current) {
      try {
        await form.validateFields([...STEP_FIELDS[step]]);
      } catch {
        return;
      }
    }
    setCurrent(target);
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      setCurrent(stepOf(first));
      message.error(t('common:formInvalid'));
      return;
    }
    const settings = toSettings(form.getFieldsValue(true), reply.settings);
    setSaving(true);
    try {
      const envelope = await footprintApi.saveSettings({ projectId: reply.projectId, settings });
      if (envelope.code !== 200) {
        setRefusal(messageOf(envelope));
        message.error(messageOf(envelope));
        return;
      }
      setRefusal(null);
      setSaved(true);
      setStored(true);
      message.success(t('common:saveSuccess'));
    } catch {
      // the shared client has shown it
    } finally {
      setSaving(false);
    }
  };

  const review =
    step === 'review'
      ? (() => {
          const settings = toSettings(form.getFieldsValue(true), reply.settings);
          return <SettingsSummary settings={settings} unitCode={unitCode(settings.declaredUnitId)} />;
        })()
      : null;
  const goCompute = (
    <Button type="primary" onClick={() => navigate(computeUrl(reply.projectId))}>
      {t('footprint.wizard.goCompute')}
    </Button>
  );

  return (
    <ProjectCard title={t('footprint.wizard.title', { name: reply.projectName })} status={reply.projectStatus}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {readOnly && <Alert type="info" showIcon title={t('footprint.wizard.readOnly')} />}
        {!stored && !readOnly && <Alert type="info" showIcon title={t('footprint.wizard.defaults')} />}
        {refusal && <Alert type="error" showIcon title={refusal} />}
        {saved && <Alert type="success" showIcon title={t('footprint.wizard.saved')} action={mayCompute ? goCompute : undefined} />}
        <Steps
          current={current}
          onChange={goTo}
          size="small"
          items={WIZARD_STEPS.map((key) => ({ key, title: t(`footprint.steps.${key}`) }))}
        />
        <Form<StudySettings>
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={reply.settings}
          onValuesChange={(changed: Partial<StudySettings>, values: StudySettings) => {
            setSaved(false);
            if ('declaredUnitId' in changed || 'moduleCount' in changed) {
              const quantity = derivedQuantity(unitCode(values.declaredUnitId), values.moduleCount, reply);
              if (quantity !== null) form.setFieldValue('declaredQuantity', quantity);
            }
          }}
        >
          <StepPanels form={form} current={step} reply={reply} units={units.units} unitsFailed={units.failed} review={review} />
        </Form>
        <Space>
          {current > 0 && <Button onClick={() => goTo(current - 1)}>{t('footprint.wizard.previous')}</Button>}
          {current < last && (
            <Button type="primary" onClick={() => goTo(current + 1)}>
              {t('footprint.wizard.next')}
            </Button>
          )}
          {current === last && !readOnly && (
            <Button type="primary" loading={saving} onClick={save}>
              {t('common:save')}
            </Button>
          )}
          {current === last && mayCompute && stored && !saved && goCompute}
        </Space>
      </Space>
    </ProjectCard>
  );
}
