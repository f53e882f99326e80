/** One antd theme for the shell and every remote page (SPEC §9). */
import type { ThemeConfig } from 'antd';
import { UI_Z_INDEX } from '@pcf/shared';

export const COMPONENT_SIZE = 'small' as const;

export function shellTheme(primaryColor: string): ThemeConfig {
  return {
    token: { colorPrimary: primaryColor, zIndexPopupBase: UI_Z_INDEX },
  };
}
