/**
 * The drill-down: stages, each opening to its directory categories, each to its lines; a line
 * opens its detail page. Lines the cut-off left out are marked.
 */
import { useMemo } from 'react';
import { Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContributionLine, ContributionReply } from '@pcf/shared';
import { ANALYSIS_NS } from '../../../locales';
import { formatNumber, formatShare } from '../../../parts/contribution/format';
import { itemUrl } from '../../../parts/paths';
import type { StageLabel } from '../../../parts/contribution/useStageLabels';

interface TreeRow {
  key: string;
  name: string;
  emission: number;
  share: number;
  excludedEmission: number;
  line?: ContributionLine;
  children?: TreeRow[];
}

export function DrillDown({ reply, stageLabel }: { reply: ContributionReply; stageLabel: StageLabel }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const rows = useMemo<TreeRow[]>(() => {
    const lines = new Map(reply.lines.map((line) => [line.lineId, line]));
    return reply.byStage
      .filter((stage) => stage.categories.length > 0)
      .map((stage) => ({
        key: `stage:${stage.stage}`,
        name: stageLabel(stage.stage),
        emission: stage.emission,
        share: stage.share,
        excludedEmission: stage.excludedEmission,
        children: stage.categories.map((category, index) => ({
          key: `category:${stage.stage}:${index}`,
          name: category.category ?? t('contribution.uncategorized'),
          emission: category.emission,
          share: category.share,
          excludedEmission: category.excludedEmission,
          children: category.lineIds.flatMap((id) => {
            const line = lines.get(id);
            return line
              ? [
                  {
                    key: `line:${id}`,
                    name: line.description,
                    emission: line.emission,
                    share: line.share,
                    excludedEmission: line.excluded ? line.emission : 0,
                    line,
                  },
                ]
              : [];
          }),
        })),
      }));
  }, [reply, stageLabel, t]);

  const columns: TableColumnsType<TreeRow> = [
    {
      key: 'name',
      title: t('contribution.tree.name'),
      render: (_, row) =>
        row.line ? (
          <>
            <Link to={itemUrl(reply.snapshotId, row.line.lineId)}>{row.name}</Link>
            {row.line.excluded && (
              <Tag color="default" style={{ marginLeft: 8 }}>
                {t('contribution.excluded')}
              </Tag>
            )}
          </>
        ) : (
          row.name
        ),
    },
    { key: 'emission', title: t('contribution.emission'), align: 'right', render: (_, row) => formatNumber(row.emission) },
    { key: 'share', title: t('contribution.share'), align: 'right', render: (_, row) => formatShare(row.share) },
    { key: 'excluded', title: t('contribution.excludedEmission'), align: 'right', render: (_, row) => formatNumber(row.excludedEmission) },
  ];
  return (
    <Card size="small" title={t('contribution.tree.title')}>
      <div data-testid="drill-down">
        <Table<TreeRow> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} />
      </div>
    </Card>
  );
}
