import { addLocaleBundles } from '../i18n';
import zhCN from '../locales/zh-CN/tree.json';
import enUS from '../locales/en-US/tree.json';

/** i18n namespace of the category tree; shared standard texts come from 'common'. */
export const TREE_NS = 'tree';

addLocaleBundles(TREE_NS, { 'zh-CN': zhCN, 'en-US': enUS });
