/**
 * /CarbonFootprintDatabase/company_info_dataset_management/product (企业产品): the company's
 * products on the shared object table (pcf_company_product): model, name, cell technology, rated
 * power, area, mass, efficiency, cell count; add and edit in a modal checked against the database's
 * limits, delete with the SPEC §8 texts, export, and each product's evidence. An enterprise user
 * sees its own company's; a platform administrator every company's, naming the company when adding.
 */
import { useMemo, useRef, useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMPANY_PRODUCT_OBJECT, DATASET_PERMISSIONS, DOCUMENT_PERMISSIONS, useAccess } from '@pcf/shared';
import type { CompanyProductRow, ObjRow, ObjValue, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { ROW_LINK_STYLE, companyDataPaths, formatAmount, productOf } from '../../parts/companyData';
import { useCompanyOptions } from '../../parts/companyDataHooks';
import { ProductFormModal } from './parts/ProductFormModal';

export default function CompanyProductsPage() {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  const companies = useCompanyOptions(access.isAdmin);
  const companyName = companies.nameOf;
  // undefined: closed; null: adding; a product: editing it
  const [editing, setEditing] = useState<CompanyProductRow | null | undefined>(undefined);
  const mayEdit = access.hasPermission(DATASET_PERMISSIONS.companyEdit);
  const mayListEvidence = access.hasPermission(DOCUMENT_PERMISSIONS.evidenceList);

  const edit = (row: ObjRow) => {
    const product = productOf(row);
    if (product) setEditing(product);
  };

  const renderCell = useMemo(() => {
    const amount = (value: ObjValue | undefined) => formatAmount(value);
    return {
      rated_power_wp: amount,
      area_m2: amount,
      mass_kg: amount,
      efficiency_pct: amount,
      company_id: (value: ObjValue | undefined) => (typeof value === 'number' ? (companyName(value) ?? `#${value}`) : ''),
    };
  }, [companyName]);

  const rowActions = useMemo(
    () =>
      mayListEvidence
        ? (row: ObjRow) => (
            <Link style={ROW_LINK_STYLE} to={companyDataPaths.evidence({ type: 'product', id: Number(row.id) })}>
              {t('companyDataset.evidenceLink')}
            </Link>
          )
        : undefined,
    [mayListEvidence, t],
  );

  return (
    <Card
      size="small"
      title={t('companyDataset.productsTitle')}
      extra={<Link to={companyDataPaths.overview}>{t('companyDataset.backToOverview')}</Link>}
    >
      <ObjectTable
        ref={table}
        objName={COMPANY_PRODUCT_OBJECT}
        onAdd={mayEdit ? () => setEditing(null) : undefined}
        onEdit={mayEdit ? edit : undefined}
        deletable={access.hasPermission(DATASET_PERMISSIONS.companyRemove)}
        exportable={access.hasPermission(DATASET_PERMISSIONS.companyExport)}
        renderCell={renderCell}
        rowActions={rowActions}
      />
      {editing !== undefined && (
        <ProductFormModal
          product={editing}
          choosesCompany={access.isAdmin}
          companies={companies}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            table.current?.reload();
          }}
        />
      )}
    </Card>
  );
}
