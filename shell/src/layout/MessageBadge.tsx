/** 留言板 in the top bar, with the number of unread messages (SPEC §2, §7). */
import { Badge, Button } from 'antd';
import { MessageOutlined } from '../icons';
import { useGuardedNavigate } from '@pcf/shared/ui';
import { useTranslation } from 'react-i18next';
import { useMessageCount } from '../messages/messageCount';

export const MESSAGE_BOARD_PATH = '/messageBoard';

export function MessageBadge() {
  const { t } = useTranslation('shell');
  const navigate = useGuardedNavigate();
  const { count } = useMessageCount();
  return (
    <Badge count={count} size="small" offset={[-4, 4]}>
      <Button type="text" icon={<MessageOutlined />} onClick={() => navigate(MESSAGE_BOARD_PATH)}>
        {t('messageBoard.badge')}
      </Button>
    </Badge>
  );
}
