/**
 * The icons the shell draws, imported by file. The package root is a shared module loaded whole
 * (about 190 KB gzip), which the sign-in page would otherwise fetch for a handful of icons. antd
 * imports its own icons by file as well, so both use the same icon context module. The menu's icons
 * come with the signed-in layout, from @pcf/shared/ui (MenuIcon).
 */
export { default as AppstoreOutlined } from '@ant-design/icons/es/icons/AppstoreOutlined';
export { default as DownOutlined } from '@ant-design/icons/es/icons/DownOutlined';
export { default as LayoutOutlined } from '@ant-design/icons/es/icons/LayoutOutlined';
export { default as LogoutOutlined } from '@ant-design/icons/es/icons/LogoutOutlined';
export { default as MenuFoldOutlined } from '@ant-design/icons/es/icons/MenuFoldOutlined';
export { default as MenuUnfoldOutlined } from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
export { default as MessageOutlined } from '@ant-design/icons/es/icons/MessageOutlined';
export { default as PartitionOutlined } from '@ant-design/icons/es/icons/PartitionOutlined';
export { default as PlusOutlined } from '@ant-design/icons/es/icons/PlusOutlined';
export { default as ReloadOutlined } from '@ant-design/icons/es/icons/ReloadOutlined';
export { default as SendOutlined } from '@ant-design/icons/es/icons/SendOutlined';
export { default as UserOutlined } from '@ant-design/icons/es/icons/UserOutlined';
