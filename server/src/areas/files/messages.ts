/** The messages of uploads and stored files, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const filesMessages = messageTable({
  // uploads (areas/files): the type is told from the content, the size is capped, the name is only shown
  fileMissing: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  fileTooLarge: { zh: '文件不能超过 {max} MB', en: 'The file must not exceed {max} MB' },
  uploadFormMalformed: {
    zh: '上传的表单格式有误，请重新选择文件上传',
    en: 'The upload form is malformed: choose the file and upload it again',
  },
});
