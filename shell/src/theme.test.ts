import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTROL_HEIGHT, CONTROL_SIZES, shellTheme } from './theme';

describe('the shell theme', () => {
  it('makes the fields of a toolbar or form row as tall as the 40px buttons of global.css', () => {
    const css = readFileSync(path.join(__dirname, 'global.css'), 'utf8');
    expect(css).toMatch(new RegExp(`\\.ant-btn[^{]*\\{\\s*height: ${CONTROL_HEIGHT}px;`));
    const components = shellTheme('#417af2').components ?? {};
    for (const name of ['Input', 'InputNumber', 'Select', 'TreeSelect', 'Cascader', 'DatePicker'] as const) {
      expect(components[name]).toEqual(expect.objectContaining({ controlHeightSM: CONTROL_HEIGHT }));
    }
    expect(components).toBe(CONTROL_SIZES);
  });
});
