/**
 * The documents area's first-start data: the evidence and library lists it serves through the
 * generic object API, and the dictionaries of document categories and file types. server/src/seed
 * gathers it with every area's; rows are seeded when missing and never overwritten.
 */
import { companyIdField, createdAtField, dictField, dictionary, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';

export const DOCUMENT_OBJECTS: readonly ObjectSeed[] = [
  // Evidence documents (/evidenceDocuments): a read model (the view pcf_evidence_document, migration
  // 0015) without the stored file name, with the uploader named and the number of linked items. It
  // refuses writes: uploads, links and deletes go through /rest/evidence/*. Company-scoped.
  {
    name: 'pcf_evidence_document',
    tableName: 'pcf_evidence_document',
    labelZh: '证明文件',
    labelEn: 'Evidence documents',
    companyScoped: true,
    permissionPrefix: 'database:evidence',
    fields: readOnlyFields([
      idField(),
      companyIdField(),
      field('company_name', 'string', '企业名称', 'Company name', { searchable: true, sortable: true, shownInList: false, maxLength: 200 }),
      field('title', 'string', '文件标题', 'Title', { searchable: true, sortable: true, maxLength: 200 }),
      field('description', 'string', '说明', 'Description', { searchable: true, shownInList: false, maxLength: 2000 }),
      field('file_name', 'string', '文件名', 'File name', { searchable: true, sortable: true, maxLength: 200 }),
      dictField('file_type', 'pcf_document_file_type', '文件类型', 'File type', { searchable: true, sortable: true, maxLength: 10 }),
      field('content_type', 'string', '内容类型', 'Content type', { shownInList: false, maxLength: 100 }),
      field('size_bytes', 'integer', '大小（字节）', 'Size (bytes)', { searchable: true, sortable: true }),
      field('sha256', 'string', 'SHA-256', 'SHA-256', { searchable: true, shownInList: false, maxLength: 64 }),
      field('uploaded_by_name', 'string', '上传人', 'Uploaded by', { searchable: true, sortable: true, maxLength: 50 }),
      field('uploaded_at', 'datetime', '上传时间', 'Uploaded at', { searchable: true, sortable: true }),
      updatedAtField({ searchable: true, sortable: true, shownInList: false }),
      field('link_count', 'integer', '关联数据', 'Linked items', { searchable: true, sortable: true }),
    ]),
  },
  // The document library (/CarbonFootprintDatabase/document_management/item): a read model (the view
  // pcf_library_document, migration 0015) of each document with its current version. It refuses
  // writes: documents and versions change through /rest/library/* (platform administrators).
  {
    name: 'pcf_library_document',
    tableName: 'pcf_library_document',
    labelZh: '文档库',
    labelEn: 'Document library',
    companyScoped: false,
    permissionPrefix: 'database:document',
    fields: readOnlyFields([
      idField(),
      dictField('category', 'pcf_document_category', '类别', 'Category', { searchable: true, sortable: true, maxLength: 50 }),
      field('title', 'string', '标题', 'Title', { searchable: true, sortable: true, maxLength: 200 }),
      field('description', 'string', '说明', 'Description', { searchable: true, shownInList: false, maxLength: 2000 }),
      field('version', 'integer', '当前版本', 'Current version', { searchable: true, sortable: true }),
      field('version_count', 'integer', '版本数', 'Versions', { searchable: true, sortable: true, shownInList: false }),
      field('file_name', 'string', '文件名', 'File name', { searchable: true, sortable: true, maxLength: 200 }),
      dictField('file_type', 'pcf_document_file_type', '文件类型', 'File type', { searchable: true, sortable: true, maxLength: 10 }),
      field('content_type', 'string', '内容类型', 'Content type', { shownInList: false, maxLength: 100 }),
      field('size_bytes', 'integer', '大小（字节）', 'Size (bytes)', { searchable: true, sortable: true }),
      field('sha256', 'string', 'SHA-256', 'SHA-256', { searchable: true, shownInList: false, maxLength: 64 }),
      field('uploaded_at', 'datetime', '版本上传时间', 'Version uploaded at', { searchable: true, sortable: true }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ searchable: true, sortable: true, shownInList: false }),
    ]),
  },
];

export const DOCUMENT_DICTIONARIES: readonly DictTypeSeed[] = [
  // library_documents.category (DOCUMENT_CATEGORIES of contracts/documents.ts); open list: administrators may add categories
  dictionary('pcf_document_category', '文档类别', 'Document category', [
    ['standard', '标准', 'Standards'],
    ['method', '方法学', 'Methods'],
    ['certificate', '证书', 'Certificates'],
    ['report', '报告', 'Reports'],
    ['guide', '指南', 'Guides'],
    ['other', '其他', 'Other'],
  ]),
  // the file types of evidence and library documents (DOCUMENT_FILE_TYPES of contracts/documents.ts)
  dictionary('pcf_document_file_type', '文件类型', 'File type', [
    ['pdf', 'PDF', 'PDF'],
    ['jpeg', 'JPEG 图片', 'JPEG image'],
    ['png', 'PNG 图片', 'PNG image'],
    ['xlsx', 'Excel 表格', 'Excel workbook'],
    ['docx', 'Word 文档', 'Word document'],
  ]),
];
