/**
 * The icons the server's menu names (iconvue, the menu seed's list), by file like the rest of
 * ../icons. MenuIcon looks names up in this module's exports, so an icon is added here only.
 */
export { default as ApartmentOutlined } from '@ant-design/icons/es/icons/ApartmentOutlined';
export { default as AuditOutlined } from '@ant-design/icons/es/icons/AuditOutlined';
export { default as BankOutlined } from '@ant-design/icons/es/icons/BankOutlined';
export { default as BarChartOutlined } from '@ant-design/icons/es/icons/BarChartOutlined';
export { default as CalculatorOutlined } from '@ant-design/icons/es/icons/CalculatorOutlined';
export { default as ClusterOutlined } from '@ant-design/icons/es/icons/ClusterOutlined';
export { default as ColumnWidthOutlined } from '@ant-design/icons/es/icons/ColumnWidthOutlined';
export { default as ContainerOutlined } from '@ant-design/icons/es/icons/ContainerOutlined';
export { default as DatabaseOutlined } from '@ant-design/icons/es/icons/DatabaseOutlined';
export { default as DeploymentUnitOutlined } from '@ant-design/icons/es/icons/DeploymentUnitOutlined';
export { default as DotChartOutlined } from '@ant-design/icons/es/icons/DotChartOutlined';
export { default as EditOutlined } from '@ant-design/icons/es/icons/EditOutlined';
export { default as EyeOutlined } from '@ant-design/icons/es/icons/EyeOutlined';
export { default as FileAddOutlined } from '@ant-design/icons/es/icons/FileAddOutlined';
export { default as FileDoneOutlined } from '@ant-design/icons/es/icons/FileDoneOutlined';
export { default as FileSearchOutlined } from '@ant-design/icons/es/icons/FileSearchOutlined';
export { default as FileTextOutlined } from '@ant-design/icons/es/icons/FileTextOutlined';
export { default as FormOutlined } from '@ant-design/icons/es/icons/FormOutlined';
export { default as FundOutlined } from '@ant-design/icons/es/icons/FundOutlined';
export { default as GlobalOutlined } from '@ant-design/icons/es/icons/GlobalOutlined';
export { default as IdcardOutlined } from '@ant-design/icons/es/icons/IdcardOutlined';
export { default as LineChartOutlined } from '@ant-design/icons/es/icons/LineChartOutlined';
export { default as MenuOutlined } from '@ant-design/icons/es/icons/MenuOutlined';
export { default as NodeIndexOutlined } from '@ant-design/icons/es/icons/NodeIndexOutlined';
export { default as PaperClipOutlined } from '@ant-design/icons/es/icons/PaperClipOutlined';
export { default as PieChartOutlined } from '@ant-design/icons/es/icons/PieChartOutlined';
export { default as ProfileOutlined } from '@ant-design/icons/es/icons/ProfileOutlined';
export { default as ProjectOutlined } from '@ant-design/icons/es/icons/ProjectOutlined';
export { default as SafetyOutlined } from '@ant-design/icons/es/icons/SafetyOutlined';
export { default as SendOutlined } from '@ant-design/icons/es/icons/SendOutlined';
export { default as SettingOutlined } from '@ant-design/icons/es/icons/SettingOutlined';
export { default as ShareAltOutlined } from '@ant-design/icons/es/icons/ShareAltOutlined';
export { default as TableOutlined } from '@ant-design/icons/es/icons/TableOutlined';
export { default as TeamOutlined } from '@ant-design/icons/es/icons/TeamOutlined';
export { default as ThunderboltOutlined } from '@ant-design/icons/es/icons/ThunderboltOutlined';
export { default as UserAddOutlined } from '@ant-design/icons/es/icons/UserAddOutlined';
export { default as UserOutlined } from '@ant-design/icons/es/icons/UserOutlined';
