/** zh-CN / en-US; the choice is saved and used on the next visit (SPEC §1). */
import { Button } from '../antdParts';
import { GlobalOutlined } from '../icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setLanguage } from '@pcf/shared';
import type { Language } from '@pcf/shared';

/** Each language is named in itself, so it can be found whatever is shown now. */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * Two toggle buttons rather than a dropdown: both choices are visible at once, and the public pages
 * need no menu component (they load only the antd parts the sign-in form uses).
 */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  const idle = tone === 'light' ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.55)';
  const active = tone === 'light' ? '#fff' : undefined;
  return (
    <div role="group" aria-label={t('layout.language')} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <GlobalOutlined aria-hidden style={{ color: tone === 'light' ? '#fff' : undefined, marginRight: 4 }} />
      {LANGUAGES.map((key) => (
        <Button
          key={key}
          type={key === language ? 'link' : 'text'}
          aria-pressed={key === language}
          onClick={() => void setLanguage(key)}
          style={{ color: key === language ? active : idle, fontWeight: key === language ? 600 : 400, paddingInline: 6 }}
        >
          {LANGUAGE_NAMES[key]}
        </Button>
      ))}
    </div>
  );
}
