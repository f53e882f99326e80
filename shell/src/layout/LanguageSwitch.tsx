/** zh-CN / en-US; the choice is saved and used on the next visit (SPEC §1). */
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setLanguage } from '@pcf/shared';
import type { Language } from '@pcf/shared';
import { SvgIcon } from '../components/SvgIcon';
import './LanguageSwitch.css';

/** Each language is named in itself, so it can be found whatever is shown now. */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * Two toggle buttons rather than a dropdown: both choices are visible at once. Plain buttons, since
 * the sign-in pages that show it load no antd.
 */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  return (
    <div role="group" aria-label={t('layout.language')} className={`pcf-language pcf-language--${tone}`}>
      <SvgIcon icon={GlobalOutlined} className="pcf-language__icon" />
      {LANGUAGES.map((key) => (
        <button
          key={key}
          type="button"
          className="pcf-language__choice"
          aria-pressed={key === language}
          onClick={() => void setLanguage(key)}
        >
          {LANGUAGE_NAMES[key]}
        </button>
      ))}
    </div>
  );
}
