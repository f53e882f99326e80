import { addLocaleBundles } from '../i18n';
import zhCN from '../locales/zh-CN/objectTable.json';
import enUS from '../locales/en-US/objectTable.json';

/** i18n namespace of the object table; the SPEC §8 standard texts come from 'common'. */
export const OBJECT_TABLE_NS = 'objectTable';

addLocaleBundles(OBJECT_TABLE_NS, { 'zh-CN': zhCN, 'en-US': enUS });
