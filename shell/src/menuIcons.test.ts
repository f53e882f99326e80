import { MENU_ICONS } from '@pcf/shared/contracts';
import * as menuIcons from './menuIcons';

describe('the menu icons the shell draws', () => {
  it('are exactly the icons the server accepts in menus (MENU_ICONS of the contracts)', () => {
    expect(Object.keys(menuIcons).sort()).toEqual([...MENU_ICONS].sort());
  });
});
