/**
 * The modal form of one company-owned row (a product, a dataset) saved through /rest/saveObjData:
 * a platform administrator adding a row names its company first; an enterprise user's row is always
 * its own company's (the server writes it). The screen gives its own fields and how its values make
 * the row; the server checks again and its refusal is shown as it words it.
 */
import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyOption, ObjRow } from '@pcf/shared';
import { CompanySelect, FormModal, useModalSave } from '@pcf/shared/ui';
import { DATABASE_NS } from '../locales';
import { companyDataApi } from './companyData';

export interface CompanyRowFormModalProps<V> {
  objName: string;
  /** The row edited; null adds one. */
  rowId: number | null;
  title: string;
  /** A platform administrator: chooses the company of a new row. */
  choosesCompany: boolean;
  companies: { value: readonly CompanyOption[]; loading: boolean; failed: boolean };
  initialValues: Partial<V>;
  /** The row's own columns, from the checked values. */
  rowOf: (values: V) => ObjRow;
  onClose(): void;
  onSaved(): void;
  /** The screen's fields. */
  children: ReactNode;
}

export function CompanyRowFormModal<V extends { company_id?: number }>({
  objName,
  rowId,
  title,
  choosesCompany,
  companies,
  initialValues,
  rowOf,
  onClose,
  onSaved,
  children,
}: CompanyRowFormModalProps<V>) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<V>();
  const adding = rowId === null;
  const pickCompany = adding && choosesCompany;
  const { saving, submit } = useModalSave(form, { adding, onSaved });

  const save = () =>
    void submit((values) =>
      companyDataApi.save(objName, {
        ...(rowId === null ? {} : { id: rowId }),
        ...(pickCompany && values.company_id !== undefined ? { company_id: values.company_id } : {}),
        ...rowOf(values),
      }),
    );

  return (
    <FormModal title={title} saving={saving} onSave={save} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {pickCompany && (
          <Form.Item
            name="company_id"
            label={t('companyDataset.company.label')}
            rules={[{ required: true, message: t('companyDataset.company.required') }]}
          >
            <CompanySelect companies={companies} />
          </Form.Item>
        )}
        {children}
      </Form>
    </FormModal>
  );
}
