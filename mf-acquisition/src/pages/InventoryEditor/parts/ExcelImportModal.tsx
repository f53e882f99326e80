/**
 * 导入Excel: one .xlsx (another type is refused with SPEC §5's 请上传正确的文件格式, a file over the
 * size limit before it is sent), sent with the project. The server checks every row first: when it
 * refuses, nothing has changed and the dialog lists each problem by row and column; when it imports,
 * 导入成功 and the page reloads its lines. A refused call (a read-only project, a file the server
 * cannot take) shows the server's message for 6 s and clears the chosen file (SPEC §8).
 */
import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGE_MS, INVENTORY_EXCEL_MAX_BYTES, isAcceptedFile, messageOf } from '@pcf/shared';
import type { InventoryImportProblem, InventoryImportReply } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { excelApi } from '../api';

const EXCEL_TYPES = ['xlsx'] as const;
const MAX_MB = INVENTORY_EXCEL_MAX_BYTES / 1024 / 1024;

type NumberedProblem = InventoryImportProblem & { index: number };

export interface ExcelImportModalProps {
  projectId: number;
  onClose(): void;
  onImported(): void;
}

export function ExcelImportModal({ projectId, onClose, onImported }: ExcelImportModalProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<InventoryImportReply | null>(null);

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
    setReport(null);
  };

  const send = async () => {
    if (!file) {
      message.warning(t('excel.chooseFirst'));
      return;
    }
    setSending(true);
    try {
      const envelope = await excelApi.importFile(projectId, file);
      if (envelope.code !== 200 || !envelope.data) {
        message.error({ content: messageOf(envelope) || t('common:systemError'), duration: ERROR_MESSAGE_MS / 1000 });
        setFile(null);
        return;
      }
      if (envelope.data.imported) {
        message.success(t('common:importSuccess'));
        onImported();
        return;
      }
      setReport(envelope.data);
    } catch {
      // the shared client has shown it
    } finally {
      setSending(false);
    }
  };

  const columnLabel = (column: InventoryImportProblem['column']) => (column === null ? '—' : t(`excel.columns.${column}`));
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
        <Button key="send" type="primary" icon={<UploadOutlined />} loading={sending} disabled={!file} onClick={() => void send()}>
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
            beforeUpload={(chosen) => {
              choose(chosen);
              // never sent by the component: 开始导入 sends it with the project
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<FileOutlined />}>{t('excel.chooseFile')}</Button>
          </Upload>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {file ? t('excel.chosen', { name: file.name }) : t('excel.fileHint', { max: MAX_MB })}
          </Typography.Text>
        </div>
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
