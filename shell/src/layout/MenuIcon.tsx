/** The server names menu icons (iconvue) after antd icons; an unknown name falls back to a neutral one. */
import * as AntdIcons from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS = AntdIcons as unknown as Record<string, ComponentType | undefined>;
const ICON_NAME = /^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/;

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICON_NAME.test(name) ? ICONS[name] : undefined;
  return Icon ? <Icon /> : <AntdIcons.AppstoreOutlined />;
}
