/**
 * 申请使用: one fulfilled request's footprint for one inventory line of one of the company's
 * projects. A request an external host answered with several footprints offers each (its main one
 * chosen first). Only projects whose inventory may still change are offered, and their lines with
 * their unit; the server checks the rest (the line's unit must convert to the footprint's declared
 * unit, one pending application per line) and its refusal shows above the form.
 */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INVENTORY_EDITABLE_STATUSES,
  REASON_MAX,
  formatNumber,
  type FootprintApplication,
  type FootprintRequest,
  type InventoryLinesReply,
} from '@pcf/shared';
import { FormModal, LoadFailed, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { supplyChainApi } from '../../../parts/api';
import { formatTime } from '../../../parts/format';
import { footprintName } from '../../../parts/pactDocument';
import { ProjectSelect } from '../../../parts/ProjectSelect';
import { SEARCH_OPTIONS_MAX, SearchSelect, type SearchOption } from '../../../parts/SearchSelect';
import { applicationApi } from '../api';

interface ApplyValues {
  requestId: number;
  /** One of the request's footprints; none chosen: its main one. */
  footprintId?: string;
  projectId: number;
  lineId: number;
  note?: string;
}

/** The figure a fulfilled request's PACT document gives, kg CO₂e per declared unit, or null when it has none. */
export function requestFigure(footprint: unknown): string | null {
  const pcf = footprint !== null && typeof footprint === 'object' ? (footprint as { pcf?: unknown }).pcf : undefined;
  if (pcf === null || typeof pcf !== 'object') return null;
  const { pcfExcludingBiogenicUptake: value, declaredUnitOfMeasurement: unit } = pcf as Record<string, unknown>;
  if (typeof value !== 'string' || typeof unit !== 'string') return null;
  return `${formatNumber(Number(value))} kg CO₂e/${unit}`;
}

const idOf = (document: unknown): string | null => {
  const id = document !== null && typeof document === 'object' ? (document as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
};

export function ApplyModal({
  requestId,
  withCompany,
  onClose,
  onApplied,
}: {
  /** The request to start with (from ?request=). */
  requestId: number | null;
  withCompany: boolean;
  onClose: () => void;
  onApplied: (application: FootprintApplication) => void;
}) {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const [form] = Form.useForm<ApplyValues>();
  const projectId = Form.useWatch('projectId', form) ?? null;
  const chosenRequestId = Form.useWatch('requestId', form) ?? null;
  // the requests the select found, to offer the chosen one's footprints
  const [found, setFound] = useState<ReadonlyMap<number, FootprintRequest>>(new Map());
  const chosenRequest = chosenRequestId === null ? undefined : found.get(chosenRequestId);
  const [lines, setLines] = useState<{ status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; data: InventoryLinesReply }>({
    status: 'idle',
  });
  const [linesAttempt, setLinesAttempt] = useState(0);
  const { saving, submit, refusal } = useModalSave<ApplyValues, FootprintApplication>(form, {
    adding: true,
    onSaved: onApplied,
    successText: (envelope) => envelope.msg,
    refusal: 'inline',
  });

  useEffect(() => {
    if (projectId === null) {
      setLines({ status: 'idle' });
      return undefined;
    }
    let live = true;
    setLines({ status: 'loading' });
    applicationApi
      .lines(projectId)
      .then((data) => live && setLines({ status: 'ready', data }))
      .catch(() => live && setLines({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [projectId, linesAttempt]);

  // a request answered with several footprints starts on its main one; another request's are not this one's
  const mainFootprintId = chosenRequest && chosenRequest.otherFootprints.length > 0 ? (chosenRequest.footprintId ?? undefined) : undefined;
  useEffect(() => {
    form.setFieldValue('footprintId', mainFootprintId);
  }, [chosenRequestId, mainFootprintId, form]);

  const requestOption = (r: FootprintRequest): SearchOption => ({
    value: r.id,
    label: [
      r.counterpart,
      r.productIds.join(', '),
      requestFigure(r.footprint),
      r.otherFootprints.length > 0 && t('application.form.moreFootprints', { count: r.otherFootprints.length }),
      r.decidedAt && formatTime(r.decidedAt),
    ]
      .filter(Boolean)
      .join(' · '),
  });
  const footprintOption = (document: unknown, main: boolean) => ({
    value: idOf(document) ?? '',
    label: [main ? t('application.form.mainFootprint') : null, footprintName(document), requestFigure(document)]
      .filter(Boolean)
      .join(' · '),
  });
  const footprintOptions =
    chosenRequest && chosenRequest.otherFootprints.length > 0
      ? [footprintOption(chosenRequest.footprint, true), ...chosenRequest.otherFootprints.map((d) => footprintOption(d, false))]
      : null;
  // the fulfilled requests found by product id or supplier as the user types; the one the link names may be older than those
  const findRequests = async (text: string): Promise<SearchOption[]> => {
    const matching = (await supplyChainApi.sent({ status: 'fulfilled', text, pageSize: SEARCH_OPTIONS_MAX })).rows;
    const named =
      requestId !== null && text.trim() === '' && !matching.some((r) => r.id === requestId)
        ? (await supplyChainApi.sent({ status: 'fulfilled', id: requestId })).rows
        : [];
    const rows = [...named, ...matching];
    setFound((known) => new Map([...known, ...rows.map((r) => [r.id, r] as const)]));
    return rows.map(requestOption);
  };
  const lineOptions =
    lines.status === 'ready'
      ? lines.data.lines.map((line) => ({
          value: line.id,
          label: t('application.form.lineOption', {
            stage: t(`stage.${line.stage}`),
            description: line.description,
            unit: line.unitCode,
            source: line.sourceKind ? t(`application.form.sources.${line.sourceKind}`) : t('application.form.sources.none'),
          }),
        }))
      : [];

  return (
    <FormModal
      title={t('application.apply')}
      saving={saving}
      refusal={refusal}
      okText={t('application.form.submit')}
      onSave={() =>
        void submit((values) =>
          applicationApi.apply({
            requestId: values.requestId,
            ...(values.footprintId ? { footprintId: values.footprintId } : {}),
            projectId: values.projectId,
            lineId: values.lineId,
            ...(values.note?.trim() ? { note: values.note.trim() } : {}),
          }),
        )
      }
      onClose={onClose}
      width={720}
    >
      <Form form={form} name="applyFootprint" layout="vertical" preserve={false} initialValues={requestId === null ? {} : { requestId }}>
        <Form.Item
          name="requestId"
          label={t('application.form.request')}
          rules={[{ required: true, message: t('application.form.requestRequired') }]}
        >
          <SearchSelect
            aria-label={t('application.form.request')}
            find={findRequests}
            findKey="fulfilled"
            texts={{
              loading: t('application.form.requestsLoading'),
              failed: t('application.form.requestsFailed'),
              none: t('application.form.noRequests'),
            }}
          />
        </Form.Item>
        {footprintOptions && (
          <Form.Item name="footprintId" label={t('application.form.footprint')} extra={t('application.form.footprintHint')}>
            <Select options={footprintOptions} aria-label={t('application.form.footprint')} />
          </Form.Item>
        )}
        <Form.Item
          name="projectId"
          label={t('application.form.project')}
          extra={t('application.form.projectHint')}
          rules={[{ required: true, message: t('application.form.projectRequired') }]}
        >
          <ProjectSelect
            aria-label={t('application.form.project')}
            statuses={INVENTORY_EDITABLE_STATUSES}
            withCompany={withCompany}
            onChange={(value) => {
              form.setFieldsValue({ projectId: value ?? undefined, lineId: undefined });
            }}
          />
        </Form.Item>
        {lines.status === 'failed' && (
          <LoadFailed title={t('application.form.linesFailed')} onRetry={() => setLinesAttempt((n) => n + 1)} />
        )}
        {lines.status === 'ready' && !lines.data.editable && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('application.form.notEditable')} />
        )}
        <Form.Item
          name="lineId"
          label={t('application.form.line')}
          rules={[{ required: true, message: t('application.form.lineRequired') }]}
        >
          <Select
            options={lineOptions}
            disabled={projectId === null}
            loading={lines.status === 'loading'}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={t('application.form.noLines')}
            aria-label={t('application.form.line')}
          />
        </Form.Item>
        <Form.Item name="note" label={t('application.note')}>
          <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
