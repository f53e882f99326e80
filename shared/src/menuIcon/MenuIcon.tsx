/**
 * Draws a menu icon (iconvue) by name, for the shell's menu and the menu screen alike: the
 * MENU_ICONS list, typed so that a name added there without its icon here fails the typecheck.
 * An unknown name (older rows) gets a neutral icon; only the list's own names are looked up.
 */
import type { ComponentType } from 'react';
import {
  ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, CalculatorOutlined, ClusterOutlined,
  ColumnWidthOutlined, ContainerOutlined, DatabaseOutlined, DeploymentUnitOutlined, DotChartOutlined, EditOutlined, EyeOutlined,
  FileAddOutlined, FileDoneOutlined, FileSearchOutlined, FileTextOutlined, FormOutlined, FundOutlined, GlobalOutlined,
  IdcardOutlined, LineChartOutlined, MenuOutlined, NodeIndexOutlined, PaperClipOutlined, PieChartOutlined, ProfileOutlined,
  ProjectOutlined, SafetyOutlined, SendOutlined, SettingOutlined, ShareAltOutlined, TableOutlined, TeamOutlined,
  ThunderboltOutlined, UserAddOutlined, UserOutlined,
} from '@ant-design/icons';
import type { MenuIconName } from '../contracts';

const ICONS: Readonly<Record<MenuIconName, ComponentType>> = {
  ApartmentOutlined, AuditOutlined, BankOutlined, BarChartOutlined, CalculatorOutlined, ClusterOutlined, ColumnWidthOutlined,
  ContainerOutlined, DatabaseOutlined, DeploymentUnitOutlined, DotChartOutlined, EditOutlined, EyeOutlined, FileAddOutlined,
  FileDoneOutlined, FileSearchOutlined, FileTextOutlined, FormOutlined, FundOutlined, GlobalOutlined, IdcardOutlined,
  LineChartOutlined, MenuOutlined, NodeIndexOutlined, PaperClipOutlined, PieChartOutlined, ProfileOutlined, ProjectOutlined,
  SafetyOutlined, SendOutlined, SettingOutlined, ShareAltOutlined, TableOutlined, TeamOutlined, ThunderboltOutlined,
  UserAddOutlined, UserOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = Object.hasOwn(ICONS, name) ? ICONS[name as MenuIconName] : AppstoreOutlined;
  return <Icon />;
}
