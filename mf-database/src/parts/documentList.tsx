/**
 * What the library and evidence lists share around the object table: the document open in the
 * drawer, the download with its progress, the delete (the drawer showing the document closes), the
 * row's 详情/下载/删除 links, the title, size and hash cells, and the file types' labels.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictLabels } from '@pcf/shared';
import type { ApiEnvelope, ObjRow, ObjValue } from '@pcf/shared';
import { useConfirmDelete } from '@pcf/shared/ui';
import { DATABASE_NS } from '../locales';
import { ShortHash, formatFileSize, useDocumentDownload } from './documentFiles';
import type { DocumentSection } from './documentFiles';

const FILE_TYPE_DICT = 'pcf_document_file_type';
const FILE_TYPE_FALLBACK: Readonly<Record<string, string>> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG', xlsx: 'XLSX', docx: 'DOCX' };

/** A cell's value as text ('' for none). */
export const textOf = (value: ObjValue | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The file types' labels (dictionary pcf_document_file_type; the types' own names until it answers). */
export const useFileTypeLabels = () => useDictLabels(FILE_TYPE_DICT, FILE_TYPE_FALLBACK);

export interface DocumentListOptions {
  section: DocumentSection;
  /** Where a document's file downloads from (`?id=&download=1`). */
  fileUrl: string;
  remove: (id: number) => Promise<ApiEnvelope<unknown>>;
  mayRemove: boolean;
  /** A document changed or went: the list (and what else shows it) reloads. */
  changed: () => void;
}

export function useDocumentList({ section, fileUrl, remove, mayRemove, changed }: DocumentListOptions) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [open, setOpen] = useState<number | null>(null);
  const download = useDocumentDownload(section);
  const confirmDelete = useConfirmDelete(
    remove,
    useCallback(
      (id: number) => {
        setOpen((shown) => (shown === id ? null : shown));
        changed();
      },
      [changed],
    ),
    { danger: true },
  );

  const rowActions = (id: number, fileName: string) => (
    <Space size={0}>
      <Button type="link" onClick={() => setOpen(id)}>
        {t('common:detail')}
      </Button>
      <Button type="link" disabled={download.busy} onClick={() => void download.start(fileUrl, { id, download: 1 }, fileName)}>
        {t(`${section}.file.download`)}
      </Button>
      {mayRemove && (
        <Button type="link" danger onClick={() => confirmDelete(id)}>
          {t('common:delete')}
        </Button>
      )}
    </Space>
  );

  const renderCell = useMemo(
    () => ({
      title: (value: ObjValue | undefined, row: ObjRow) => (
        <Typography.Link onClick={() => setOpen(Number(row.id))}>{textOf(value)}</Typography.Link>
      ),
      size_bytes: (value: ObjValue | undefined) => (typeof value === 'number' ? formatFileSize(value, i18n.language) : textOf(value)),
      sha256: (value: ObjValue | undefined) => <ShortHash value={textOf(value)} />,
    }),
    [i18n.language],
  );

  /** The props of the drawer of the open document (none open: null). */
  const drawer =
    open === null
      ? null
      : {
          id: open,
          onClose: () => setOpen(null),
          onChanged: changed,
          onDeleted: () => {
            setOpen(null);
            changed();
          },
        };

  return { setOpen, download, rowActions, renderCell, drawer };
}
