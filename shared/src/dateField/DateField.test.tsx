import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { antdLocaleOf } from '../i18n/antdLocale';
import type { Language } from '../i18n/language';
import { renderScreen } from '../testing/screenTestKit';
import { DateField } from './DateField';

jest.setTimeout(60000);

function Field({ language, initial, changes }: { language: Language; initial?: string; changes: (string | undefined)[] }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <ConfigProvider locale={antdLocaleOf(language)}>
      <label htmlFor="day">day</label>
      <DateField
        id="day"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    </ConfigProvider>
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const weekdays = () => [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);

describe('DateField', () => {
  it('is antd’s picker in Chinese, its week from Monday, and keeps the day as YYYY-MM-DD text', async () => {
    const changes: (string | undefined)[] = [];
    renderScreen(<Field language="zh-CN" initial="2025-03-04" changes={changes} />);
    const input = screen.getByLabelText('day');
    expect(input).not.toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2025-03-04');
    expect(input).toHaveAttribute('placeholder', '请选择日期');

    const clicks = user();
    await clicks.click(input);
    expect(weekdays()).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    await clicks.clear(input);
    await clicks.type(input, '2025-12-31{Enter}');
    expect(changes[changes.length - 1]).toBe('2025-12-31');
    expect(input).toHaveValue('2025-12-31');
  });

  it('speaks English in the English UI, its week from Sunday, and clears to undefined', async () => {
    const changes: (string | undefined)[] = [];
    renderScreen(<Field language="en-US" initial="2025-03-04" changes={changes} />);
    const input = screen.getByLabelText('day');
    expect(input).toHaveAttribute('placeholder', 'Select date');
    const clicks = user();
    await clicks.click(input);
    expect(weekdays()).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    const clear = document.querySelector<HTMLElement>('.ant-picker-clear');
    if (!clear) throw new Error('no clear button');
    await clicks.click(clear);
    expect(changes).toEqual([undefined]);
  });
});
