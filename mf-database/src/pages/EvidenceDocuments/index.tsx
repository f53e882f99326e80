/**
 * /CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments (证明文件): the files a
 * company keeps to support its products, datasets and dataset items. The list is the shared object
 * table on pcf_evidence_document (company-scoped: platform administrators see every company's);
 * opened from a dataset screen with ?targetType=&targetId= it shows that item's documents instead
 * (GET /rest/evidence/forTarget) and a new upload starts linked to it. A document opens in a drawer
 * with its full SHA-256, its links, a preview and the download. Each button shows only with its
 * database:evidence:* right (the server checks them again).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { API, CODE_OK, DOCUMENT_PERMISSIONS, EVIDENCE_OBJECT, EVIDENCE_TARGET_TYPES, messageOf, useAccess } from '@pcf/shared';
import type { EvidenceDocument, EvidenceTargetType, ObjRow, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { textOf, useDocumentList, useFileTypeLabels } from '../../parts/documentList';
import { evidenceApi, targetApi, targetLabelOf } from './api';
import { EvidenceDrawer } from './parts/EvidenceDrawer';
import { EvidenceEditModal } from './parts/EvidenceEditModal';
import type { EditedEvidence } from './parts/EvidenceEditModal';
import { EvidenceUploadModal } from './parts/EvidenceUploadModal';
import type { KnownTarget } from './parts/EvidenceUploadModal';
import { TargetDocuments } from './parts/TargetDocuments';
import type { TargetDocumentsState } from './parts/TargetDocuments';

type TargetParam = { kind: 'none' } | { kind: 'invalid' } | { kind: 'target'; type: EvidenceTargetType; id: number };

/** ?targetType=product|dataset|dataset_item&targetId=<positive integer>; anything else is a broken link. */
function targetOf(params: URLSearchParams): TargetParam {
  const type = params.get('targetType');
  const rawId = params.get('targetId');
  if (type === null && rawId === null) return { kind: 'none' };
  const id = Number(rawId);
  if (!(EVIDENCE_TARGET_TYPES as readonly string[]).includes(type ?? '') || !Number.isSafeInteger(id) || id < 1) return { kind: 'invalid' };
  return { kind: 'target', type: type as EvidenceTargetType, id };
}

export default function EvidenceDocumentsPage() {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const { message } = App.useApp();
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const table = useRef<ObjectTableHandle>(null);
  const fileTypeLabels = useFileTypeLabels();
  const may = {
    upload: access.hasPermission(DOCUMENT_PERMISSIONS.evidenceUpload),
    edit: access.hasPermission(DOCUMENT_PERMISSIONS.evidenceEdit),
    remove: access.hasPermission(DOCUMENT_PERMISSIONS.evidenceRemove),
  };

  const target = targetOf(params);
  const targetType = target.kind === 'target' ? target.type : null;
  const targetId = target.kind === 'target' ? target.id : null;
  const [known, setKnown] = useState<KnownTarget | null>(null);
  const [documents, setDocuments] = useState<TargetDocumentsState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<EditedEvidence | null>(null);

  // the item's label and company, for the banner and a new upload
  useEffect(() => {
    if (targetType === null || targetId === null) {
      setKnown(null);
      return;
    }
    let active = true;
    setKnown({ type: targetType, id: targetId, label: `#${targetId}`, companyId: null });
    targetApi
      .row(targetType, targetId)
      .then((envelope) => {
        if (active && envelope.code === CODE_OK && envelope.data) {
          const row = envelope.data;
          setKnown({
            type: targetType,
            id: targetId,
            label: targetLabelOf(targetType, row) || `#${targetId}`,
            companyId: row.company_id === null ? null : Number(row.company_id),
          });
        }
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [targetType, targetId, i18n.language]);

  const loadDocuments = useCallback(() => {
    if (targetType === null || targetId === null) return () => undefined;
    let active = true;
    setDocuments((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    evidenceApi
      .forTarget({ targetType, targetId })
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === CODE_OK && Array.isArray(envelope.data)) setDocuments({ status: 'ready', documents: envelope.data });
        else {
          setDocuments({ status: 'failed' });
          // the server says why (an item of another company answers as missing)
          message.error(messageOf(envelope));
        }
      })
      .catch(() => {
        if (active) setDocuments({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [targetType, targetId, message]);

  useEffect(() => {
    setDocuments({ status: 'loading' });
  }, [targetType, targetId]);
  useEffect(() => loadDocuments(), [loadDocuments, reloads]);

  const changed = useCallback(() => {
    table.current?.reload();
    setReloads((n) => n + 1);
  }, []);

  const { setOpen, download, rowActions, renderCell, drawer } = useDocumentList({
    section: 'evidence',
    fileUrl: API.evidenceFile,
    remove: (id) => evidenceApi.remove({ id }),
    mayRemove: may.remove,
    changed,
  });

  const clearTarget = () => setParams({});

  const uploadButton = may.upload ? (
    <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
      {t('evidence.upload.open')}
    </Button>
  ) : null;

  const editRow = (row: ObjRow) => setEditing({ id: Number(row.id), title: textOf(row.title), description: textOf(row.description) });

  return (
    <Card>
      {target.kind === 'invalid' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('evidence.target.invalid')}
          action={
            <Button size="small" onClick={clearTarget}>
              {t('evidence.target.showAll')}
            </Button>
          }
        />
      )}
      {target.kind === 'target' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('evidence.target.viewing', { type: t(`evidence.target.type_${target.type}`), label: known?.label ?? `#${target.id}` })}
          action={
            <Button size="small" onClick={clearTarget}>
              {t('evidence.target.showAll')}
            </Button>
          }
        />
      )}
      {download.view && <div style={{ marginBottom: 16 }}>{download.view}</div>}
      {target.kind === 'target' ? (
        <>
          <Space style={{ marginBottom: 16 }}>
            {uploadButton}
            <Button onClick={() => setReloads((n) => n + 1)}>{t('common:refresh')}</Button>
          </Space>
          <TargetDocuments
            state={documents}
            fileTypeLabels={fileTypeLabels}
            onRetry={() => {
              setDocuments({ status: 'loading' });
              setReloads((n) => n + 1);
            }}
            onOpen={setOpen}
            actions={(document: EvidenceDocument) => (
              <Space size={0}>
                {may.edit && (
                  <Button
                    type="link"
                    onClick={() => setEditing({ id: document.id, title: document.title, description: document.description })}
                  >
                    {t('common:edit')}
                  </Button>
                )}
                {rowActions(document.id, document.fileName)}
              </Space>
            )}
          />
        </>
      ) : (
        <ObjectTable
          ref={table}
          objName={EVIDENCE_OBJECT}
          onEdit={may.edit ? editRow : undefined}
          renderCell={renderCell}
          rowActions={(row: ObjRow) => rowActions(Number(row.id), textOf(row.file_name))}
          toolbarExtra={uploadButton}
        />
      )}
      {drawer && <EvidenceDrawer {...drawer} mayEdit={may.edit} mayRemove={may.remove} fileTypeLabels={fileTypeLabels} />}
      {uploading && (
        <EvidenceUploadModal
          isAdmin={access.isAdmin}
          mayLinkMore={may.edit}
          initialTarget={known}
          onClose={() => setUploading(false)}
          onUploaded={changed}
          onOpen={(id) => {
            setUploading(false);
            setOpen(id);
          }}
        />
      )}
      {editing && (
        <EvidenceEditModal
          evidence={editing}
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
