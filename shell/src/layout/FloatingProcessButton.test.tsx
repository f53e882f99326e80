import { screen } from '@testing-library/react';
import { setLanguage, UI_Z_INDEX } from '@pcf/shared';
import { renderShell } from '../testing/renderShell';
import { FloatingProcessButton, PROCESS_BUTTON_Z_INDEX } from './FloatingProcessButton';

describe('the floating process button', () => {
  it('stays under the dialog masks and at the foot of the menu, away from the tables’ last column', async () => {
    await setLanguage('zh-CN');
    renderShell(<FloatingProcessButton />);
    const button = screen.getByRole('link', { name: '业务流程' });
    expect(PROCESS_BUTTON_Z_INDEX).toBeLessThan(UI_Z_INDEX);
    expect(button.style.zIndex).toBe(String(PROCESS_BUTTON_Z_INDEX));
    expect(button.style.insetInlineStart).toBe('12px');
    expect(button.style.insetInlineEnd).toBe('auto');
  });
});
