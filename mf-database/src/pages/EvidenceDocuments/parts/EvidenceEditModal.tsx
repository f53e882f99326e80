/** A document's title and description (POST /rest/evidence/update); its file never changes: a new file is a new document. */
import { DocumentEditModal } from '../../../parts/documentDetail';
import { evidenceApi } from '../api';

export interface EditedEvidence {
  id: number;
  title: string;
  description: string;
}

export function EvidenceEditModal({ evidence, onClose, onSaved }: { evidence: EditedEvidence; onClose: () => void; onSaved: () => void }) {
  return (
    <DocumentEditModal
      section="evidence"
      initialValues={{ title: evidence.title, description: evidence.description }}
      send={(values) => evidenceApi.update({ id: evidence.id, title: values.title, description: values.description })}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
