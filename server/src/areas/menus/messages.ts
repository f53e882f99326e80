/** The messages of the menus a session sees, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const menusMessages = messageTable({
  unknownMenuMessage: { zh: '未知的消息编号：{msgid}', en: 'Unknown message id: {msgid}' },
  menuDataInvalid: { zh: '菜单请求的 data 不是有效的 JSON', en: 'The data of the menu request is not valid JSON' },
});
