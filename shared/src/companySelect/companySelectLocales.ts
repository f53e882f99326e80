import { addLocaleBundles } from '../i18n';
import zhCN from '../locales/zh-CN/companySelect.json';
import enUS from '../locales/en-US/companySelect.json';

/** i18n namespace of the shared company picker. */
export const COMPANY_SELECT_NS = 'companySelect';

addLocaleBundles(COMPANY_SELECT_NS, { 'zh-CN': zhCN, 'en-US': enUS });
