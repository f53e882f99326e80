import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { detectLanguage, setLanguage } from '@pcf/shared';
import { renderShell } from '../testing/renderShell';
import { LanguageSwitch } from './LanguageSwitch';

function Title() {
  const { t } = useTranslation('shell');
  return <h1>{t('app.title')}</h1>;
}

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => localStorage.clear());

describe('language choice', () => {
  it('switches the shell texts, antd texts and the page title, and saves the choice', async () => {
    await setLanguage('zh-CN');
    renderShell(
      <>
        <LanguageSwitch />
        <Title />
        <Empty />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('光伏产品碳足迹核算平台');
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);

    const languages = screen.getByRole('group', { name: /语言|Language/ });
    expect(within(languages).getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: 'English' }));

    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('PV Product Carbon Footprint Accounting Platform'));
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
    expect(document.title).toBe('PV Product Carbon Footprint Accounting Platform');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the saved setting, else the browser language, else English', () => {
    setBrowserLanguages(['fr-FR', 'zh-TW']);
    localStorage.setItem('language', 'en-US');
    expect(detectLanguage()).toBe('en-US');
    localStorage.clear();
    expect(detectLanguage()).toBe('zh-CN');
    setBrowserLanguages(['fr-FR', 'de-DE']);
    expect(detectLanguage()).toBe('en-US');
  });
});
