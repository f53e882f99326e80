import { addLocaleBundles } from '../i18n';
import zhCN from '../locales/zh-CN/upload.json';
import enUS from '../locales/en-US/upload.json';

/** i18n namespace of the upload component; 请上传正确的文件格式, 系统错误, 导入成功 come from 'common'. */
export const UPLOAD_NS = 'upload';

addLocaleBundles(UPLOAD_NS, { 'zh-CN': zhCN, 'en-US': enUS });
