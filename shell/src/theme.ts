/** One antd theme for the shell and every remote page (SPEC §9). */
import type { ThemeConfig } from 'antd';
import { UI_Z_INDEX } from '@pcf/shared';

export const COMPONENT_SIZE = 'small' as const;

/** SPEC §9's button height, which global.css gives every button with a border. */
export const CONTROL_HEIGHT = 40;

/**
 * Components stay small (SPEC §9), but a field beside a button is as tall as the button (issue 18):
 * the controls that stand in toolbars, filter bars and forms take the buttons' 40px here, once for
 * every remote (they render inside this theme). Pagination items too, beside its page-size select.
 */
const FIELD_HEIGHT = { controlHeightSM: CONTROL_HEIGHT } as const;
export const CONTROL_SIZES: NonNullable<ThemeConfig['components']> = {
  Input: FIELD_HEIGHT,
  InputNumber: FIELD_HEIGHT,
  Select: FIELD_HEIGHT,
  TreeSelect: FIELD_HEIGHT,
  Cascader: FIELD_HEIGHT,
  DatePicker: FIELD_HEIGHT,
  Radio: FIELD_HEIGHT,
  Segmented: FIELD_HEIGHT,
  Pagination: { itemSizeSM: CONTROL_HEIGHT },
};

export function shellTheme(primaryColor: string): ThemeConfig {
  return {
    token: { colorPrimary: primaryColor, zIndexPopupBase: UI_Z_INDEX },
    components: CONTROL_SIZES,
  };
}
