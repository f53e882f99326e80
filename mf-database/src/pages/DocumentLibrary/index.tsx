/**
 * /CarbonFootprintDatabase/document_management/item (文档管理): the platform's reference documents
 * (standards, methods, certificates, reports ...) in versions. Tabs by category (dictionary
 * pcf_document_category) over the shared object table on pcf_library_document (one row per
 * document with its current version: quick and advanced search, sort, column settings). A document
 * opens in a drawer with its versions. Changes are a platform administrator's with their
 * database:document:* right (the routes check both): anyone else sees no change button.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  API,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_DICT,
  DOCUMENT_PERMISSIONS,
  LIBRARY_OBJECT,
  useAccess,
  useDictLabels,
} from '@pcf/shared';
import type { ObjCondition, ObjRow, ObjValue, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable, useConfirmDelete } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { ShortHash, formatFileSize, useDocumentDownload } from '../../parts/documentFiles';
import { libraryApi } from './api';
import { LibraryDrawer } from './parts/LibraryDrawer';
import { LibraryEditModal } from './parts/LibraryEditModal';
import type { EditedLibraryDocument } from './parts/LibraryEditModal';
import { LibraryUploadModal } from './parts/LibraryUploadModal';

const ALL = '__all';
const FILE_TYPE_DICT = 'pcf_document_file_type';
const FILE_TYPE_FALLBACK: Readonly<Record<string, string>> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG', xlsx: 'XLSX', docx: 'DOCX' };

const text = (value: ObjValue | undefined): string => (value === null || value === undefined ? '' : String(value));

export default function DocumentLibraryPage() {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  // changes are a platform administrator's, whatever a role grants (the server says the same)
  const may = {
    add: access.isAdmin && access.hasPermission(DOCUMENT_PERMISSIONS.libraryAdd),
    edit: access.isAdmin && access.hasPermission(DOCUMENT_PERMISSIONS.libraryEdit),
    remove: access.isAdmin && access.hasPermission(DOCUMENT_PERMISSIONS.libraryRemove),
  };
  const [category, setCategory] = useState<string>(ALL);
  const [open, setOpen] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<EditedLibraryDocument | null>(null);
  const download = useDocumentDownload('library');
  const fileTypeLabels = useDictLabels(FILE_TYPE_DICT, FILE_TYPE_FALLBACK);

  // the dictionary's categories (administrators may add some); the seeded ones until it answers
  const categoryFallback = useMemo(
    () => Object.fromEntries(DOCUMENT_CATEGORIES.map((value) => [value, t(`library.category.${value}`)])),
    // t changes with the language, and the labels with it
    [t],
  );
  const categoryLabels = useDictLabels(DOCUMENT_CATEGORY_DICT, categoryFallback);
  const categories = useMemo(() => Object.entries(categoryLabels).map(([value, label]) => ({ value, label })), [categoryLabels]);
  const fallbackDictOptions = useMemo(() => ({ [DOCUMENT_CATEGORY_DICT]: categories }), [categories]);

  const baseConditions = useMemo<ObjCondition[]>(
    () => (category === ALL ? [] : [{ field: 'category', operator: 'eq', value: category }]),
    [category],
  );

  const changed = useCallback(() => table.current?.reload(), []);
  const confirmDelete = useConfirmDelete(
    (id: number) => libraryApi.remove({ id }),
    useCallback(
      (id: number) => {
        if (open === id) setOpen(null);
        changed();
      },
      [open, changed],
    ),
    { danger: true },
  );

  const renderCell = useMemo(
    () => ({
      title: (value: ObjValue | undefined, row: ObjRow) => (
        <Typography.Link onClick={() => setOpen(Number(row.id))}>{text(value)}</Typography.Link>
      ),
      version: (value: ObjValue | undefined) => (value === null || value === undefined ? '' : `V${text(value)}`),
      size_bytes: (value: ObjValue | undefined) => (typeof value === 'number' ? formatFileSize(value, i18n.language) : text(value)),
      sha256: (value: ObjValue | undefined) => <ShortHash value={text(value)} />,
    }),
    [i18n.language],
  );

  const rowActions = (row: ObjRow) => {
    const id = Number(row.id);
    return (
      <Space size={0}>
        <Button type="link" onClick={() => setOpen(id)}>
          {t('common:detail')}
        </Button>
        <Button
          type="link"
          disabled={download.busy}
          onClick={() => void download.start(API.libraryFile, { id, download: 1 }, text(row.file_name))}
        >
          {t('library.file.download')}
        </Button>
        {may.remove && (
          <Button type="link" danger onClick={() => confirmDelete(id)}>
            {t('common:delete')}
          </Button>
        )}
      </Space>
    );
  };

  const editRow = (row: ObjRow) =>
    setEditing({ id: Number(row.id), category: text(row.category), title: text(row.title), description: text(row.description) });

  return (
    <Card>
      <Tabs
        activeKey={category}
        onChange={setCategory}
        items={[{ key: ALL, label: t('library.allCategories') }, ...categories.map((c) => ({ key: c.value, label: c.label }))]}
      />
      {download.view && <div style={{ marginBottom: 16 }}>{download.view}</div>}
      <ObjectTable
        ref={table}
        objName={LIBRARY_OBJECT}
        baseConditions={baseConditions}
        fallbackDictOptions={fallbackDictOptions}
        onEdit={may.edit ? editRow : undefined}
        renderCell={renderCell}
        rowActions={rowActions}
        toolbarExtra={
          may.add ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {t('library.upload.open')}
            </Button>
          ) : null
        }
      />
      {open !== null && (
        <LibraryDrawer
          id={open}
          categories={categories}
          fileTypeLabels={fileTypeLabels}
          mayEdit={may.edit}
          mayRemove={may.remove}
          onClose={() => setOpen(null)}
          onChanged={changed}
          onDeleted={() => {
            setOpen(null);
            changed();
          }}
        />
      )}
      {uploading && (
        <LibraryUploadModal
          target={{ kind: 'document', category: category === ALL ? null : category }}
          categories={categories}
          onClose={() => setUploading(false)}
          onUploaded={(reply) => {
            setUploading(false);
            changed();
            setOpen(reply.id);
          }}
        />
      )}
      {editing && (
        <LibraryEditModal
          libraryDocument={editing}
          categories={categories}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </Card>
  );
}
