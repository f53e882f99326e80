/** SPEC §1: a floating button that shows the business process image when hovered; a click opens it full size. */
import { FloatButton, Popover } from 'antd';
import { PartitionOutlined } from '../icons';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from '../components/ProcessDiagram';

/**
 * Over the page, under antd's popups, drawers and dialog masks (from UI_Z_INDEX of @pcf/shared up),
 * so an open dialog covers it (issue 18).
 */
export const PROCESS_BUTTON_Z_INDEX = 20;

/** Centred in the collapsed navigation (64px), at the foot of the menu: never over a table's last column. */
const PLACE = { insetInlineStart: 12, insetInlineEnd: 'auto', insetBlockEnd: 24, zIndex: PROCESS_BUTTON_Z_INDEX } as const;

export function FloatingProcessButton() {
  const { t } = useTranslation('shell');
  return (
    <Popover trigger="hover" placement="rightBottom" content={<ProcessDiagram width={760} />}>
      <FloatButton type="primary" icon={<PartitionOutlined />} href="#/img" target="_blank" aria-label={t('process.title')} style={PLACE} />
    </Popover>
  );
}
