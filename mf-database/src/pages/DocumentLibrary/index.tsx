/**
 * /CarbonFootprintDatabase/document_management/item (文档管理): the platform's reference documents
 * (standards, methods, certificates, reports ...) in versions. Tabs by category (dictionary
 * pcf_document_category) over the shared object table on pcf_library_document (one row per
 * document with its current version: quick and advanced search, sort, column settings). A document
 * opens in a drawer with its versions. Changes are a platform administrator's with their
 * database:document:* right (the routes check both): anyone else sees no change button.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Card, Tabs } from 'antd';
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
import { ObjectTable } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { textOf, useDocumentList, useFileTypeLabels } from '../../parts/documentList';
import { libraryApi } from './api';
import { LibraryDrawer } from './parts/LibraryDrawer';
import { LibraryEditModal } from './parts/LibraryEditModal';
import type { EditedLibraryDocument } from './parts/LibraryEditModal';
import { LibraryUploadModal } from './parts/LibraryUploadModal';

const ALL = '__all';

export default function DocumentLibraryPage() {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  // changes are a platform administrator's, whatever a role grants (the server says the same)
  const may = {
    add: access.isAdmin && access.hasPermission(DOCUMENT_PERMISSIONS.libraryAdd),
    edit: access.isAdmin && access.hasPermission(DOCUMENT_PERMISSIONS.libraryEdit),
    remove: access.isAdmin && access.hasPermission(DOCUMENT_PERMISSIONS.libraryRemove),
  };
  const [category, setCategory] = useState<string>(ALL);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<EditedLibraryDocument | null>(null);
  const fileTypeLabels = useFileTypeLabels();

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
  const {
    setOpen,
    download,
    rowActions,
    renderCell: documentCells,
    drawer,
  } = useDocumentList({
    section: 'library',
    fileUrl: API.libraryFile,
    remove: (id) => libraryApi.remove({ id }),
    mayRemove: may.remove,
    changed,
  });

  const renderCell = useMemo(
    () => ({
      ...documentCells,
      version: (value: ObjValue | undefined) => (value === null || value === undefined ? '' : `V${textOf(value)}`),
    }),
    [documentCells],
  );

  const editRow = (row: ObjRow) =>
    setEditing({ id: Number(row.id), category: textOf(row.category), title: textOf(row.title), description: textOf(row.description) });

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
        rowActions={(row: ObjRow) => rowActions(Number(row.id), textOf(row.file_name))}
        toolbarExtra={
          may.add ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {t('library.upload.open')}
            </Button>
          ) : null
        }
      />
      {drawer && (
        <LibraryDrawer {...drawer} categories={categories} fileTypeLabels={fileTypeLabels} mayEdit={may.edit} mayRemove={may.remove} />
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
