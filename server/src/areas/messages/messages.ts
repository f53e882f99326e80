/** The messages of the message board, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const messageBoardMessages = messageTable({
  threadNotFound: { zh: '留言不存在', en: 'The message thread does not exist' },
  threadSubjectRequired: { zh: '请填写留言主题', en: 'Please enter a subject for the new thread' },
  messageBodyInvalid: { zh: '留言内容须为 1 至 2000 个字符', en: 'A message must be 1 to 2000 characters long' },
});
