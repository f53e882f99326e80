/** 新建报告: pick one of the company's computations (snapshots); the report starts prefilled from it. */
import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { round2, type ReportDetail, type ReportableSnapshot } from '@pcf/shared';
import { FormModal, LoadFailed, useModalSave } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { reportListApi } from '../api';

export function CreateModal({ onClose, onCreated }: { onClose: () => void; onCreated: (report: ReportDetail) => void }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const [form] = Form.useForm<{ snapshotId: number }>();
  const [snapshots, setSnapshots] = useState<ReportableSnapshot[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    reportListApi
      .snapshots()
      .then((rows) => live && setSnapshots(rows))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);
  const { saving, submit, refusal } = useModalSave<{ snapshotId: number }, ReportDetail>(form, {
    adding: true,
    onSaved: onCreated,
    refusal: 'inline',
  });
  const options = (snapshots ?? []).map((s) => ({
    value: s.snapshotId,
    label: t('report.snapshotOption', {
      project: s.projectName,
      model: s.productModel,
      seq: s.seq,
      value: round2(s.perDeclaredUnit),
      unit: s.declaredUnitCode,
      date: s.createdAt.slice(0, 10),
    }),
  }));
  return (
    <FormModal
      title={t('report.create')}
      saving={saving}
      refusal={refusal}
      saveDisabled={!snapshots || snapshots.length === 0}
      onSave={() => void submit((values) => reportListApi.create(values.snapshotId))}
      onClose={onClose}
      width={640}
    >
      {failed ? (
        <LoadFailed
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="snapshotId" label={t('report.snapshot')} rules={[{ required: true, message: t('report.snapshotRequired') }]}>
            <Select options={options} loading={!snapshots} notFoundContent={t('report.noSnapshots')} showSearch optionFilterProp="label" />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
