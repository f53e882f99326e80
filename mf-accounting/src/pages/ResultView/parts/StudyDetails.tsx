/** What a result was computed with: the settings, the cut-off applied, the factor versions and the GWP values used. */
import { useMemo } from 'react';
import { Card, Col, Row, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStored } from '@pcf/shared';
import type { FootprintSnapshot, Gas } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { formatShare, perUnitLabel } from '../../../parts/footprint/format';
import { SettingsSummary } from '../../../parts/footprint/SettingsSummary';

interface FactorUsed {
  versionId: number;
  code: string;
  version: number | null;
  name: string | null;
  perUnit: number;
  perUnitCode: string;
  lines: number;
}

/** Each factor version once, with the number of lines that used it. */
function factorsUsed(snapshot: FootprintSnapshot): FactorUsed[] {
  const byVersion = new Map<number, FactorUsed>();
  for (const line of snapshot.lines) {
    if (line.sourceKind !== 'factor' || line.factorVersionId === null) continue;
    const known = byVersion.get(line.factorVersionId);
    if (known) known.lines += 1;
    else
      byVersion.set(line.factorVersionId, {
        versionId: line.factorVersionId,
        code: line.factorCode ?? '',
        version: line.factorVersion,
        name: line.factorName,
        perUnit: line.perUnit,
        perUnitCode: line.perUnitCode,
        lines: 1,
      });
  }
  return [...byVersion.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export function StudyDetails({ snapshot }: { snapshot: FootprintSnapshot }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const factors = useMemo(() => factorsUsed(snapshot), [snapshot]);
  const factorColumns: TableColumnsType<FactorUsed> = [
    { key: 'code', title: t('footprint.result.factorCode'), render: (_, f) => f.code },
    { key: 'version', title: t('footprint.result.factorVersion'), render: (_, f) => (f.version === null ? '' : `v${f.version}`) },
    { key: 'name', title: t('footprint.result.factorName'), render: (_, f) => f.name ?? '' },
    {
      key: 'value',
      title: t('footprint.result.perUnit'),
      align: 'right',
      render: (_, f) => `${formatStored(f.perUnit)} ${perUnitLabel(f.perUnitCode)}`,
    },
    { key: 'lines', title: t('footprint.result.lineCount'), align: 'right', render: (_, f) => f.lines },
  ];
  const gwpColumns: TableColumnsType<{ gas: Gas; value: number }> = [
    { key: 'gas', title: t('footprint.result.gas'), render: (_, g) => t(`footprint.gases.${g.gas}`) },
    { key: 'value', title: t('footprint.result.gwpValue'), align: 'right', render: (_, g) => formatStored(g.value) },
  ];

  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>
        <Card size="small" title={t('footprint.result.settingsUsed')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <SettingsSummary
              settings={snapshot.settings}
              unitCode={snapshot.declaredUnitCode}
              appliedShare={snapshot.settings.allocationMethod === 'none' ? undefined : snapshot.allocationShare}
            />
            <Typography.Text data-testid="cut-off">
              {snapshot.cutOff
                ? t('footprint.result.cutOffApplied', { count: snapshot.cutOff.lineIds.length, share: formatShare(snapshot.cutOff.share) })
                : t('footprint.result.cutOffNone')}
            </Typography.Text>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('footprint.result.factorsUsed')} style={{ height: '100%' }}>
          <Table<FactorUsed>
            rowKey="versionId"
            size="small"
            columns={factorColumns}
            dataSource={factors}
            pagination={factors.length > 10 ? { pageSize: 10 } : false}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card
          size="small"
          title={t('footprint.result.gwpUsed', { set: t(`project.gwpSets.${snapshot.gwpSet}`) })}
          style={{ height: '100%' }}
        >
          <Table rowKey="gas" size="small" columns={gwpColumns} dataSource={snapshot.gwpUsed} pagination={false} />
        </Card>
      </Col>
    </Row>
  );
}
