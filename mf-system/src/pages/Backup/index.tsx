/**
 * Backup and restore (/system/backup): download every table and stored file as one archive, and
 * replace all current data with such an archive after a confirmation. Platform administrators
 * only: the buttons need both the administrator role and their permission, as the server does.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Col, Descriptions, Row, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CODE_OK, clearSessionTraces, messageOf, pageNavigation, saveBlob, useAccess } from '@pcf/shared';
import type { RestoreResult, UploadProgress } from '@pcf/shared';
import { SYSTEM_NS } from '../../locales';
import { downloadBackup, restoreBackup } from './api';
import { TransferProgress } from './parts/TransferProgress';

export const PERMISSION_BACKUP_EXPORT = 'system:backup:export';
export const PERMISSION_BACKUP_RESTORE = 'system:backup:restore';
const FALLBACK_NAME = 'pcf-backup.tar.gz';

type Transfer =
  | { status: 'idle' }
  | { status: 'running'; progress: UploadProgress }
  | { status: 'done'; text: string }
  | { status: 'failed'; text: string };
type Restore =
  | { status: 'idle' }
  | { status: 'running'; progress: UploadProgress }
  | { status: 'done'; result: RestoreResult }
  | { status: 'failed'; text: string };

const errorText = (error: unknown, fallback: string): string => (error instanceof Error && error.message !== '' ? error.message : fallback);

export default function BackupPage() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { modal } = App.useApp();
  const access = useAccess();
  const may = {
    export: access.isAdmin && access.hasPermission(PERMISSION_BACKUP_EXPORT),
    restore: access.isAdmin && access.hasPermission(PERMISSION_BACKUP_RESTORE),
  };
  const [download, setDownload] = useState<Transfer>({ status: 'idle' });
  const [restore, setRestore] = useState<Restore>({ status: 'idle' });
  const busy = download.status === 'running' || restore.status === 'running';

  const startDownload = async () => {
    setDownload({ status: 'running', progress: { loaded: 0 } });
    try {
      const file = await downloadBackup((progress) => setDownload({ status: 'running', progress }));
      const name = file.fileName ?? FALLBACK_NAME;
      saveBlob(file.blob, name);
      setDownload({ status: 'done', text: t('backup.downloaded', { name }) });
    } catch (error) {
      setDownload({ status: 'failed', text: errorText(error, t('common:systemError')) });
    }
  };

  const startRestore = async (archive: File) => {
    setRestore({ status: 'running', progress: { loaded: 0, total: archive.size } });
    try {
      const envelope = await restoreBackup(archive, (progress) => setRestore({ status: 'running', progress }));
      if (envelope.code === CODE_OK && envelope.data) setRestore({ status: 'done', result: envelope.data });
      else setRestore({ status: 'failed', text: messageOf(envelope) });
    } catch (error) {
      setRestore({ status: 'failed', text: errorText(error, t('common:systemError')) });
    }
  };

  const confirmRestore = (archive: File) => {
    modal.confirm({
      title: t('backup.confirmTitle'),
      content: t('backup.confirmContent', { name: archive.name }),
      okText: t('backup.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => {
        void startRestore(archive);
      },
    });
  };

  return (
    <Row gutter={[16, 16]}>
      {!may.export && !may.restore && (
        <Col span={24}>
          <Alert type="info" showIcon title={t('backup.adminOnly')} />
        </Col>
      )}
      <Col xs={24} xl={12}>
        <Card title={t('backup.downloadTitle')}>
          <Typography.Paragraph>{t('backup.downloadHint')}</Typography.Paragraph>
          {may.export && (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={download.status === 'running'}
              disabled={busy}
              onClick={() => void startDownload()}
            >
              {t('backup.download')}
            </Button>
          )}
          {download.status === 'running' && <TransferProgress progress={download.progress} label={t('backup.downloading')} />}
          {download.status === 'done' && <Alert style={{ marginTop: 16 }} type="success" showIcon title={download.text} />}
          {download.status === 'failed' && (
            <Alert style={{ marginTop: 16 }} type="error" showIcon title={t('backup.downloadFailed')} description={download.text} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('backup.restoreTitle')}>
          <Alert type="warning" showIcon title={t('backup.restoreWarning')} style={{ marginBottom: 16 }} />
          {may.restore && (
            <Upload
              accept=".gz,.tgz,application/gzip"
              maxCount={1}
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                confirmRestore(file);
                // never uploaded by the component: the confirmation decides
                return Upload.LIST_IGNORE;
              }}
            >
              <Button danger icon={<UploadOutlined />} disabled={busy} loading={restore.status === 'running'}>
                {t('backup.chooseArchive')}
              </Button>
            </Upload>
          )}
          {restore.status === 'running' && <TransferProgress progress={restore.progress} label={t('backup.uploading')} />}
          {restore.status === 'done' && (
            <Alert
              style={{ marginTop: 16 }}
              type="success"
              showIcon
              title={t('backup.restored')}
              description={
                <Space orientation="vertical">
                  <Descriptions size="small" column={1}>
                    <Descriptions.Item label={t('backup.tables')}>{restore.result.tables}</Descriptions.Item>
                    <Descriptions.Item label={t('backup.rows')}>{restore.result.rows}</Descriptions.Item>
                    <Descriptions.Item label={t('backup.files')}>{restore.result.files}</Descriptions.Item>
                  </Descriptions>
                  <Typography.Text>{restore.result.token ? t('backup.reloadHint') : t('backup.signInAgainHint')}</Typography.Text>
                  {restore.result.token ? (
                    <Button onClick={() => pageNavigation.reload()}>{t('backup.reload')}</Button>
                  ) : (
                    <Button
                      type="primary"
                      onClick={() => {
                        clearSessionTraces();
                        pageNavigation.toLogin();
                        pageNavigation.reload();
                      }}
                    >
                      {t('backup.signInAgain')}
                    </Button>
                  )}
                </Space>
              }
            />
          )}
          {restore.status === 'failed' && (
            <Alert style={{ marginTop: 16 }} type="error" showIcon title={t('backup.restoreFailed')} description={restore.text} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
