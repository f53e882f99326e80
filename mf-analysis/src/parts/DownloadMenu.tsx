/** 下载: the report as PDF or DOCX, in Chinese, English or both (a dropdown of six). */
import { App, Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError, REPORT_LANGUAGES } from '@pcf/shared';
import { ANALYSIS_NS } from '../locales';
import { downloadReport } from './reportCalls';

export function DownloadMenu({ id, version, link = false }: { id: number; version?: number; link?: boolean }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const { message } = App.useApp();
  const items = (['pdf', 'docx'] as const).flatMap((kind) =>
    REPORT_LANGUAGES.map((lang) => ({ key: `${kind}:${lang}`, label: `${kind.toUpperCase()} · ${t(`report.languages.${lang}`)}` })),
  );
  const onClick = async ({ key }: { key: string }) => {
    const [kind, lang] = key.split(':') as ['pdf' | 'docx', (typeof REPORT_LANGUAGES)[number]];
    try {
      await downloadReport(id, kind, lang, version);
    } catch (error) {
      // a network failure has been shown by the shared client
      if (error instanceof ApiError) message.error(error.message);
    }
  };
  return (
    <Dropdown menu={{ items, onClick: (info) => void onClick(info) }} trigger={['click']}>
      <Button type={link ? 'link' : 'default'} icon={link ? undefined : <DownloadOutlined />}>
        {t('report.download')}
      </Button>
    </Dropdown>
  );
}
