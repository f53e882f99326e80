import { addLocaleBundles } from '../i18n';

/** i18n namespace of the shared company picker. */
export const COMPANY_SELECT_NS = 'companySelect';

addLocaleBundles(COMPANY_SELECT_NS, {
  'zh-CN': {
    placeholder: '请选择企业',
    loading: '加载中…',
    none: '暂无企业',
    failed: '企业列表加载失败',
  },
  'en-US': {
    placeholder: 'Choose a company',
    loading: 'Loading…',
    none: 'No companies',
    failed: 'The companies could not be loaded',
  },
});
