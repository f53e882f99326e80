/**
 * The server names menu icons (iconvue) after antd icons. A fixed list (../menuIcons, the menu
 * seed's icons), not a lookup in the whole library, which the shell does not load; an unknown name
 * gets a neutral icon.
 */
import type { ComponentType } from 'react';
import { AppstoreOutlined } from '../icons';
import * as menuIcons from '../menuIcons';

// the enumerable entries only: a module namespace also owns `__esModule`, which is no icon
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = Object.fromEntries(Object.entries(menuIcons));

export function MenuIcon({ name }: { name: string }) {
  const Icon = Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : AppstoreOutlined;
  return <Icon />;
}
