/**
 * 评价结果: the projects' results from the read model (FOOTPRINT_RESULT_OBJECT) on the object table,
 * each project's latest computation by default and every computation on request, with the figures
 * rounded as the result page shows them and a link to open one.
 */
import { useMemo, useState } from 'react';
import { Button, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FOOTPRINT_RESULT_OBJECT, footprintEndpoints, isProjectStatus } from '@pcf/shared';
import type { ObjCondition, ObjRow, ObjValue } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { formatNumber, perUnitLabel } from '../../../parts/footprint/format';
import { snapshotUrl } from '../../../parts/footprint/paths';
import { ProjectStatusTag } from '../../ProjectManagement/parts/ProjectStatusTag';

const LATEST_ONLY: readonly ObjCondition[] = [{ field: 'is_latest', operator: 'eq', value: true }];
const EVERY_COMPUTATION: readonly ObjCondition[] = [];
// the footprint and 查看结果 stay in view whatever columns are shown (issue 18)
const KEY_COLUMNS = ['total'] as const;
const RESULT_ACTIONS_WIDTH = 130;

const numberOf = (value: ObjValue | undefined): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : null;

export function ResultTable() {
  const { t } = useTranslation(ACCOUNTING_NS);
  const navigate = useNavigate();
  const [everyComputation, setEveryComputation] = useState(false);

  const renderCell = useMemo(() => {
    const figure = (value: ObjValue | undefined) => formatNumber(numberOf(value));
    return {
      total: figure,
      per_kwp: figure,
      per_m2: figure,
      dqr: figure,
      per_declared_unit: (value: ObjValue | undefined, row: ObjRow) =>
        typeof row.declared_unit_code === 'string' ? `${figure(value)} ${perUnitLabel(row.declared_unit_code)}` : figure(value),
      seq: (value: ObjValue | undefined) => (value === undefined || value === null ? '' : `#${String(value)}`),
      project_status: (value: ObjValue | undefined) => (isProjectStatus(value) ? <ProjectStatusTag status={value} /> : ''),
    };
  }, []);

  const rowActions = (row: ObjRow) => (
    <Button type="link" onClick={() => navigate(snapshotUrl(Number(row.id)))}>
      {t('footprint.list.result')}
    </Button>
  );

  return (
    <>
      <Typography.Paragraph type="secondary">{t('footprint.list.resultsHint')}</Typography.Paragraph>
      <ObjectTable
        objName={FOOTPRINT_RESULT_OBJECT}
        pageEndpoint={footprintEndpoints.resultPage}
        baseConditions={everyComputation ? EVERY_COMPUTATION : LATEST_ONLY}
        renderCell={renderCell}
        rowActions={rowActions}
        actionsWidth={RESULT_ACTIONS_WIDTH}
        keyColumns={KEY_COLUMNS}
        toolbarExtra={
          <Typography.Text>
            <Switch
              size="small"
              checked={everyComputation}
              onChange={setEveryComputation}
              aria-label={t('footprint.list.everyComputation')}
            />{' '}
            {t('footprint.list.everyComputation')}
          </Typography.Text>
        }
      />
    </>
  );
}
