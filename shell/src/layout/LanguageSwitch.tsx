/** zh-CN / en-US; the choice is saved and used on the next visit (SPEC §1). */
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '../icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, isLanguage, setLanguage } from '@pcf/shared';
import type { Language } from '@pcf/shared';

/** Each language is named in itself, so it can be found whatever is shown now. */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export function LanguageSwitch({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((key) => ({ key, label: LANGUAGE_NAMES[key] })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void setLanguage(key);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.language')} style={{ color: tone === 'light' ? '#fff' : undefined }}>
        {LANGUAGE_NAMES[language]}
      </Button>
    </Dropdown>
  );
}
