/**
 * Import factors from an .xlsx or .csv file: the template in either format (download with progress),
 * the file (type and size checked before anything is sent), the mode (all rows valid or nothing, or
 * the valid rows only), the upload with progress, then the job's progress polled every second until
 * it ends, and its report: counts and the problems row by row. Closing the dialog stops the polling
 * (the server goes on with the job); a finished import reloads the list.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Descriptions, Modal, Progress, Radio, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError, FACTOR_IMPORT_MAX_BYTES, GASES, isAcceptedFile, messageOf, saveBlob } from '@pcf/shared';
import type {
  FactorImportJob,
  FactorImportMode,
  FactorImportProblem,
  FactorImportStatus,
  ObjDictOption,
  UploadProgress,
} from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { factorApi } from '../api';
import { labelOf } from './labelOf';

export const IMPORT_POLL_MS = 1000;
const IMPORT_TYPES = ['xlsx', 'csv'] as const;
const TERMINAL: readonly FactorImportStatus[] = ['done', 'rejected', 'failed'];
const MAX_MB = FACTOR_IMPORT_MAX_BYTES / 1024 / 1024;

type Phase =
  | { kind: 'choose' }
  | { kind: 'uploading'; progress: UploadProgress }
  /** pollError: null while polling; the reason ('' when the client has shown it) once a poll failed. */
  | { kind: 'running'; job: FactorImportJob; pollError: string | null }
  | { kind: 'finished'; job: FactorImportJob };

type TemplateDownload = { format: 'xlsx' | 'csv'; progress: UploadProgress } | null;

export interface FactorImportModalProps {
  /** Labels of the gas columns. */
  gasOptions: readonly ObjDictOption[];
  onClose(): void;
  /** A job imported rows: the list shows them. */
  onImported(): void;
}

const percentOf = ({ loaded, total }: UploadProgress): number | undefined =>
  total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;

export function FactorImportModal({ gasOptions, onClose, onImported }: FactorImportModalProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<FactorImportMode>('all');
  const [template, setTemplate] = useState<TemplateDownload>(null);
  const [polls, setPolls] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;
  const count = (value: number) => value.toLocaleString(i18n.language);

  // an upload under way stops with the dialog
  useEffect(() => () => upload.current?.abort(), []);

  const settle = (job: FactorImportJob) => {
    if (!TERMINAL.includes(job.status)) {
      setPhase({ kind: 'running', job, pollError: null });
      setPolls((n) => n + 1);
      return;
    }
    setPhase({ kind: 'finished', job });
    if (job.status === 'done') onImportedRef.current();
  };

  // one poll a second while a job runs; the cleanup stops it when the dialog closes or the page goes
  const pollingId = phase.kind === 'running' && phase.pollError === null ? phase.job.id : null;
  useEffect(() => {
    if (pollingId === null) return;
    let active = true;
    const timer = setTimeout(() => {
      factorApi
        .importStatus(pollingId)
        .then((envelope) => {
          if (!active) return;
          if (envelope.code === 200 && envelope.data) settle(envelope.data);
          else setPhase((current) => (current.kind === 'running' ? { ...current, pollError: messageOf(envelope) } : current));
        })
        .catch(() => {
          // the shared client has shown what went wrong
          if (active) setPhase((current) => (current.kind === 'running' ? { ...current, pollError: '' } : current));
        });
    }, IMPORT_POLL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // settle only sets state; polls restarts the wait after each answer
  }, [pollingId, polls]);

  const downloadTemplate = async (format: 'xlsx' | 'csv') => {
    setTemplate({ format, progress: { loaded: 0 } });
    try {
      const downloaded = await factorApi.template(format, (progress) => setTemplate({ format, progress }));
      saveBlob(downloaded.blob, downloaded.fileName ?? `${t('factor.import.templateName')}.${format}`);
    } catch (error) {
      // 401 and network failures have been shown by the shared client
      if (error instanceof ApiError) message.error(error.message);
    } finally {
      setTemplate(null);
    }
  };

  const choose = (chosen: File): boolean => {
    if (!isAcceptedFile(chosen, IMPORT_TYPES)) {
      message.error(t('common:wrongFileType'));
      return false;
    }
    if (chosen.size > FACTOR_IMPORT_MAX_BYTES) {
      message.error(t('factor.import.tooLarge', { max: MAX_MB }));
      return false;
    }
    setFile(chosen);
    return true;
  };

  const start = async () => {
    if (!file) {
      message.warning(t('factor.import.chooseFirst'));
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setPhase({ kind: 'uploading', progress: { loaded: 0, total: file.size } });
    try {
      const envelope = await factorApi.startImport(file, mode, (progress) => setPhase({ kind: 'uploading', progress }), controller.signal);
      if (envelope.code === 200 && envelope.data) {
        settle(envelope.data);
      } else {
        message.error(messageOf(envelope));
        setPhase({ kind: 'choose' });
      }
    } catch {
      // the shared client has shown it (or the dialog was closed)
      if (!controller.signal.aborted) setPhase({ kind: 'choose' });
    } finally {
      upload.current = null;
    }
  };

  const again = () => {
    setFile(null);
    setPhase({ kind: 'choose' });
  };

  const columnLabel = (column: FactorImportProblem['column']): string => {
    if (column === null) return '';
    const gas = GASES.find((candidate) => column === `gas_${candidate}`);
    return gas ? labelOf(gasOptions, gas, t(`factor.gas.${gas}`)) : t(`factor.import.columns.${column}`);
  };

  const footer =
    phase.kind === 'choose'
      ? [
          <Button key="cancel" onClick={onClose}>
            {t('common:cancel')}
          </Button>,
          <Button key="start" type="primary" icon={<UploadOutlined />} disabled={!file} onClick={() => void start()}>
            {t('factor.import.start')}
          </Button>,
        ]
      : phase.kind === 'finished'
        ? [
            <Button key="again" onClick={again}>
              {t('factor.import.again')}
            </Button>,
            <Button key="close" type="primary" onClick={onClose}>
              {t('common:close')}
            </Button>,
          ]
        : [
            <Button key="close" onClick={onClose}>
              {phase.kind === 'uploading' ? t('common:cancel') : t('common:close')}
            </Button>,
          ];

  return (
    // a file, then a job's progress and report: no fields to save, so a plain Modal rather than FormModal
    <Modal open width={820} title={t('factor.import.title')} footer={footer} onCancel={onClose} destroyOnHidden mask={{ closable: false }}>
      {phase.kind === 'choose' && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <Typography.Paragraph>{t('factor.import.templateHint')}</Typography.Paragraph>
            <Space wrap>
              {(['xlsx', 'csv'] as const).map((format) => (
                <Button
                  key={format}
                  icon={<DownloadOutlined />}
                  loading={template?.format === format}
                  disabled={template !== null}
                  onClick={() => void downloadTemplate(format)}
                >
                  {t(`factor.import.template_${format}`)}
                </Button>
              ))}
            </Space>
            {template && (
              <div role="progressbar" aria-label={t('factor.import.templateDownloading')}>
                <Progress
                  percent={percentOf(template.progress) ?? 100}
                  status="active"
                  showInfo={percentOf(template.progress) !== undefined}
                />
              </div>
            )}
          </div>
          <div>
            <Upload
              accept=".xlsx,.csv"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(chosen) => {
                choose(chosen);
                // never sent by the component: 开始导入 sends it with the mode
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<FileOutlined />}>{t('factor.import.chooseFile')}</Button>
            </Upload>
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {file
                ? t('factor.import.chosen', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })
                : t('factor.import.fileHint', { max: MAX_MB })}
            </Typography.Text>
          </div>
          <div>
            <Typography.Text strong>{t('factor.import.mode')}</Typography.Text>
            <Radio.Group
              style={{ display: 'flex', flexDirection: 'column', marginTop: 8 }}
              value={mode}
              onChange={(event) => setMode(event.target.value as FactorImportMode)}
              options={[
                { value: 'all', label: t('factor.import.modeAll') },
                { value: 'valid', label: t('factor.import.modeValid') },
              ]}
            />
          </div>
        </Space>
      )}

      {phase.kind === 'uploading' && (
        <div role="progressbar" aria-label={t('factor.import.uploading')}>
          <Typography.Text>{t('factor.import.uploading')}</Typography.Text>
          <Progress percent={percentOf(phase.progress) ?? 0} status="active" />
        </div>
      )}

      {phase.kind === 'running' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t(`factor.import.status.${phase.job.status}`)}
            {' · '}
            {t('factor.import.checked', { checked: count(phase.job.checkedRows), total: count(phase.job.totalRows) })}
          </Typography.Text>
          <div role="progressbar" aria-label={t('factor.import.progress')}>
            <Progress
              percent={phase.job.totalRows > 0 ? Math.floor((phase.job.checkedRows / phase.job.totalRows) * 100) : 0}
              status={phase.pollError === null ? 'active' : 'exception'}
            />
          </div>
          <Typography.Text type="secondary">{t('factor.import.closeHint')}</Typography.Text>
          {phase.pollError !== null && (
            <RetryAlert title={phase.pollError || t('factor.import.pollFailed')} onRetry={() => setPhase({ ...phase, pollError: null })} />
          )}
        </Space>
      )}

      {phase.kind === 'finished' && <ImportReport job={phase.job} columnLabel={columnLabel} count={count} />}
    </Modal>
  );
}

type NumberedProblem = FactorImportProblem & { index: number };

interface ImportReportProps {
  job: FactorImportJob;
  columnLabel(column: FactorImportProblem['column']): string;
  count(value: number): string;
}

function ImportReport({ job, columnLabel, count }: ImportReportProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const alertType =
    job.status === 'done' ? (job.problemCount > 0 ? 'warning' : 'success') : job.status === 'rejected' ? 'warning' : 'error';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type={alertType} showIcon title={t(`factor.import.result.${job.status}`)} description={job.fileName || undefined} />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('factor.import.totalRows')}>{count(job.totalRows)}</Descriptions.Item>
        <Descriptions.Item label={t('factor.import.validRows')}>{count(job.validRows)}</Descriptions.Item>
        <Descriptions.Item label={t('factor.import.importedRows')}>{count(job.importedRows)}</Descriptions.Item>
        <Descriptions.Item label={t('factor.import.createdFactors')}>{count(job.createdFactors)}</Descriptions.Item>
        <Descriptions.Item label={t('factor.import.addedVersions')}>{count(job.addedVersions)}</Descriptions.Item>
        <Descriptions.Item label={t('factor.import.problemCount')}>{count(job.problemCount)}</Descriptions.Item>
      </Descriptions>
      {job.problems.length > 0 && (
        <>
          {job.problemCount > job.problems.length && (
            <Typography.Text type="secondary">
              {t('factor.import.problemsTruncated', { shown: count(job.problems.length), total: count(job.problemCount) })}
            </Typography.Text>
          )}
          <Table<NumberedProblem>
            size="small"
            rowKey="index"
            dataSource={job.problems.map((problem, index) => ({ ...problem, index }))}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              {
                key: 'row',
                title: t('factor.import.row'),
                dataIndex: 'row',
                width: 100,
                render: (row: number) => (row === 0 ? t('factor.import.wholeFile') : row),
              },
              {
                key: 'column',
                title: t('factor.import.column'),
                dataIndex: 'column',
                width: 180,
                render: (column: FactorImportProblem['column']) => columnLabel(column),
              },
              { key: 'message', title: t('factor.import.message'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Space>
  );
}
