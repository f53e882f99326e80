/**
 * What-if: every line on one of the result's factor versions is put on another (a regional grid,
 * green power, a supplier's figure, found by a search of the factor database) and the result is
 * computed again beside the original; the study and the result stay as they are. A what-if may be
 * kept as a named scenario of the result; the scenarios are listed, compared side by side, and
 * deleted by their author.
 */
import { useMemo, useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_PERMISSIONS, CODE_OK, SCENARIO_NAME_MAX, messageOf, useAccess, useObjectSearch, useLoaded } from '@pcf/shared';
import type { AnalysisScenario, ContributionReply, FactorSwap, ObjRow, WhatIfFigures, WhatIfResult } from '@pcf/shared';
import { FormModal, useConfirmDelete, useModalSave, FailedCard } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { contributionApi, searchFactors } from '../../../parts/contribution/api';
import { CO2E, formatNumber } from '../../../parts/contribution/format';
import type { StageLabel } from '../../../parts/contribution/useStageLabels';

interface FactorChoice {
  versionId: number;
  label: string;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function choiceOf(row: ObjRow, chinese: boolean): FactorChoice | null {
  const versionId = Number(row.version_id);
  if (!Number.isInteger(versionId) || versionId < 1) return null;
  const name = chinese ? text(row.name_zh) : text(row.name_en) || text(row.name_zh);
  return { versionId, label: `${text(row.code)} · ${name} · ${text(row.value)} ${CO2E}/${text(row.unit_code)} · ${text(row.region)}` };
}

export function WhatIf({ reply, stageLabel }: { reply: ContributionReply; stageLabel: StageLabel }) {
  const { t, i18n } = useTranslation(ANALYSIS_NS);
  const { message } = App.useApp();
  const access = useAccess();
  const mayKeep = access.hasPermission(ANALYSIS_PERMISSIONS.scenario);
  const chinese = i18n.language.startsWith('zh');
  const [from, setFrom] = useState<number | undefined>(reply.factors[0]?.factorVersionId);
  const [to, setTo] = useState<FactorChoice | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ swaps: FactorSwap[]; result: WhatIfResult } | null>(null);
  const [naming, setNaming] = useState(false);
  const [scenarioKey, setScenarioKey] = useState(0);
  const { found, searching, search, onOpenChange } = useObjectSearch((typed: string) =>
    searchFactors(typed, chinese ? 'name_zh' : 'name_en').then((rows) => rows.flatMap((row) => choiceOf(row, chinese) ?? [])),
  );
  const scenarios = useLoaded(() => contributionApi.scenarios(reply.snapshotId), `${reply.snapshotId}:${scenarioKey}`);

  const run = async () => {
    if (from === undefined || to === null) {
      message.warning(t('contribution.whatIf.pickBoth'));
      return;
    }
    const swaps = [{ fromVersionId: from, toVersionId: to.versionId }];
    setRunning(true);
    try {
      const envelope = await contributionApi.whatIf(reply.snapshotId, swaps);
      if (envelope.code === CODE_OK && envelope.data) setResult({ swaps, result: envelope.data });
      else message.error(messageOf(envelope));
    } catch {
      // no answer: the shared client has said why
    } finally {
      setRunning(false);
    }
  };

  const listed = to && !found.some((f) => f.versionId === to.versionId) ? [to, ...found] : found;
  return (
    <Card size="small" title={t('contribution.whatIf.title')}>
      <Typography.Paragraph type="secondary">{t('contribution.whatIf.intro')}</Typography.Paragraph>
      <Row gutter={[12, 12]} align="bottom">
        <Col xs={24} lg={10}>
          <Typography.Text>{t('contribution.whatIf.from')}</Typography.Text>
          <Select<number>
            aria-label={t('contribution.whatIf.from')}
            value={from}
            onChange={setFrom}
            style={{ width: '100%' }}
            popupMatchSelectWidth={false}
            options={reply.factors.map((f) => ({
              value: f.factorVersionId,
              label: t('contribution.whatIf.usedFactor', {
                code: f.factorCode,
                name: f.factorName,
                value: f.value,
                unit: f.unitCode,
                lines: f.lineCount,
              }),
            }))}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Text>{t('contribution.whatIf.to')}</Typography.Text>
          <Select<number>
            aria-label={t('contribution.whatIf.to')}
            placeholder={t('contribution.whatIf.searchPlaceholder')}
            value={to?.versionId}
            onChange={(versionId) => setTo(listed.find((f) => f.versionId === versionId) ?? null)}
            style={{ width: '100%' }}
            popupMatchSelectWidth={false}
            showSearch={{ filterOption: false, onSearch: search }}
            onOpenChange={onOpenChange}
            notFoundContent={searching ? <Spin size="small" /> : t('contribution.whatIf.nothingFound')}
            options={listed.map((f) => ({ value: f.versionId, label: f.label }))}
          />
        </Col>
        <Col xs={24} lg={4}>
          <Button type="primary" loading={running} onClick={() => void run()}>
            {t('contribution.whatIf.run')}
          </Button>
        </Col>
      </Row>
      {result && (
        <div style={{ marginTop: 16 }}>
          <WhatIfOutcome result={result.result} stageLabel={stageLabel} />
          {mayKeep && (
            <Button style={{ marginTop: 12 }} onClick={() => setNaming(true)}>
              {t('contribution.whatIf.save')}
            </Button>
          )}
        </div>
      )}
      {naming && result && (
        <ScenarioNameModal
          snapshotId={reply.snapshotId}
          swaps={result.swaps}
          onClose={() => setNaming(false)}
          onSaved={() => {
            setNaming(false);
            setScenarioKey((n) => n + 1);
          }}
        />
      )}
      <div style={{ marginTop: 16 }}>
        {scenarios.load.status === 'failed' && (
          <FailedCard title={t('contribution.loadFailed')} message={scenarios.load.message} onRetry={scenarios.retry} />
        )}
        {scenarios.load.status === 'ready' && (
          <Scenarios scenarios={scenarios.load.data} mayDelete={mayKeep} onDeleted={() => setScenarioKey((n) => n + 1)} />
        )}
      </div>
    </Card>
  );
}

/** The new figures beside the original, and the lines that changed. */
function WhatIfOutcome({ result, stageLabel }: { result: WhatIfResult; stageLabel: StageLabel }) {
  const { t } = useTranslation(ANALYSIS_NS);
  type Figure = { key: keyof WhatIfFigures; label: string };
  const figures: Figure[] = [
    { key: 'total', label: t('contribution.figures.total') },
    { key: 'perDeclaredUnit', label: t('contribution.whatIf.perDeclaredUnit') },
    { key: 'perKwp', label: t('contribution.figures.perKwp') },
    { key: 'perM2', label: t('contribution.figures.perM2') },
  ];
  const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  const figureColumns: TableColumnsType<Figure> = [
    { key: 'label', title: t('contribution.whatIf.figure'), dataIndex: 'label' },
    { key: 'original', title: t('contribution.whatIf.original'), align: 'right', render: (_, f) => formatNumber(result.original[f.key]) },
    { key: 'scenario', title: t('contribution.whatIf.scenario'), align: 'right', render: (_, f) => formatNumber(result.scenario[f.key]) },
    {
      key: 'difference',
      title: t('contribution.whatIf.difference'),
      align: 'right',
      render: (_, f) => formatNumber(difference(result.original[f.key], result.scenario[f.key])),
    },
  ];
  type Changed = WhatIfResult['lines'][number];
  const lineColumns: TableColumnsType<Changed> = [
    { key: 'line', title: t('contribution.pareto.line'), dataIndex: 'description' },
    { key: 'stage', title: t('contribution.stage'), render: (_, l) => stageLabel(l.stage) },
    { key: 'original', title: t('contribution.whatIf.original'), align: 'right', render: (_, l) => formatNumber(l.original) },
    { key: 'scenario', title: t('contribution.whatIf.scenario'), align: 'right', render: (_, l) => formatNumber(l.scenario) },
    { key: 'difference', title: t('contribution.whatIf.difference'), align: 'right', render: (_, l) => formatNumber(l.difference) },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {result.swaps.map((swap) => (
        <Typography.Text key={swap.from.factorVersionId} data-testid="what-if-swap">
          {t('contribution.whatIf.swapped', {
            from: `${swap.from.code} (${swap.from.value} ${CO2E}/${swap.from.unitCode})`,
            to: `${swap.to.code} (${swap.to.value} ${CO2E}/${swap.to.unitCode})`,
            lines: swap.lineCount,
          })}
        </Typography.Text>
      ))}
      <div data-testid="what-if-figures">
        <Table<Figure> rowKey="key" size="small" columns={figureColumns} dataSource={figures} pagination={false} />
      </div>
      <div data-testid="what-if-lines">
        <Table<Changed> rowKey="lineId" size="small" columns={lineColumns} dataSource={result.lines} pagination={false} />
      </div>
    </Space>
  );
}

function ScenarioNameModal({
  snapshotId,
  swaps,
  onClose,
  onSaved,
}: {
  snapshotId: number;
  swaps: FactorSwap[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation([ANALYSIS_NS, 'common']);
  const [form] = Form.useForm<{ name: string }>();
  const { saving, submit } = useModalSave(form, { adding: true, onSaved, successText: t('contribution.scenarios.saved') });
  return (
    <FormModal
      title={t('contribution.whatIf.save')}
      okText={t('common:confirm')}
      saving={saving}
      onSave={() => void submit(({ name }) => contributionApi.saveScenario(snapshotId, name.trim(), swaps))}
      onClose={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('contribution.scenarios.name')}
          rules={[{ required: true, whitespace: true, message: t('contribution.scenarios.nameRequired') }]}
        >
          <Input maxLength={SCENARIO_NAME_MAX} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The result's scenarios; those picked are compared side by side with the original. */
function Scenarios({ scenarios, mayDelete, onDeleted }: { scenarios: AnalysisScenario[]; mayDelete: boolean; onDeleted(): void }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const [picked, setPicked] = useState<number[]>([]);
  const confirmDelete = useConfirmDelete((scenario: AnalysisScenario) => contributionApi.deleteScenario(scenario.id), onDeleted);
  const compared = useMemo(() => scenarios.filter((s) => picked.includes(s.id)), [scenarios, picked]);
  const columns: TableColumnsType<AnalysisScenario> = [
    { key: 'name', title: t('contribution.scenarios.name'), dataIndex: 'name' },
    {
      key: 'swaps',
      title: t('contribution.scenarios.swaps'),
      render: (_, s) => s.result.swaps.map((swap) => `${swap.from.code} → ${swap.to.code}`).join('; '),
    },
    { key: 'total', title: t('contribution.figures.total'), align: 'right', render: (_, s) => formatNumber(s.result.scenario.total) },
    { key: 'perKwp', title: t('contribution.figures.perKwp'), align: 'right', render: (_, s) => formatNumber(s.result.scenario.perKwp) },
    {
      key: 'difference',
      title: t('contribution.whatIf.difference'),
      align: 'right',
      render: (_, s) => formatNumber(s.result.scenario.total - s.result.original.total),
    },
    { key: 'by', title: t('contribution.scenarios.by'), dataIndex: 'createdByName' },
    {
      key: 'actions',
      title: t('contribution.scenarios.actions'),
      render: (_, s) =>
        mayDelete && s.own ? (
          <Button type="link" danger onClick={() => confirmDelete(s)}>
            {t('contribution.scenarios.delete')}
          </Button>
        ) : null,
    },
  ];
  const figureRows: { key: keyof WhatIfFigures; label: string }[] = [
    { key: 'total', label: t('contribution.figures.total') },
    { key: 'perKwp', label: t('contribution.figures.perKwp') },
    { key: 'perM2', label: t('contribution.figures.perM2') },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{t('contribution.scenarios.title')}</Typography.Title>
      <div data-testid="scenarios">
        <Table<AnalysisScenario>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={scenarios}
          pagination={false}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) }}
          locale={{ emptyText: t('contribution.scenarios.none') }}
        />
      </div>
      {compared.length > 0 && (
        <div data-testid="scenario-comparison">
          <Table<{ key: keyof WhatIfFigures; label: string }>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={figureRows}
            columns={[
              { key: 'label', title: t('contribution.whatIf.figure'), dataIndex: 'label' },
              {
                key: 'original',
                title: t('contribution.whatIf.original'),
                align: 'right',
                render: (_, f) => formatNumber(compared[0].result.original[f.key]),
              },
              ...compared.map((s) => ({
                key: `s${s.id}`,
                title: s.name,
                align: 'right' as const,
                render: (_: unknown, f: { key: keyof WhatIfFigures }) => formatNumber(s.result.scenario[f.key]),
              })),
            ]}
          />
        </div>
      )}
    </Space>
  );
}
