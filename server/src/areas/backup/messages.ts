/** The messages of backup and restore, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const backupMessages = messageTable({
  backupConfirmRequired: { zh: '恢复将覆盖全部数据，请先确认', en: 'A restore replaces all data: please confirm it first' },
  backupArchiveMissing: { zh: '请上传备份文件', en: 'Please upload a backup archive' },
  backupArchiveTooLarge: { zh: '备份文件不能超过 {max} MB', en: 'A backup archive may not exceed {max} MB' },
  backupArchiveDamaged: {
    zh: '备份文件已损坏或不完整，未做任何更改（{detail}）',
    en: 'The backup archive is damaged or incomplete; nothing was changed ({detail})',
  },
  backupFormatUnknown: {
    zh: '不是本系统的备份文件，或备份格式版本未知，未做任何更改',
    en: 'This is not a backup of this platform, or its format version is unknown; nothing was changed',
  },
  backupSchemaNewer: {
    zh: '备份来自更新版本的系统，不能恢复到当前版本，未做任何更改',
    en: 'The backup comes from a newer version of the platform and cannot be restored here; nothing was changed',
  },
  backupSchemaOlder: {
    zh: '备份来自较旧版本的系统，请用相同版本恢复，未做任何更改',
    en: 'The backup comes from an older version of the platform; restore it with that version; nothing was changed',
  },
  backupSchemaOther: {
    zh: '备份的数据库结构与当前系统不一致，未做任何更改',
    en: 'The database schema of the backup differs from this platform; nothing was changed',
  },
  backupRestored: { zh: '恢复成功', en: 'Restore complete' },
});
