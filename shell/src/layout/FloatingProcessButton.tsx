/** SPEC §1: a floating button that shows the business process image when hovered; a click opens it full size. */
import { FloatButton, Popover } from 'antd';
import { PartitionOutlined } from '../icons';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from '../components/ProcessDiagram';

export function FloatingProcessButton() {
  const { t } = useTranslation('shell');
  return (
    <Popover trigger="hover" placement="leftBottom" content={<ProcessDiagram width={760} />}>
      <FloatButton
        type="primary"
        icon={<PartitionOutlined />}
        href="#/img"
        target="_blank"
        aria-label={t('process.title')}
        style={{ insetInlineEnd: 32, insetBlockEnd: 40 }}
      />
    </Popover>
  );
}
