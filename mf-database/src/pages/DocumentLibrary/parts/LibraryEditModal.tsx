/** A library document's category, title and description (POST /rest/library/update); its versions stay as they are. */
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATABASE_NS } from '../../../locales';
import { DocumentEditModal } from '../../../parts/documentDetail';
import { libraryApi } from '../api';

export interface EditedLibraryDocument {
  id: number;
  category: string;
  title: string;
  description: string;
}

export interface LibraryEditModalProps {
  libraryDocument: EditedLibraryDocument;
  categories: readonly { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}

export function LibraryEditModal({ libraryDocument, categories, onClose, onSaved }: LibraryEditModalProps) {
  const { t } = useTranslation(DATABASE_NS);
  return (
    <DocumentEditModal
      section="library"
      initialValues={{ category: libraryDocument.category, title: libraryDocument.title, description: libraryDocument.description }}
      send={(values) =>
        libraryApi.update({ id: libraryDocument.id, category: values.category, title: values.title, description: values.description })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="category"
        label={t('library.field.category')}
        rules={[{ required: true, message: t('library.upload.categoryRequired') }]}
      >
        <Select options={categories.map((c) => ({ value: c.value, label: c.label }))} />
      </Form.Item>
    </DocumentEditModal>
  );
}
