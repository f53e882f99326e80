/**
 * 导入Excel: one .xlsx (another type is refused with SPEC §5's 请上传正确的文件格式, a file over the
 * size limit before it is sent), sent with the project. The server answers a job at once and checks
 * every row in the background; the dialog follows the job every IMPORT_POLL_MS (the button loading,
 * a line saying the import runs) until it ends: imported → 导入成功 and the page reloads its lines;
 * rejected → nothing has changed and the dialog lists each problem by row and column; failed → why.
 * Closing the dialog stops the polling (the server goes on); after IMPORT_WAIT_MS the dialog stops
 * waiting and says so. A refused call (a read-only project, a file the server cannot take) shows
 * the server's message for 6 s and clears the chosen file (SPEC §8).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGE_MS, INVENTORY_EXCEL_MAX_BYTES, isAcceptedFile, messageOf } from '@pcf/shared';
import type { InventoryImportJob, InventoryImportProblem } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { excelApi } from '../api';

export const IMPORT_POLL_MS = 1000;
/** How long the dialog waits for a job (the server takes seconds; it fails a job stuck for ten minutes). */
export const IMPORT_WAIT_MS = 3 * 60 * 1000;
const EXCEL_TYPES = ['xlsx'] as const;
const MAX_MB = INVENTORY_EXCEL_MAX_BYTES / 1024 / 1024;

type NumberedProblem = InventoryImportProblem & { index: number };

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'running'; jobId: number }
  | { kind: 'rejected'; job: InventoryImportJob }
  /** The job failed, the dialog stopped waiting, or its status could not be read. */
  | { kind: 'failed'; message: string };

export interface ExcelImportModalProps {
  projectId: number;
  onClose(): void;
  onImported(): void;
}

export function ExcelImportModal({ projectId, onClose, onImported }: ExcelImportModalProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;

  /** A job's answer: still checking (poll on), or its end. */
  const settle = (job: InventoryImportJob, serverMessage: string) => {
    if (job.status === 'checking') setPhase({ kind: 'running', jobId: job.id });
    else if (job.status === 'done') {
      setPhase({ kind: 'idle' });
      message.success(t('common:importSuccess'));
      onImportedRef.current();
    } else if (job.status === 'rejected') setPhase({ kind: 'rejected', job });
    else setPhase({ kind: 'failed', message: job.problems[0]?.message || serverMessage || t('excel.failed') });
  };

  // the job's status every IMPORT_POLL_MS, one request at a time; nothing once the dialog has closed
  const runningJob = phase.kind === 'running' ? phase.jobId : null;
  useEffect(() => {
    if (runningJob === null) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + IMPORT_WAIT_MS;
    const poll = () => {
      excelApi
        .importStatus(runningJob)
        .then((envelope) => {
          if (!active) return;
          const job = envelope.data;
          if (envelope.code !== 200 || !job) setPhase({ kind: 'failed', message: messageOf(envelope) });
          else if (job.status !== 'checking') settle(job, envelope.msg);
          else if (Date.now() >= deadline) setPhase({ kind: 'failed', message: t('excel.stillRunning') });
          else timer = setTimeout(poll, IMPORT_POLL_MS);
        })
        .catch(() => {
          // the shared client has shown what went wrong
          if (active) setPhase({ kind: 'failed', message: t('excel.statusLost') });
        });
    };
    timer = setTimeout(poll, IMPORT_POLL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // one polling per job: settle and t only word and set state, their latest versions need no restart
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runningJob]);

  const choose = (chosen: File) => {
    if (!isAcceptedFile(chosen, EXCEL_TYPES)) {
      message.error(t('common:wrongFileType'));
      return;
    }
    if (chosen.size > INVENTORY_EXCEL_MAX_BYTES) {
      message.error(t('excel.tooLarge', { max: MAX_MB }));
      return;
    }
    setFile(chosen);
    setPhase({ kind: 'idle' });
  };

  const send = async () => {
    if (!file) {
      message.warning(t('excel.chooseFirst'));
      return;
    }
    setPhase({ kind: 'sending' });
    try {
      const envelope = await excelApi.importFile(projectId, file);
      if (envelope.code !== 200 || !envelope.data) {
        message.error({ content: messageOf(envelope), duration: ERROR_MESSAGE_MS / 1000 });
        setFile(null);
        setPhase({ kind: 'idle' });
        return;
      }
      settle(envelope.data, envelope.msg);
    } catch {
      // the shared client has shown it
      setPhase({ kind: 'idle' });
    }
  };

  const busy = phase.kind === 'sending' || phase.kind === 'running';
  const columnLabel = (column: InventoryImportProblem['column']) => (column === null ? '—' : t(`excel.columns.${column}`));
  const report = phase.kind === 'rejected' ? phase.job : null;
  const problems: NumberedProblem[] = (report?.problems ?? []).map((problem, index) => ({ ...problem, index }));

  return (
    // a file and its problems by row, not a form of fields: a plain Modal rather than FormModal
    <Modal
      open
      width={820}
      title={t('excel.title')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common:cancel')}
        </Button>,
        <Button key="send" type="primary" icon={<UploadOutlined />} loading={busy} disabled={!file} onClick={() => void send()}>
          {t('excel.send')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('excel.hint')} />
        <div>
          <Upload
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(chosen) => {
              choose(chosen);
              // never sent by the component: 开始导入 sends it with the project
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<FileOutlined />} disabled={busy}>
              {t('excel.chooseFile')}
            </Button>
          </Upload>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {file ? t('excel.chosen', { name: file.name }) : t('excel.fileHint', { max: MAX_MB })}
          </Typography.Text>
        </div>
        {phase.kind === 'running' && (
          <Typography.Text role="status" type="secondary">
            {t('excel.running')}
          </Typography.Text>
        )}
        {phase.kind === 'failed' && <Alert type="error" showIcon title={phase.message} />}
        {report && (
          <>
            <Alert type="error" showIcon title={t('excel.refused', { count: report.problems.length, rows: report.rows })} />
            <Table<NumberedProblem>
              size="small"
              rowKey="index"
              dataSource={problems}
              pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              columns={[
                {
                  title: t('excel.report.row'),
                  dataIndex: 'row',
                  width: 90,
                  render: (row: number) => (row === 0 ? t('excel.report.wholeFile') : row),
                },
                {
                  title: t('excel.report.column'),
                  dataIndex: 'column',
                  width: 180,
                  render: (column: InventoryImportProblem['column']) => columnLabel(column),
                },
                { title: t('excel.report.problem'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
