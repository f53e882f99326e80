import { Descriptions, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeSelection } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';

/** What the selected directory node is and where it sits. */
export function NodeDetails({ selection }: { selection: CategoryTreeSelection | null }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  if (!selection) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('directory.noSelection')} />;
  const { node, path } = selection;
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('directory.name')}>{node.name}</Descriptions.Item>
      <Descriptions.Item label={t('directory.level')}>{t('directory.levelValue', { level: node.level })}</Descriptions.Item>
      <Descriptions.Item label={t('directory.path')}>{path.map((step) => step.name).join(' / ')}</Descriptions.Item>
      <Descriptions.Item label={t('directory.childCount')}>{node.children.length}</Descriptions.Item>
      <Descriptions.Item label={t('directory.children')}>
        {node.children.length === 0 ? (
          t('directory.noChildren')
        ) : (
          <Space size={[4, 4]} wrap>
            {node.children.map((child) => (
              <Tag key={child.id}>{child.name}</Tag>
            ))}
          </Space>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
