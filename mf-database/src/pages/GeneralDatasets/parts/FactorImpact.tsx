/**
 * "What does this factor affect": pick an emission factor by search and see every general dataset
 * a new version of it would recompute (GET /rest/generalDataset/affected?factorId=), directly or
 * through other datasets.
 */
import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATABASE_NS } from '../../../locales';
import { formatInputFootprint, nameIn, perUnit, type InputOption } from '../datasetRows';
import { AffectedDatasets } from './AffectedDatasets';
import { InputPicker } from './InputPicker';

export function FactorImpact({ onOpen }: { onOpen(id: number): void }) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [factor, setFactor] = useState<InputOption | undefined>(undefined);
  const [open, setOpen] = useState(false);

  return (
    <>
      <InputPicker
        kind="factor"
        value={factor?.id ?? null}
        known={factor}
        aria-label={t('generalDataset.impact.pick')}
        placeholder={t('generalDataset.impact.pick')}
        style={{ width: 260 }}
        onChange={(id) => {
          if (id === undefined) setFactor(undefined);
        }}
        onPick={(option) => {
          setFactor(option);
          setOpen(true);
        }}
      />
      {factor && <Button onClick={() => setOpen(true)}>{t('generalDataset.impact.show')}</Button>}
      {open && factor && (
        // a result to read, not a form: a plain Modal rather than FormModal
        <Modal
          open
          width={900}
          title={t('generalDataset.impact.title', { code: factor.code })}
          onCancel={() => setOpen(false)}
          footer={
            <Button type="primary" onClick={() => setOpen(false)}>
              {t('common:close')}
            </Button>
          }
        >
          <Typography.Paragraph>
            {nameIn(i18n.language, factor.nameZh, factor.nameEn)}
            {factor.footprint !== null && ` · ${formatInputFootprint(factor.kind, factor.footprint)} ${perUnit(factor.unit)}`}
            {factor.version !== null && ` · ${t('generalDataset.picker.version', { version: factor.version })}`}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('generalDataset.impact.hint')}</Typography.Paragraph>
          <AffectedDatasets
            key={factor.id}
            query={{ factorId: factor.id }}
            emptyText={t('generalDataset.impact.none')}
            onOpen={(id) => {
              setOpen(false);
              onOpen(id);
            }}
          />
        </Modal>
      )}
    </>
  );
}
