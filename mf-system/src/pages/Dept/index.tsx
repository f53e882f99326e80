/**
 * /system/dept (部门管理): the company's department tree on the shared tree in department mode
 * (add, rename, delete, move) with the selected department's own fields beside it.
 */
import { useState } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryTree } from '@pcf/shared/ui';
import type { CategoryTreeSelection, DeptTreeNode } from '@pcf/shared';
import { SYSTEM_NS } from '../../locales';
import { departmentTreeService } from './api';
import { DeptDetailsForm } from './parts/DeptDetailsForm';

export default function DeptPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const [selection, setSelection] = useState<CategoryTreeSelection | null>(null);
  // what the form saved shows at once; the tree's own reload after its next change brings it too
  const onSaved = (department: DeptTreeNode) =>
    setSelection((current) =>
      current && current.node.id === department.id ? { ...current, node: { ...current.node, source: department } } : current,
    );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12} xl={10}>
        <Card title={t('dept.tree')}>
          <CategoryTree service={departmentTreeService} onSelect={setSelection} />
        </Card>
      </Col>
      <Col xs={24} lg={12} xl={14}>
        <Card title={t('dept.details')}>
          <DeptDetailsForm selection={selection} onSaved={onSaved} />
        </Card>
      </Col>
    </Row>
  );
}
