/**
 * What a change did: after a save, the dataset's new footprint and every dataset recomputed with it;
 * after "recompute all", how many were recomputed and which can no longer be computed.
 */
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecomputedDataset, SaveGeneralDatasetReply } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { formatFootprint, perUnit } from '../datasetRows';
import { RecomputedTable } from './RecomputedTable';

export type Outcome =
  | { kind: 'saved'; adding: boolean; code: string; unit: string; reply: SaveGeneralDatasetReply }
  | { kind: 'recomputed'; recomputed: RecomputedDataset[] };

const hasProblem = (d: RecomputedDataset) => d.problem !== null || d.footprint === null;

export function OutcomeModal({ outcome, onClose }: { outcome: Outcome; onClose(): void }) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const recomputed = outcome.kind === 'saved' ? outcome.reply.recomputed : outcome.recomputed;
  const problems = recomputed.filter(hasProblem);
  // the ones that need attention first
  const listed = [...problems, ...recomputed.filter((d) => !hasProblem(d))];

  return (
    // what a save did, to read: a plain Modal rather than FormModal
    <Modal
      open
      width={760}
      title={t(outcome.kind === 'saved' ? 'generalDataset.result.savedTitle' : 'generalDataset.result.recomputedTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common:close')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {outcome.kind === 'saved' && (
          <Typography.Paragraph>
            {t('generalDataset.result.footprint', { code: outcome.code })}{' '}
            <Typography.Text strong>
              {formatFootprint(outcome.reply.footprint)} {perUnit(outcome.unit)}
            </Typography.Text>
          </Typography.Paragraph>
        )}
        {outcome.kind === 'saved' ? (
          <Typography.Paragraph>
            {recomputed.length === 0
              ? t('generalDataset.result.noDependents')
              : t('generalDataset.result.dependents', { count: recomputed.length })}
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph>{t('generalDataset.result.recomputedCount', { count: recomputed.length })}</Typography.Paragraph>
        )}
        {problems.length > 0 && <Alert type="warning" showIcon title={t('generalDataset.result.problems', { count: problems.length })} />}
        {listed.length > 0 && <RecomputedTable datasets={listed} />}
      </Space>
    </Modal>
  );
}
