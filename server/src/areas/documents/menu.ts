/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments',
    titleZh: '证明文件',
    titleEn: 'Evidence documents',
    icon: 'PaperClipOutlined',
    perms: 'database:companyDataset:query',
    hidden: true,
    planned: false,
    // a company's own evidence only (platform administrators: every company's)
    buttons: [
      { perms: 'database:evidence:list', titleZh: '查看/下载证明文件', titleEn: 'View and download evidence' },
      { perms: 'database:evidence:upload', titleZh: '上传证明文件', titleEn: 'Upload evidence' },
      { perms: 'database:evidence:edit', titleZh: '编辑证明文件及关联', titleEn: 'Edit evidence and its links' },
      { perms: 'database:evidence:remove', titleZh: '删除证明文件', titleEn: 'Delete evidence' },
    ],
  },
  // the menu's entry to the library (issue 18): SPEC §2 keeps /document_management/item hidden for links, so
  // the visible entry is its parent path showing the same screen
  {
    path: '/CarbonFootprintDatabase/document_management',
    titleZh: '文档管理',
    titleEn: 'Document management',
    icon: 'FileSearchOutlined',
    perms: 'database:document:query',
    planned: false,
  },
  {
    path: '/CarbonFootprintDatabase/document_management/item',
    titleZh: '文档管理',
    titleEn: 'Document management',
    icon: 'FileSearchOutlined',
    perms: 'database:document:query',
    hidden: true,
    planned: false,
    buttons: [
      { perms: 'database:document:list', titleZh: '文档列表与检索', titleEn: 'List and search documents' },
      // changes to the platform library: platform administrators (the routes also require the flag)
      { perms: 'database:document:add', titleZh: '上传文档', titleEn: 'Upload documents' },
      { perms: 'database:document:edit', titleZh: '编辑文档/上传新版本', titleEn: 'Edit documents and upload versions' },
      { perms: 'database:document:remove', titleZh: '删除文档', titleEn: 'Delete documents' },
    ],
  },
];
