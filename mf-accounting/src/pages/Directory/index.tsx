/**
 * /businessAccounting/directory (维护目录): the category tree of the platform, maintained by
 * administrators (add, rename, delete, move), with the selected node's details beside it.
 */
import { useState } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryTree } from '@pcf/shared/ui';
import type { CategoryTreeSelection } from '@pcf/shared';
import { directoryTreeService } from './api';
import { ACCOUNTING_NS } from '../../locales';
import { NodeDetails } from './parts/NodeDetails';

export default function DirectoryPage() {
  const { t } = useTranslation(ACCOUNTING_NS);
  const [selection, setSelection] = useState<CategoryTreeSelection | null>(null);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12} xl={10}>
        <Card title={t('directory.tree')}>
          <CategoryTree service={directoryTreeService} onSelect={setSelection} />
        </Card>
      </Col>
      <Col xs={24} lg={12} xl={14}>
        <Card title={t('directory.details')}>
          <NodeDetails selection={selection} />
        </Card>
      </Col>
    </Row>
  );
}
