import { addLocaleBundles } from '@pcf/shared';
import userZh from './zh-CN/user.json';
import userEn from './en-US/user.json';
import postZh from './zh-CN/post.json';
import postEn from './en-US/post.json';
import profileZh from './zh-CN/profile.json';
import profileEn from './en-US/profile.json';
import deptZh from './zh-CN/dept.json';
import deptEn from './en-US/dept.json';
import menuZh from './zh-CN/menu.json';
import menuEn from './en-US/menu.json';
import dictZh from './zh-CN/dict.json';
import dictEn from './en-US/dict.json';
import roleZh from './zh-CN/role.json';
import roleEn from './en-US/role.json';
import accessZh from './zh-CN/access.json';
import accessEn from './en-US/access.json';
import metadataZh from './zh-CN/metadata.json';
import metadataEn from './en-US/metadata.json';
import logZh from './zh-CN/log.json';
import logEn from './en-US/log.json';
import backupZh from './zh-CN/backup.json';
import backupEn from './en-US/backup.json';
import outboxZh from './zh-CN/outbox.json';
import outboxEn from './en-US/outbox.json';

export const SYSTEM_NS = 'system';

// One file per screen and language (keys system:<screen>.*), so each screen's texts change on their own.
const zhCN = {
  user: userZh,
  post: postZh,
  profile: profileZh,
  dept: deptZh,
  menu: menuZh,
  dict: dictZh,
  role: roleZh,
  access: accessZh,
  metadata: metadataZh,
  log: logZh,
  backup: backupZh,
  outbox: outboxZh,
};
const enUS: typeof zhCN = {
  user: userEn,
  post: postEn,
  profile: profileEn,
  dept: deptEn,
  menu: menuEn,
  dict: dictEn,
  role: roleEn,
  access: accessEn,
  metadata: metadataEn,
  log: logEn,
  backup: backupEn,
  outbox: outboxEn,
};

/** Adds the system-management texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(SYSTEM_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
