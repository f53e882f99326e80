/**
 * The project's inventory offline: 下载模板 (always: the lines as an .xlsx, or the PV module
 * template's while there are none) and, while the lines may change, 导入Excel (the dialog that sends
 * the filled-in file; all rows or none). Unsaved changes in the page come first: an import reloads
 * the lines from the server.
 */
import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError, saveBlob } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { excelApi } from '../api';
import { ExcelImportModal } from './ExcelImportModal';

export interface ExcelActionsProps {
  projectId: number;
  /** Names the downloaded file. */
  projectCode: string;
  /** May the user change the lines now (the import is offered only then). */
  editable: boolean;
  /** The page holds unsaved changes. */
  dirty: boolean;
  /** An import changed the lines: reload them. */
  onImported(): void;
}

export function ExcelActions({ projectId, projectCode, editable, dirty, onImported }: ExcelActionsProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const [importing, setImporting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await excelApi.template(projectId), t('excel.fileName', { code: projectCode }));
    } catch (error) {
      // 401 and network failures have been shown by the shared client
      if (error instanceof ApiError) message.error(error.message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          {t('excel.download')}
        </Button>
        {editable && (
          <Button icon={<UploadOutlined />} onClick={() => (dirty ? message.warning(t('excel.saveFirst')) : setImporting(true))}>
            {t('excel.import')}
          </Button>
        )}
      </Space>
      {importing && (
        <ExcelImportModal
          projectId={projectId}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            onImported();
          }}
        />
      )}
    </>
  );
}
