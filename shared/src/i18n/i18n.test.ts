import { addLocaleBundles, addLocaleLoaders, detectLanguage, i18n, setLanguage } from '.';
import { antdLocaleOf } from './antdLocale';
import commonEnUS from '../locales/en-US/common.json';
import commonZhCN from '../locales/zh-CN/common.json';

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('language choice', () => {
  it('takes the saved setting first', () => {
    browserLanguages(['zh-CN']);
    window.localStorage.setItem('language', 'en-US');
    expect(detectLanguage()).toBe('en-US');
  });

  it('ignores a saved value the product does not speak', () => {
    browserLanguages(['zh-TW']);
    window.localStorage.setItem('language', 'de-DE');
    expect(detectLanguage()).toBe('zh-CN');
  });

  it('else takes the browser language, any Chinese variant giving zh-CN', () => {
    browserLanguages(['zh-TW', 'en-US']);
    expect(detectLanguage()).toBe('zh-CN');
    browserLanguages(['zh']);
    expect(detectLanguage()).toBe('zh-CN');
  });

  it('takes the first browser language the product speaks', () => {
    browserLanguages(['fr-FR', 'zh-CN']);
    expect(detectLanguage()).toBe('zh-CN');
    browserLanguages(['fr-FR', 'en-GB']);
    expect(detectLanguage()).toBe('en-US');
  });

  it('else falls back to English', () => {
    browserLanguages(['fr-FR', 'de']);
    expect(detectLanguage()).toBe('en-US');
    browserLanguages([]);
    expect(detectLanguage()).toBe('en-US');
  });

  it('starts the instance in the detected language', () => {
    window.localStorage.setItem('language', 'zh-CN');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./instance')>('./instance');
      expect(fresh.i18n.language).toBe('zh-CN');
      expect(fresh.i18n.t('systemTip')).toBe('系统提示');
    });
  });
});

describe('setLanguage', () => {
  it('switches the instance and saves the choice for the next visit', async () => {
    await setLanguage('en-US');
    expect(i18n.language).toBe('en-US');
    expect(window.localStorage.getItem('language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('common:relogin')).toBe('Sign in again');
    await setLanguage('zh-CN');
    expect(i18n.t('common:relogin')).toBe('重新登录');
  });
});

describe('common texts', () => {
  it('hold the standard texts of SPEC §8 exactly', async () => {
    await setLanguage('zh-CN');
    const expected: Record<string, string> = {
      saveSuccess: '保存成功!',
      deleteSuccess: '删除成功!',
      deleteCancelled: '已取消删除',
      deleteConfirm: '此操作将永久删除该记录, 是否继续?',
      selectToDelete: '请选择要删除的数据',
      selectOnlyOne: '只能选择一条数据',
      dataError: '数据出错,请检查',
      logoutConfirm: '确定注销并退出系统吗？',
      formInvalid: '表单数据校验失败',
      addSuccess: '新增成功!',
      editSuccess: '编辑成功!',
      moveSuccess: '移动成功',
      deleteNodeConfirm: '是否删除此节点？',
      cancelEditNodeConfirm: '是否取消编辑此节点',
      systemTip: '系统提示',
      sessionExpired: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      relogin: '重新登录',
      cancel: '取消',
      systemError: '系统错误',
      importSuccess: '导入成功',
      wrongFileType: '请上传正确的文件格式',
      home: '首页',
      formNameRequired: '请输入表单名称!',
      versionRequired: '请输入版本号!',
    };
    for (const [key, text] of Object.entries(expected)) expect(i18n.t(key)).toBe(text);
  });

  it('have an English text for every Chinese one', () => {
    expect(Object.keys(commonEnUS).sort()).toEqual(Object.keys(commonZhCN).sort());
    for (const text of Object.values(commonEnUS)) expect(text).toMatch(/^[\x20-\x7e…]+$/);
  });
});

describe('addLocaleBundles', () => {
  it('adds a namespace in both languages to the one instance', async () => {
    addLocaleBundles('reports', { 'zh-CN': { title: '报告' }, 'en-US': { title: 'Reports' } });
    await setLanguage('en-US');
    expect(i18n.t('reports:title')).toBe('Reports');
    await setLanguage('zh-CN');
    expect(i18n.t('reports:title')).toBe('报告');
  });
});

describe('addLocaleLoaders', () => {
  it('fetches only the language shown, and the other once the user switches to it', async () => {
    await setLanguage('zh-CN');
    const fetched: string[] = [];
    const loader = (language: string, greeting: string) => async () => {
      fetched.push(language);
      return { greeting };
    };
    await addLocaleLoaders('lazyTexts', { 'zh-CN': loader('zh-CN', '你好'), 'en-US': loader('en-US', 'Hello') });
    expect(fetched).toEqual(['zh-CN']);
    expect(i18n.t('lazyTexts:greeting')).toBe('你好');

    await setLanguage('en-US');
    expect(i18n.t('lazyTexts:greeting')).toBe('Hello');
    await setLanguage('zh-CN');
    await setLanguage('en-US');
    expect(fetched).toEqual(['zh-CN', 'en-US']);
  });
});

describe('antdLocaleOf', () => {
  it('gives antd its texts in the same language', () => {
    expect(antdLocaleOf('zh-CN').locale).toBe('zh-cn');
    expect(antdLocaleOf('en-US').locale).toBe('en');
  });
});
